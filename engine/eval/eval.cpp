// evaluate(): sums the table entries of every piece, adds the occupancy terms (activity.cpp), blends
// middle and end game by the material left, and adds royal shelter and piece count.
#include "eval/eval.h"

#include "eval/activity.h"

namespace tessera {

namespace {

// Friendly pieces on the cells next to the royal piece.
int shelter(const Position& pos, Color c) {
  const Cell k = pos.royal(c);
  if (!is_cell(k)) return 0;
  const Variant& v = pos.variant();
  int n = 0;
  for (int d = 0; d < v.geometry().dir_count(); ++d) {
    const Cell s = v.next(k, dir_at(d));
    if (is_cell(s) && is_piece(pos.at(s)) && color_of(pos.at(s)) == c) ++n;
  }
  return std::min(n, 4);
}

// Pieces in hand count their full value and the hand bonus (a drop can put one anywhere, mg and eg
// alike), and as material that can mate.
Value hand_material(const Position& pos, const EvalTables& et, int plain[ColorCount]) {
  Value sum = 0;
  for (int t = 1; t <= pos.variant().type_count(); ++t) {
    const int white = pos.pool(Color::White, type_at(t)), black = pos.pool(Color::Black, type_at(t));
    sum += (white - black) * (et.value[t] + et.opt.hand_bonus) * et.material_permille / 1000;
    plain[0] += white * et.value[t];
    plain[1] += black * et.value[t];
  }
  return sum;
}

}  // namespace

Value material(const Position& pos, Color c, const EvalTables& et) {
  Value sum = 0;
  for (int t = 1; t <= pos.variant().type_count(); ++t) sum += pos.count(c, type_at(t)) * et.value[t];
  return sum;
}

Value evaluate(const Position& pos, const EvalTables& et) {
  thread_local const OccupancyCachePtr cache = make_occupancy_cache();
  return evaluate(pos, et, *cache);
}

namespace {

// A royal variant's lone minor piece cannot mate: such an advantage shrinks, unless the side has a
// piece racing to a goal (a pawn to promote, a king of the hill to the centre).
Value scaled(const Position& pos, const EvalTables& et, Value v, const int plain[ColorCount],
             const int racers[ColorCount]) {
  if (!pos.variant().has_royal()) return v;
  const int strong = v > 0 ? 0 : 1;
  return !racers[strong] && plain[strong] <= et.opt.no_mate_material ? v / 8 : v;
}

// Check counting (3check): a check given cannot be taken back and the last one wins, so a side
// counts eval.checkRace over the square of the checks it still has to give: little for the first,
// most of a win once one is left.
Value check_race(const Position& pos, int weight) {
  const auto share = [&](Color c) {
    const int left = std::max(pos.checks_left(c), 1);
    return weight / (left * left);
  };
  return share(Color::White) - share(Color::Black);
}

Value blend(int mg, int eg, int phase, int total) { return (mg * phase + eg * (total - phase)) / total; }

}  // namespace

Value evaluate(const Position& pos, const EvalTables& et, OccupancyCache& cache, EvalWindow window) {
  const EvalWeights& o = et.opt;
  int mg[ColorCount] = {}, eg[ColorCount] = {}, phase = 0;
  int plain[ColorCount] = {}, racers[ColorCount] = {};
  uint64_t pawns = 0;
  for (Color c : {Color::White, Color::Black}) {
    const int ci = idx(c);
    for (int i = 0; i < pos.count(c); ++i) {
      const Cell s = pos.piece_cell(c, i);
      const int t = idx(type_of(pos.at(s)));
      mg[ci] += et.mg[ci][t][idx(s)];
      eg[ci] += et.eg[ci][t][idx(s)];
      phase += et.phase_weight[t];
      plain[ci] += et.phase_weight[t];
      racers[ci] += et.goal_types >> t & 1;
      pawns ^= pawn_hash(pos.at(s), s) & et.pawn_key_mask[t];  // no branch: every piece pays 3 instructions
    }
    mg[ci] += o.royal_shelter_mg * shelter(pos, c);
  }
  phase = std::min(phase, et.phase_total);
  const int total = et.phase_total;
  Value v = blend(mg[0] - mg[1], eg[0] - eg[1], phase, total);
  const ActivityScore a = pawn_occupancy(pos, et, pawns, cache);
  v += blend(a.mg, a.eg, phase, total);
  v += et.piece_count_cp * (pos.count(Color::White) - pos.count(Color::Black));
  if (pos.variant().has_drops()) v += hand_material(pos, et, plain);
  if (pos.variant().counts_checks()) v += check_race(pos, o.check_race_cp);
  const int sign = pos.side_to_move() == Color::White ? 1 : -1;
  if (et.attack_maps) {
    const Value near = sign * scaled(pos, et, v, plain, racers) + o.tempo;
    const bool far = near - et.lazy_margin >= window.beta || near + et.lazy_margin <= window.alpha;
    ActivityScore maps;
    if (attack_occupancy(pos, et, pawns, cache, !far, maps)) v += blend(maps.mg, maps.eg, phase, total);
  }
  return sign * scaled(pos, et, v, plain, racers) + o.tempo;
}

}  // namespace tessera
