// En passant under EnPassantRule::SameKind (Westfield): a same-kind enemy piece's capture-capable
// move onto the passed cell, under its own steam, takes the pushed piece and whatever stands there.
#include "movegen/movegen.h"

namespace tessera {

namespace {

// Can the piece on `from` reach `land` by a capture-capable atom, with the
// victim counted as standing on `land` (so its real cell blocks nothing)?
bool reaches(const Position& pos, PieceType t, Cell from, Cell land, Cell victim) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (const Target& x : v.leaps(us, t, from))
    if (x.to == land && (x.mode & CaptureOnly)) return true;
  for (const RayStep& r : v.rays(us, t, from)) {
    if (!(r.mode & CaptureOnly)) continue;
    Cell at = from;
    for (int n = 1; n <= r.range; ++n) {
      at = v.next(at, r.dir);
      if (at == land) return true;
      if (!is_cell(at) || (at != victim && !pos.empty(at))) break;
    }
  }
  return false;
}

}  // namespace

void gen::same_kind_en_passant(const Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  const StateInfo& st = pos.state();
  for (int i = 0; i < st.ep_count; ++i) {
    const Cell land = st.ep[i].land, victim = st.ep[i].victim;
    const Piece vp = pos.at(victim);
    if (!is_piece(vp) || color_of(vp) == us) continue;
    if (!pos.empty(land) && color_of(pos.at(land)) == us) continue;
    const uint32_t capturers = v.ep_capturer_types(type_of(vp));
    for (int j = 0; j < pos.count(us); ++j) {
      const Cell from = pos.piece_cell(us, j);
      const PieceType t = type_of(pos.at(from));
      if ((capturers >> idx(t) & 1) && reaches(pos, t, from, land, victim))
        add_with_promotions(pos, t, from, land, MoveKind::EnPassant, 0, out);
    }
  }
}

}  // namespace tessera
