// Attack detection, looked at from the attacked cell outwards: reverse leap tables and ray walks.
// Hidden-cell boards (Naydorian) let only the defender's Guards stop an attack.
#include "position/position.h"

#include <bit>

namespace tessera {

namespace {

// The walks behind attacked() and attackers(): each calls `found(cell)` for every piece of `by`, of
// a type in `types`, that attacks `s`, and stops as soon as it returns true. The yes-or-no question
// and the list share them so that they cannot disagree on a rule, such as the Guards' blocking.
template <class Found>
[[gnu::always_inline]] inline bool leap_or_ray_attackers(const Variant& v, const Piece* board, Cell s,
                                                         Color by, uint32_t types, Found found) {
  for (const LeapAttacker& a : v.leap_attackers(by, s)) {
    const Piece p = board[idx(a.from)];
    if (is_piece(p) && color_of(p) == by && (a.types & types) >> idx(type_of(p)) & 1 && found(a.from))
      return true;
  }
  const bool hidden = v.has_hidden_cells();
  const uint32_t defender_guards = v.guard_types();
  for (DirSet dirs = v.attack_dirs(by); dirs; dirs &= DirSet(dirs - 1)) {
    const Dir d = dir_at(std::countr_zero(unsigned(dirs)));
    Cell at = s;
    for (int dist = 1;; ++dist) {
      if (hidden) {
        const Piece w = board[idx(v.via(at, d))];
        if (is_piece(w) && color_of(w) != by && (defender_guards >> idx(type_of(w)) & 1)) break;
      }
      at = v.next(at, d);
      if (!is_cell(at)) break;
      const Piece p = board[idx(at)];
      if (!is_piece(p)) continue;
      if (color_of(p) == by && (types >> idx(type_of(p)) & 1) && v.attack_range(by, type_of(p), d) >= dist &&
          found(at))
        return true;
      break;
    }
  }
  return false;
}

// Path atoms: the attacker's cells between must hold what its kind needs (nothing for a slide,
// exactly one screen for a cannon, a screen just before the target for a grasshopper), after the
// leading `lame` cells, which must be empty.
[[gnu::always_inline]] inline bool path_open(const Variant& v, const Piece* board, const PathAttacker& a) {
  const Cell* between = v.path_cells(a.first);
  int k = 0;
  while (k < a.lame && !is_piece(board[idx(between[k])])) ++k;
  if (k < a.lame) return false;
  int screens = 0;
  for (; k < a.len; ++k) screens += is_piece(board[idx(between[k])]);
  return a.kind == PathKind::Slide         ? screens == 0
         : a.kind == PathKind::Grasshopper ? screens == 1 && is_piece(board[idx(between[a.len - 1])])
                                           : screens == 1;
}

// After path_open: the janggi cannon's one screen may not be of its own type. Attacks ask whether
// a royal piece on the target would be taken, so its rule about prey does not apply.
[[gnu::noinline]] bool janggi_screen_allowed(const Variant& v, const Piece* board, const PathAttacker& a,
                                             PieceType mover) {
  const Cell* c = v.path_cells(a.first);
  while (!is_piece(board[idx(*c)])) ++c;
  return type_of(board[idx(*c)]) != mover;
}

[[gnu::always_inline]] inline bool screen_allowed(const Variant& v, const Piece* board, const PathAttacker& a,
                                                  PieceType mover) {
  return a.kind != PathKind::JanggiCannon || janggi_screen_allowed(v, board, a, mover);
}

template <class Found>
[[gnu::always_inline]] inline bool path_attackers(const Variant& v, const Piece* board, Cell s, Color by,
                                                  uint32_t types, Found found) {
  for (const PathAttacker& a : v.path_attackers(by, s)) {
    const Piece p = board[idx(a.from)];
    if (!is_piece(p) || color_of(p) != by || !((a.types & types) >> idx(type_of(p)) & 1)) continue;
    if (path_open(v, board, a) && screen_allowed(v, board, a, type_of(p)) && found(a.from)) return true;
  }
  return false;
}

constexpr auto First = [](Cell) { return true; };

}  // namespace

bool Position::attacked(Cell s, Color by, uint32_t types) const {
  return leap_or_ray_attackers(*v_, board_, s, by, types, First) ||
         (v_->has_paths() && attacked_by_paths(s, by, types));
}

bool Position::attacked_by_paths(Cell s, Color by, uint32_t types) const {
  return path_attackers(*v_, board_, s, by, types, First);
}

int Position::attackers(Cell s, Color by, Cell* out, int most) const {
  int n = 0;
  auto found = [&](Cell c) {
    if (n < most) out[n] = c;
    ++n;
    return false;
  };
  leap_or_ray_attackers(*v_, board_, s, by, ~0u, found);
  if (v_->has_paths()) path_attackers(*v_, board_, s, by, ~0u, found);
  return n;
}

bool Position::generals_face(Color us) const {
  const Variant& v = *v_;
  const Cell king = royal_[idx(us)];
  if (!is_cell(king)) return false;
  for (int d = 0; d < v.geometry().dir_count(); d += 2) {
    Cell at = king;
    while (is_cell(at = v.next(at, dir_at(d))) && !is_piece(board_[idx(at)])) {}
    if (is_cell(at) && at == royal_[idx(~us)]) return true;
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

bool Position::may_expose_royal(Move m) const {
  const Cell k = royal_[idx(side_)];
  if (!is_cell(k)) return false;
  if (m.moves_other_cells()) return true;
  if (m.is_drop()) return false;  // a piece added only blocks
  return m.from() == k || v_->attack_lines(~side_, k).has(m.from());
}

bool Position::may_give_check(Move m) const {
  const Cell k = royal_[idx(~side_)];
  if (!v_->has_royal() || !is_cell(k)) return false;
  // A screen, a hidden cell's Guard or a gate can open or close a line the zone does not cover.
  if (m.moves_other_cells() || gate_rules_ || v_->extended_moves() || v_->has_hidden_cells()) return true;
  const CellSet& zone = v_->check_zone(side_, k);
  return zone.has(m.to()) || (!m.is_drop() && zone.has(m.from()));
}

}  // namespace tessera
