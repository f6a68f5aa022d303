// Westfield push rules 8-10 and the further decisions: captures by landing, lockstep movement,
// plain Shepherding moves, and the pool and clock effects of a push.
#include "movegen/push.h"
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;
using V = std::vector<std::string>;

namespace {

// e1 Shepherding Rook with d1/f1 closing W and E, plus the given pieces.
Position around_e1(std::vector<std::pair<std::string, char>> more, const std::string& pool = "") {
  more.insert(more.end(), {{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}});
  return wpos(wf(more, pool));
}

}  // namespace

TEST_CASE("Westfield push rule 8: your pushed piece landing on an enemy captures it") {
  Position p = around_e1({{"e2", 'R'}, {"e4", 'n'}});
  CHECK(moves_from(p, "e1") == V{"e1e2:e2e3", "e1e3:e2e4"});
  CHECK(play(p, "e1e3:e2e4") == wf({{"e3", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e4", 'R'}}, "n", "b"));
}

TEST_CASE("Westfield push rule 8: an enemy pushed onto your piece is captured and your piece stays") {
  Position p = around_e1({{"e2", 'r'}, {"e4", 'N'}});
  CHECK(moves_from(p, "e1") == V{"e1e2:e2e3", "e1e3:e2e4"});
  CHECK(play(p, "e1e3:e2e4") == wf({{"e3", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e4", 'N'}}, "r", "b"));
  // A pushed enemy Pawn stepping diagonally onto your Knight is taken the same way.
  Position pawn = around_e1({{"e2", 'p'}, {"f3", 'N'}});
  CHECK(moves_from(pawn, "e1") == V{"e1e2:e2e3", "e1e2:e2f3", "e1e3:e2e4"});
  CHECK(play(pawn, "e1e2:e2f3") == wf({{"e2", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"f3", 'N'}}, "p", "b"));
}

TEST_CASE("Westfield push rule 8: pushing a piece onto its own ally is illegal") {
  Position p = around_e1({{"e2", 'r'}, {"e4", 'n'}});
  CHECK(moves_from(p, "e1") == V{"e1e2:e2e3"});
}

TEST_CASE(
    "Westfield push rule 8: resting Shepherding pieces are the ally that captures, or the enemy captured") {
  // An enemy Rook pushed onto White's resting Shepherding Bishop is taken by it.
  Position mine = around_e1({{"e2", 'r'}, {"e4", 'X'}});
  CHECK(moves_from(mine, "e1") == V{"e1e2:e2e3", "e1e3:e2e4"});
  CHECK(play(mine, "e1e3:e2e4") == wf({{"e3", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e4", 'X'}}, "r", "b"));
  // White's Rook pushed onto Black's resting Shepherding Bishop takes it.
  Position theirs = around_e1({{"e2", 'R'}, {"e4", 'x'}});
  CHECK(moves_from(theirs, "e1") == V{"e1e2:e2e3", "e1e3:e2e4"});
  CHECK(play(theirs, "e1e3:e2e4") == wf({{"e3", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e4", 'R'}}, "x", "b"));
}

TEST_CASE("Westfield push rule 9: the Shepherding piece may follow the piece it pushes straight ahead") {
  // Judged with the movers lifted, e2 is free for the Shepherding Rook as the Rook leaves it.
  Position p = around_e1({{"e2", 'R'}});
  V want;
  for (int k = 1; k <= 8; ++k) want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell('e', 2 + k));
  CHECK(moves_from(p, "e1") == sorted(want));
}

TEST_CASE("Westfield push rule 9: no two movers on one cell at the same tick") {
  // The Queen's NE way meets the f2 Rook on f3 at tick 1, whatever k; NW and N stay open.
  Position p = around_e1({{"e2", 'Q'}, {"f2", 'R'}});
  V want;
  for (int k = 1; k <= 8; ++k) {
    const std::string rook = ",f2" + cell('f', 2 + k);
    want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell('e', 2 + k) + rook);
    if (k <= 4) want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell(char('e' - k), 2 + k) + rook);
  }
  CHECK(moves_from(p, "e1") == sorted(want));
  // A Knight is in the air at tick 1 and lands at tick 2: it may not land where a Rook arrives.
  Position knight = around_e1({{"e2", 'N'}, {"f2", 'R'}});
  CHECK(moves_from(knight, "e1") == V{"e1e3:e2d4,f2f4"});
}

TEST_CASE(
    "Westfield push rule 10: with nothing to push the Shepherding piece moves as a Rook, never capturing") {
  Position p = around_e1({{"e5", 'p'}});
  CHECK(moves_from(p, "e1") == V{"e1e2", "e1e3", "e1e4"});
  MoveList list;
  generate_legal(p, list);
  for (Move m : list)
    if (m.from() == p.geometry().parse("e1")) CHECK(m.kind() == MoveKind::Normal);
}

TEST_CASE(
    "Westfield push: each step count is its own candidate, a piece blocked at one k rules out only that k") {
  // The Knight cannot move at k = 1, 3, 4 ..., which leaves the direction open for k = 2. Without
  // a pushed piece the same Shepherding Rook runs e2-e10.
  Position p = around_e1({{"e2", 'N'}});
  CHECK(moves_from(p, "e1") == V{"e1e3:e2d4", "e1e3:e2f4"});
  Position empty = around_e1({});
  CHECK(moves_from(empty, "e1").size() == 9);
}

TEST_CASE(
    "Westfield push: a captured piece enters its owner's pool as its current type, pushes reset the clock "
    "only with a Pawn or capture") {
  Position p = around_e1({{"e2", 'E'}, {"e3", 'r'}}, "Pp");
  CHECK(play(p, "e1e2:e2e3") == wf({{"e2", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e3", 'E'}}, "Ppr", "b"));
  // A Supersilver taken goes in as a Supersilver, not as the Pawn it once was.
  Position q = around_e1({{"e2", 'e'}, {"e3", 'R'}, {"a10", 'n'}});
  CHECK(play(q, "e1e2:e2e3") ==
        wf({{"e2", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e3", 'R'}, {"a10", 'n'}}, "e", "b"));
  // The 50-move counter: a quiet Rook push counts, a pushed Pawn resets it.
  Position quiet = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'R'}}, "", "w", "-", 30));
  play(quiet, "e1e2:e2e3");
  CHECK(quiet.rule50() == 31);
  Position pawn = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'p'}}, "", "w", "-", 30));
  play(pawn, "e1e2:e2e3");
  CHECK(pawn.rule50() == 0);
}

TEST_CASE("Westfield push: the plan names each pushed piece's start, landing, capture and promotion") {
  Position p = around_e1({{"e2", 'R'}, {"d2", 'p'}, {"f2", 'B'}, {"e4", 'n'}});
  std::string err;
  const Move m = parse_move(p, "e1e3:e2e4,d2d4,f2h4", err);
  REQUIRE(err == "");
  PushPlan plan;
  REQUIRE(plan_push(p, m, plan));
  REQUIRE(plan.count == 3);
  CHECK(plan.steps == 2);
  const Geometry& g = p.geometry();
  CHECK(g.name(plan.pieces[0].from) == "e2");
  CHECK(g.name(plan.pieces[0].captures) == "e4");
  CHECK(g.name(plan.pieces[1].to) == "d4");
  CHECK(!plan.pieces[1].taken);
  CHECK(g.name(plan.pieces[2].to) == "h4");
  CHECK(!is_cell(plan.pieces[2].captures));
}
