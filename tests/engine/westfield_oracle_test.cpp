// The engine against the independent oracle: same legal moves, same text, same position after each.
#include "westfield_oracle.h"
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// The position `fen` and every position one legal move from it agree with the oracle.
void same_to_depth_2(const std::string& fen) {
  Position p = wpos(fen);
  same_as_oracle(p);
  MoveList list;
  generate_legal(p, list);
  for (Move m : list) {
    p.do_move(m);
    same_as_oracle(p);
    p.undo_move(m);
  }
}

}  // namespace

TEST_CASE("Westfield oracle: the start position, every node to depth 2") { same_to_depth_2(""); }

TEST_CASE("Westfield oracle: hand-made push positions, every node to depth 2") {
  for (const char* fen : {
           "20/20/20/20/4x15/3p1p14/2p3p1e11/3PPPPN1Ggp8/4Y2X2y1x7/8R4r6[] w - - 0 1",
           "4n15/2PPPPpp12/3Y2X13/7x12/20/20/20/20/18y1/EEEEEE13q[QRnb] w - - 0 1",
           "3nhn14/20/20/20/20/20/20/11e8/2pPGEs1g1S1Pp6/4Y4X2y7[] w - - 0 1",
           "20/R19/20/1nE1Ee2EeP9/3Y5y10/3X2x13/20/20/20/20[QNbr] w - - 0 1",
           "20/20/10p9/9r1N8/10X9/6QNb2qBn6/1hRG3Y4x7/2y17/20/20[Bn] w - - 0 1",
           "20/20/20/20/20/9Ee9/9Pp9/8BHhb8/7NPSspn7/8YXxy8[] b - - 0 1",
       })
    same_to_depth_2(fen);
}
