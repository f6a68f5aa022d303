// Hands and drops (crazyhouse and its relatives from fairy.ini): one test per rule, plus FEN, move
// text, SAN, the displaced-piece list and incremental keys. Perft against Fairy-Stockfish is in
// fsf_perft_test.cpp.
#include <catch2/catch.hpp>

#include "api/game.h"
#include "eval/eval.h"
#include "game/move_effects.h"
#include "helpers.h"
#include "notation/san.h"
#include "search_helpers.h"

namespace tessera {

namespace {

using test::has;
using test::legal_texts;
using test::play_move;
using test::position;

PieceType type(const Position& p, char letter) { return p.variant().type_of_letter(letter); }

}  // namespace

TEST_CASE("crazyhouse: a captured piece joins the capturer's hand, changing colour") {
  Position p = position("crazyhouse");
  for (const char* m : {"e2e4", "d7d5", "e4d5"}) play_move(p, m);
  CHECK(p.pool(Color::White, type(p, 'p')) == 1);
  CHECK(p.pool(Color::Black, type(p, 'p')) == 0);
  CHECK(p.fen() == "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
}

TEST_CASE("crazyhouse: a piece in hand may be dropped on any empty cell") {
  Position p = position("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
  int drops = 0;
  for (const std::string& t : legal_texts(p)) drops += t.rfind("N@", 0) == 0;
  CHECK(drops == 62);
  play_move(p, "N@d4");
  CHECK(p.pool(Color::White, type(p, 'n')) == 0);
  CHECK(p.fen() == "4k3/8/8/8/3N4/8/8/4K3[] b - - 1 1");
}

TEST_CASE("crazyhouse: pawns are never dropped on the first or last rank") {
  Position p = position("crazyhouse", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1");
  const auto moves = legal_texts(p);
  CHECK(has(moves, "P@a2"));
  CHECK(has(moves, "P@h7"));
  CHECK_FALSE(has(moves, "P@a1"));
  CHECK_FALSE(has(moves, "P@a8"));
}

TEST_CASE("firstRankPawnDrops (chessgi): pawns may be dropped on their own first rank, not the last") {
  Position p = position("chessgi", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1");
  const auto moves = legal_texts(p);
  CHECK(has(moves, "P@a1"));
  CHECK_FALSE(has(moves, "P@a8"));
}

TEST_CASE("crazyhouse: in check, only drops that block the check are legal") {
  Position p = position("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[NP] w - - 0 1");
  std::vector<std::string> drops;
  for (const std::string& t : legal_texts(p))
    if (t.find('@') != std::string::npos) drops.push_back(t);
  // Between a1 and e1; a pawn may not go to the first rank.
  CHECK(drops == std::vector<std::string>{"N@b1", "N@c1", "N@d1"});
}

TEST_CASE("crazyhouse: a captured promoted pawn goes to hand as a pawn") {
  Position p = position("crazyhouse", "4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1");
  CHECK(p.promoted(p.geometry().parse("d1")));
  CHECK(p.fen() == "4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1");
  const Move m = play_move(p, "e1d1");
  CHECK(p.pool(Color::White, type(p, 'p')) == 1);
  CHECK(p.pool(Color::White, type(p, 'q')) == 0);
  CHECK(p.fen() == "4k3/8/8/8/8/8/8/3K4[P] b - - 0 1");
  p.undo_move(m);
  CHECK(p.fen() == "4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1");
}

TEST_CASE("crazyhouse: a promoted piece keeps its mark as it moves, and undo restores it") {
  const std::string start = "1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1";
  Position p = position("crazyhouse", start);
  const Move promote = play_move(p, "a7b8q");
  CHECK(p.fen() == "1Q~2k3/8/8/8/8/8/8/4K3[R] b - - 0 1");
  const Move step = play_move(p, "e8d7");
  const Move walk = play_move(p, "b8b3");
  CHECK(p.fen() == "8/3k4/8/8/8/1Q~6/8/4K3[R] b - - 2 2");
  p.undo_move(walk);
  CHECK(p.fen() == "1Q~6/3k4/8/8/8/8/8/4K3[R] w - - 1 2");
  p.undo_move(step);
  p.undo_move(promote);
  CHECK(p.fen() == start);
}

TEST_CASE("dropLoop (loop): a captured promoted piece goes to hand as what it became") {
  for (const char* id : {"loop", "crazyhouse"}) {
    Position p = position(id, "8/Pk6/8/8/8/8/8/4K3[] w - - 0 1");
    play_move(p, "a7a8q");
    play_move(p, "b7a8");
    const bool loop = std::string(id) == "loop";
    INFO(id);
    CHECK(p.pool(Color::Black, type(p, 'q')) == (loop ? 1 : 0));
    CHECK(p.pool(Color::Black, type(p, 'p')) == (loop ? 0 : 1));
  }
}

TEST_CASE("pocketknight: the knight in hand can be dropped, but captures do not go to hand") {
  Position p = position("pocketknight");
  CHECK(p.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1");
  for (const char* m : {"e2e4", "d7d5", "e4d5"}) play_move(p, m);
  CHECK(p.pool(Color::White, type(p, 'p')) == 0);
  CHECK(has(legal_texts(p), "N@e4"));
}

TEST_CASE("drop regions (whiteDropRegion/blackDropRegion) limit where each side drops") {
  test::load_definitions(
      "[droptest:crazyhouse]\nwhiteDropRegion = *1 *2\nblackDropRegion = *8\n"
      "startFen = 4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1\n");
  Position p = position("droptest");
  int drops = 0;
  for (const std::string& t : legal_texts(p)) {
    if (t.find('@') == std::string::npos) continue;
    ++drops;
    CHECK((t.back() == '1' || t.back() == '2'));
  }
  CHECK(drops == 15);
  play_move(p, "N@a2");
  for (const std::string& t : legal_texts(p))
    if (t.find('@') != std::string::npos) CHECK(t.back() == '8');
}

TEST_CASE("capturesToHand without pieceDrops is refused") {
  const LoadResult r = check_variants("[nodrop:chess]\ncapturesToHand = true\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.errors.front().key == "capturesToHand");
}

TEST_CASE("crazyhouse FEN: bad hands are rejected with a named error") {
  Position p = position("crazyhouse");
  const std::pair<const char*, const char*> cases[] = {
      {"4k3/8/8/8/8/8/8/4K3[Z] w - - 0 1", "unknown piece letter 'Z' in the pool or hand"},
      {"4k3/8/8/8/8/8/8/4K3[QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ] w - - 0 1",
       "too many"},
      {"4k3/8/8/8/8/8/8/4K3[Q w - - 0 1", "must end with ']'"},
  };
  for (const auto& [fen, words] : cases) {
    INFO(fen);
    const std::string err = p.set_fen(fen);
    CHECK(err.find(words) != std::string::npos);
  }
  Position chess = position("chess");
  CHECK(chess.set_fen("4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1").find("'~'") != std::string::npos);
  CHECK(chess.set_fen("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1").find("or hands") != std::string::npos);
}

TEST_CASE("drop move text: P@e4 for either side, read in any case, with a reason when refused") {
  Position p = position("crazyhouse", "4k3/8/8/8/8/8/8/4K3[Pn] b - - 0 1");
  std::string error;
  const Move m = parse_move(p, "n@e4", error);
  REQUIRE(!m.is_none());
  CHECK(m.is_drop());
  CHECK(move_to_text(p, m) == "N@e4");
  CHECK(parse_move(p, "P@e4", error).is_none());
  CHECK(error.find("no Pawn in hand") != std::string::npos);
  CHECK(parse_move(p, "N@e8", error).is_none());
  CHECK(error.find("not a legal drop") != std::string::npos);
  Position chess = position("chess");
  CHECK(parse_move(chess, "N@e4", error).is_none());
  CHECK(error.find("no drops") != std::string::npos);
}

TEST_CASE("drop SAN: the piece letter, pawns included, '@' and the cell, with check marks") {
  Position p = position("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[RP] w - - 0 1");
  std::string error;
  const Move mate = parse_move(p, "R@e8", error);
  REQUIRE(!mate.is_none());
  CHECK(move_to_san(p, mate) == "R@e8#");
  const Move pawn = parse_move(p, "P@e4", error);
  CHECK(move_to_san(p, pawn) == "P@e4");
  CHECK(parse_san(p, "P@e4", error) == pawn);
  CHECK(parse_san(p, "R@e8#", error) == mate);
}

TEST_CASE("displaced pieces: a drop moves a piece from the hand, which loses it") {
  Position p = position("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
  std::string error;
  const Move m = parse_move(p, "N@d4", error);
  const auto d = displaced_pieces(p, m);
  REQUIRE(d.size() == 2);
  CHECK(d[0].how == Displaced::How::Moved);
  CHECK(p.variant().letter(d[0].piece) == 'N');
  CHECK(!is_cell(d[0].from));
  CHECK(p.geometry().name(d[0].to) == "d4");
  CHECK(d[1].how == Displaced::How::Unpooled);
}

TEST_CASE("the page's JSON: hands in `pools`, drops with a null `from` and the dropped letter") {
  Game g(test::variant("crazyhouse"));
  REQUIRE(g.load_fen("4k3/8/8/8/8/8/8/4K3[Nq] w - - 0 1") == "");
  const std::string state = g.state_json();
  CHECK(state.find("\"pools\":[\"N\",\"q\"]") != std::string::npos);
  const std::string moves = g.legal_moves_json();
  CHECK(moves.find("{\"text\":\"N@d4\",\"from\":null,\"to\":\"d4\",\"kind\":\"drop\"") != std::string::npos);
  CHECK(moves.find("\"drop\":\"N\"") != std::string::npos);
  CHECK(moves.find("\"san\":\"N@d4\"") != std::string::npos);
  REQUIRE(g.play("N@d4") == "");
  CHECK(g.state_json().find("\"lastMove\":[null,\"d4\"]") != std::string::npos);
}

TEST_CASE("the page's JSON: each promoted piece's cell in `promoted`, with the letter it came from") {
  Game g(test::variant("shogi"));
  REQUIRE(g.load_fen("4k4/9/9/9/4+p4/9/9/2+R6/4K4[-] w 0 1") == "");
  const std::string state = g.state_json();
  CHECK(state.find("\"promoted\":{\"c2\":\"R\",\"e5\":\"p\"}") != std::string::npos);
  CHECK(state.find("\"c2\":\"D\"") != std::string::npos);  // the board shows the promoted type
  REQUIRE(g.play("c2c5") == "");
  CHECK(g.state_json().find("\"promoted\":{\"c5\":\"R\",\"e5\":\"p\"}") != std::string::npos);
  Game plain(test::variant("shogi"));
  CHECK(plain.state_json().find("\"promoted\":{}") != std::string::npos);
}

TEST_CASE("crazyhouse: random games keep the incremental key equal to one computed from the FEN") {
  std::mt19937 rng(16);
  for (const char* id : {"crazyhouse", "loop", "capahouse"}) {
    Position p = position(id);
    test::random_playout(p, rng, 160, [&](Position& pos, Move m) {
      Position fresh(pos.variant());
      REQUIRE(fresh.set_fen(pos.fen()) == "");
      INFO(id << " " << pos.fen());
      REQUIRE(fresh.key() == pos.key());
      const std::string before = pos.fen();
      pos.do_move(m);
      pos.undo_move(m);
      REQUIRE(pos.fen() == before);
    });
  }
}

TEST_CASE("crazyhouse search: pieces in hand count, and a drop mate is found") {
  const auto r = test::search_fen("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[R] w - - 0 1", test::depth(3));
  Position p = position("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[R] w - - 0 1");
  INFO(r.text);
  play_move(p, r.text);  // a Rook dropped on the back rank: mate
  CHECK(p.in_check());
  CHECK(legal_texts(p).empty());
  const EvalTables& et = eval_tables(test::variant("crazyhouse"));
  Position ahead = position("crazyhouse", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1");
  Position level = position("crazyhouse", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
  CHECK(evaluate(ahead, et) > evaluate(level, et) + 500);
}

}  // namespace tessera

namespace tessera {

TEST_CASE("crazyhouse: a promoted mark is part of the key, so a '~' alone makes another position") {
  const Position marked = test::position("crazyhouse", "4k3/8/8/8/8/8/8/3Q~K3[] w - - 0 1");
  const Position plain = test::position("crazyhouse", "4k3/8/8/8/8/8/8/3QK3[] w - - 0 1");
  CHECK(marked.key() != plain.key());
}

TEST_CASE("the page's JSON: janggi's pass is listed once, flagged `pass`, and only where it is legal") {
  Game g(test::variant("janggi"));
  const std::string moves = g.legal_moves_json();
  size_t n = 0;
  for (size_t at = moves.find("\"pass\":true"); at != std::string::npos;
       at = moves.find("\"pass\":true", at + 1))
    ++n;
  CHECK(n == 1);
  CHECK(moves.find("{\"text\":\"e2e2\",\"from\":\"e2\",\"to\":\"e2\"") != std::string::npos);
  Game chess(test::variant("chess"));
  CHECK(chess.legal_moves_json().find("\"pass\"") == std::string::npos);
}

}  // namespace tessera
