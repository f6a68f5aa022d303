// Shepherd's Push generation and decoding, following the numbered rules of the Westfield page.
// One direction, then one step count k at a time; everything lives in fixed arrays on the stack.
#include "movegen/push.h"

#include "position/push_scene.h"

#include <cstdlib>
#include <numeric>

namespace tessera {

namespace {

using push_scene::resolve;
using push_scene::Scene;
using push_scene::set_scene;

// Could option oi of pushed piece i still work at k + 1? Not once it has used its range,
// left the board, or reached an occupied cell it would have to pass (rule 5).
bool can_go_further(const Scene& s, int i, int oi, int k) {
  const PushOption& o = s.opts[i]->option[oi];
  if (o.leap) return k < 2;
  if (k >= o.range) return false;
  Cell at = s.cell[i];
  for (int step = 1; step <= k && is_cell(at); ++step) {
    at = s.g.step(at, o.dir);
    if (!is_cell(at) || !s.empty(at)) return false;
  }
  return is_cell(at);
}

// Rule 9: the movers step in lockstep, one step per tick (a leap is in the air
// at tick 1 and lands at tick 2); no two may stand on one cell at the same tick.
bool collides(const Scene& s, const PushedPiece* moved, int k) {
  Coord start[PushSlots + 1], step[PushSlots + 1];
  bool leap[PushSlots + 1] = {};
  start[0] = s.g.coord(s.from);
  step[0] = s.g.vector(s.dir);
  for (int i = 0; i < s.n; ++i) {
    const PushOption& o = s.opts[i]->option[moved[i].option];
    start[i + 1] = s.g.coord(s.cell[i]);
    step[i + 1] = {o.dx, o.dy};
    leap[i + 1] = o.leap;
  }
  const int movers = s.n + 1;
  for (int t = 1; t <= k; ++t) {
    Coord at[PushSlots + 1];
    bool there[PushSlots + 1];
    for (int m = 0; m < movers; ++m) {
      there[m] = !leap[m] || t == 2;
      at[m] = leap[m] ? start[m] + step[m] : start[m] + step[m] * t;
    }
    for (int a = 0; a < movers; ++a)
      for (int b = a + 1; b < movers; ++b)
        if (there[a] && there[b] && at[a] == at[b]) return true;
  }
  return false;
}

// What a surviving pushed piece may become on landing; None means it keeps its type.
int promotion_choices(const Scene& s, const PushedPiece& p, PieceType* out) {
  const Color c = color_of(p.piece);
  const PieceType t = type_of(p.piece);
  const PromotionDef& rule = s.v.piece(t).promotion;
  if (p.taken || !s.v.promotes_in(c, t, p.to) || (rule.on_entry_only && s.v.promotes_in(c, t, p.from))) {
    out[0] = PieceType::None;
    return 1;
  }
  int n = 0;
  for (PieceType q : s.v.promotion_choices(t)) out[n++] = q;
  if (rule.from_pool)
    for (int i = 1; i <= s.v.type_count(); ++i)
      if (s.v.promotion_uses_pool(t, type_at(i)) && s.pos.pool(c, type_at(i)) > 0) out[n++] = type_at(i);
  if (!rule.mandatory) out[n++] = PieceType::None;
  return n;
}

// Rule 11: the promotions of one push come out of the pools together, and a
// limit such as the 8 Supersilvers is checked with the whole move made.
bool promotions_fit(const Scene& s, const PushedPiece* moved) {
  for (int i = 0; i < s.n; ++i) {
    const PieceType q = moved[i].promotion;
    if (q == PieceType::None) continue;
    const Color c = color_of(moved[i].piece);
    int used = 0, after = s.pos.count(c, q);
    for (int j = 0; j < s.n; ++j) {
      const PushedPiece& p = moved[j];
      if (color_of(p.piece) == c && p.promotion == q) ++used, ++after;
      if (p.piece == make_piece(c, q) && (p.taken || p.promotion != PieceType::None)) --after;
      if (is_cell(p.captures) && s.pos.at(p.captures) == make_piece(c, q)) --after;
    }
    if (s.v.promotion_uses_pool(type_of(moved[i].piece), q) && used > s.pos.pool(c, q)) return false;
    const int limit = s.v.piece(q).max_count;
    if (limit && after > limit) return false;
  }
  return true;
}

void add_push_moves(const Scene& s, Cell to, PushedPiece* moved, MoveList& out) {
  PieceType choice[PushSlots][MaxTypes + 1];
  int count[PushSlots], at[PushSlots] = {};
  for (int i = 0; i < s.n; ++i) count[i] = promotion_choices(s, moved[i], choice[i]);
  for (;;) {
    uint64_t payload = 0;
    for (int i = 0; i < s.n; ++i) {
      moved[i].promotion = choice[i][at[i]];
      payload |= push_payload::encode(moved[i].slot, moved[i].option, moved[i].promotion);
    }
    if (promotions_fit(s, moved)) out.add(Move::make(s.from, to, MoveKind::Push, PieceType::None, payload));
    int i = 0;
    while (i < s.n && ++at[i] == count[i]) at[i++] = 0;
    if (i == s.n) return;
  }
}

// All pushes of k steps: each pushed piece's every allowed move, in every combination
// that keeps the lockstep rule, times the promotion choices. Returns false when no
// larger k can work either, because some pushed piece has no way left to go further.
bool push_moves(const Scene& s, int k, Cell to, MoveList& out) {
  PushedPiece cand[PushSlots][MaxPushOptions];
  int count[PushSlots], at[PushSlots] = {};
  bool further = true;
  for (int i = 0; i < s.n; ++i) {
    count[i] = 0;
    bool any = false;
    for (int oi = 0; oi < s.opts[i]->count; ++oi) {
      if (resolve(s, i, oi, k, cand[i][count[i]])) ++count[i];
      any = any || can_go_further(s, i, oi, k);
    }
    further = further && any;
  }
  for (int i = 0; i < s.n; ++i)
    if (!count[i]) return further;
  for (;;) {
    PushedPiece moved[PushSlots];
    for (int i = 0; i < s.n; ++i) moved[i] = cand[i][at[i]];
    if (!collides(s, moved, k)) add_push_moves(s, to, moved, out);
    int i = 0;
    while (i < s.n && ++at[i] == count[i]) at[i++] = 0;
    if (i == s.n) return further;
  }
}

}  // namespace

void gen::shepherd_moves(const Position& pos, Cell from, PieceType t, MoveList& out) {
  const Variant& v = pos.variant();
  const Geometry& g = pos.geometry();
  for (const RayStep& r : v.rays(pos.side_to_move(), t, from)) {
    if (!(r.mode & MoveOnly)) continue;
    Scene s{pos, v, g, pos.side_to_move(), from, r.dir};
    if (!set_scene(s)) continue;
    Cell at = from;
    for (int k = 1; k <= r.range; ++k) {
      at = g.step(at, r.dir);
      // The Shepherding piece never captures: it needs an empty path and landing cell.
      if (!is_cell(at) || !s.empty(at)) break;
      if (s.n == 0) out.add(Move::make(from, at));  // rule 10: nothing to push
      else if (!push_moves(s, k, at, out)) break;
    }
  }
}

}  // namespace tessera
