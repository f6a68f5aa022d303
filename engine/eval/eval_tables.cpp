// Builds a variant's evaluation tables from its definition: material from PieceDef::value,
// piece-square terms from each cell's mobility, and race terms from distances to each piece's goal.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

#include "eval/eval.h"
#include "eval/mobility.h"

namespace tessera {

namespace {

// A flag piece races to its flag region, which wins the game; any other promoting piece to its zone.
bool in_goal(const Variant& v, Color c, PieceType t, Cell s) {
  return v.carries_flag(t) ? v.flag_region(c).has(s) : v.promotes_in(c, t, s);
}

// Breadth-first distances, in the piece's own moves on an empty board, from
// every cell to the nearest cell of its goal.
void goal_distances(const Variant& v, Color c, PieceType t, uint8_t* out) {
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
      if (in_goal(v, c, t, cell_at(s))) {
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
  const bool races = et.goal_types >> idx(t) & 1;
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
  if (races) goal_distances(v, c, t, et.steps_to_goal[idx(c)][idx(t)]);
  const double material = et.value[idx(t)] * et.material_permille / 1000.0;
  for (int i = 0; i < g.size(); ++i) {
    double mg = material, eg = material;
    if (def.royal) {
      mg -= (mob[i] - low) * o.royal_exposure_mg;
      eg += (mob[i] - avg) * o.royal_activity_eg;
    } else {
      mg += (mob[i] - avg) * o.mobility_mg;
      eg += (mob[i] - avg) * o.mobility_eg;
    }
    if (races) {
      const int steps = et.steps_to_goal[idx(c)][idx(t)][i];
      mg += race_bonus(et.goal_gain[idx(t)], steps, o.race_permille_mg, o.race_halving_steps);
      eg += race_bonus(et.goal_gain[idx(t)], steps, o.race_permille_eg, o.race_halving_steps);
    }
    if (!def.royal) et.expect4[idx(c)][idx(t)][i] = uint8_t(std::min(255L, std::lround(4 * mob[i])));
    et.mg[idx(c)][idx(t)][i] = saturated(std::lround(mg));
    et.eg[idx(c)][idx(t)][i] = saturated(std::lround(eg));
  }
}

// Calls `f(landing, cells_crossed_before_it...)` for each single move of a piece on `from` as the
// route builder, the retreat test and the ally masks see them: leaps, every cell of a ray, every cell
// of a slide path, on an empty board. `modes` keeps the moves whose mode shares a bit with it
// (MoveOnly: those that may end on an empty cell; CaptureOnly: those that may take). `f` returns true
// to stop.
template <class F>
bool each_step(const Variant& v, Color c, PieceType t, Cell from, uint8_t modes, F&& f) {
  for (const Target& x : v.leaps(c, t, from))
    if ((x.mode & modes) && f(x.to, nullptr, 0)) return true;
  Cell line[MaxCells];
  for (const RayStep& r : v.rays(c, t, from)) {
    if (!(r.mode & modes)) continue;
    Cell at = from;
    for (int k = 1; k <= r.range && k < MaxCells && is_cell(at = v.next(at, r.dir)); ++k) {
      if (f(at, line, k - 1)) return true;
      line[k - 1] = at;
    }
  }
  for (const PathLine& l : v.paths(c, t, from)) {
    if (l.kind != PathKind::Slide || !(l.mode & modes)) continue;
    const Cell* cells = v.path_cells(l.first);
    for (int k = l.lame; k < l.len; ++k)
      if (f(cells[k], cells, k)) return true;
  }
  return false;
}

// Pawn-like: a racing type none of whose moves, from any cell, leads farther from its goal.
bool never_retreats(const Variant& v, const EvalTables& et, Color c, PieceType t) {
  const uint8_t* steps = et.steps_to_goal[idx(c)][idx(t)];
  for (int i = 0; i < v.geometry().size(); ++i) {
    if (!v.may_stand(c, t, cell_at(i)) || steps[i] == 255) continue;
    const bool retreats = each_step(v, c, t, cell_at(i), MoveOrCapture, [&](Cell to, const Cell*, int) {
      return v.may_stand(c, t, to) && steps[idx(to)] > steps[i];
    });
    if (retreats) return false;
  }
  return true;
}

// The cells a pawn-like piece on `from` crosses on one shortest route to its goal, quiet moves first.
void build_route(const Variant& v, EvalTables& et, Color c, PieceType t, Cell from) {
  const uint8_t* steps = et.steps_to_goal[idx(c)][idx(t)];
  et.path_first[idx(c)][idx(t)][idx(from)] = uint32_t(et.path_pool.size());
  Cell cur = from;
  int len = 0;
  while (steps[idx(cur)] > 0 && steps[idx(cur)] != 255 && len < 200) {
    Cell next = NoCell;
    for (uint8_t modes : {uint8_t(MoveOnly), uint8_t(MoveOrCapture)}) {
      const bool found = each_step(v, c, t, cur, modes, [&](Cell to, const Cell* before, int n) {
        if (!v.may_stand(c, t, to) || steps[idx(to)] + 1 != steps[idx(cur)]) return false;
        for (int k = 0; k < n; ++k) et.path_pool.push_back(before[k]);
        et.path_pool.push_back(to);
        len += n + 1;
        next = to;
        return true;
      });
      if (found) break;
    }
    if (!is_cell(next)) break;
    cur = next;
  }
  et.path_len[idx(c)][idx(t)][idx(from)] = uint8_t(std::min(len, 255));
}

// EvalTables::ally_masks and span_masks for one side's pawn-like type, once its routes are built: a
// cell joins the ally mask of `s` when it or a cell of its own route attacks `s` or a cell of the
// route of `s`.
void fill_ally_masks(const Variant& v, EvalTables& et, Color c, PieceType t) {
  const int cells = v.geometry().size();
  const uint32_t first = et.route_mask_first[idx(c)][idx(t)];
  et.ally_masks.resize(et.route_masks.size());
  et.span_masks.resize(et.route_masks.size());
  std::vector<CellSet> attacks(static_cast<size_t>(cells));
  for (int z = 0; z < cells; ++z) {
    if (!v.may_stand(c, t, cell_at(z))) continue;
    each_step(v, c, t, cell_at(z), CaptureOnly, [&](Cell to, const Cell*, int) {
      attacks[size_t(z)].add(to);
      return false;
    });
  }
  for (int s = 0; s < cells; ++s) {
    if (!v.may_stand(c, t, cell_at(s))) continue;
    CellSet targets = et.route_masks[first + s];
    targets.add(cell_at(s));
    CellSet defenders;
    for (int z = 0; z < cells; ++z)
      if (!(attacks[size_t(z)] & targets).empty()) defenders.add(cell_at(z));
    CellSet& span = et.span_masks[first + s];
    span = attacks[size_t(s)];
    et.route_masks[first + s].for_each([&](Cell y) { span = span | attacks[size_t(idx(y))]; });
    CellSet& mask = et.ally_masks[first + s];
    for (int y = 0; y < cells; ++y) {
      if (y == s || !v.may_stand(c, t, cell_at(y))) continue;
      CellSet reach = et.route_masks[first + y];
      reach.add(cell_at(y));
      if (!(reach & defenders).empty()) mask.add(cell_at(y));
    }
  }
}

void fill_occupancy(const Variant& v, EvalTables& et) {
  static std::atomic<uint64_t> built{0};
  et.cache_salt = (built.fetch_add(1) + 1) * 0x9E3779B97F4A7C15ULL;
  const EvalWeights& o = et.opt;
  // The key list marks which weights need the walk; a new attack-map weight is counted here by itself.
  for (const EvalWeightKey& k : EvalWeightKeys)
    et.attack_maps |= k.term == WeightTerm::AttackMap && o.*k.field != 0;
  // Unless measured: a few threatened or loose pieces, pressure on the royal piece's ring and some
  // activity, a generous bound, since a term larger than it would make the search see a wrong value.
  et.lazy_margin =
      o.lazy_margin > 0
          ? o.lazy_margin
          : 100 + 2 * (std::max(o.threat_mg, o.threat_eg) + std::max(o.hanging_mg, o.hanging_eg)) +
                4 * (o.king_attack_mg + o.king_weak_mg) + 8 * (o.king_danger_mg + o.king_drop_mg) +
                8 * std::max(o.activity_mg, o.activity_eg) +
                8 * std::max(o.guarded_reach_mg, o.guarded_reach_eg) +
                16 * std::max(o.pawn_blocked_mg, o.pawn_blocked_eg);
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceType t = type_at(i);
    if (v.piece(t).royal) et.royal_types |= 1u << i;
    for (Color c : {Color::White, Color::Black})
      for (int s = 0; s < v.geometry().size(); ++s)
        if (!v.may_stand(c, t, cell_at(s))) et.confined_types |= 1u << i;
    if (!(et.goal_types >> i & 1) || !never_retreats(v, et, Color::White, t) ||
        !never_retreats(v, et, Color::Black, t))
      continue;
    et.pawnlike_types |= 1u << i;
    et.pawn_key_mask[i] = ~uint64_t(0);
    et.pawnlike_value = std::max(et.pawnlike_value, et.value[i]);
    for (int n = 1; n < EvalTables::PassedSteps; ++n) {
      et.passed_mg[i][n] = saturated(et.goal_gain[i] * o.passed_permille_mg / 1000 / n);
      et.passed_eg[i][n] = saturated(et.goal_gain[i] * o.passed_permille_eg / 1000 / n);
    }
    for (Color c : {Color::White, Color::Black}) {
      et.route_mask_first[idx(c)][i] = uint32_t(et.route_masks.size());
      et.route_masks.resize(et.route_masks.size() + MaxCells);
      for (int s = 0; s < v.geometry().size(); ++s) {
        if (!v.may_stand(c, t, cell_at(s))) continue;
        build_route(v, et, c, t, cell_at(s));
        CellSet& mask = et.route_masks[et.route_mask_first[idx(c)][i] + s];
        const Cell* route = et.path_pool.data() + et.path_first[idx(c)][i][s];
        for (int k = 0; k < et.path_len[idx(c)][i][s]; ++k) mask.add(route[k]);
      }
      fill_ally_masks(v, et, c, t);
    }
  }
}

// Kyoto shogi: a type that may stand only where it must promote, and whose promoted face must turn
// back (pieceDemotion), changes face on every move it makes.
bool turns_over_every_move(const Variant& v, PieceType t) {
  const PromotionDef& rule = v.piece(t).promotion;
  if (!v.piece_demotion() || !rule.shogi || !rule.mandatory || rule.on_capture_only || rule.on_entry_only ||
      v.shogi_promoted(t) == PieceType::None)
    return false;
  return v.stands_only_in_zone(Color::White, t) && v.stands_only_in_zone(Color::Black, t);
}

// Such a piece is one piece with two faces, and types linked by turning over (Kyoto's lance and
// knight both turn into the gold) are one group: every face of a group counts the mean of its pairs'
// means. So no move seems to win or lose material by turning a piece over, whatever values a
// definition gives the faces; where the two types turning into one face are valued alike, this is
// each pair's mean, as before.
void share_faces(const Variant& v, Value* value) {
  int group[MaxTypes];
  for (int i = 0; i < MaxTypes; ++i) group[i] = i;
  const auto root = [&](int i) {
    while (group[i] != i) i = group[i];
    return i;
  };
  int other_face[MaxTypes] = {};  // 0 where the type does not turn over
  for (int i = 1; i <= v.type_count(); ++i) {
    if (!turns_over_every_move(v, type_at(i))) continue;
    other_face[i] = idx(v.shogi_promoted(type_at(i)));
    group[root(i)] = root(other_face[i]);
  }
  int sum[MaxTypes] = {}, faces[MaxTypes] = {};
  for (int i = 1; i <= v.type_count(); ++i) {
    if (!other_face[i]) continue;
    sum[root(i)] += value[i] + value[other_face[i]];
    faces[root(i)] += 2;
  }
  for (int i = 1; i <= v.type_count(); ++i)
    if (faces[root(i)]) value[i] = sum[root(i)] / faces[root(i)];
}

// Does a side that has lost every piece end the game with `value`? Where that is a loss the count of
// pieces is a stake (capture-everything variants); where it is a win, a burden (giveaway).
bool losing_every_piece_ends(const Variant& v, EndValue value) {
  return v.extinction_all() && v.end_rules().extinction.value == value;
}

}  // namespace

EvalWeights resolved_weights(const Variant& v, EvalWeights w) {
  if (w.piece_count_cp < 0) w.piece_count_cp = losing_every_piece_ends(v, EndValue::Loss) ? 15 : 0;
  return w;
}

std::unique_ptr<EvalTables> build_eval_tables(const Variant& v, const EvalWeights& weights,
                                              const Value* values) {
  auto et = std::make_unique<EvalTables>();
  et->variant = &v;
  et->opt = resolved_weights(v, weights);
  // A burden counted at an eighth of its value, as Fairy-Stockfish does for antichess: enough to
  // prefer shedding pieces, not so much that position stops counting.
  const bool burden = losing_every_piece_ends(v, EndValue::Win);
  et->material_permille = burden ? -125 : 1000;
  et->piece_count_cp = burden ? -et->opt.piece_count_cp : et->opt.piece_count_cp;
  Value defined[MaxTypes] = {};
  for (int i = 1; i <= v.type_count(); ++i) defined[i] = values ? values[i] : v.piece(type_at(i)).value;
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceDef& p = v.piece(type_at(i));
    et->value[i] = p.royal ? 0 : defined[i];
    if (!p.promotion.zone.empty()) et->promoting_types |= 1u << i;
  }
  share_faces(v, et->value);
  et->goal_types = et->promoting_types | v.flag_types();
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceType t = type_at(i);
    const bool promotes = et->promoting_types >> i & 1;
    et->phase_weight[i] = promotes ? 0 : et->value[i];
    if (v.carries_flag(t)) et->goal_gain[i] = et->opt.flag_gain_cp;
    else if (promotes) et->goal_gain[i] = best_promotion(v, t, et->opt, defined);
  }
  for (Color c : {Color::White, Color::Black})
    for (int i = 1; i <= v.type_count(); ++i) fill_piece(v, *et, c, type_at(i));
  fill_occupancy(v, *et);
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
