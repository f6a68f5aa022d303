// Evaluations at the edges of what a definition may say: piece values above MaxPieceValue are refused,
// table entries saturate instead of wrapping, and the search never reads an evaluation as a mate.
#include "eval/eval.h"
#include "search/tt.h"
#include "search_helpers.h"
#include "variants/variants.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("a piece value above MaxPieceValue is refused with the range") {
  const LoadResult r = load_variants("[dearest:chess]\nvalue.q = 10001\n");
  REQUIRE(!r.ok());
  CHECK(r.errors.front().text().find("value.q: expected a whole number from 0 to 10000") !=
        std::string::npos);
  CHECK(find_variant("dearest") == nullptr);
}

// A queen worth 10000 on a cell worth 10000 per extra destination sums past 16 bits: wrapped, the
// table would call the strongest piece on the board a liability.
TEST_CASE("a dear piece on a busy cell saturates its table entry instead of wrapping") {
  load_definitions("[dearq:chess]\nvalue.q = 10000\neval.mobilityMg = 10000\neval.mobilityEg = 10000\n");
  const Variant& v = variant("dearq");
  for (const char* fen : {"8/7k/8/8/3Q4/8/8/4K3 w - - 0 1", "8/7k/8/8/3Q4/8/8/4K3 b - - 0 1"}) {
    INFO(fen);
    Position p = position("dearq", fen);
    const Value white =
        p.side_to_move() == Color::White ? evaluate(p, eval_tables(v)) : -evaluate(p, eval_tables(v));
    CHECK(white > 10000);
  }
}

// Four pawns worth 10000 each come to 40000, past every mate score; the search must see a large
// advantage, not a mate in some moves, and stay inside its window.
TEST_CASE("the search caps an evaluation below the mate scores") {
  load_definitions("[dearpawns:chess]\nvalue.p = 10000\n");
  Position p = position("dearpawns", "7k/8/8/8/8/8/PPPP4/4K3 w - - 0 1");
  REQUIRE(evaluate(p, eval_tables(p.variant())) > ValueMate);  // the uncapped sum is past them
  const Searched r = search_position(p, depth(4));
  CHECK(r.last.mate_in == 0);
  CHECK(r.last.score > 0);
  CHECK(r.last.score <= MaxEval);
  CHECK(!r.best.is_none());
}
