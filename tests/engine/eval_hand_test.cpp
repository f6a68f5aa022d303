// The drop variants' hand terms: eval.handBonus per piece in hand, and eval.kingDropMg per empty cell
// beside the enemy royal piece that only it guards, for each type in hand that may be dropped there.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("hand bonus: each piece in hand is worth its value and the bonus") {
  const Variant& v = variant("crazyhouse");
  EvalWeights w = v.def().eval;
  w.hand_bonus = 0;
  const auto plain = build_eval_tables(v, w);
  w.hand_bonus = 50;
  const auto bonus = build_eval_tables(v, w);
  const auto gain = [&](const std::string& fen) {
    const Position pos = position("crazyhouse", fen);
    return evaluate(pos, *bonus) - evaluate(pos, *plain);
  };
  CHECK(gain("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[N] w - - 0 1") == 50);
  CHECK(gain("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[NP] w - - 0 1") == 100);
  CHECK(gain("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[Nn] w - - 0 1") == 0);
  CHECK(gain("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[n] w - - 0 1") == -50);
  CHECK(gain("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[] w - - 0 1") == 0);
}

TEST_CASE("king drop: empty cells beside the enemy king that only it guards, once per droppable type") {
  const auto et = only_term(variant("crazyhouse"), &EvalWeights::king_drop_mg, 10);
  // f8 and h8 are empty and guarded by the g8 king alone; f7, g7 and h7 hold its pawns.
  CHECK(term_mg("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[N] w - - 0 1", *et) == 20);
  // Two of a type count once: the count is of what may land there, not how often.
  CHECK(term_mg("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[NN] w - - 0 1", *et) == 20);
  // A knight and a bishop: two types for each cell.
  CHECK(term_mg("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[NB] w - - 0 1", *et) == 40);
  // A pawn may not be dropped on the last rank, so it adds nothing there.
  CHECK(term_mg("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[NP] w - - 0 1", *et) == 20);
  // The a8 rook guards f8 too: only h8 is left to the king alone.
  CHECK(term_mg("crazyhouse", "r5k1/5ppp/8/8/8/8/8/4K3[N] w - - 0 1", *et) == 10);
  // Nothing in hand, nothing to drop.
  CHECK(term_mg("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[] w - - 0 1", *et) == 0);
}

TEST_CASE("king drop: Black's hand counts against White's king the same way") {
  const auto et = only_term(variant("crazyhouse"), &EvalWeights::king_drop_mg, 10);
  CHECK(term_mg("crazyhouse", "4k3/8/8/8/8/8/5PPP/6K1[n] w - - 0 1", *et) == -20);
  CHECK(term_mg("crazyhouse", "6k1/5ppp/8/8/8/8/5PPP/6K1[Nn] w - - 0 1", *et) == 0);
  // e8 has five empty cells beside it, all its own to guard.
  CHECK(term_mg("crazyhouse", "4k3/8/8/8/8/8/5PPP/6K1[Nn] w - - 0 1", *et) == 30);
}
