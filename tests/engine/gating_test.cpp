// Gates (fairy.ini's seirawan, shouse, cambodian, karouk): one test per rule, plus FEN, move text,
// SAN and incremental keys. The FENs expected here are Fairy-Stockfish 11.1's own `d` output for the
// same moves; perft against it is in fsf_perft_test.cpp.
#include <catch2/catch.hpp>

#include "api/game.h"
#include "game/move_effects.h"
#include "helpers.h"
#include "notation/san.h"

namespace tessera {

namespace {

using test::has;
using test::legal_texts;
using test::play_move;
using test::position;

int starting_with(const std::vector<std::string>& texts, const std::string& prefix) {
  int n = 0;
  for (const std::string& t : texts) n += t.rfind(prefix, 0) == 0;
  return n;
}

// Both sides have developed their kingside; White may castle with either piece in hand.
const char* const Castles =
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[EHeh] w KQABCDEHkqacdefh - 4 4";

}  // namespace

TEST_CASE("seirawan gating: a held piece enters on the square a back-rank piece first leaves") {
  Position p = position("seirawan");
  const auto moves = legal_texts(p);
  CHECK(moves.size() == 28);
  CHECK(has(moves, "g1f3h"));
  CHECK(has(moves, "g1f3e"));
  CHECK(has(moves, "b1c3"));
  CHECK_FALSE(has(moves, "e2e4h"));  // a pawn's first move opens nothing
  play_move(p, "g1f3h");
  CHECK(p.at(p.geometry().parse("g1")) == make_piece(Color::White, p.variant().type_of_letter('h')));
  CHECK(p.pool(Color::White, p.variant().type_of_letter('h')) == 0);
  CHECK(p.fen() == "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQABCDEFHkqabcdefgh - 1 1");
}

TEST_CASE("gating is lost once the piece has moved") {
  Position p = position("seirawan");
  for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) play_move(p, m);
  CHECK(p.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQABCDEFHkqabcdefh - 4 3");
  const auto moves = legal_texts(p);
  CHECK(has(moves, "g1f3"));
  CHECK_FALSE(has(moves, "g1f3h"));
  CHECK(has(moves, "b1c3h"));
}

TEST_CASE("seirawan gating: castling lets the held piece enter on the king's cell or the rook's") {
  Position p = position("seirawan", Castles);
  const auto moves = legal_texts(p);
  for (const char* m : {"e1g1", "e1g1h", "e1g1e", "h1e1h", "h1e1e"}) CHECK(has(moves, m));
  Position rook_cell = p;
  play_move(rook_cell, "h1e1h");
  CHECK(rook_cell.fen() ==
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RKH[Eeh] b ABCDkqacdefh - 5 4");
  play_move(p, "e1g1e");
  CHECK(p.fen() == "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQERK1[Heh] b ABCDkqacdefh - 5 4");
}

TEST_CASE("seirawan gating: a gate closes when its piece is captured there") {
  Position p = position("seirawan", "r3k3/8/8/8/8/8/1q6/RN2K2R[Hh] w KQABEHq - 0 1");
  play_move(p, "h1h2");
  play_move(p, "b2b1");  // takes the knight on its gate
  CHECK(p.fen() == "r3k3/8/8/8/8/8/7R/Rq2K3[Hh] w QAEqae - 0 2");
}

TEST_CASE("seirawan gating: a gating move is legal exactly when its plain move is (a pin stays a pin)") {
  // The knight on c1 is pinned along the first rank; the hawk entering c1 would block the rook, but
  // Fairy-Stockfish decides legality on the plain move, and so does Tessera.
  Position p = position("seirawan", "4k3/8/8/8/8/8/8/r1N1K2R[Hh] w KCEH - 0 1");
  const auto moves = legal_texts(p);
  CHECK(starting_with(moves, "c1") == 0);
  CHECK(has(moves, "e1g1h"));
  CHECK(has(moves, "h1e1h"));
}

TEST_CASE("seirawan FEN: gates are the castling field's file letters, shown while the hand holds pieces") {
  Position p = position("seirawan");
  CHECK(p.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQABCDEFGHkqabcdefgh - 0 1");
  // With empty hands nothing can enter, so the letters are castling rights (here only K and Q mean one).
  REQUIRE(p.set_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQBCDFGkqbcdfg - 0 1") == "");
  CHECK(p.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  REQUIRE(p.set_fen("r3k2r/8/8/8/8/8/8/R3K2R[] w AHkq - 0 1") == "");
  CHECK(p.fen() == "r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1");
  // A king on its gate with no right named castles with each rook on a gate.
  REQUIRE(p.set_fen("r3k2r/8/8/8/8/8/8/R3K2R[Hh] w EHkq - 0 1") == "");
  CHECK(p.fen() == "r3k2r/8/8/8/8/8/8/R3K2R[Hh] w KEHkqaeh - 0 1");
  REQUIRE(p.set_fen("r3k2r/8/8/8/8/8/8/R3K2R[Hh] w AHkq - 0 1") == "");
  CHECK(p.fen() == "r3k2r/8/8/8/8/8/8/R3K2R[Hh] w AHkqaeh - 0 1");
  CHECK(p.set_fen("r3k2r/8/8/8/8/8/8/R3K2R[Hh] w KQX - 0 1").find("unknown letter") != std::string::npos);
}

TEST_CASE("seirawan move text and SAN: Fairy-Stockfish's b1c3h, h1e1h, Nc3/H and O-O/Hh1") {
  Position p = position("seirawan", Castles);
  MoveList legal;
  generate_legal(p, legal);
  std::string error;
  const Move rook_cell = parse_move(p, "h1e1h", error);
  REQUIRE(!rook_cell.is_none());
  CHECK(rook_cell.kind() == MoveKind::Castle);
  CHECK(move_to_san(p, rook_cell, legal) == "O-O/Hh1");
  CHECK(move_to_san(p, parse_move(p, "e1g1e", error), legal) == "O-O/Ee1");
  CHECK(move_to_san(p, parse_move(p, "b1c3h", error), legal) == "Nc3/H");
  CHECK(move_to_san(p, parse_move(p, "B1C3E", error), legal) == "Nc3/E");
}

TEST_CASE("seirawan: random games keep the incremental key equal to one computed from the FEN") {
  for (const char* id : {"seirawan", "shouse"}) {
    std::mt19937 rng(7);
    for (int game = 0; game < 6; ++game) {
      Position pos = position(id);
      test::random_playout(pos, rng, 80, [](Position& p, Move m) { test::check_do_undo_move(p, m); });
    }
  }
}

TEST_CASE("shouse: a captured piece may be dropped or gated, but a pawn never enters the first rank") {
  Position p = position("shouse");
  for (const char* m : {"e2e4", "d7d5", "e4d5", "d8d5", "b1c3h", "d5a5", "d2d4", "c7c6"}) play_move(p, m);
  CHECK(p.fen() == "rnb1kbnr/pp2pppp/2p5/q7/3P4/2N5/PPP2PPP/RHBQKBNR[EPehp] w KQACDEFGHkqabcefgh - 0 5");
  const auto moves = legal_texts(p);
  CHECK(has(moves, "c1f4e"));
  CHECK_FALSE(has(moves, "c1f4p"));
  CHECK(has(moves, "P@e3"));
  CHECK(has(moves, "E@e3"));
}

TEST_CASE("gating keys: seirawanGating or cambodianMoves without gating is refused") {
  for (const char* key : {"seirawanGating", "cambodianMoves"}) {
    const LoadResult r = check_variants(std::string("[nogates:chess]\n") + key + " = true\n");
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors.front().key == key);
  }
}

TEST_CASE("cambodian: the king's first-move leap") {
  Position p = position("cambodian");
  auto moves = legal_texts(p);
  CHECK(has(moves, "d1b2"));
  CHECK(has(moves, "d1f2"));
  play_move(p, "d1b2");
  CHECK(p.fen() == "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1");
  play_move(p, "e8c7");  // Black's king leaps too
  moves = legal_texts(p);
  CHECK_FALSE(has(moves, "b2d3"));
  CHECK(has(moves, "e1d2"));
}

TEST_CASE("cambodian: the king may not leap out of check") {
  Position p = position("cambodian", "3rk3/8/8/8/8/8/8/3KM3 w DEe - 0 1");
  const auto moves = legal_texts(p);
  CHECK_FALSE(has(moves, "d1b2"));
  CHECK_FALSE(has(moves, "d1f2"));
  CHECK(has(moves, "d1c2"));
}

TEST_CASE("cambodian: the met's first move may leap two cells ahead, over a piece, and capture") {
  Position p = position("cambodian", "4k3/8/8/8/8/4p3/4P3/3KM3 w DE - 0 1");
  auto moves = legal_texts(p);
  CHECK(has(moves, "e1e3"));
  play_move(p, "e1d2");
  CHECK(p.fen() == "4k3/8/8/8/8/4p3/3MP3/3K4 b D - 1 1");
  play_move(p, "e8d8");
  play_move(p, "d2e1");
  play_move(p, "d8c8");
  CHECK_FALSE(has(legal_texts(p), "e1e3"));  // back on its first cell, but it has moved
}

TEST_CASE("karouk: the first check wins") {
  Position p = position("karouk", "4k3/8/8/8/8/8/8/3KM2r w DE - 1+1 0 1");
  CHECK_FALSE(p.immediate_end());
  play_move(p, "d1c2");
  play_move(p, "h1h2");  // a check: Black has given its one check
  CHECK(p.in_check());
  CHECK(p.immediate_end());
  CHECK(test::perft_of("karouk", p.fen(), 1) == 0);
}

}  // namespace tessera
