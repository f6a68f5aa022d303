// The tuner: samples from data lines, the error of a parameter set, the fit of the logistic scale
// and the coordinate descent, and the parameters written back as definition lines.
#include "tune/tuner.h"

#include <algorithm>
#include <cmath>

#include "tune/lazy_margin.h"

namespace tessera {

namespace {

constexpr int OffsetLimit = 2000;

// One tunable integer: where it lives in TuneParams, its bounds and its first step.
struct Param {
  std::string name;
  int* at;
  int low, high, step, min_step;
};

// Whether `o` holds the key of this field: a held measured key keeps the definition's value.
bool holds(const TuneOptions& o, int EvalWeights::*field) {
  for (const EvalWeightKey& k : EvalWeightKeys)
    if (k.field == field) return std::find(o.hold.begin(), o.hold.end(), k.key) != o.hold.end();
  return false;
}

std::vector<Param> params_of(const Variant& v, TuneParams& p, const TuneOptions& o) {
  std::vector<Param> out;
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceDef& d = v.piece(type_at(i));
    if (d.royal) continue;
    const int value = p.values[i];
    out.push_back({std::string("value.") + d.letter, &p.values[i], std::max(10, value / 3),
                   std::min(MaxPieceValue, value * 3 + 100), std::max(4, value / 20), 2});
  }
  for (const EvalWeightKey& k : EvalWeightKeys) {
    if (o.values_only) break;
    if ((k.term == WeightTerm::AttackMap && !o.attack_maps) || k.measured) continue;
    const int range = k.tune_high - k.tune_low;
    out.push_back({k.key, &(p.weights.*k.field), k.tune_low, k.tune_high, std::max(1, range / 40), 1});
  }
  std::erase_if(
      out, [&](const Param& x) { return std::find(o.hold.begin(), o.hold.end(), x.name) != o.hold.end(); });
  if (o.colour_offset) out.push_back({"White's offset", &p.white_offset, -OffsetLimit, OffsetLimit, 50, 1});
  return out;
}

// A teacher's expected score for White, such as 0.731: digits with at most one point, from 0 to 1.
bool parse_share(std::string_view text, double& out) {
  if (text.empty() || text.size() > 12) return false;
  double whole = 0, scale = 1;
  bool point = false, digit = false;
  for (char c : text) {
    if (c == '.' && !point) {
      point = true;
    } else if (c >= '0' && c <= '9') {
      digit = true;
      if (point) scale /= 10;
      whole = whole * (point ? 1 : 10) + (c - '0') * (point ? scale : 1);
    } else {
      return false;
    }
  }
  if (!digit || whole > 1) return false;
  out = whole;
  return true;
}

double sigmoid(double eval, double k) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

// One sample's squared error, given its evaluation from White's side.
double sample_error(double result, double white, int offset, double k) {
  const double d = result - sigmoid(white + offset, k);
  return d * d;
}

// The mean squared error of the samples whose evaluations from White's side are `white`.
double mean_error(const std::vector<TuneSample>& samples, const std::vector<double>& white, int offset,
                  double k) {
  if (samples.empty()) return 0;
  double sum = 0;
  for (size_t i = 0; i < samples.size(); ++i) sum += sample_error(samples[i].result, white[i], offset, k);
  return sum / double(samples.size());
}

// Each sample's evaluation under `p`, from White's side.
std::vector<double> white_evals(const Variant& v, const std::vector<TuneSample>& samples,
                                const TuneParams& p) {
  const auto et = build_eval_tables(v, p.weights, p.values);
  std::vector<double> out;
  out.reserve(samples.size());
  for (const TuneSample& s : samples) {
    const Value e = evaluate(s.pos, *et);
    out.push_back(s.pos.side_to_move() == Color::White ? e : -e);
  }
  return out;
}

// Whether some sample evaluates differently with x at `to` than `base` says (x is put back).
bool moves_an_evaluation(const Variant& v, const std::vector<TuneSample>& samples, TuneParams& p,
                         const Param& x, int to, const std::vector<Value>& base) {
  const int old = *x.at;
  *x.at = to;
  const auto et = build_eval_tables(v, p.weights, p.values);
  *x.at = old;
  for (size_t i = 0; i < samples.size(); ++i)
    if (evaluate(samples[i].pos, *et) != base[i]) return true;
  return false;
}

// Drops from `ps` the parameters that no sample's evaluation depends on at either end of their
// range (a check race where no checks are counted, a hand bonus without drops) and returns their
// names. The descent could never move them; dropped, they cost no tries in any pass.
std::vector<std::string> drop_unjudged(const Variant& v, const std::vector<TuneSample>& samples,
                                       TuneParams& p, std::vector<Param>& ps) {
  std::vector<Value> base;
  const auto et = build_eval_tables(v, p.weights, p.values);
  for (const TuneSample& s : samples) base.push_back(evaluate(s.pos, *et));
  std::vector<std::string> names;
  std::erase_if(ps, [&](const Param& x) {
    for (int to : {x.low, x.high})
      if (to != *x.at && moves_an_evaluation(v, samples, p, x, to, base)) return false;
    names.push_back(x.name);
    return true;
  });
  return names;
}

}  // namespace

std::string parse_tune_sample(const Variant& v, std::string_view line, std::vector<TuneSample>& out) {
  const size_t space = line.find(' ');
  if (space == std::string_view::npos) return "expected 'RESULT FEN'";
  const std::string_view result = line.substr(0, space);
  TuneSample s{Position(v), 0.5};
  if (result == "1-0") s.result = 1;
  else if (result == "0-1") s.result = 0;
  else if (result != "1/2-1/2" && !parse_share(result, s.result))
    return "expected a result of 1-0, 0-1, 1/2-1/2 or a share from 0 to 1, found '" +
           std::string(result.substr(0, 12)) + "'";
  if (std::string err = s.pos.set_fen(line.substr(space + 1)); !err.empty()) return "bad FEN: " + err;
  out.push_back(std::move(s));
  return "";
}

std::string check_held(const Variant& v, const TuneOptions& o) {
  TuneParams p = defined_params(v);
  TuneOptions every;
  every.attack_maps = true;
  const std::vector<Param> all = params_of(v, p, every);
  const auto measured = [](const std::string& key) {
    return std::any_of(std::begin(EvalWeightKeys), std::end(EvalWeightKeys),
                       [&](const EvalWeightKey& k) { return k.measured && key == k.key; });
  };
  for (const std::string& key : o.hold)
    if (!measured(key) && std::none_of(all.begin(), all.end(), [&](const Param& x) { return x.name == key; }))
      return "cannot hold '" + key.substr(0, 40) + "': not the value.X of a non-royal piece of " + v.id() +
             " or an eval.* key";
  return "";
}

TuneParams defined_params(const Variant& v) {
  TuneParams p;
  p.weights = resolved_weights(v, v.def().eval);
  for (int i = 1; i <= v.type_count(); ++i) p.values[i] = v.piece(type_at(i)).value;
  return p;
}

double tune_error(const Variant& v, const std::vector<TuneSample>& samples, const TuneParams& p, double k) {
  return mean_error(samples, white_evals(v, samples, p), p.white_offset, k);
}

namespace {

// The minimum of `f` over [lo, hi] by golden-section search: the error is unimodal in the scale and
// in the offset in practice.
template <class F>
double golden_min(double lo, double hi, int steps, F f) {
  const double g = (std::sqrt(5.0) - 1) / 2;
  double a = hi - g * (hi - lo), b = lo + g * (hi - lo), fa = f(a), fb = f(b);
  for (int i = 0; i < steps; ++i) {
    if (fa < fb) hi = b, b = a, fb = fa, a = hi - g * (hi - lo), fa = f(a);
    else lo = a, a = b, fa = fb, b = lo + g * (hi - lo), fb = f(b);
  }
  return (lo + hi) / 2;
}

// The scale (over log k) for the start parameters and, when fitted, the offset with it: the two
// trade against each other, so each is fitted again given the other a few times. Neither changes an
// evaluation, so the samples are evaluated once for every try.
void fit_scale(const Variant& v, const std::vector<TuneSample>& samples, const TuneOptions& o,
               TuneResult& r) {
  const std::vector<double> white = white_evals(v, samples, r.before);
  const auto error = [&](int offset, double k) { return mean_error(samples, white, offset, k); };
  const auto scale = [&] {
    r.k = std::exp(golden_min(std::log(0.05), std::log(5.0), 40,
                              [&](double x) { return error(r.before.white_offset, std::exp(x)); }));
  };
  scale();
  for (int round = 0; o.colour_offset && round < 3; ++round) {
    r.before.white_offset = int(std::lround(golden_min(
        -OffsetLimit, OffsetLimit, 30, [&](double x) { return error(int(std::lround(x)), r.k); })));
    scale();
  }
}

}  // namespace

TuneResult tune(const Variant& v, const std::vector<TuneSample>& samples, const TuneOptions& o) {
  TuneResult r;
  r.before = defined_params(v);
  fit_scale(v, samples, o, r);
  r.after = r.before;
  double best = tune_error(v, samples, r.after, r.k);
  r.error_before = best;
  std::vector<Param> ps = params_of(v, r.after, o);
  r.unjudged = drop_unjudged(v, samples, r.after, ps);
  for (int pass = 0; pass < o.max_passes; ++pass) {
    bool improved = false;
    for (Param& p : ps) {
      for (int dir : {+1, -1}) {
        bool moved = false;
        // Walk in this direction while it helps.
        for (;;) {
          const int old = *p.at, next = std::clamp(old + dir * p.step, p.low, p.high);
          if (next == old) break;
          *p.at = next;
          const double e = tune_error(v, samples, r.after, r.k);
          if (e < best) {
            best = e;
            moved = improved = true;
          } else {
            *p.at = old;
            break;
          }
        }
        if (moved) break;
      }
    }
    r.pass_errors.push_back(best);
    if (!improved) {
      bool smaller = false;
      for (Param& p : ps)
        if (p.step > p.min_step) p.step = std::max(p.min_step, p.step / 2), smaller = true;
      if (!smaller) break;
    }
  }
  r.error_after = best;
  if (o.attack_maps && !holds(o, &EvalWeights::lazy_margin))
    r.after.weights.lazy_margin = measured_lazy_margin(v, samples, r.after, o.margin);
  return r;
}

std::vector<std::string> tuned_lines(const Variant& v, const TuneParams& p,
                                     const std::vector<std::string>& leave) {
  std::vector<std::string> out;
  const auto add = [&](const std::string& key, int value) {
    if (std::find(leave.begin(), leave.end(), key) == leave.end())
      out.push_back(key + " = " + std::to_string(value));
  };
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceDef& d = v.piece(type_at(i));
    if (!d.royal) add(std::string("value.") + d.letter, p.values[i]);
  }
  for (const EvalWeightKey& k : EvalWeightKeys) add(k.key, p.weights.*k.field);
  return out;
}

}  // namespace tessera
