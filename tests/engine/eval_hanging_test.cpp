// The hanging-piece term: a piece of the side not to move that is attacked and undefended costs
// eval.hangingMg/Eg; the same piece defended, or the same board with the other side to move, costs nothing.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("hanging: an undefended attacked piece scores worse than the same piece defended") {
  const auto et = only_term(variant("chess"), &EvalWeights::hanging_mg, 50);
  // The rook on d2 attacks the knight on d5; on the second board a pawn on e6 defends it.
  CHECK(term_mg("chess", "4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", *et) == 50);
  CHECK(term_mg("chess", "4k3/8/4p3/3n4/8/8/3R4/4K3 w - - 0 1", *et) == 0);
  // With Black to move the knight can step away: only the side not to move is charged.
  CHECK(term_mg("chess", "4k3/8/8/3n4/8/8/3R4/4K3 b - - 0 1", *et) == 0);
  // Colours mirrored: White's knight hangs, so White is the one charged.
  CHECK(term_mg("chess", "4k3/3r4/8/8/3N4/8/8/4K3 b - - 0 1", *et) == -50);
}

TEST_CASE("hanging: the same on a 10x8 board, end game weight") {
  const Variant& v = variant("capablanca");
  const auto et = only_term(v, &EvalWeights::hanging_eg, 40);
  CHECK(term_eg("capablanca", "5k4/10/10/4n5/10/10/4R5/5K4 w - - 0 1", *et) == 40);
  CHECK(term_eg("capablanca", "5k4/10/5p4/4n5/10/10/4R5/5K4 w - - 0 1", *et) == 0);
}
