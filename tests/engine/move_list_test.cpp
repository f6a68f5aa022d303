// MoveList: the inline capacity, and the heap spill that keeps every move of a huge position.
#include <set>

#include "helpers.h"

using namespace tessera;

TEST_CASE("a MoveList past its inline capacity keeps every move, in order, and filters them") {
  MoveList list;
  for (int i = 0; i < MaxMoves + 500; ++i)
    list.add(
        Move::make(cell_at(i % 200), cell_at(i % 199 + 1), MoveKind::Normal, PieceType::None, uint64_t(i)));
  REQUIRE(list.size() == MaxMoves + 500);
  for (int i = 0; i < list.size(); ++i) REQUIRE(list[i].extra() == uint64_t(i));
  list.filter([](Move m) { return m.extra() % 2 == 0; });
  REQUIRE(list.size() == (MaxMoves + 500) / 2);
  for (int i = 0; i < list.size(); ++i) REQUIRE(list[i].extra() == uint64_t(2 * i));
  list.clear();
  list.add(Move::make(cell_at(1), cell_at(2)));
  CHECK(list.size() == 1);
  CHECK(list[0].to() == cell_at(2));
}

TEST_CASE("a Westfield push with thousands of promotion combinations lists them all") {
  // Three Pawns pushed to rank 10 together, each choosing among nine pooled types and the Supersilver.
  Position p =
      test::position("westfield", "2n3n13/3PPP14/3XYX14/4X15/20/20/20/20/20/19q[NBRQXYSGH] w - - 0 1");
  MoveList legal;
  generate_legal(p, legal);
  CHECK(legal.size() > MaxMoves);
  std::set<uint64_t> distinct;
  for (Move m : legal) distinct.insert(m.raw());
  CHECK(int(distinct.size()) == legal.size());
  CHECK(perft(p, 1) == uint64_t(legal.size()));
}
