// The transposition table's answers to the search: which stored bounds settle a window, when a
// stored result overrules the static evaluation as the guess that pruning works from, and when a
// stored best move earns the singular test.
#include "helpers.h"
#include "search/singular.h"
#include "search/tt.h"

using namespace tessera;

TEST_CASE("refined eval: a stored lower bound above the static evaluation replaces it, one below does not") {
  CHECK(refined_eval(BoundLower, 150, 40) == 150);
  CHECK(refined_eval(BoundLower, -20, 40) == 40);
}

TEST_CASE("refined eval: a stored upper bound below the static evaluation replaces it, one above does not") {
  CHECK(refined_eval(BoundUpper, -90, 40) == -90);
  CHECK(refined_eval(BoundUpper, 200, 40) == 40);
}

TEST_CASE("refined eval: an exact stored value replaces the static evaluation either way") {
  CHECK(refined_eval(BoundExact, 300, 40) == 300);
  CHECK(refined_eval(BoundExact, -300, 40) == -300);
  CHECK(refined_eval(BoundNone, 300, 40) == 40);
}

TEST_CASE("refined eval: a mate score is never taken for the position's worth") {
  CHECK(refined_eval(BoundLower, ValueMate - 5, 40) == 40);
  CHECK(refined_eval(BoundUpper, -ValueMate + 5, 40) == 40);
  CHECK(refined_eval(BoundExact, MateBound - 1, 40) == MateBound - 1);  // the largest non-mate score
}

TEST_CASE("table cutoff: an exact entry settles any window, a bound only the side it proves") {
  CHECK(tt_cutoff(BoundExact, 10, -50, 50));
  CHECK(tt_cutoff(BoundLower, 60, -50, 50));
  CHECK_FALSE(tt_cutoff(BoundLower, 40, -50, 50));
  CHECK(tt_cutoff(BoundUpper, -60, -50, 50));
  CHECK_FALSE(tt_cutoff(BoundUpper, -40, -50, 50));
}

TEST_CASE("singular extension: a stored lower or exact bound puts the others 2 cp a ply below it") {
  CHECK(singular_bound(BoundLower, 7, 120, 8) == 120 - 16);
  CHECK(singular_bound(BoundExact, 5, -40, 8) == -40 - 16);
}

TEST_CASE("singular extension: an upper bound, a shallow entry or a mate score never vouches for the move") {
  CHECK(singular_bound(BoundUpper, 10, 120, 8) == -ValueInfinite);
  CHECK(singular_bound(BoundNone, 10, 120, 8) == -ValueInfinite);
  CHECK(singular_bound(BoundLower, 4, 120, 8) == -ValueInfinite);  // more than three plies shallower
  CHECK(singular_bound(BoundLower, 10, ValueMate - 3, 8) == -ValueInfinite);
  CHECK(singular_bound(BoundLower, 10, -ValueMate + 3, 8) == -ValueInfinite);
}
