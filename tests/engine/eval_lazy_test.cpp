// Lazy evaluation: the attack-map terms are skipped only where the rest of the value lies more than
// the margin outside the caller's window, never change a value inside it, and come from the cache
// whenever it holds them.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// A fresh cache per call, so that each value is computed, not remembered.
Value fresh_eval(const Position& pos, const EvalTables& et, EvalWindow w = {}) {
  const OccupancyCachePtr cache = make_occupancy_cache();
  return evaluate(pos, et, *cache, w);
}

}  // namespace

TEST_CASE("lazy evaluation skips the attack-map terms only far outside the window") {
  const Variant& v = variant("chess");
  EvalWeights w = v.def().eval;
  w.threat_mg = w.threat_eg = 200;  // large, so that skipping them shows in the value
  w.lazy_margin = 0;                // derived from the weights
  const auto et = build_eval_tables(v, w);
  REQUIRE(et->attack_maps);
  REQUIRE(et->lazy_margin >= 100 + 2 * 200);
  // Black's knight on c3 attacks the rook on d1: one threat, worth 200 to Black.
  const Position pos = position("chess", "4k3/8/8/8/8/2n5/8/3RK3 w - - 0 1");
  const Value full = fresh_eval(pos, *et);
  const auto no_maps = only_term(v, &EvalWeights::pawn_threat_mg, w.pawn_threat_mg);
  REQUIRE(!no_maps->attack_maps);

  // A window around the value, or one the value is within the margin of: computed in full.
  CHECK(fresh_eval(pos, *et, {full - 1, full + 1}) == full);
  CHECK(fresh_eval(pos, *et, {full + et->lazy_margin - 1, full + et->lazy_margin + 100}) == full);

  // Far below alpha (a window 2000 cp above it): the threat is skipped, and the value rises by it.
  const Value lazy = fresh_eval(pos, *et, {full + 2000, full + 2001});
  CHECK(lazy > full);
  CHECK(lazy - full <= et->lazy_margin);

  // With the terms in the cache, even a far window gets the full value.
  const OccupancyCachePtr cache = make_occupancy_cache();
  CHECK(evaluate(pos, *et, *cache) == full);
  CHECK(evaluate(pos, *et, *cache, {full + 2000, full + 2001}) == full);
}

TEST_CASE("lazy evaluation changes nothing where no attack-map weight is set") {
  const Variant& v = variant("westfield");
  const auto et = only_term(v, &EvalWeights::pawn_threat_mg, 40);
  REQUIRE(!et->attack_maps);
  const Position pos = position("westfield");
  const Value full = fresh_eval(pos, *et);
  CHECK(fresh_eval(pos, *et, {full + 5000, full + 5001}) == full);
  CHECK(fresh_eval(pos, *et, {full - 5001, full - 5000}) == full);
}

TEST_CASE("a definition's measured eval.lazyMargin is the margin the skip uses") {
  const Variant& v = variant("chess");
  EvalWeights w = v.def().eval;
  w.threat_mg = w.threat_eg = 200;
  w.lazy_margin = 0;
  const auto derived = build_eval_tables(v, w);
  w.lazy_margin = 150;
  const auto et = build_eval_tables(v, w);
  CHECK(et->lazy_margin == 150);
  REQUIRE(derived->lazy_margin > 400);
  // The same knight threat as above (with the definition's other attack-map terms, about 150 for
  // Black): a window 400 above the full value is beyond the measured margin but within the derived one.
  const Position pos = position("chess", "4k3/8/8/8/8/2n5/8/3RK3 w - - 0 1");
  const Value full = fresh_eval(pos, *et);
  REQUIRE(fresh_eval(pos, *derived) == full);
  const Value lazy = fresh_eval(pos, *et, {full + 400, full + 401});
  CHECK(lazy > full);
  CHECK(lazy - full <= 250);
  CHECK(fresh_eval(pos, *derived, {full + 400, full + 401}) == full);
}
