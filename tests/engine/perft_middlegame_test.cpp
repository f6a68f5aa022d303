// Perft regression guard for the busy middlegame positions that scripts/bench times: the counts
// must stay exact whatever speed work changes; the variants with an independent oracle cross-check it.
#include "helpers.h"
#include "naydorian_oracle.h"
#include "westfield_oracle.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// The same FENs as VARIANTS in scripts/bench (move 16 of a seeded random playout).
const char* const OfficerMiddlegame =
    "rnb1sh1qkjfm1bnr/pppp2p1pppppp2/5pz8p/4p2p3F2p1/2NP2P5aP2/9J4P1/PPP1PPcPPPPPP1BP/"
    "R1BCSHZQ1K1MA1NR w kq o6 0 16";
const char* const NaydorianMiddlegame =
    "1/tkt/h3h/2p1pw1/p1y4pp/p1p3y4/y6W1yHp1/1y4Gw3y1/7Y2Y1g/6Y5y/1Y3P1P1P3/2YPW8/"
    "YPP1HT1TK1PPY w - - 6 16";
const char* const WestfieldMiddlegame =
    "7H12/20/20/20/9G3q6/PP1P16/8PG5ppppp/2P1PPPP1Pppppp2sx1/XS6SXxsg1hb1g1y/"
    "YRNBQ1BNRYyrnb3nr1[] w - - 2 16";

void check_counts(const char* id, const char* fen, const uint64_t (&expected)[3]) {
  for (int d = 1; d <= 3; ++d) CHECK(perft_of(id, fen, d) == expected[d - 1]);
}

}  // namespace

TEST_CASE("Officer-Spiel middlegame perft 1-3 stays exact") {
  // An en-passant target on o6 and both black castles still available keep the special moves live.
  check_counts("officer-spiel", OfficerMiddlegame, {92, 8692, 773031});
}

TEST_CASE("Naydorian middlegame perft 1-3 stays exact, and the oracle agrees") {
  check_counts("naydorian", NaydorianMiddlegame, {78, 4385, 320388});
  CHECK(naydorian_oracle::perft(naydorian_oracle::from_fen(NaydorianMiddlegame), 2) == 4385);
}

TEST_CASE("Westfield middlegame perft 1-3 stays exact, and the oracle agrees") {
  check_counts("westfield", WestfieldMiddlegame, {80, 4547, 361970});
  CHECK(oracle::perft(WestfieldMiddlegame, 2) == 4547);
}
