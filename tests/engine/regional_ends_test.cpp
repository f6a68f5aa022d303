// Regional rules of how games end and which king moves are legal: makpong, the makruk and ASEAN
// counts (figures from Fairy-Stockfish 11.1's own FEN output for the same lines), shatar's mate
// rule, perpetual check and nFoldValue; and the errors their keys give.
#include <sstream>

#include "api/game.h"
#include "game/history_rules.h"
#include "helpers.h"

using namespace tessera;
using tessera::test::load_definitions;
using tessera::test::position;

namespace {

std::unique_ptr<Game> game_from(const std::string& id, const std::string& fen, const std::string& moves) {
  std::string err;
  auto g = Game::create(id, err);
  REQUIRE(g);
  REQUIRE(g->load_fen(fen) == "");
  std::istringstream in(moves);
  for (std::string m; in >> m;) {
    INFO(m);
    REQUIRE(g->play(m) == "");
  }
  return g;
}

// The count after `moves` from `fen`: {limit, ply} in plies, as Fairy-Stockfish's FEN prints them.
std::pair<int, int> count_after(const std::string& id, const std::string& fen, const std::string& moves) {
  Position pos = position(id, fen);
  std::vector<Move> played;
  std::istringstream in(moves);
  for (std::string text; in >> text;) {
    std::string err;
    const Move m = parse_move(pos, text, err);
    INFO(text);
    REQUIRE(err == "");
    played.push_back(m);
    pos.do_move(m);
  }
  const std::vector<PlyFacts> f = replay_facts(pos, played);
  return {f.back().counting_limit, f.back().counting_ply};
}

std::string first_error(const std::string& text) {
  const LoadResult r = check_variants(text);
  REQUIRE_FALSE(r.ok());
  return r.errors.front().text();
}

}  // namespace

TEST_CASE("makpong: a king in check may move only to capture its sole checker") {
  const char* fen = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
  Position makpong = position("makpong", fen);
  CHECK(test::legal_texts(makpong) == std::vector<std::string>{"e1e2"});
  Position makruk = position("makruk", fen);
  CHECK(test::legal_texts(makruk) == std::vector<std::string>{"e1d1", "e1e2", "e1f1"});
  // Two checkers: the king may not move at all, even to take one of them.
  Position two = position("makpong", "4k3/8/8/8/8/8/4r3/r3K3 w - - 0 1");
  CHECK(test::legal_texts(two).empty());
}

TEST_CASE("makruk and ASEAN counts start and run as Fairy-Stockfish 11.1's do") {
  struct Case {
    const char *id, *fen, *moves;
    int limit, ply;
  };
  const Case cases[] = {
      {"makruk", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2", 32, 6},  // pieces' honour: one rook
      {"makruk", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "e8e7", 0, 0},   // none for the side facing a bare king
      {"makruk", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "e8e7 e1e2 e7e6", 32, 7},
      {"makruk", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2", 128, 0},  // board's honour
      {"makruk", "4k3/8/8/8/8/8/7P/RR2K3 w - - 0 1", "a1a2", 0, 0},   // not while pawns remain
      {"makruk", "4k3/8/8/8/8/8/8/1SS1K3 w - - 0 1", "b1b2", 44, 8},
      {"makruk", "4k3/8/8/8/8/8/8/1S2K3 w - - 0 1", "b1b2", 88, 6},
      {"makruk", "4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1", "b1a3", 64, 8},
      {"makruk", "4k3/8/8/8/8/8/8/1M2K3 w - - 0 1", "b1a2", 128, 6},
      {"makruk", "n3k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1a8", 16, 8},  // restarted by the capture
      {"ai-wok", "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", "e1e2", 128, 6},
      {"asean", "4k3/8/8/8/8/8/7P/R3K3 w - - 0 1", "a1a2", 32, 0},  // pawns do not matter; from zero
      {"asean", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2", 0, 0},
      {"asean", "4k3/8/8/8/8/8/8/1B2K3 w - - 0 1", "b1b2", 0, 0},
      {"asean", "4k3/8/8/8/8/8/8/1BQ1K3 w - - 0 1", "b1b2", 88, 0},
      {"asean", "4k3/8/8/8/8/8/8/1NQ1K3 w - - 0 1", "b1a3 e8e7 a3b1", 128, 2},
  };
  for (const Case& c : cases) {
    INFO(c.id << " " << c.fen << " " << c.moves);
    CHECK(count_after(c.id, c.fen, c.moves) == std::make_pair(c.limit, c.ply));
  }
}

TEST_CASE("makruk: the count draws the game when it runs out") {
  auto g = game_from("makruk", "n3k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1a8 e8e7 h1h2 e7e6 h2h3 e6e5 h3h4 e5e6");
  CHECK(g->status().outcome == Outcome::Ongoing);  // ply 15 of 16
  REQUIRE(g->play("a8a7") == "");
  CHECK(g->status().outcome == Outcome::Draw);
  CHECK(g->status().reason == EndReason::Counting);
  CHECK(g->status().text == "counting rule");
}

TEST_CASE("makruk: a count in Fairy-Stockfish's FEN (limit for en passant, plies for the clock) runs on") {
  // The position and fields 11.1 prints after the line of the test above.
  auto over = game_from("makruk", "8/R7/4k3/8/7R/8/8/4K3 b - 16 16 5", "");
  CHECK(over->status().reason == EndReason::Counting);
  auto g = game_from("makruk", "8/R7/4k3/8/7R/8/8/4K3 b - 16 15 5", "");
  CHECK(g->status().outcome == Outcome::Ongoing);
  CHECK(g->position().rule50() == 0);
  REQUIRE(g->play("e6d6") == "");
  CHECK(g->status().reason == EndReason::Counting);
  // Elsewhere a number there is still no en-passant cell.
  Position chess(test::variant("chess"));
  CHECK(chess.set_fen("4k3/8/8/8/8/8/8/4K3 w - 16 0 1") != "");
}

TEST_CASE("shatar: a mate by knights alone is a draw, a mate by a rook wins") {
  Position smothered = position("shatar", "6rk/5Npp/8/8/8/8/8/K7 b - - 0 1");
  const GameStatus s = game_status(smothered);
  CHECK(s.outcome == Outcome::Draw);
  CHECK(s.reason == EndReason::MateWithoutShak);
  Position rook = position("shatar", "R5k1/5ppp/8/8/8/8/8/K7 b - - 0 1");
  CHECK(game_status(rook).outcome == Outcome::WhiteWins);
  CHECK(game_status(rook).reason == EndReason::Checkmate);
}

TEST_CASE("shatar: a mate by another piece wins only after a shak in its series of checks") {
  // The bishop mates with no check before it: no shak, so a draw.
  Position bishop = position("shatar", "7k/7p/8/8/8/8/8/B1K3R1 b - - 0 1");
  REQUIRE(bishop.in_check());
  CHECK(game_status(bishop).outcome == Outcome::Draw);
  CHECK(game_status(bishop).reason == EndReason::MateWithoutShak);
  // The rook's check (a shak) drives the king to h8, and the bishop's check mates: a win.
  auto g = game_from("shatar", "6k1/7p/8/8/8/8/3B4/2K3R1 b - - 0 1", "g8h8 d2c3");
  CHECK(g->status().outcome == Outcome::WhiteWins);
  CHECK(g->status().reason == EndReason::Checkmate);
}

TEST_CASE("xiangqi: a repetition by perpetual check loses for the checking side") {
  auto g = game_from("xiangqi", "9/4k4/9/9/9/9/9/9/9/R2K5 w - - 0 1",
                     "a1a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9");
  CHECK(g->status().outcome == Outcome::Ongoing);
  REQUIRE(g->play("a10a9") == "");
  CHECK(g->status().outcome == Outcome::BlackWins);
  CHECK(g->status().reason == EndReason::PerpetualCheck);
}

TEST_CASE("xiangqi: a repetition without perpetual check is a draw") {
  auto g = game_from("xiangqi", "9/4k4/9/9/9/9/9/9/9/R2K5 w - - 0 1",
                     "a1a2 e9e10 a2a1 e10e9 a1a2 e9e10 a2a1 e10e9");
  CHECK(g->status().outcome == Outcome::Draw);
  CHECK(g->status().reason == EndReason::Repetition);
}

TEST_CASE("nFoldValue gives a repetition's result for the side to move, or for White when absolute") {
  load_definitions(
      "[rep-loss:chess]\nnFoldValue = loss\n[rep-white:chess]\nnFoldValue = win\n"
      "nFoldValueAbsolute = true\n");
  const char* knights = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
  auto loss = game_from("rep-loss", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", knights);
  CHECK(loss->status().outcome == Outcome::BlackWins);  // White, to move, loses
  auto white = game_from("rep-white", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                         "e2e4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1");
  CHECK(white->status().outcome == Outcome::WhiteWins);  // Black to move, the value is White's
}

TEST_CASE("Bad values of the palace and counting keys are errors naming the problem") {
  CHECK(first_error("[m:xiangqi]\nmobilityRegionWhiteQueen = a1\n").find("no piece 'queen'") !=
        std::string::npos);
  CHECK(first_error("[m:xiangqi]\nmobilityRegionWhiteKing = z99\n").find("mobilityRegionWhiteKing") !=
        std::string::npos);
  CHECK(first_error("[m:makruk]\ncountingRule = thai\n").find("expected makruk, asean or none") !=
        std::string::npos);
  CHECK(first_error("[m:chess]\nsoldierPromotionRank = 6\n").find("there is no soldier") !=
        std::string::npos);
  CHECK(first_error("[m:xiangqi]\nflyingGeneral = sometimes\n").find("flyingGeneral") != std::string::npos);
  CHECK(first_error("[m:xiangqi]\nsoldierPromotionRank = 11\n").find("soldierPromotionRank") !=
        std::string::npos);
  CHECK(first_error("[m:xiangqi]\nhiddenCells = a1\n").find("do not combine") != std::string::npos);
  // The pawn's double step is an initial move, which a mobility region cannot bind yet.
  CHECK(first_error("[m:chess]\nmobilityRegionWhitePawn = *2 *3 *4\n").find("initial moves") !=
        std::string::npos);
}

TEST_CASE("A piece bound to a mobility region moves and attacks only inside it") {
  load_definitions("[low-rooks:chess]\nmobilityRegionWhiteRook = *1 *2\n");
  Position p = position("low-rooks", "k7/8/8/8/8/8/8/R3K3 b - - 0 1");
  CHECK_FALSE(p.in_check());  // a8 is outside the rook's region, so it does not attack it
  Position w = position("low-rooks", "k7/8/8/8/8/8/8/R3K3 w - - 0 1");
  std::vector<std::string> rook;
  for (const std::string& m : test::legal_texts(w))
    if (m.rfind("a1", 0) == 0) rook.push_back(m);
  CHECK(rook == std::vector<std::string>{"a1a2", "a1b1", "a1c1", "a1d1"});
  // Black's rook is not bound (only White's region is given): a7..a1 and b8..d8, plus 5 king steps.
  CHECK(test::perft_of("low-rooks", "r3k3/8/8/8/8/8/8/7K b - - 0 1", 1) == 10 + 5);
}
