// The king-attack terms: eval.kingAttackMg per attack on the enemy royal piece's cell and the cells
// next to it, and eval.kingDangerMg for the same attacks squared.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("king attack: a queen aimed at the king's cells scores more than one aimed away") {
  const auto et = only_term(variant("chess"), &EvalWeights::king_attack_mg, 10);
  // The a1 queen's diagonal reaches g7 and h8, both next to the g8 king.
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/Q3K3 w - - 0 1", *et) == 20);
  // On c1 it sees nothing of them; the king's own neighbours never count for its own side.
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/2Q1K3 w - - 0 1", *et) == 0);
  // A blocker on the diagonal cuts the attack.
  CHECK(term_mg("chess", "6k1/8/8/8/3P4/8/8/Q3K3 w - - 0 1", *et) == 0);
  // Black's rook on e-file presses White's king: e2 and the king's cell and neighbours on the file.
  CHECK(term_mg("chess", "6k1/8/8/4r3/8/8/8/4K3 w - - 0 1", *et) < 0);
}

TEST_CASE("king danger: attacks on the royal piece's ring count squared, so attackers together weigh more") {
  const auto et = only_term(variant("chess"), &EvalWeights::king_danger_mg, 16);  // pressure² exactly
  // The a1 queen reaches g7 and h8: 2 attacks, 4.
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/Q3K3 w - - 0 1", *et) == 4);
  // With a rook on f1 too (f7, f8): 4 attacks together, 16, more than the 4 + 4 they make apart.
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/Q3KR2 w - - 0 1", *et) == 16);
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/4KR2 w - - 0 1", *et) == 4);
}
