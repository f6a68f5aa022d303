// Forced wins in the other variants: the search's mate distance must equal the one an
// independent exhaustive check finds, and its principal variation must end the game.
#include "mate_oracle.h"
#include "search_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

struct MateCase {
  const char* variant;
  const char* fen;
  int moves;  // forced win in this many moves
};

void check_mate(const MateCase& c) {
  INFO(c.variant << " " << c.fen);
  Position p = position(c.variant, c.fen);
  REQUIRE(shortest_win(p, c.moves) == c.moves);  // the position is what the test says it is
  // Reductions and pruning may delay a quiet mating line by a few plies; allow them.
  const Searched r = search_fen(c.variant, c.fen, depth(2 * c.moves + 4));
  CHECK(r.last.mate_in == c.moves);
  Position line = position(c.variant, c.fen);
  for (Move m : r.last.pv) line.do_move(m);
  CHECK(won_by(game_status(line), p.side_to_move()));
}

}  // namespace

TEST_CASE("search finds forced mates in 1 2 and 3 in Officer-Spiel") {
  for (const MateCase& c : {
           MateCase{"officer-spiel", "k15/16/1K14/16/16/16/16/15Z w - - 0 1", 1},  // Amazon along the rank
           MateCase{"officer-spiel", "Z15/16/16/15K/16/16/16/3k12 w - - 0 1",
                    2},  // Amazon alone vs a far king
           MateCase{"officer-spiel", "16/16/16/8k7/16/3Z3K8/16/16 w - - 0 1", 2},    // Amazon in the open
           MateCase{"officer-spiel", "2k13/K15/J15/16/16/1R14/16/16 w - - 0 1", 3},  // Judge and Rook
           MateCase{"officer-spiel", "8k7/16/16/9K6/16/16/16/12S3 w - - 0 1", 3},    // Sailor and King
       })
    check_mate(c);
}

TEST_CASE("search finds forced mates in 1 2 and 3 in Naydorian") {
  for (const MateCase& c : {
           MateCase{"naydorian", "1/T1k/5/7/G8/7K3/13/13/13/13/13/13/13 w - - 0 1", 1},
           MateCase{"naydorian", "1/1G1/5/7/9/7k3/13/9T3/9K3/13/13/13/13 w - - 0 1", 1},
           MateCase{"naydorian", "1/3/K3k/7/9/11/10T2/13/11G1/13/13/13/13 w - - 0 1", 2},
           MateCase{"naydorian", "1/k2/5/7/3K5/7T3/1G11/13/13/13/13/13/13 w - - 0 1", 2},
           MateCase{"naydorian", "1/3/2k2/7/9/7K3/13/9T3/8G4/13/13/13/13 w - - 0 1", 3},
           MateCase{"naydorian", "1/3/5/4K2/8k/11/13/9T3/13/13/13/12T/13 w - - 0 1", 3},
       })
    check_mate(c);
}

TEST_CASE("search finds the winning final captures in a Westfield ending") {
  for (const MateCase& c : {
           // Rook takes the Knight, then whichever square the Pawn steps to.
           MateCase{"westfield", "20/20/20/20/20/20/R5n12N/20/7p12/20[] w - - 0 1", 2},
           MateCase{"westfield", "20/20/n4R14/16p3/20/13N6/20/20/20/20[] w - - 0 1", 2},
           // Three captures; Black's pawns race north and may promote on the way.
           MateCase{"westfield", "20/11p8/20/Q10n8/20/20/13Y6/20/17p2/20[] w - - 0 1", 3},
           MateCase{"westfield", "20/20/3n16/14p3p1/19Y/20/20/20/9Q10/20[] w - - 0 1", 3},
       })
    check_mate(c);
}

TEST_CASE("a Westfield side left without a legal move loses and the search blocks the last pawn") {
  const MateCase c{"westfield", "20/20/20/20/R19/4p15/20/20/20/20[] w - - 0 1", 1};
  check_mate(c);
  Position p = position(c.variant, c.fen);
  p.do_move(search_fen(c.variant, c.fen, depth(3)).best);
  CHECK(game_status(p).reason == EndReason::NoMoves);
}
