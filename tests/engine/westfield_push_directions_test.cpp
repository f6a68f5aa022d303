// Westfield push rules 6 and 7: candidate directions within 45 degrees, the flank restriction,
// and each piece's push directions (Queen, Supersilver, Gold and Silver pieces, Pawn limits).
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;
using V = std::vector<std::string>;

TEST_CASE(
    "Westfield push rule 6: a Bishop pushed by a Shepherding Rook goes outward from a flank, either way from "
    "the front") {
  // d1 and f1 close W and E. Left flank d2 may only go NW, right flank f2 only NE, front e2 either.
  Position p = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"d2", 'B'}, {"e2", 'B'}, {"f2", 'B'}}));
  V want;
  for (int k = 1; k <= 3; ++k)  // at k = 4 the d2 Bishop would leave the board
    for (char front : {char('e' - k), char('e' + k)})
      want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell(front, 2 + k) + ",d2" +
                     cell(char('d' - k), 2 + k) + ",f2" + cell(char('f' + k), 2 + k));
  CHECK(moves_from(p, "e1") == sorted(want));
}

TEST_CASE(
    "Westfield push rule 6: a Rook pushed by a Shepherding Bishop goes along its flank's orthogonal, either "
    "from the front") {
  // X e1 moving NE: front f2, left flank e2 (north of it), right flank f1 (east of it).
  // A Shepherding Rook on d2 closes NW; the white Pawn on e5 stops the e2 Rook after two steps.
  Position p = wpos(wf({{"e1", 'X'}, {"d2", 'Y'}, {"e2", 'R'}, {"f2", 'R'}, {"f1", 'R'}, {"e5", 'P'}}));
  CHECK(moves_from(p, "e1") ==
        sorted({"e1f2:f2f3,e2e3,f1g1", "e1f2:f2g2,e2e3,f1g1", "e1g3:f2f4,e2e4,f1h1", "e1g3:f2h2,e2e4,f1h1"}));
}

TEST_CASE(
    "Westfield push rule 6: a Knight goes by the leap on its flank's side, either from the front, each "
    "choice is its own move") {
  Position p = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"d2", 'N'}, {"e2", 'N'}, {"f2", 'N'}}));
  CHECK(moves_from(p, "e1") == V{"e1e3:e2d4,d2c4,f2g4", "e1e3:e2f4,d2c4,f2g4"});
  // Pushed diagonally (NE), the candidates are the two leaps nearest NE: (1,2) on the left, (2,1) on the right.
  Position diag = wpos(wf({{"e1", 'X'}, {"d2", 'Y'}, {"f2", 'N'}}));
  CHECK(moves_from(diag, "e1") == V{"e1g3:f2g4", "e1g3:f2h3"});
}

TEST_CASE("Westfield push rule 7: a Queen is pushed as a Rook or a Bishop, one move per direction") {
  Position p = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'Q'}}));
  V want;
  for (int k = 1; k <= 8; ++k) {
    want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell('e', 2 + k));
    want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell(char('e' + k), 2 + k));
    if (k <= 4) want.push_back("e1" + cell('e', 1 + k) + ":e2" + cell(char('e' - k), 2 + k));
  }
  CHECK(moves_from(p, "e1") == sorted(want));
}

TEST_CASE(
    "Westfield push rule 7: a Supersilver is pushed like a Queen but never south and at most two steps") {
  // Y e3 may only move S (e4, d3, f3 close the rest); the pushed piece stands on e2.
  const std::vector<std::pair<std::string, char>> around = {
      {"e3", 'Y'}, {"e4", 'X'}, {"d3", 'X'}, {"f3", 'X'}};
  auto with = [&](char piece) {
    auto pieces = around;
    pieces.push_back({"e2", piece});
    return wpos(wf(pieces));
  };
  Position silver = with('E');
  CHECK(moves_from(silver, "e3") == V{"e3e2:e2d1", "e3e2:e2f1"});
  Position queen = with('Q');
  CHECK(moves_from(queen, "e3") == V{"e3e2:e2d1", "e3e2:e2e1", "e3e2:e2f1"});
}

TEST_CASE(
    "Westfield push rule 7: Gold and Silver pieces, long directions like a Queen, short ones like a "
    "Supersilver") {
  const std::vector<std::pair<std::string, char>> around = {
      {"e5", 'Y'}, {"e6", 'X'}, {"d5", 'X'}, {"f5", 'X'}};
  auto with = [&](char piece) {
    auto pieces = around;
    pieces.push_back({"e4", piece});
    return wpos(wf(pieces));
  };
  // Silverhunter pushed south: SW and SE are long, S is short (a push-only direction).
  Position s = with('S');
  CHECK(moves_from(s, "e5") == sorted({"e5e4:e4d3", "e5e4:e4e3", "e5e4:e4f3", "e5e3:e4c2", "e5e3:e4e2",
                                       "e5e3:e4g2", "e5e2:e4b1", "e5e2:e4h1"}));
  // Goldhawker pushed south: S is one of its long directions; SW and SE are not its directions.
  Position g = with('G');
  CHECK(moves_from(g, "e5") == V{"e5e2:e4e1", "e5e3:e4e2", "e5e4:e4e3"});
  // Goldhawker pushed west: W is short (two steps at most), NW long.
  Position west = wpos(wf({{"j5", 'Y'}, {"j6", 'X'}, {"k5", 'X'}, {"j4", 'X'}, {"i5", 'G'}}));
  CHECK(moves_from(west, "j5") ==
        sorted({"j5i5:i5h5", "j5i5:i5h6", "j5h5:i5g5", "j5h5:i5g7", "j5g5:i5f8", "j5f5:i5e9", "j5e5:i5d10"}));
  // Goldhawkress pushed north: N is its only short direction (two steps at most), NW and NE long;
  // the white Pawn on e6 ends the Shepherding Rook's path at e5.
  Position h = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'H'}, {"e6", 'P'}}));
  CHECK(moves_from(h, "e1") == sorted({"e1e2:e2d3", "e1e2:e2e3", "e1e2:e2f3", "e1e3:e2c4", "e1e3:e2e4",
                                       "e1e3:e2g4", "e1e4:e2b5", "e1e4:e2h5", "e1e5:e2a6", "e1e5:e2i6"}));
}

TEST_CASE(
    "Westfield push rule 7: a Pawn goes north to an empty cell (one or two steps) or one step diagonally "
    "onto an occupied one") {
  Position p = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'P'}}));
  CHECK(moves_from(p, "e1") == V{"e1e2:e2e3", "e1e3:e2e4"});
  Position targets = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'P'}, {"d3", 'n'}, {"f3", 'n'}}));
  CHECK(moves_from(targets, "e1") == V{"e1e2:e2d3", "e1e2:e2e3", "e1e2:e2f3", "e1e3:e2e4"});
}

TEST_CASE(
    "Westfield push rule 7: while a Pawn is pushed the Shepherding piece must head within 45 degrees of "
    "north") {
  // The Pawn f3 is the N move's right flank and the E move's left flank; the black Knight g4
  // would be a diagonal target for it either way, but moving E with a Pawn is not allowed.
  Position p = wpos(wf({{"e2", 'Y'}, {"f3", 'P'}, {"g4", 'n'}}));
  CHECK(moves_from(p, "e2") ==
        sorted({"e2e3:f3f4", "e2e3:f3g4", "e2e4:f3f5", "e2d2", "e2c2", "e2b2", "e2a2", "e2e1"}));
  // A Shepherding Bishop may push a Pawn NE or NW, never SE or SW.
  Position bishop = wpos(wf({{"e3", 'X'}, {"f2", 'P'}, {"f4", 'P'}}));
  const V moves = moves_from(bishop, "e3");
  CHECK(std::count_if(moves.begin(), moves.end(),
                      [](const std::string& m) { return m.rfind("e3f2", 0) == 0; }) == 0);
  CHECK(std::count(moves.begin(), moves.end(), "e3g5:f4f6") == 1);
}
