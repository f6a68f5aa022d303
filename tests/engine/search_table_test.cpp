// The transposition table's answers to the search: which stored bounds settle a window, and when a
// stored result overrules the static evaluation as the guess that pruning works from.
#include "helpers.h"
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
