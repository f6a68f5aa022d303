// Drops: every piece in the side's hand onto every empty cell the variant lets it drop on
// (Variant::drop_cells already leaves out barred regions, ranks and cells it could never leave), and
// shogi's rules: no second unpromoted pawn on a file (shogiDoubledPawn), and drops as the promoted
// type too (dropPromoted).
#include "movegen/movegen.h"

namespace tessera {

void gen::drops(const Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceType t = type_at(i);
    if (!pos.pool(us, t)) continue;
    CellSet cells = v.drop_cells(us, t);
    if (v.no_doubled(t))
      for (int k = 0; k < pos.count(us); ++k)
        if (const Cell s = pos.piece_cell(us, k); type_of(pos.at(s)) == t)
          cells = cells.minus(v.file_cells(pos.geometry().file_of(s)));
    const PieceType promoted = v.drop_promoted(t);
    cells.for_each([&](Cell c) {
      if (!pos.empty(c)) return;
      out.add(Move::drop(t, c));
      if (promoted != PieceType::None) out.add(Move::drop(t, c, promoted));
    });
  }
}

}  // namespace tessera
