// The king-attack term: eval.kingAttackMg per attack on the enemy royal piece's cell and the cells
// next to it.
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
