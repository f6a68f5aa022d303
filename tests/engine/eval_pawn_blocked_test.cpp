// The pawn-blocked term: eval.pawnBlockedMg/Eg per cell of a rider's ray from its first piece on,
// where that piece is one of the rider's own pawn-like pieces (reach lost until the pawn moves on).
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("pawn-blocked reach: a rook's file behind its own pawn is lost from the pawn on") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_blocked_mg, 1);
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", *et) == 0);    // an open file
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", *et) == -7);  // a2 to a8
  CHECK(term_mg("chess", "4k3/8/8/8/P7/8/8/R3K3 w - - 0 1", *et) == -5);  // a4 to a8
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/p7/R3K3 w - - 0 1", *et) == 0);   // an enemy pawn: a target
  CHECK(term_mg("chess", "r3k3/p7/8/8/8/8/8/4K3 w - - 0 1", *et) == 7);   // Black's, from a7
}

TEST_CASE("pawn-blocked reach: every ray of a rider counts, leaps and paths do not") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_blocked_eg, 1);
  // The c1 bishop: b2 and a3 to the left, d2 to h6 to the right.
  CHECK(term_eg("chess", "4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1", *et) == -7);
  // The b1 queen: b2 to b8, a2, and c2 to h7; its ray to the right ends at its own king.
  CHECK(term_eg("chess", "4k3/8/8/8/8/8/PPP5/1Q2K3 w - - 0 1", *et) == -14);
  // A piece of another kind first on the ray hides the pawn beyond it.
  CHECK(term_eg("chess", "4k3/8/8/8/8/P7/N7/R3K3 w - - 0 1", *et) == 0);
  // A knight leaps: its own pawns block nothing of what it could reach later.
  CHECK(term_eg("chess", "4k3/8/8/8/8/2P5/3P4/1N2K3 w - - 0 1", *et) == 0);
}

TEST_CASE("pawn-blocked reach: royal and pawn-like pieces do not count") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_blocked_mg, 1);
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1", *et) == 0);
  CHECK(term_mg("chess", "4k3/8/8/8/8/P7/P7/4K3 w - - 0 1", *et) == 0);
}

TEST_CASE("pawn-blocked reach: every built-in start position is level under the term") {
  check_starts_level(&EvalWeights::pawn_blocked_mg, 10);
}
