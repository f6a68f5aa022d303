// Compiles each piece's push data into per-(colour, type, direction, flank) option lists.
// Angles are measured on the drawn board, so "within 45 degrees" and "left of d" mean what they look like.
#include "rules/push_table.h"

#include <algorithm>
#include <cmath>

#include "rules/variant.h"

namespace tessera {

namespace {

constexpr double Eps = 1e-9;

// The vector as drawn (x right, y up), so angles are true angles on the board.
void drawn(const Geometry& g, Coord v, double& x, double& y) {
  if (g.kind() == GeometryKind::Square) {
    x = v.x, y = v.y;
  } else {
    x = 1.5 * v.x, y = std::sqrt(3.0) * (v.y + v.x / 2.0);
  }
}

// Signed angle in degrees from `from` to `to`; positive is counter-clockwise (to the left).
double angle(const Geometry& g, Coord from, Coord to) {
  double ax, ay, bx, by;
  drawn(g, from, ax, ay);
  drawn(g, to, bx, by);
  return std::atan2(ax * by - ay * bx, ax * bx + ay * by) * 180.0 / M_PI;
}

struct Candidate {
  PushOption option;
  double angle;
};

// Rule 6: ray directions within 45 degrees of d (45 included), and the leaps
// closest to d; a flank keeps only d and the candidates turning its own way.
std::vector<Candidate> candidates(const Geometry& g, const PushDef& push, bool flip, Dir d) {
  std::vector<Candidate> out;
  const Coord dv = g.vector(d);
  for (const RayAtom& a : push.rays)
    for (int e = 0; e < g.dir_count(); ++e) {
      if (!(a.dirs >> e & 1)) continue;
      const Dir od = flip ? g.mirror(dir_at(e)) : dir_at(e);
      const double t = angle(g, dv, g.vector(od));
      const bool seen = std::any_of(out.begin(), out.end(),
                                    [&](const Candidate& c) { return !c.option.leap && c.option.dir == od; });
      if (std::abs(t) > 45.0 + Eps || seen) continue;
      PushOption o;
      o.dx = int8_t(g.vector(od).x), o.dy = int8_t(g.vector(od).y);
      o.dir = od;
      o.range = a.range ? uint8_t(a.range) : Unlimited;
      o.mode = a.mode;
      out.push_back({o, t});
    }
  double best = 1e9;
  for (Coord v : push.leaps) best = std::min(best, std::abs(angle(g, dv, flip ? g.mirror(v) : v)));
  for (Coord v : push.leaps) {
    const Coord ov = flip ? g.mirror(v) : v;
    const double t = angle(g, dv, ov);
    if (std::abs(t) > best + Eps || std::abs(t) > 45.0 + Eps) continue;
    PushOption o;
    o.dx = int8_t(ov.x), o.dy = int8_t(ov.y);
    o.range = 2;
    o.mode = MoveOrCapture;
    o.leap = true;
    out.push_back({o, t});
  }
  std::sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) { return a.angle > b.angle; });
  return out;
}

}  // namespace

void PushTable::build(const VariantDef& def) {
  const Geometry& g = def.geometry;
  bool any = false;
  for (const PieceDef& p : def.pieces) any = any || p.push.pushable();
  if (!any) return;
  types_ = int(def.pieces.size()) + 1;
  dirs_ = g.dir_count();
  table_.assign(size_t(ColorCount) * types_ * dirs_ * PushSlots, PushOptions{});
  for (int ci = 0; ci < ColorCount; ++ci) {
    const Color c = Color(ci);
    const bool flip = c == Color::Black && def.black_mirrored;
    for (int ti = 1; ti < types_; ++ti) {
      const PushDef& push = def.pieces[ti - 1].push;
      if (!push.pushable()) continue;
      pushable_ |= uint32_t(1) << ti;
      for (int d = 0; d < dirs_; ++d) {
        const Dir od = flip ? g.mirror(dir_at(d)) : dir_at(d);
        if (!push.shepherd_dirs || (push.shepherd_dirs >> d & 1))
          shepherd_dirs_[ci][ti] |= DirSet(1u << idx(od));
      }
      for (int d = 0; d < dirs_; ++d) {
        const auto found = candidates(g, push, flip, dir_at(d));
        for (int slot = 0; slot < PushSlots; ++slot) {
          PushOptions& list = table_[((size_t(ci) * types_ + ti) * dirs_ + d) * PushSlots + slot];
          for (const Candidate& k : found) {
            const bool allowed = slot == FrontSlot || (slot == LeftFlank ? k.angle > -Eps : k.angle < Eps);
            if (allowed && list.count < MaxPushOptions) list.option[list.count++] = k.option;
          }
        }
      }
    }
  }
}

}  // namespace tessera
