// The end-of-game and forced-capture rules one at a time: check counters in FEN and hash, forced
// capture, checks refused, extinction, flags, game status reasons, and the search's scores for them.
#include "api/game.h"
#include "endrules_variants.h"
#include "game/game_status.h"
#include "helpers.h"
#include "search/search.h"

using namespace tessera;
using namespace tessera::test;

namespace {

bool has(Position& p, const std::string& move) {
  const auto moves = legal_texts(p);
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

Move find_move(Position& p, const std::string& text) {
  std::string err;
  const Move m = parse_move(p, text, err);
  INFO(text << ": " << err);
  REQUIRE(!m.is_none());
  return m;
}

// The search's score for the side to move at a fixed depth.
SearchReport searched(Position& p, int depth) {
  Searcher s;
  SearchLimits l;
  l.depth = depth;
  SearchReport last;
  s.search(p, l, [&](const SearchReport& r) { last = r; });
  return last;
}

}  // namespace

TEST_CASE("check counting: the FEN's W+B field reads, prints back, and counts down with each check given") {
  Position p =
      endrules_position("3check", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2+3 0 2");
  CHECK(p.checks_left(Color::White) == 2);
  CHECK(p.checks_left(Color::Black) == 3);
  CHECK(p.fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2+3 0 2");
  const Move quiet = find_move(p, "f1b5");  // no check: d7 still blocks
  p.do_move(quiet);
  CHECK(p.checks_left(Color::White) == 2);
  p.undo_move(quiet);
  const Move qh5 = find_move(p, "d1h5");
  p.do_move(qh5);
  p.do_move(find_move(p, "b8c6"));
  const Move qxf7 = find_move(p, "h5f7");
  p.do_move(qxf7);
  CHECK(p.checks_left(Color::White) == 1);
  CHECK(p.fen() == "r1bqkbnr/pppp1Qpp/2n5/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1+3 0 3");
  // The counters are part of the key: the same board with other counters is another position.
  Position same_board =
      endrules_position("3check", "r1bqkbnr/pppp1Qpp/2n5/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 0 3");
  CHECK(same_board.key() != p.key());
  Position reread = endrules_position("3check", p.fen());
  CHECK(reread.key() == p.key());
  p.undo_move(qxf7);
  CHECK(p.checks_left(Color::White) == 2);
}

TEST_CASE(
    "check counting: without the field a FEN starts from the variant's counters, and bad counters are "
    "refused") {
  Position p = endrules_position("5check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(p.checks_left(Color::White) == 5);
  CHECK(p.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1");
  Position q(endrules_variant("3check"));
  CHECK(q.set_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+x 0 1").find("check counter") !=
        std::string::npos);
  CHECK(q.set_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99+3 0 1").find("check counter") !=
        std::string::npos);
  CHECK(q.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");  // unchanged
}

TEST_CASE("3check: the third check ends the game at once, named as such") {
  Position p =
      endrules_position("3check", "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3");
  CHECK(game_status(p).outcome == Outcome::Ongoing);
  p.do_move(find_move(p, "f1b5"));
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::ChecksGiven);
  CHECK(s.text == "third check");
  CHECK(perft(p, 1) == 0);
}

TEST_CASE("mustCapture: when a capture exists only captures are legal (antichess)") {
  Position p = endrules_position("antichess", "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2");
  CHECK(legal_texts(p) == std::vector<std::string>{"f1b5"});
  // Without a capture, every move is open.
  Position q = endrules_position("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  CHECK(legal_texts(q).size() == 20);
}

TEST_CASE("mustCapture with a royal king: only legal captures force (losers)") {
  // The pinned knight's capture on c3 would expose the king, so it forces nothing: quiet king moves stay.
  Position p = endrules_position("losers", "4k3/4r3/8/8/8/2n5/4N3/4K3 w - - 0 1");
  CHECK(legal_texts(p) == std::vector<std::string>{"e1d2", "e1f1", "e1f2"});
  // In antichess, where the king is not royal, that capture is legal and therefore forced.
  Position a = endrules_position("antichess", "4k3/4r3/8/8/8/2n5/4N3/4K3 w - - 0 1");
  CHECK(legal_texts(a) == std::vector<std::string>{"e2c3"});
}

TEST_CASE("checking = false: a move that gives check is illegal (racing kings)") {
  Position p = endrules_position("racingkings", "8/8/8/8/8/k7/8/1R4K1 w - - 0 1");
  CHECK_FALSE(has(p, "b1a1"));  // checks along the first rank
  CHECK_FALSE(has(p, "b1b3"));  // checks along the third rank
  CHECK(has(p, "b1b2"));
  CHECK(has(p, "g1g2"));
}

TEST_CASE("extinction: losing the last piece of a type ends the game at once") {
  Position p = endrules_position("extinction", "rnb1k3/p7/8/3q4/8/8/P2Q4/RNB1K3 w - - 0 1");
  CHECK(game_status(p).outcome == Outcome::Ongoing);
  p.do_move(find_move(p, "d2d5"));
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::Extinction);
  CHECK(s.text == "extinction");
  CHECK(perft(p, 2) == 0);
}

TEST_CASE("three kings: a side left with two of its three kings has lost") {
  Position p = endrules_position("threekings", "knbq1bnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1");
  CHECK(p.immediate_end().kind == EndKind::Extinction);
  CHECK(game_status(p).outcome == Outcome::WhiteWins);
}

TEST_CASE("extinction of all pieces with a win: losing everything wins in antichess, a bare king in losers") {
  // White has nothing left: White has won, whoever is to move.
  for (const char* fen : {"8/8/8/8/8/8/8/k7 b - - 0 1", "8/8/8/8/8/8/8/k7 w - - 0 1"}) {
    Position a = endrules_position("antichess", fen);
    CHECK(game_status(a).outcome == Outcome::WhiteWins);
    CHECK(perft(a, 1) == 0);
  }
  Position l = endrules_position("losers", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
  CHECK(game_status(l).outcome == Outcome::WhiteWins);
}

TEST_CASE("flags: a king on the hill wins at once, and the status says king of the hill") {
  Position p =
      endrules_position("kingofthehill", "rnbq1bnr/pppp1ppp/4k3/8/8/2K5/PPPP1PPP/RNBQ1BNR w - - 0 1");
  CHECK(game_status(p).outcome == Outcome::Ongoing);
  p.do_move(find_move(p, "c3d4"));
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::FlagReached);
  CHECK(s.text == "king of the hill");
}

TEST_CASE("flagMove: in racing kings Black gets its reply and draws by reaching the 8th rank too") {
  Position p = endrules_position("racingkings", "8/5K2/1k6/8/8/8/8/8 w - - 0 1");
  p.do_move(find_move(p, "f7f8"));
  CHECK(game_status(p).outcome == Outcome::Ongoing);  // Black still moves
  const Move follow = find_move(p, "b6b7");
  p.do_move(follow);
  CHECK(game_status(p).outcome == Outcome::WhiteWins);  // b7 is not the 8th rank
  p.undo_move(follow);
  p.do_move(find_move(p, "b6a7"));
  CHECK(game_status(p).outcome == Outcome::WhiteWins);
  Position q = endrules_position("racingkings", "8/5K2/8/k7/8/8/8/8 w - - 0 1");
  q.do_move(find_move(q, "f7f8"));
  q.do_move(find_move(q, "a5a6"));
  CHECK(game_status(q).outcome == Outcome::WhiteWins);
  Position r = endrules_position("racingkings", "8/k4K2/8/8/8/8/8/8 w - - 0 1");
  r.do_move(find_move(r, "f7f8"));
  r.do_move(find_move(r, "a7a8"));
  const GameStatus s = game_status(r);
  CHECK(s.outcome == Outcome::Draw);
  CHECK(s.reason == EndReason::FlagReached);
  CHECK(s.text == "race won");
}

TEST_CASE("breakthrough: a pawn on the far rank wins, and having no move loses") {
  Position p = endrules_position("breakthrough", "8/1P6/8/8/8/8/8/7p w - - 0 1");
  CHECK(game_status(p).outcome == Outcome::BlackWins);  // Black's pawn already stands on rank 1
  Position q = endrules_position("breakthrough", "8/8/8/8/p7/8/8/8 w - - 0 1");
  const GameStatus s = game_status(q);
  CHECK(s.outcome == Outcome::BlackWins);
  CHECK(s.reason == EndReason::NoMoves);
}

TEST_CASE(
    "horde: White may have no king, but chess still demands one, and double steps from the first rank leave "
    "no en passant") {
  Position p = endrules_position("horde", "4k3/8/8/8/8/2p5/8/1P6 w - - 0 1");
  p.do_move(find_move(p, "b1b3"));
  CHECK(p.fen() == "4k3/8/8/8/8/1Pp5/8/8 b - - 0 1");
  CHECK_FALSE(has(p, "c3b2"));
  Position second = endrules_position("horde", "4k3/8/8/8/2p5/8/1P6/8 w - - 0 1");
  second.do_move(find_move(second, "b2b4"));
  CHECK(has(second, "c4b3"));
  Position chess(variant("chess"));
  CHECK(chess.set_fen("4k3/8/8/8/8/8/8/8 w - - 0 1") == "White must have exactly one King");
}

TEST_CASE("giveaway: a king that is not royal castles through attacked cells and may be captured") {
  // The bishop on c4 attacks e2 and f1; the king castles across them anyway.
  Position p = endrules_position("giveaway", "r3k2r/p6p/8/8/2b5/8/P6P/R3K2R w KQkq - 0 1");
  CHECK(p.castle_king(Color::White) == p.geometry().parse("e1"));
  CHECK(has(p, "e1g1"));
  CHECK(has(p, "e1c1"));
  Position q = endrules_position("giveaway", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
  CHECK(legal_texts(q) == std::vector<std::string>{"e1e2"});
}

TEST_CASE("the search scores variant ends as wins: a king reaching the hill, the last check") {
  // White's king steps onto the hill: a win in one.
  Position koth =
      endrules_position("kingofthehill", "rnbq1bnr/pppp1ppp/4k3/8/8/2K5/PPPP1PPP/RNBQ1BNR w - - 0 1");
  const SearchReport r = searched(koth, 3);
  CHECK(r.mate_in == 1);
  // Losers: White to move is mated, and that is White's win.
  Position mated =
      endrules_position("losers", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  CHECK(game_status(mated).outcome == Outcome::WhiteWins);
  CHECK(game_status(mated).reason == EndReason::Checkmate);
  // 3check with one check left and a check available: a win in one.
  Position three =
      endrules_position("3check", "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3");
  CHECK(searched(three, 2).mate_in == 1);
}

namespace tessera {

// stalematePieceCount (suicide): a stalemated side with fewer pieces wins, equal counts draw;
// antichess, which says stalemateValue = win, gives the win whatever the counts.
TEST_CASE(
    "stalematePieceCount: in suicide a stalemate is won by the side with fewer pieces, equal counts draw") {
  Position fewer = test::position("suicide", "8/8/8/p7/P7/8/8/7k w - - 0 1");
  GameStatus s = game_status(fewer);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::NoMoves);
  Position equal = test::position("suicide", "8/8/8/p7/P7/8/8/8 w - - 0 1");
  CHECK(game_status(equal).outcome == Outcome::Draw);
  CHECK(game_status(equal).reason == EndReason::Stalemate);
  Position more = test::position("suicide", "8/8/8/p7/P7/P7/8/8 w - - 0 1");
  CHECK(game_status(more).outcome == Outcome::BlackWins);
  Position antichess = test::position("antichess", "8/8/8/p7/P7/8/8/8 w - - 0 1");
  CHECK(game_status(antichess).outcome == Outcome::WhiteWins);
}

}  // namespace tessera
