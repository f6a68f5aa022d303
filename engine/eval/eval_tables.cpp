// Builds a variant's evaluation tables from its definition: material from PieceDef::value,
// piece-square terms from each cell's mobility, and promotion-race terms from distances to the zone.
#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

#include "eval/eval.h"
#include "eval/mobility.h"

namespace tessera {

namespace {

// Breadth-first distances, in the piece's own moves on an empty board, from
// every cell to the nearest cell of its promotion zone.
void zone_distances(const Variant& v, Color c, PieceType t, uint8_t* out) {
  const Geometry& g = v.geometry();
  const int n = g.size();
  for (int from = 0; from < n; ++from) {
    std::vector<uint8_t> dist(n, 255);
    std::deque<int> queue{from};
    dist[from] = 0;
    out[from] = 255;
    while (!queue.empty()) {
      const int s = queue.front();
      queue.pop_front();
      if (v.promotes_in(c, t, cell_at(s))) {
        out[from] = dist[s];
        break;
      }
      auto visit = [&](Cell to) {
        if (is_cell(to) && v.may_stand(c, t, to) && dist[idx(to)] == 255) {
          dist[idx(to)] = uint8_t(dist[s] + 1);
          queue.push_back(idx(to));
        }
      };
      for (const Target& x : v.leaps(c, t, cell_at(s))) visit(x.to);
      for (const RayStep& r : v.rays(c, t, cell_at(s))) {
        Cell at = cell_at(s);
        for (int k = 1; k <= r.range && is_cell(at = v.next(at, r.dir)); ++k) visit(at);
      }
      for (const PathLine& l : v.paths(c, t, cell_at(s)))
        if (l.kind == PathKind::Slide)
          for (int k = l.lame; k < l.len; ++k) visit(v.path_cells(l.first)[k]);
    }
  }
}

Value best_promotion(const Variant& v, PieceType t, const EvalWeights& opt, const Value* values) {
  Value best = 0;
  for (PieceType p : v.promotion_choices(t)) best = std::max(best, values[idx(p)]);
  for (int i = 1; i <= v.type_count(); ++i)
    if (v.promotion_uses_pool(t, type_at(i)))
      best = std::max(best, values[i] * opt.pool_promo_permille / 1000);
  return std::max(0, best - values[idx(t)]);
}

Value race_bonus(Value gain, int steps, int permille, int halving) {
  if (steps <= 0 || steps == 255) return 0;
  return Value(std::lround(gain * permille / 1000.0 / std::pow(2.0, double(steps - 1) / halving)));
}

void fill_piece(const Variant& v, EvalTables& et, Color c, PieceType t) {
  const Geometry& g = v.geometry();
  const PieceDef& def = v.piece(t);
  const EvalWeights& o = et.opt;
  const bool promotes = et.promoting_types >> idx(t) & 1;
  const double density = def.royal ? 0.0 : ValueDensity;
  double sum = 0, low = 1e9;
  int cells = 0;
  std::vector<double> mob(g.size(), 0);
  for (int i = 0; i < g.size(); ++i) {
    if (!v.may_stand(c, t, cell_at(i))) continue;
    mob[i] = cell_mobility(v, c, t, cell_at(i), density);
    sum += mob[i];
    low = std::min(low, mob[i]);
    ++cells;
  }
  const double avg = cells ? sum / cells : 0;
  if (promotes) zone_distances(v, c, t, et.steps_to_zone[idx(c)][idx(t)]);
  for (int i = 0; i < g.size(); ++i) {
    double mg = et.value[idx(t)], eg = et.value[idx(t)];
    if (def.royal) {
      mg -= (mob[i] - low) * o.royal_exposure_mg;
      eg += (mob[i] - avg) * o.royal_activity_eg;
    } else {
      mg += (mob[i] - avg) * o.mobility_mg;
      eg += (mob[i] - avg) * o.mobility_eg;
    }
    if (promotes) {
      const int steps = et.steps_to_zone[idx(c)][idx(t)][i];
      mg += race_bonus(et.promotion_gain[idx(t)], steps, o.race_permille_mg, o.race_halving_steps);
      eg += race_bonus(et.promotion_gain[idx(t)], steps, o.race_permille_eg, o.race_halving_steps);
    }
    et.mg[idx(c)][idx(t)][i] = int16_t(std::lround(mg));
    et.eg[idx(c)][idx(t)][i] = int16_t(std::lround(eg));
  }
}

}  // namespace

EvalWeights resolved_weights(const Variant& v, EvalWeights w) {
  if (w.piece_count_cp < 0)
    w.piece_count_cp = v.extinction_all() && v.end_rules().extinction.value == EndValue::Loss ? 15 : 0;
  return w;
}

std::unique_ptr<EvalTables> build_eval_tables(const Variant& v, const EvalWeights& weights,
                                              const Value* values) {
  auto et = std::make_unique<EvalTables>();
  et->variant = &v;
  et->opt = resolved_weights(v, weights);
  Value defined[MaxTypes] = {};
  for (int i = 1; i <= v.type_count(); ++i) defined[i] = values ? values[i] : v.piece(type_at(i)).value;
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceDef& p = v.piece(type_at(i));
    et->value[i] = p.royal ? 0 : defined[i];
    if (!p.promotion.zone.empty()) et->promoting_types |= 1u << i;
  }
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceType t = type_at(i);
    const bool promotes = et->promoting_types >> i & 1;
    et->phase_weight[i] = promotes ? 0 : et->value[i];
    if (promotes) et->promotion_gain[i] = best_promotion(v, t, et->opt, defined);
  }
  for (Color c : {Color::White, Color::Black})
    for (int i = 1; i <= v.type_count(); ++i) fill_piece(v, *et, c, type_at(i));
  const Position start(v);
  int total = 0;
  for (Color c : {Color::White, Color::Black})
    for (int i = 0; i < start.count(c); ++i)
      total += et->phase_weight[idx(type_of(start.at(start.piece_cell(c, i))))];
  et->phase_total = std::max(total, 1);
  return et;
}

const EvalTables& eval_tables(const Variant& v) {
  static std::mutex lock;
  static std::map<const Variant*, std::unique_ptr<EvalTables>> built;
  std::lock_guard<std::mutex> guard(lock);
  auto& slot = built[&v];
  if (!slot) slot = build_eval_tables(v, v.def().eval);
  return *slot;
}

}  // namespace tessera
