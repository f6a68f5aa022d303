// The guarded-reach term: eval.guardedReachMg/Eg per destination counted by activity that an enemy
// pawn-like piece attacks (a cell a piece can reach only to be chased off is worth less).
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("guarded reach: a knight's destinations that an enemy pawn attacks count against it") {
  const auto et = only_term(variant("chess"), &EvalWeights::guarded_reach_mg, 10);
  // No pawn: nothing is guarded.
  CHECK(term_mg("chess", "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", *et) == 0);
  // The d7 pawn attacks c6 and e6, two of the d4 knight's cells.
  CHECK(term_mg("chess", "4k3/3p4/8/8/3N4/8/8/4K3 w - - 0 1", *et) == -20);
  // The f7 pawn attacks e6 alone.
  CHECK(term_mg("chess", "4k3/5p2/8/8/3N4/8/8/4K3 w - - 0 1", *et) == -10);
  // The same for Black, whoever is to move: the d2 pawn attacks c3 and e3 of the d5 knight.
  CHECK(term_mg("chess", "4k3/8/8/3n4/8/8/3P4/4K3 b - - 0 1", *et) == 20);
  CHECK(term_mg("chess", "4k3/8/8/3n4/8/8/3P4/4K3 w - - 0 1", *et) == 20);
}

TEST_CASE("guarded reach: royal and pawn-like pieces do not count, as in activity") {
  const auto et = only_term(variant("chess"), &EvalWeights::guarded_reach_mg, 10);
  // The e3 pawn attacks d2 and f2, where the e1 king could go.
  CHECK(term_mg("chess", "4k3/8/8/8/8/4p3/8/4K3 w - - 0 1", *et) == 0);
  // The b5 pawn attacks a4 and c4, where White's c3 pawn could not go anyway, and its push to c4
  // is not activity.
  CHECK(term_mg("chess", "4k3/8/8/1p6/8/2P5/8/4K3 w - - 0 1", *et) == 0);
}

TEST_CASE("guarded reach: every built-in start position is level under the term") {
  check_starts_level(&EvalWeights::guarded_reach_mg, 10);
}
