// Westfield push rules 1-5 (front and flanks, blocking, equal steps, the k <= 2 limit, the
// dispensation): each from a hand-made position, asserting the piece's exact legal move set.
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;
using V = std::vector<std::string>;

TEST_CASE("Westfield push rule 1: the front cell and the two flank cells are pushed, no other") {
  // Rooks on e3 (front of N), d3 and f3 (its flanks), d2 (front of W); a black Pawn stops the E run.
  Position p = wpos(wf({{"e2", 'Y'}, {"e3", 'R'}, {"d3", 'R'}, {"f3", 'R'}, {"d2", 'R'}, {"h2", 'p'}}));
  V want;
  for (int k = 1; k <= 7; ++k)  // all three rooks go north with it; the d2 Rook is not involved
    want.push_back("e2" + cell('e', 2 + k) + ":e3" + cell('e', 3 + k) + ",d3" + cell('d', 3 + k) + ",f3" +
                   cell('f', 3 + k));
  // East: front f2 is empty, the left flank f3 Rook goes east; the black Pawn on h2 ends the path.
  want.insert(want.end(), {"e2f2:f3g3", "e2g2:f3h3"});
  // West: the front d2 Rook and the right-flank d3 Rook go west; the left flank d1 is empty.
  want.insert(want.end(), {"e2d2:d2c2,d3c3", "e2c2:d2b2,d3b3", "e2b2:d2a2,d3a3"});
  want.push_back("e2e1");  // south: nothing to push
  CHECK(moves_from(p, "e2") == sorted(want));
  // The d2 Rook, beside the Shepherding Rook, stays put when it moves north.
  play(p, "e2e3:e3e4,d3d4,f3f4");
  CHECK(p.at(p.geometry().parse("d2")) == make_piece(Color::White, p.variant().type_of_letter('r')));
}

TEST_CASE(
    "Westfield push rule 2: a Shepherding piece of either side on the front or a flank blocks the move") {
  // Black's Shepherding Bishop on f3 is the N move's right flank and the E move's left flank;
  // White's own Shepherding Bishop on d1 is the W move's left flank and the S move's right flank.
  Position both = wpos(wf({{"e2", 'Y'}, {"f3", 'x'}, {"d1", 'X'}}));
  CHECK(moves_from(both, "e2").empty());
  Position black_only = wpos(wf({{"e2", 'Y'}, {"f3", 'x'}}));
  CHECK(moves_from(black_only, "e2") == sorted({"e2d2", "e2c2", "e2b2", "e2a2", "e2e1"}));
  Position white_only = wpos(wf({{"e2", 'Y'}, {"d1", 'X'}}));
  const V open = moves_from(white_only, "e2");
  CHECK(open.size() == 8 + 15);  // e3-e10 and f2-t2 only
  CHECK(std::count(open.begin(), open.end(), "e2e1") == 0);
  CHECK(std::count(open.begin(), open.end(), "e2d2") == 0);
  // Ordinary Bishops there instead are pushed, so the N move opens.
  Position bishops = wpos(wf({{"e2", 'Y'}, {"f3", 'b'}, {"d1", 'B'}}));
  const V pushed = moves_from(bishops, "e2");
  CHECK(std::count(pushed.begin(), pushed.end(), "e2e3:f3g4") == 1);
}

TEST_CASE(
    "Westfield push rule 3: every pushed piece moves the Shepherd's step count, a Knight leap counting as "
    "two") {
  // Y b1 moves north pushing the Knight b2 (front) and the Rook c2 (right flank); a1 and c1 close W and E.
  Position p = wpos(wf({{"b1", 'Y'}, {"b2", 'N'}, {"c2", 'R'}, {"a1", 'X'}, {"c1", 'X'}}));
  // k = 1 is impossible for the Knight; at k = 2 the Rook moves two steps too, and the
  // Knight's right leap would land with the Rook on c4, so only its left leap remains.
  CHECK(moves_from(p, "b1") == V{"b1b3:b2a4,c2c4"});
  // Without the Knight the Rook alone goes any distance.
  Position rook = wpos(wf({{"b1", 'Y'}, {"c2", 'R'}, {"a1", 'X'}, {"c1", 'X'}}));
  CHECK(moves_from(rook, "b1").size() == 8);
}

TEST_CASE("Westfield push rule 4: with a Pawn or Supersilver among the pushed pieces, k is at most 2") {
  Position pawn = wpos(wf({{"b1", 'Y'}, {"b2", 'P'}, {"c2", 'R'}, {"a1", 'X'}, {"c1", 'X'}}));
  CHECK(moves_from(pawn, "b1") == V{"b1b2:b2b3,c2c3", "b1b3:b2b4,c2c4"});
  // The Supersilver: NW leaves the board at k = 2, and NE meets the Rook on c3 at tick 1.
  Position silver = wpos(wf({{"b1", 'Y'}, {"b2", 'E'}, {"c2", 'R'}, {"a1", 'X'}, {"c1", 'X'}}));
  CHECK(moves_from(silver, "b1") == V{"b1b2:b2a3,c2c3", "b1b2:b2b3,c2c3", "b1b3:b2b4,c2c4"});
  // The Rook alone could go further.
  Position rook = wpos(wf({{"b1", 'Y'}, {"c2", 'R'}, {"a1", 'X'}, {"c1", 'X'}}));
  const V far = moves_from(rook, "b1");
  CHECK(std::count(far.begin(), far.end(), "b1b4:c2c5") == 1);
}

TEST_CASE("Westfield push rule 5: a pushed piece may not pass through a piece nor land on an ally") {
  Position own = wpos(wf({{"b1", 'Y'}, {"b2", 'R'}, {"b5", 'N'}, {"a1", 'X'}, {"c1", 'X'}}));
  CHECK(moves_from(own, "b1") == V{"b1b2:b2b3", "b1b3:b2b4"});
  Position enemy = wpos(wf({{"b1", 'Y'}, {"b2", 'R'}, {"b5", 'n'}, {"a1", 'X'}, {"c1", 'X'}}));
  CHECK(moves_from(enemy, "b1") == V{"b1b2:b2b3", "b1b3:b2b4", "b1b4:b2b5"});
}

TEST_CASE("Westfield push rule 5: the two-step dispensation, over an empty cell only") {
  // The Goldhawker on c2 (right flank of N) may go N (short range, so at most two steps) or NE (long).
  Position p = wpos(wf({{"b1", 'Y'}, {"c2", 'G'}, {"a1", 'X'}, {"c1", 'X'}}));
  V want = {"b1b2:c2c3", "b1b2:c2d3", "b1b3:c2c4"};
  for (int k = 2; k <= 8; ++k) want.push_back("b1" + cell('b', 1 + k) + ":c2" + cell(char('c' + k), 2 + k));
  CHECK(moves_from(p, "b1") == sorted(want));
  // A black Pawn on c3: the one-step push takes it, the two-step push would pass over it.
  Position blocked = wpos(wf({{"b1", 'Y'}, {"c2", 'G'}, {"c3", 'p'}, {"a1", 'X'}, {"c1", 'X'}}));
  want.erase(std::find(want.begin(), want.end(), "b1b3:c2c4"));
  CHECK(moves_from(blocked, "b1") == sorted(want));
  // Under its own steam the Goldhawker steps north only one cell (S is closed by c1).
  V own = {"c2c3", "c2b2", "c2d2", "c2b3", "c2a4"};
  for (int k = 1; k <= 8; ++k) own.push_back("c2" + cell(char('c' + k), 2 + k));
  CHECK(moves_from(p, "c2") == sorted(own));
}
