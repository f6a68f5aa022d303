// The weak-ring term: eval.kingWeakMg per attack on the enemy royal piece's cell or a cell next to
// it that the enemy guards with one piece at most (its royal piece, usually).
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("king weak: attacks on ring cells count only where the defence has one guard at most") {
  const auto et = only_term(variant("chess"), &EvalWeights::king_weak_mg, 10);
  // The a1 queen hits g7 and h8, each guarded by the g8 king alone.
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/Q3K3 w - - 0 1", *et) == 20);
  // An e8 knight guards g7 as well: only h8 stays weak.
  CHECK(term_mg("chess", "4n1k1/8/8/8/8/8/8/Q3K3 w - - 0 1", *et) == 10);
  // A queen aimed away attacks no ring cell.
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/2Q1K3 w - - 0 1", *et) == 0);
  // The g1 rook hits g7 (the king's guard only) and the king's own cell (no guard).
  CHECK(term_mg("chess", "6k1/8/8/8/8/8/8/4K1R1 b - - 0 1", *et) == 20);
}

TEST_CASE("king weak: Black's attacks count against White the same way") {
  const auto et = only_term(variant("chess"), &EvalWeights::king_weak_mg, 10);
  CHECK(term_mg("chess", "q3k3/8/8/8/8/8/8/6K1 w - - 0 1", *et) == -20);
  CHECK(term_mg("chess", "q3k3/8/8/8/8/8/8/4N1K1 w - - 0 1", *et) == -10);
}
