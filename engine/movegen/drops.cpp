// Drops: every piece in the side's hand onto every empty cell the variant lets it drop on
// (Variant::drop_cells already leaves out barred regions, ranks and cells it could never leave).
#include "movegen/movegen.h"

namespace tessera {

void gen::drops(const Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceType t = type_at(i);
    if (!pos.pool(us, t)) continue;
    v.drop_cells(us, t).for_each([&](Cell c) {
      if (pos.empty(c)) out.add(Move::drop(t, c));
    });
  }
}

}  // namespace tessera
