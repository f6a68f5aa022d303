// The activity term: per destination a piece really has on this board, against the number its cell
// is expected to give (the piece-square table's own measure), eval.activityMg/Eg.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("activity: a rook on an open file scores more than the same rook behind its own pawn") {
  const auto et = only_term(variant("chess"), &EvalWeights::activity_mg, 4);
  // At 4 cp a destination the score is in quarter cells: a2..a8 open adds seven destinations.
  const int shut = term_mg("chess", "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", *et);
  const int open = term_mg("chess", "4k3/8/8/8/8/8/7P/R3K3 w - - 0 1", *et);
  CHECK(open - shut == 7 * 4);
  // Kings do not count: moving only one changes nothing.
  CHECK(term_mg("chess", "3k4/8/8/8/8/8/P7/R3K3 w - - 0 1", *et) == shut);
}

TEST_CASE("activity: every built-in start position is level and mirrored positions agree") {
  for (const std::string& id : variant_ids()) {
    INFO(id);
    const Variant& v = variant(id);
    const auto et = only_term(v, &EvalWeights::activity_mg, 4);
    const Position p = position(id);
    CHECK(terms(p, eval_tables(v)).mg == 0);
    CHECK(terms(p, eval_tables(v)).eg == 0);
    CHECK(terms(p, *et).mg == 0);
  }
  const auto et = only_term(variant("chess"), &EvalWeights::activity_mg, 4);
  CHECK(term_mg("chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", *et) ==
        -term_mg("chess", "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3", *et));
}
