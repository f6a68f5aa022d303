// The scene of one Shepherd's Push direction (rules 1-5, 7-9 of the Westfield page): shared by the
// generator (movegen/push.cpp) and plan_push (position/push_plan.cpp); inline, as generation is hot.
#pragma once

#include "position/push_plan.h"

namespace tessera::push_scene {

// A Shepherding piece about to move in direction `dir`, and the pieces it must push.
struct Scene {
  const Position& pos;
  const Variant& v;
  const Geometry& g;
  Color us;  // the Shepherding piece's side
  Cell from;
  Dir dir;
  int n = 0;
  Cell cell[PushSlots] = {};
  uint8_t slot[PushSlots] = {};
  const PushOptions* opts[PushSlots] = {};

  // Rule 9: "empty" is judged with every mover lifted off the board.
  bool empty(Cell c) const {
    if (pos.empty(c) || c == from) return true;
    for (int i = 0; i < n; ++i)
      if (cell[i] == c) return true;
    return false;
  }
};

// Rules 1, 2 and 7: finds the pieces on the front and flank cells. False when
// the direction is closed whatever the step count: no front cell, a Shepherding
// piece of either side on one of the three cells, a piece that cannot be pushed,
// or a Pawn while the Shepherding piece heads more than 45 degrees from north.
inline bool set_scene(Scene& s) {
  const PushTable& table = s.v.push_table();
  const Cell front = s.g.step(s.from, s.dir);
  if (!is_cell(front) || table.empty()) return false;
  const Cell cells[PushSlots] = {front, s.g.step(s.from, s.g.rotate(s.dir, -1)),
                                 s.g.step(s.from, s.g.rotate(s.dir, 1))};
  for (int i = 0; i < PushSlots; ++i) {
    if (!is_cell(cells[i]) || s.pos.empty(cells[i])) continue;
    const Piece p = s.pos.at(cells[i]);
    const PieceType t = type_of(p);
    if (s.v.is_shepherd(t) || !table.pushable(t) || !table.allows(color_of(p), t, s.dir)) return false;
    s.cell[s.n] = cells[i];
    s.slot[s.n] = uint8_t(i);
    s.opts[s.n] = &table.options(color_of(p), t, s.dir, i);
    ++s.n;
  }
  return true;
}

// Rules 3-5 and 8: pushed piece i moving k steps by its option oi. False when it
// cannot: a leap is exactly two steps, a ray at most its range; it may not pass
// over a piece nor land on an ally; a Pawn's diagonal needs an occupied cell.
inline bool resolve(const Scene& s, int i, int oi, int k, PushedPiece& out) {
  const PushOption& o = s.opts[i]->option[oi];
  const Cell start = s.cell[i];
  const Piece pc = s.pos.at(start);
  Cell at = start, passed = NoCell;
  if (o.leap) {
    if (k != 2) return false;
    at = s.g.offset(start, {o.dx, o.dy});
  } else {
    if (k > o.range) return false;
    for (int step = 1; step <= k && is_cell(at); ++step) {
      if (step > 1 && !s.empty(at)) return false;
      at = s.g.step(at, o.dir);
      if (step == 1) passed = at;
    }
  }
  if (!is_cell(at) || !s.v.may_stand(color_of(pc), type_of(pc), at)) return false;
  out = PushedPiece{};
  out.from = start;
  out.to = at;
  out.piece = pc;
  out.slot = s.slot[i];
  out.option = uint8_t(oi);
  if (s.empty(at)) {
    if (!(o.mode & MoveOnly)) return false;
  } else {
    const Piece there = s.pos.at(at);
    if (color_of(there) == color_of(pc) || !(o.mode & CaptureOnly)) return false;
    // The Shepherding piece's ally takes the Shepherding piece's enemy, whichever moved.
    if (color_of(pc) == s.us) out.captures = at;
    else out.taken = true;
  }
  if (k == 2 && !o.leap && (o.mode & SetsEnPassant) && color_of(pc) == s.us) out.passed = passed;
  return true;
}

}  // namespace tessera::push_scene
