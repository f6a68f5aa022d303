// Officer-Spiel perft: the start position, six positions counted by hand at depths 1 and 2, and
// three independent checks of the deeper counts (reference generator, make-and-test, symmetry).
#include <map>

#include "helpers.h"
#include "officer_spiel_fens.h"
#include "officer_spiel_reference.h"

using namespace tessera;
using namespace officer_fens;
using tessera::test::perft_of;
using tessera::test::position;

namespace {

// Counts by making every pseudo-legal move and asking whether our King is then attacked:
// slow, but it shares nothing with the legality filter's pin and check shortcuts.
uint64_t make_and_test(Position& p, int depth) {
  if (depth == 0) return 1;
  MoveList list;
  generate_pseudo(p, list);
  const Color us = p.side_to_move();
  uint64_t n = 0;
  for (Move m : list) {
    p.do_move(m);
    if (!p.attacked(p.royal(us), ~us)) n += make_and_test(p, depth - 1);
    p.undo_move(m);
  }
  return n;
}

struct HandCounted {
  const char* name;
  std::string fen;
  uint64_t d1, d2;
};

// Each position's depth-1 and depth-2 counts, derived by hand in the comments; the README
// repeats the reasoning in prose. Black's king is never in a corner it could castle from.
const HandCounted Positions[] = {
    // 1. Castling to every square. White Ki1, Ra1, Rp1 (KQ); Black Ki8.
    //    d1: king 5 (h1 j1 h2 i2 j2); Ra1 14 (a2-a8, b1-h1); Rp1 13 (p2-p8, j1-o1);
    //        castles 13 (O-O-O@b1..h1, O-O@j1..o1) = 45.
    //    d2: Black's king has 5 (h8 j8 h7 i7 j7) unless a rook interferes.
    //        king steps 5x5 = 25.
    //        Ra1: a2-a6 5x5, a7 (rank 7 lost) 2, a8 check (rank 8 lost) 3, b1-g1 6x5, h1 (file h) 3 = 63.
    //        Rp1: p2-p6 5x5, p7 2, p8 3, k1-o1 5x5, j1 (file j) 3 = 58.
    //        every castle puts the rook on i1, checking up the open i-file: 4 replies, 13x4 = 52.
    //        25 + 63 + 58 + 52 = 198.
    {"every castle square", "8k7/16/16/16/16/16/16/R7K6R w KQ - 0 1", 45, 198},
    // 2. Castling over an occupied square (Nl1) and an attacked one (n1, by Rn8); n1 itself refused.
    //    White Ki1, Nl1, Rp1 (K); Black Kb8, Rn8.
    //    d1: king 5; knight 4 (k3 m3 j2 n2); rook 10 (p2-p8, o1 n1 m1); castles j1 k1 m1 o1 = 4; 23.
    //    d2: Black normally has 25: king 5 (a8 c8 a7 b7 c7), rook 20 (o8 p8, m8-c8, n7-n1).
    //        king steps 5x25 = 125. knight: k3 m3 j2 25 each, n2 blocks the n-file: 24; 99.
    //        rook: p2-p6 5x25; p7 takes rank 7 from the king: 22; p8 pins Rn8 to rank 8, so it
    //        keeps o8 p8 m8-c8 (13) + king 5 = 18; o1 n1 m1 25 each (n1 is a capture target): 240.
    //        castles 4x25 = 100. 125 + 99 + 240 + 100 = 564.
    {"castle over occupied and attacked squares", "1k11r2/16/16/16/16/16/16/8K2N3R w K - 0 1", 23, 564},
    // 3. The x-ray: White Ki1, Rd1 (right D), Black Ra1, Kp8. e1-h1 are unattacked before the
    //    castle, but the castling rook was the shield, so every castle would leave the King in check.
    //    d1: king 5; Rd1 is pinned to rank 1: c1 b1 a1 e1 f1 g1 h1 = 7; castles 0; 12.
    //    d2: Black: king 3 (o8 o7 p7), Ra1 up the a-file 7 plus along rank 1 up to the White rook.
    //        king steps: rook reaches b1 c1 d1: 5 x (3 + 7 + 3) = 65.
    //        Rd1 to c1 12, b1 11, a1 (captures) 3, e1 14, f1 15, g1 16, h1 17 = 88. 65 + 88 = 153.
    {"x-ray castle refused", "15k/16/16/16/16/16/16/r2R4K7 w D - 0 1", 12, 153},
    // 4. Promotion by push and by capture. White Ka1, Pe7; Black Nd8, Kp4.
    //    d1: king 3 (a2 b1 b2); e8 x 12 choices; exd8 x 12 choices = 27.
    //    d2: Black: king 5 (p3 p5 o3 o4 o5), knight 4 (b7 c6 e6 f7); no new piece reaches p4's ring.
    //        king steps 3x9 = 27; e8 promotions 12x9 = 108; exd8 promotions 12x5 = 60. 195.
    {"promotions", "3n12/4P11/16/16/15k/16/16/K15 w - - 0 1", 27, 195},
    // 5. En passant from both sides after ...f7-f5. White Ka1, Pe5, Pg5; Black Kp8, Pf5, ep f6.
    //    d1: king 3; e6, exf6 e.p.; g6, gxf6 e.p. = 7.
    //    d2: Black: king 3 (o8 o7 p7) + f4 while the f-pawn lives.
    //        king steps 3x4; e6 4, g6 4; each e.p. capture leaves 3. 12 + 8 + 6 = 26.
    {"en passant", "15k/16/16/4PpP9/16/16/16/K15 w - f6 0 1", 7, 26},
    // 6. En passant refused: exd6 would empty rank 5 between Rp5 and Ka5.
    //    White Ka5, Pe5; Black Kp8, Rp5, Pd5, ep d6.
    //    d1: king 5 (a4 a6 b4 b5 b6); e6 = 6 (exd6 e.p. would be the 7th).
    //    d2: Black: king 3; rook 6 on the p-file + 11 along rank 5 (to f5 and xe5, or to e5); d4 1.
    //        21 after each of the 6 moves = 126.
    {"en passant refused by a rank pin", "15k/16/16/K2pP10r/16/16/16/16 w - d6 0 1", 6, 126},
};

std::vector<std::string> sorted_texts(const std::vector<officer_ref::Move>& moves) {
  std::vector<std::string> out;
  for (const auto& m : moves) out.push_back(officer_ref::text(m));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("officer-spiel start perft 1-4: 48, 2302, 128873, 7167328") {
  // 48 = 32 pawn moves + 2 each for both Knights, the Chancellor, Ship, Amazon, Judge, Freemason
  // and Archbishop (their knight leaps); 2302 = 48*48 - 2, because Am1-n3 pins Black's j7 pawn.
  const uint64_t expected[] = {48, 2302, 128873, 7167328};
  for (int d = 1; d <= 4; ++d) CHECK(perft_of(Id, Start, d) == expected[d - 1]);
}

TEST_CASE("officer-spiel start depth 2: only Am1-n3 loses Black two moves (the j7 pawn pin)") {
  Position p = position(Id, Start);
  std::map<std::string, uint64_t> below;
  for (const auto& [text, n] : perft_divide(p, 2).counts) below[text] = n;
  REQUIRE(below.size() == 48);
  for (const auto& [text, n] : below) CHECK(n == (text == "m1n3" ? 46u : 48u));
}

TEST_CASE("officer-spiel hand-counted positions: perft 1 and 2") {
  for (const HandCounted& h : Positions) {
    INFO(h.name << ": " << h.fen);
    CHECK(perft_of(Id, h.fen, 1) == h.d1);
    CHECK(perft_of(Id, h.fen, 2) == h.d2);
  }
}

TEST_CASE("officer-spiel perft agrees with an independent reference generator") {
  for (const HandCounted& h : Positions) {
    INFO(h.name);
    const officer_ref::Board b = officer_ref::from_fen(h.fen);
    for (int d = 1; d <= 3; ++d) CHECK(perft_of(Id, h.fen, d) == officer_ref::perft(b, d));
  }
  for (const std::string& fen : {Start, BusyWhite, BusyBlack}) {
    INFO(fen);
    const officer_ref::Board b = officer_ref::from_fen(fen);
    for (int d = 1; d <= 3; ++d) CHECK(perft_of(Id, fen, d) == officer_ref::perft(b, d));
  }
  CHECK(officer_ref::perft(officer_ref::from_fen(Start), 4) == 7167328);
}

TEST_CASE("officer-spiel perft 4 from the start equals a make-and-test count") {
  Position p = position(Id, Start);
  CHECK(make_and_test(p, 4) == 7167328);
  Position busy = position(Id, BusyWhite);
  CHECK(make_and_test(busy, 3) == perft(busy, 3));
}

TEST_CASE("officer-spiel perft is unchanged by the left-right mirror and the colour flip") {
  const std::string start_mirror = mirror(Start);
  CHECK(start_mirror ==
        "rnbamfjkqzhscbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBAMFJKQZHSCBNR w KQkq - 0 1");
  const uint64_t start[] = {48, 2302, 128873, 7167328};
  for (int d = 1; d <= 4; ++d) CHECK(perft_of(Id, start_mirror, d) == start[d - 1]);
  CHECK(perft_of(Id, flip(Start), 4) == start[3]);
  std::vector<std::string> fens = {BusyWhite, BusyBlack};
  for (const HandCounted& h : Positions) fens.push_back(h.fen);
  for (const std::string& fen : fens) {
    INFO(fen);
    const uint64_t n = perft_of(Id, fen, 3);
    CHECK(perft_of(Id, mirror(fen), 3) == n);
    CHECK(perft_of(Id, flip(fen), 3) == n);
    CHECK(perft_of(Id, flip(mirror(fen)), 3) == n);
  }
}

TEST_CASE("officer-spiel legal moves equal the reference generator's along random games") {
  std::mt19937 rng(3);
  int castles = 0, promotions = 0, en_passant = 0, positions = 0;
  std::vector<std::string> starts = {Start, BusyWhite, BusyBlack};
  for (const HandCounted& h : Positions) starts.push_back(h.fen);
  for (const std::string& fen : starts)
    for (int game = 0; game < 12; ++game) {
      Position p = position(Id, fen);
      tessera::test::random_playout(p, rng, 150, [&](Position& pos, Move m) {
        const std::string now = pos.fen();
        INFO(now);
        REQUIRE(tessera::test::legal_texts(pos) ==
                sorted_texts(officer_ref::legal_moves(officer_ref::from_fen(now))));
        castles += m.kind() == MoveKind::Castle;
        promotions += m.kind() == MoveKind::Promotion;
        en_passant += m.kind() == MoveKind::EnPassant;
        ++positions;
      });
    }
  INFO("positions " << positions << ", castles " << castles << ", promotions " << promotions << ", e.p. "
                    << en_passant);
  CHECK(castles >= 10);
  CHECK(promotions >= 10);
  CHECK(en_passant >= 1);
}
