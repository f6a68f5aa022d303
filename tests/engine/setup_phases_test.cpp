// Setup phases (fairy.ini's placement and sittuyin): one test per rule. The move sets and FENs
// expected here are Fairy-Stockfish 11.1's own answers for the same positions; perft against it is
// in fsf_perft_test.cpp.
#include <catch2/catch.hpp>

#include "helpers.h"

namespace tessera {

namespace {

using test::has;
using test::legal_texts;
using test::play_move;
using test::position;

int drops(const std::vector<std::string>& texts) {
  int n = 0;
  for (const std::string& t : texts) n += t.size() > 2 && t[1] == '@';
  return n;
}

}  // namespace

TEST_CASE("mustDrop (placement): while a piece can be dropped, no other move is legal") {
  Position p = position("placement");
  auto moves = legal_texts(p);
  CHECK(moves.size() == 40);  // five kinds on eight first-rank cells
  CHECK(drops(moves) == 40);
  CHECK_FALSE(has(moves, "e2e4"));
  Position done = position("placement", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 1");
  moves = legal_texts(done);
  CHECK(has(moves, "e2e4"));
  CHECK(has(moves, "e1g1"));
}

TEST_CASE("placement: pieces are dropped on the side's own first rank only") {
  Position p = position("placement");
  for (const std::string& t : legal_texts(p)) CHECK(t.back() == '1');
  play_move(p, "Q@d1");
  for (const std::string& t : legal_texts(p)) CHECK(t.back() == '8');
}

TEST_CASE("dropOppositeColoredBishop (placement): bishops end on both shades") {
  // The c1 bishop holds a dark cell: the other may not take g1, and the knight may not take h1, the
  // last light cell the bishop in hand needs.
  Position p = position("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQKR2[BNkqrrbbnn] w - - 0 1");
  CHECK(legal_texts(p) == std::vector<std::string>{"B@h1", "N@g1"});
}

TEST_CASE("castlingDroppedPiece (placement): a king dropped on e1 and a rook in a corner may castle") {
  Position p = position("placement");
  for (const char* m : {"K@e1", "K@e8", "R@h1", "R@a8"}) play_move(p, m);
  CHECK(p.fen() == "r3k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNqrbbnn] w Kq - 4 3");
  Position late = position("placement");
  for (const char* m : {"R@h1", "R@a8", "K@e1", "K@e8"}) play_move(late, m);
  CHECK(late.fen().find(" w Kq ") != std::string::npos);  // the order of the drops does not matter
}

TEST_CASE("placement: random games keep the incremental key equal to one computed from the FEN") {
  for (const char* id : {"placement", "sittuyin"}) {
    std::mt19937 rng(11);
    for (int game = 0; game < 4; ++game) {
      Position pos = position(id);
      test::random_playout(pos, rng, 60, [](Position& p, Move m) { test::check_do_undo_move(p, m); });
    }
  }
}

TEST_CASE("sittuyinRookDrop (sittuyin): rooks are dropped on the first rank only") {
  Position p = position("sittuyin");
  const auto moves = legal_texts(p);
  CHECK(moves.size() == 88);  // king, met, silvers, knights on 20 cells; rooks on 8
  CHECK(has(moves, "R@a1"));
  CHECK_FALSE(has(moves, "R@a2"));
  CHECK(has(moves, "N@a2"));
  CHECK(has(moves, "N@h3"));
  CHECK_FALSE(has(moves, "N@h4"));
}

TEST_CASE(
    "sittuyin promotion: a pawn on a long diagonal in the opponent's half becomes a met in "
    "place or a step away") {
  Position p = position("sittuyin", "k7/8/2P5/3P4/8/8/8/K7 w - - 0 1");
  const auto moves = legal_texts(p);
  for (const char* m : {"d5d5f", "d5c4f", "d5e4f", "d5e6f", "c6c6f", "c6b5f", "c6d7f"}) CHECK(has(moves, m));
  CHECK_FALSE(has(moves, "c6b7f"));  // the met would give check
  CHECK(moves.size() == 12);
  play_move(p, "d5d5f");
  CHECK(p.fen() == "k7/8/2P5/3F4/8/8/8/K7[] b - - 0 1");
}

TEST_CASE("sittuyin promotion: the new met may not attack an enemy piece") {
  Position p = position("sittuyin", "3k4/8/8/8/8/2p5/8/2N4K b - - 0 1");
  const auto moves = legal_texts(p);
  CHECK(has(moves, "c3b4f"));
  CHECK(has(moves, "c3c3f"));
  CHECK_FALSE(has(moves, "c3b2f"));  // it would attack the knight on c1
  CHECK_FALSE(has(moves, "c3d2f"));
}

TEST_CASE("sittuyin promotion: a side's last pawn promotes anywhere, and only while it has no met") {
  Position last = position("sittuyin", "k7/8/8/8/8/8/4P3/K7 w - - 0 1");
  CHECK(has(legal_texts(last), "e2e2f"));
  Position two = position("sittuyin", "k7/8/8/8/8/8/1P2P3/K7 w - - 0 1");
  CHECK_FALSE(has(legal_texts(two), "e2e2f"));  // two pawns, neither on a long diagonal ahead
  Position met = position("sittuyin", "k7/8/2P5/3P4/8/8/8/K1F5 w - - 0 1");
  for (const std::string& t : legal_texts(met)) CHECK(t.back() != 'f');
}

}  // namespace tessera
