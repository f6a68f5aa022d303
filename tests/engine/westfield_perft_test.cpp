// Westfield perft: the start position to depth 3 and six hand-made push positions, each count
// also reached by the independent oracle (westfield_oracle.cpp), which shares no engine code.
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

struct Case {
  const char* name;
  const char* fen;
  uint64_t counts[3];  // perft 1, 2, 3
};

// What each position exercises is in README.md ("Westfield perft").
const Case Positions[] = {
    {"seam pawns",
     "20/20/20/20/4x15/3p1p14/2p3p1e11/3PPPPN1Ggp8/4Y2X2y1x7/8R4r6[] w - - 0 1",
     {49, 3574, 175828}},
    {"promotion race",
     "4n15/2PPPPpp12/3Y2X13/7x12/20/20/20/20/18y1/EEEEEE13q[QRnb] w - - 0 1",
     {70, 4995, 293007}},
    {"en passant kinds",
     "3nhn14/20/20/20/20/20/20/11e8/2pPGEs1g1S1Pp6/4Y4X2y7[] w - - 0 1",
     {54, 3235, 172928}},
    {"camp edge", "20/R19/20/1nE1Ee2EeP9/3Y5y10/3X2x13/20/20/20/20[QNbr] w - - 0 1", {126, 11837, 1099582}},
    {"knights and queens",
     "20/20/10p9/9r1N8/10X9/6QNb2qBn6/1hRG3Y4x7/2y17/20/20[Bn] w - - 0 1",
     {116, 11914, 1325055}},
    {"crowded seam", "20/20/20/20/20/9Ee9/9Pp9/8BHhb8/7NPSspn7/8YXxy8[] b - - 0 1", {31, 947, 38915}},
};

#if defined(__SANITIZE_ADDRESS__)
constexpr int OracleDepth = 2;  // the sanitizer build is ~5-10x slower
#else
constexpr int OracleDepth = 3;
#endif

}  // namespace

TEST_CASE("Westfield start position perft 1-4, and the oracle agrees") {
  // 22 first moves (see the setup test); 485 = 21 x 22 + 23, since only after j3-j4 does Black
  // gain a move (k3xj4).
  const uint64_t expected[] = {22, 485, 12320, 313318};
  for (int d = 1; d <= 4; ++d) CHECK(perft_of("westfield", "", d) == expected[d - 1]);
  CHECK(oracle::perft(variant("westfield").def().start_fen, 4) == 313318);
}

TEST_CASE("Westfield perft 2: j3-j4 is the only first move after which Black has 23 replies") {
  Position p = wpos("");
  for (const auto& [text, count] : perft_divide(p, 2).counts) {
    INFO(text);
    CHECK(count == (text == "j3j4" ? 23u : 22u));
  }
}

TEST_CASE("Westfield perft of six hand-made push positions, and the oracle agrees") {
  for (const Case& c : Positions) {
    INFO(c.name << ": " << c.fen);
    for (int d = 1; d <= 3; ++d) CHECK(perft_of("westfield", c.fen, d) == c.counts[d - 1]);
    CHECK(oracle::perft(c.fen, OracleDepth) == c.counts[OracleDepth - 1]);
  }
}
