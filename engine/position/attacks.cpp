// Attack detection, looked at from the attacked cell outwards: reverse leap tables and ray walks.
// Hidden-cell boards (Naydorian) let only the defender's Guards stop an attack.
#include "position/position.h"

#include <bit>

namespace tessera {

bool Position::attacked(Cell s, Color by, uint32_t types) const {
  const Variant& v = *v_;
  for (const LeapAttacker& a : v.leap_attackers(by, s)) {
    const Piece p = board_[idx(a.from)];
    if (is_piece(p) && color_of(p) == by && (a.types & types) >> idx(type_of(p)) & 1) return true;
  }
  const bool hidden = v.has_hidden_cells();
  const uint32_t defender_guards = v.guard_types();
  for (DirSet dirs = v.attack_dirs(by); dirs; dirs &= DirSet(dirs - 1)) {
    const Dir d = dir_at(std::countr_zero(unsigned(dirs)));
    Cell at = s;
    for (int dist = 1;; ++dist) {
      if (hidden) {
        const Piece w = board_[idx(v.via(at, d))];
        if (is_piece(w) && color_of(w) != by && (defender_guards >> idx(type_of(w)) & 1)) break;
      }
      at = v.next(at, d);
      if (!is_cell(at)) break;
      const Piece p = board_[idx(at)];
      if (!is_piece(p)) continue;
      if (color_of(p) == by && (types >> idx(type_of(p)) & 1) && v.attack_range(by, type_of(p), d) >= dist)
        return true;
      break;
    }
  }
  return false;
}

bool Position::royal_step_safe(Cell from, Cell to) {
  const Piece king = board_[idx(from)];
  board_[idx(from)] = Piece::None;
  const bool safe = !attacked(to, ~side_);
  board_[idx(from)] = king;
  return safe;
}

bool Position::in_check() const {
  const Color us = side_;
  return v_->has_royal() && is_cell(royal_[idx(us)]) && attacked(royal_[idx(us)], ~us);
}

}  // namespace tessera
