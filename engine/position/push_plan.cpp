// plan_push: decodes a generated push move into each pushed piece's exact outcome.
// Used by do_move, move text and the API's move reports; generation itself lives in movegen/push.cpp.
#include "position/push_plan.h"

#include <cstdlib>
#include <numeric>

#include "position/push_scene.h"

namespace tessera {

using push_scene::resolve;
using push_scene::Scene;
using push_scene::set_scene;

bool plan_push(const Position& pos, Move m, PushPlan& plan) {
  const Geometry& g = pos.geometry();
  if (m.kind() != MoveKind::Push || pos.empty(m.from())) return false;
  const Coord delta = g.coord(m.to()) - g.coord(m.from());
  const int k = std::gcd(std::abs(delta.x), std::abs(delta.y));
  const int d = k ? g.dir_of_vector({delta.x / k, delta.y / k}) : -1;
  if (d < 0) return false;
  Scene s{pos, pos.variant(), g, color_of(pos.at(m.from())), m.from(), dir_at(d)};
  if (!set_scene(s) || s.n == 0) return false;
  plan = PushPlan{};
  plan.from = m.from();
  plan.to = m.to();
  plan.dir = dir_at(d);
  plan.steps = k;
  plan.count = s.n;
  for (int i = 0; i < s.n; ++i) {
    const int oi = push_payload::option(m.extra(), s.slot[i]);
    if (oi >= s.opts[i]->count || !resolve(s, i, oi, k, plan.pieces[i])) return false;
    plan.pieces[i].promotion = push_payload::promotion(m.extra(), s.slot[i]);
  }
  return true;
}

}  // namespace tessera
