// Mobility of one piece type, computed by walking its compiled rays and leaps on an imagined
// board; these numbers give the documented piece values and the piece-square tables' shape.
#include "eval/mobility.h"

#include <algorithm>
#include <cmath>

namespace tessera {

double cell_mobility(const Variant& v, Color c, PieceType t, Cell from, double density, Steps steps) {
  double total = 0;
  const uint8_t counted = steps == Steps::Capturing ? CaptureOnly : MoveOnly | CaptureOnly;
  for (const Target& x : v.leaps(c, t, from))
    if (x.mode & counted) total += 1;
  for (const RayStep& r : v.rays(c, t, from)) {
    if (!(r.mode & CaptureOnly)) continue;  // a move-only step (a pawn's push) threatens nothing
    Cell at = from;
    double open = 1;  // chance that every cell so far was empty
    for (int n = 1; n <= r.range; ++n) {
      at = v.next(at, r.dir);
      if (!is_cell(at)) break;
      if (v.may_stand(c, t, at)) total += open;
      open *= 1 - density;
    }
  }
  for (const PathLine& l : v.paths(c, t, from)) {
    if (!(l.mode & CaptureOnly)) continue;
    const Cell* cells = v.path_cells(l.first);
    double open = std::pow(1 - density, l.lame);
    // A hopper's k-th landing cell needs exactly one of the cells before it occupied.
    for (int k = l.lame; k < l.len; ++k) {
      const int before = k - l.lame;
      const double p = l.kind == PathKind::Slide ? std::pow(1 - density, before)
                       : cannon_like(l.kind)
                           ? before * density * std::pow(1 - density, std::max(0, before - 1))
                           : (before >= 1 ? density * std::pow(1 - density, before - 1) : 0.0);
      if (v.may_stand(c, t, cells[k])) total += open * p;
    }
  }
  return total;
}

// Over the cells the piece may stand on outside its promotion zone, where it spends its life; where
// every such cell is in the zone (Kyoto shogi, whose pieces turn over on every move), over all of them.
double average_mobility(const Variant& v, PieceType t, double density, Steps steps) {
  const Geometry& g = v.geometry();
  for (bool skip_zone : {true, false}) {
    double sum = 0;
    int cells = 0;
    for (int i = 0; i < g.size(); ++i) {
      const Cell s = cell_at(i);
      if (!v.may_stand(Color::White, t, s) || (skip_zone && v.promotes_in(Color::White, t, s))) continue;
      sum += cell_mobility(v, Color::White, t, s, density, steps);
      ++cells;
    }
    if (cells) return sum / cells;
  }
  return 0;
}

int mobility_value(const Variant& v, PieceType t) {
  // A move-only step (the knight move of a piece that captures as a bishop) threatens nothing, and
  // the fits of such pieces' values sit near what their captures alone give.
  const double m = average_mobility(v, t, ValueDensity, Steps::Capturing);
  return int(std::lround(std::max(0.0, 74 * m - 88) / 5) * 5);
}

}  // namespace tessera
