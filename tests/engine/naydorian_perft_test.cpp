// Naydorian perft from the start, checked three ways: the depth-1 list worked out by hand, a naive
// second generator (naydorian_oracle) at depths 1-4 and on random positions, and do/undo round trips.
#include "hex_helpers.h"
#include "naydorian_oracle.h"

using namespace tessera;
namespace oracle = tessera::test::naydorian_oracle;

namespace {

const Variant& nay() { return test::variant("naydorian"); }

// A random crowded position for the oracle comparison: both Kings, up to 12
// Army pieces and 8 Guards a side, each on its own cell class, never where it
// would already have promoted.
oracle::Board random_board(std::mt19937& rng) {
  oracle::Board b = oracle::from_fen("1/3/5/7/9/11/13/13/13/13/13/13/13 w - - 0 1");
  std::vector<std::pair<int, int>> white, coloured;
  for (int q = -6; q <= 6; ++q)
    for (int r = -6; r <= 6; ++r)
      if (oracle::on_board(q, r)) (oracle::is_white(q, r) ? white : coloured).push_back({q, r});
  auto drop = [&](std::vector<std::pair<int, int>>& cells, char piece) {
    for (int tries = 0; tries < 20; ++tries) {
      const auto [q, r] = cells[rng() % cells.size()];
      if (b.at(q, r) != '.') continue;
      const bool gold = std::isupper(static_cast<unsigned char>(piece));
      const char l = char(std::tolower(static_cast<unsigned char>(piece)));
      // A Pike never stands on its last coloured cell, nor a Yeoman on the enemy Guard row.
      const int top = gold ? std::min(6, 6 - q) : std::max(-6, -6 - q);
      const int last = oracle::is_white(q, top) ? top + (gold ? -1 : 1) : top;
      if (l == 'p' && r == last) continue;
      if (l == 'y' && 2 * r + q == (gold ? 6 : -6)) continue;
      b.at(q, r) = piece;
      return;
    }
  };
  drop(coloured, 'K');
  drop(coloured, 'k');
  for (int side = 0; side < 2; ++side) {
    const int army = int(rng() % 13), guards = int(rng() % 9);
    for (int i = 0; i < army; ++i) {
      const char l = "gthwppp"[rng() % 7];
      drop(coloured, side ? l : char(std::toupper(l)));
    }
    for (int i = 0; i < guards; ++i) {
      const char l = "yyc"[rng() % 3];
      drop(white, side ? l : char(std::toupper(l)));
    }
  }
  b.gold_to_move = rng() % 2;
  return b;
}

}  // namespace

TEST_CASE("Naydorian start: the 38 first moves, worked out by hand piece by piece") {
  Position p = test::position("naydorian");
  // Pikes step one coloured cell up their file (c1 and l1 hop their Yeoman): 8.
  // Yeomen step diagonally forward; the sideways steps are all onto their own row: 12.
  // Battle-Hounds leap over War-Horse and Yeoman to e4 and i4: 2.
  // War-Horses: 4 each. General: 8 (g5 and g6 forward, d3 and k3 sideways leaps, 4 War-Horse moves).
  // King and Tors are boxed in: 0.
  CHECK(test::legal_texts(p) ==
        test::sorted({"b1b2", "c1c3", "d2d3", "f3f4", "h3h4", "k2k3", "l1l3", "m1m2", "a1b3", "c2b3",
                      "c2d4", "e3d4", "e3f5", "g4f5", "g4h5", "i3h5", "i3k4", "l2k4", "l2m3", "n1m3",
                      "e1e4", "i1i4", "e2c3", "e2d5", "e2f6", "e2g5", "i2g5", "i2h6", "i2k5", "i2l3",
                      "g3g5", "g3g6", "g3d3", "g3k3", "g3e4", "g3f6", "g3h6", "g3i4"}));
}

TEST_CASE("Naydorian start perft 1-4") {
  // Depth 2 is 38 * 38: no first move reaches or blocks anything of the other side.
  // Depths 3 and 4 are confirmed by the naive oracle below.
  const uint64_t expected[] = {38, 1444, 62814, 2721097};
  for (int d = 1; d <= 4; ++d) CHECK(test::perft_of("naydorian", "", d) == expected[d - 1]);
}

TEST_CASE("the naive oracle agrees with the engine's perft from the start to depth 4") {
  const oracle::Board start = oracle::from_fen(nay().def().start_fen);
  CHECK(oracle::to_fen(start) == nay().def().start_fen);
  // Depth 4 takes the oracle several seconds (a minute under the sanitizers); the engine a fraction of one.
#if defined(__SANITIZE_ADDRESS__)
  const int depth = 3;
#else
  const int depth = 4;
#endif
  for (int d = 1; d <= depth; ++d) CHECK(oracle::perft(start, d) == test::perft_of("naydorian", "", d));
}

TEST_CASE("the oracle and the engine list the same legal moves along random games") {
  std::mt19937 rng(2024);
  int compared = 0;
  for (int game = 0; game < 12; ++game) {
    Position p = test::position("naydorian");
    test::random_playout(p, rng, 200, [&](Position& pos, Move) {
      INFO(pos.fen());
      REQUIRE(oracle::legal_moves(oracle::from_fen(pos.fen())) == test::legal_texts(pos));
      ++compared;
    });
  }
  CHECK(compared > 1000);
}

TEST_CASE("the oracle and the engine list the same legal moves in random crowded positions") {
  std::mt19937 rng(99);
  int compared = 0, checks = 0, promotions = 0, guard_blocks = 0;
  for (int i = 0; i < 1500; ++i) {
    const oracle::Board b = random_board(rng);
    const std::string fen = oracle::to_fen(b);
    Position p(nay());
    if (!p.set_fen(fen).empty()) continue;  // e.g. the side not to move is in check
    INFO(fen);
    const auto expected = oracle::legal_moves(b);
    REQUIRE(expected == test::legal_texts(p));
    // A blocked line shows as an oracle move that would exist without the Guards.
    oracle::Board open = b;
    for (int q = -6; q <= 6; ++q)
      for (int r = -6; r <= 6; ++r)
        if (oracle::on_board(q, r) && oracle::is_white(q, r)) open.at(q, r) = '.';
    const auto army_open = oracle::legal_moves(open);
    for (const std::string& m : army_open)
      if (!std::binary_search(expected.begin(), expected.end(), m)) ++guard_blocks;
    checks += p.in_check();
    for (const std::string& m : expected)
      promotions += std::isalpha(static_cast<unsigned char>(m.back())) != 0;
    ++compared;
  }
  // The sample really exercises checks, promotions and Guard-blocked lines.
  CHECK(compared > 800);
  CHECK(checks > 50);
  CHECK(promotions > 100);
  CHECK(guard_blocks > 100);
}

TEST_CASE("make/unmake restores FEN and hash in random Naydorian and Gliński games") {
  for (const char* id : {"naydorian", "glinski"}) {
    std::mt19937 rng(4242);
    int plies = 0;
    for (int g = 0; g < 25; ++g) {
      Position p = test::position(id);
      plies += test::random_playout(p, rng, 200, test::check_do_undo_move);
    }
    INFO(id);
    CHECK(plies > 2000);
  }
}
