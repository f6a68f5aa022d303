// The evaluation tuner: it recovers a piece value from results generated with it, its error never
// rises, its lines read back as the same weights, it fits the attack-map weights only when asked,
// self-play games end by the rules, bad data lines are refused with a reason, a teacher's expected
// score stands in for a result, held keys stay as defined, and a colour offset absorbs a bias to White.
#include <algorithm>
#include <cmath>
#include <random>

#include "helpers.h"
#include "movegen/movegen.h"
#include "search/search.h"
#include "tune/lazy_margin.h"
#include "tune/selfplay.h"
#include "tune/tuner.h"
#include "variants/variants.h"

using namespace tessera;
using tessera::test::variant;

namespace {

// Positions from random playouts of chess (captures make every kind of material imbalance),
// each labelled with the expected score that `truth` and scale `k` give it.
std::vector<TuneSample> synthetic(const Variant& v, const TuneParams& truth, double k, int count,
                                  Value white_bias = 0) {
  std::mt19937_64 rng(7);
  const auto et = build_eval_tables(v, truth.weights, truth.values);
  std::vector<TuneSample> out;
  while (int(out.size()) < count) {
    Position pos(v);
    REQUIRE(pos.set_start().empty());
    const int plies = 20 + int(rng() % 60);
    for (int i = 0; i < plies; ++i) {
      MoveList legal;
      generate_legal(pos, legal);
      if (legal.size() == 0) break;
      pos.do_move(legal[int(rng() % uint64_t(legal.size()))]);
    }
    const Value e = evaluate(pos, *et);
    const double white = pos.side_to_move() == Color::White ? e : -e;
    out.push_back({pos, 1.0 / (1.0 + std::pow(10.0, -k * (white + white_bias) / 400.0))});
  }
  return out;
}

int knight(const Variant& v) {
  for (int i = 1; i <= v.type_count(); ++i)
    if (v.piece(type_at(i)).letter == 'n') return i;
  return 0;
}

// Samples whose truth has a dearer knight (450) and a side-to-move bonus (40): two kinds of weight
// for a fit to move, or to hold.
std::vector<TuneSample> dear_knight_samples(const Variant& v) {
  TuneParams truth = defined_params(v);
  truth.values[knight(v)] = 450;
  truth.weights.tempo = 40;
  return synthetic(v, truth, 1.0, 600);
}

}  // namespace

TEST_CASE("the tuner recovers a knight value from results generated with it") {
  const Variant& v = variant("chess");
  const int n = knight(v);
  REQUIRE(n > 0);
  TuneParams truth = defined_params(v);
  REQUIRE(std::abs(truth.values[n] - 500) > 100);  // the definition's own value is far from the truth
  truth.values[n] = 500;
  const std::vector<TuneSample> samples = synthetic(v, truth, 1.0, 1500);
  const TuneResult r = tune(v, samples);
  CHECK(r.error_after < r.error_before / 5);
  // The fitted scale may differ from the truth's; values scale inversely with it.
  const double recovered = r.after.values[n] * r.k;
  INFO("knight " << r.after.values[n] << " at K " << r.k);
  CHECK(std::abs(recovered - 500) < 50);
}

TEST_CASE("a colour offset takes up a bias to White that no piece's value explains") {
  // Results that favour White by 150 cp beyond what the evaluation sees, as in a game whose sides
  // differ: a fit of values alone must bend them to explain it, a fit with the offset need not.
  const Variant& v = variant("chess");
  const int n = knight(v);
  const TuneParams truth = defined_params(v);
  const std::vector<TuneSample> samples = synthetic(v, truth, 1.0, 800, 150);
  TuneOptions o;
  o.values_only = true;
  const TuneResult plain = tune(v, samples, o);
  o.colour_offset = true;
  const TuneResult offset = tune(v, samples, o);
  INFO("offset " << offset.after.white_offset << " at K " << offset.k << "; knight "
                 << offset.after.values[n]);
  CHECK(std::abs(offset.after.white_offset * offset.k - 150) < 30);
  CHECK(std::abs(offset.after.values[n] * offset.k - truth.values[n]) < truth.values[n] / 10);
  CHECK(offset.error_after < plain.error_after / 4);
  CHECK(plain.after.white_offset == 0);
  // The offset is the fit's alone: no line carries it.
  const std::vector<std::string> lines = tuned_lines(v, offset.after);
  CHECK(lines == tuned_lines(v, [&] {
          TuneParams p = offset.after;
          p.white_offset = 0;
          return p;
        }()));
}

TEST_CASE("the tuner's error never rises, pass by pass, on noisy results") {
  const Variant& v = variant("chess");
  std::vector<TuneSample> samples = synthetic(v, defined_params(v), 1.0, 600);
  std::mt19937_64 rng(3);
  for (TuneSample& s : samples) s.result = double(rng() % 1000) / 1000.0 < s.result ? 1.0 : 0.0;
  TuneOptions o;
  o.max_passes = 6;
  const TuneResult r = tune(v, samples, o);
  REQUIRE(!r.pass_errors.empty());
  double last = r.error_before;
  for (double e : r.pass_errors) {
    CHECK(e <= last);
    last = e;
  }
  CHECK(r.error_after == last);
  CHECK(tune_error(v, samples, r.after, r.k) == Approx(r.error_after));
}

TEST_CASE("tuned lines read back through the definition reader give the same weights and values") {
  const Variant& v = variant("officer-spiel");
  TuneParams p = defined_params(v);
  int bump = 1;
  for (const EvalWeightKey& k : EvalWeightKeys) p.weights.*k.field = k.tune_low + bump++;
  for (int i = 1; i <= v.type_count(); ++i) p.values[i] += 7 * i;
  std::string text = "[tuned-officers:officer-spiel]\n";
  for (const std::string& line : tuned_lines(v, p)) text += line + "\n";
  test::load_definitions(text);
  const TuneParams q = defined_params(variant("tuned-officers"));
  for (const EvalWeightKey& k : EvalWeightKeys) {
    INFO(k.key);
    CHECK(q.weights.*k.field == p.weights.*k.field);
  }
  for (int i = 1; i <= v.type_count(); ++i) {
    if (v.piece(type_at(i)).royal) continue;
    INFO(v.piece(type_at(i)).letter);
    CHECK(q.values[i] == p.values[i]);
  }
}

TEST_CASE("a self-play game ends by the rules or adjudication and keeps only quiet positions") {
  const Variant& v = variant("chess");
  SelfPlayOptions o;
  o.nodes = 300;
  o.samples = 6;
  const SelfPlayGame g = play_selfplay_game(v, o, 5);
  CHECK(g.outcome != Outcome::Ongoing);
  CHECK(!g.reason.empty());
  CHECK(g.plies > o.random_plies);
  CHECK(g.fens.size() <= 6);
  std::vector<TuneSample> parsed;
  for (const std::string& fen : g.fens) {
    INFO(fen);
    REQUIRE(parse_tune_sample(v, std::string(result_text(g.outcome)) + " " + fen, parsed).empty());
    CHECK(!parsed.back().pos.in_check());
  }
  // The same seed plays the same game.
  CHECK(play_selfplay_game(v, o, 5).fens == g.fens);
}

TEST_CASE("bad data lines are refused with the reason") {
  const Variant& v = variant("chess");
  std::vector<TuneSample> out;
  CHECK(parse_tune_sample(v, "1-0", out).find("expected 'RESULT FEN'") != std::string::npos);
  CHECK(parse_tune_sample(v, "2-0 8/8/8/8/8/8/8/K6k w - - 0 1", out).find("expected a result") !=
        std::string::npos);
  CHECK(parse_tune_sample(v, "1-0 not/a/fen w - - 0 1", out).find("bad FEN") != std::string::npos);
  CHECK(out.empty());
  CHECK(parse_tune_sample(v, "1/2-1/2 4k3/8/8/8/8/8/8/4K3 w - - 0 1", out).empty());
  REQUIRE(out.size() == 1);
  CHECK(out[0].result == 0.5);
}

TEST_CASE("a teacher's expected score is read as the sample's result, and only from 0 to 1") {
  const Variant& v = variant("chess");
  std::vector<TuneSample> out;
  const std::string fen = " 4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  REQUIRE(parse_tune_sample(v, "0.731" + fen, out).empty());
  REQUIRE(parse_tune_sample(v, "1" + fen, out).empty());
  REQUIRE(parse_tune_sample(v, ".25" + fen, out).empty());
  REQUIRE(out.size() == 3);
  CHECK(out[0].result == Approx(0.731));
  CHECK(out[1].result == 1.0);
  CHECK(out[2].result == Approx(0.25));
  for (const char* bad : {"1.5", "-0.2", "0.5.1", ".", "0,5", "0.1234567890123"})
    CHECK(parse_tune_sample(v, bad + fen, out).find("expected a result") != std::string::npos);
  CHECK(out.size() == 3);
}

TEST_CASE("a values-only tune moves piece values and leaves every eval weight as defined") {
  const Variant& v = variant("chess");
  const int n = knight(v);
  const std::vector<TuneSample> samples = dear_knight_samples(v);
  TuneOptions o;
  o.values_only = true;
  const TuneResult r = tune(v, samples, o);
  for (const EvalWeightKey& k : EvalWeightKeys) {
    INFO(k.key);
    CHECK(r.after.weights.*k.field == r.before.weights.*k.field);
  }
  CHECK(r.after.values[n] != r.before.values[n]);
  CHECK(r.error_after < r.error_before);
}

// The variant's own weights with large threat and hanging terms, so that the attack maps matter.
namespace {
TuneParams threatening(const Variant& v) {
  TuneParams p = defined_params(v);
  p.weights.threat_mg = p.weights.threat_eg = 150;
  p.weights.hanging_mg = p.weights.hanging_eg = 150;
  return p;
}
}  // namespace

// The fit sees only how well the evaluation predicts results, not that the attack-map terms halve
// the node rate, so those weights move only when asked for.
TEST_CASE("the tuner holds the attack-map weights unless asked to fit them") {
  const Variant& v = variant("chess");
  const TuneParams truth = threatening(v);
  const std::vector<TuneSample> samples = synthetic(v, truth, 1.0, 600);
  const auto moved = [](const TuneResult& r) {
    int n = 0;
    for (const EvalWeightKey& k : EvalWeightKeys)
      n += k.term == WeightTerm::AttackMap && r.after.weights.*k.field != r.before.weights.*k.field;
    return n;
  };
  TuneOptions held;
  held.max_passes = 4;
  const TuneResult r = tune(v, samples, held);
  CHECK(moved(r) == 0);
  TuneOptions asked = held;
  asked.attack_maps = true;
  const TuneResult fitted = tune(v, samples, asked);
  CHECK(moved(fitted) > 0);
  CHECK(fitted.error_after < r.error_after);
}

// Teacher labels come from a search that has already spent the move, so the side to move's bonus
// is better held than fitted to them.
TEST_CASE(
    "held keys keep the definition's values while the rest are fitted, and only known keys can be held") {
  const Variant& v = variant("chess");
  const int n = knight(v);
  const std::vector<TuneSample> samples = dear_knight_samples(v);
  TuneOptions free;
  free.max_passes = 4;
  const TuneResult fitted = tune(v, samples, free);
  REQUIRE(fitted.after.weights.tempo != fitted.before.weights.tempo);
  REQUIRE(fitted.after.values[n] != fitted.before.values[n]);
  TuneOptions held = free;
  held.hold = {"eval.tempo", "value.n"};
  REQUIRE(check_held(v, held).empty());
  const TuneResult r = tune(v, samples, held);
  CHECK(r.after.weights.tempo == r.before.weights.tempo);
  CHECK(r.after.values[n] == r.before.values[n]);
  CHECK(r.error_after < r.error_before);  // the others still moved

  for (const char* bad : {"eval.tempoo", "value.k", "value.z", "tempo", ""}) {
    TuneOptions o;
    o.hold = {"eval.tempo", bad};
    INFO(bad);
    CHECK(check_held(v, o).find(std::string("cannot hold '") + bad + "'") == 0);
  }
}

// The spreads |with maps - without| under `p` at every position that searches of `how.nodes` nodes
// from each sample evaluate: the measurement's reference, taken through the search's probe.
std::vector<int> searched_spreads(const Variant& v, const std::vector<TuneSample>& samples,
                                  const TuneParams& p, MarginSearches how) {
  struct Seen {
    const EvalTables* with_maps;
    const EvalTables* no_maps;
    std::vector<int> spreads;
  };
  const auto with_maps = build_eval_tables(v, p.weights, p.values);
  const auto no_maps = build_eval_tables(v, without_attack_maps(p.weights), p.values);
  Seen seen{with_maps.get(), no_maps.get(), {}};
  Searcher s;
  s.set_hash_mib(4);
  s.set_eval_probe({[](void* ctx, const Position& pos) {
                      Seen& x = *static_cast<Seen*>(ctx);
                      x.spreads.push_back(std::abs(evaluate(pos, *x.with_maps) - evaluate(pos, *x.no_maps)));
                    },
                    &seen});
  SearchLimits limits;
  limits.nodes = how.nodes;
  for (const TuneSample& sample : samples) {
    Position pos = sample.pos;
    s.new_game();
    s.search(pos, limits);
  }
  std::sort(seen.spreads.begin(), seen.spreads.end());
  return seen.spreads;
}

TEST_CASE("a fit with the attack-map weights measures the lazy margin at the positions searches evaluate") {
  const Variant& v = variant("chess");
  const TuneParams truth = threatening(v);
  const std::vector<TuneSample> samples = synthetic(v, truth, 1.0, 40);
  const MarginSearches how{40, 1500};  // a search from each sample
  const int margin = measured_lazy_margin(v, samples, truth, how);
  // At most one evaluation in a thousand lies beyond it, and it is not far above the one that does.
  const std::vector<int> spreads = searched_spreads(v, samples, truth, how);
  REQUIRE(spreads.size() > 20000);
  const int p999 = spreads[spreads.size() * 999 / 1000];
  CHECK(margin >= p999);
  CHECK(margin <= p999 * 5 / 4 + 10);
  CHECK(margin % 10 == 0);
  // The quiet samples alone would understate it: searches go through lopsided positions.
  int quiet = 0;
  const auto with_maps = build_eval_tables(v, truth.weights, truth.values);
  const auto no_maps = build_eval_tables(v, without_attack_maps(truth.weights), truth.values);
  for (const TuneSample& s : samples)
    quiet = std::max(quiet, std::abs(evaluate(s.pos, *with_maps) - evaluate(s.pos, *no_maps)));
  CHECK(p999 > quiet);
  // Without attack-map weights there is nothing to measure.
  TuneParams plain = truth;
  plain.weights = without_attack_maps(truth.weights);
  CHECK(measured_lazy_margin(v, samples, plain, how) == 0);
  // The fit stores it for the weights it ends with; a fit without the maps leaves it as defined.
  TuneOptions asked;
  asked.max_passes = 2;
  asked.attack_maps = true;
  asked.margin = how;
  const TuneResult fitted = tune(v, samples, asked);
  CHECK(fitted.after.weights.lazy_margin == measured_lazy_margin(v, samples, fitted.after, how));
  TuneOptions held;
  held.max_passes = 2;
  CHECK(tune(v, samples, held).after.weights.lazy_margin == fitted.before.weights.lazy_margin);
  // Held, it keeps the definition's value even in a fit with the maps.
  TuneOptions kept = asked;
  kept.hold = {"eval.lazyMargin"};
  REQUIRE(check_held(v, kept).empty());
  REQUIRE(measured_lazy_margin(v, samples, fitted.after, how) != fitted.before.weights.lazy_margin);
  CHECK(tune(v, samples, kept).after.weights.lazy_margin == fitted.before.weights.lazy_margin);
}

// A weight whose term the variant lacks changes no evaluation, so the data cannot judge it: trying it
// in every pass would cost time for nothing, and writing it would restate the definition.
TEST_CASE("keys that no position's evaluation depends on are neither moved nor written") {
  const Variant& chess = variant("chess");
  const std::vector<TuneSample> samples = dear_knight_samples(chess);
  TuneOptions o;
  o.max_passes = 3;
  const TuneResult r = tune(chess, samples, o);
  const auto has = [](const std::vector<std::string>& keys, const std::string& key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
  };
  CHECK(has(r.unjudged, "eval.checkRace"));  // chess counts no checks
  CHECK(has(r.unjudged, "eval.handBonus"));  // and has no hands
  CHECK(!has(r.unjudged, "eval.tempo"));
  CHECK(!has(r.unjudged, "value.n"));
  CHECK(r.after.weights.check_race_cp == r.before.weights.check_race_cp);
  std::string text;
  for (const std::string& line : tuned_lines(chess, r.after, r.unjudged)) text += line + "\n";
  CHECK(text.find("eval.checkRace") == std::string::npos);
  CHECK(text.find("eval.handBonus") == std::string::npos);
  CHECK(text.find("eval.tempo = ") != std::string::npos);
  CHECK(text.find("value.n = ") != std::string::npos);

  // Where checks are counted, the check race is judged like any other weight.
  const Variant& three = variant("3check");
  std::vector<TuneSample> counted = synthetic(three, defined_params(three), 1.0, 300);
  const TuneResult c = tune(three, counted, o);
  CHECK(!has(c.unjudged, "eval.checkRace"));
  CHECK(has(c.unjudged, "eval.handBonus"));
}
