// Compiles the hand and drop rules: where each colour may drop each type, and which type a
// captured promoted piece reverts to. Read by the drop generator and the FEN reader.
#include <cctype>

#include "rules/variant.h"

namespace tessera {

void Variant::compile_drops() {
  const DropRules& h = def_.hands;
  for (int t = 1; t <= type_count(); ++t)
    captures_to_pool_ = captures_to_pool_ || piece(type_at(t)).promotion.from_pool;
  captures_to_pool_ = captures_to_pool_ || h.captures_to_hand;
  hands_ = captures_to_pool_ || h.drops || def_.gating.seirawan;  // Seirawan gates from a hand
  if (h.captures_to_hand && !h.drop_loop)
    for (int t = 1; t <= type_count(); ++t)
      if (may_promote_[0][t] || may_promote_[1][t]) {
        demoted_type_ = type_at(t);  // the first promoting type: a chess pawn in every built-in
        break;
      }
  if (!h.drops && !def_.gating.seirawan) return;  // a gated piece enters where it could be dropped
  const CellSet all = [&] {
    CellSet s;
    for (int i = 0; i < cells_; ++i) s.add(cell_at(i));
    return s;
  }();
  for (int c = 0; c < ColorCount; ++c) {
    const Color col = Color(c);
    const CellSet& region = h.region.side[c].empty() ? all : h.region.side[c];
    for (int t = 1; t <= type_count(); ++t) {
      const PieceDef& p = piece(type_at(t));
      const bool pawn = h.pawn_letters.find(p.letter) != std::string::npos;
      CellSet cells = region & allowed_[c][t];
      for (int i = 0; i < cells_; ++i) {
        const Cell s = cell_at(i);
        const int rank =
            col == Color::White ? geometry().rank_of(s) : geometry().rank_count() - 1 - geometry().rank_of(s);
        const bool barred = (pawn && !h.first_rank_pawn_drops && rank == 0) ||
                            (pawn && !h.promotion_zone_pawn_drops && promo_zone_[c][t].has(s)) ||
                            (def_.immobility_illegal && stuck_[c][t].has(s));
        if (barred) cells.remove(s);
      }
      drop_cells_[c][t] = cells;
    }
  }
}

}  // namespace tessera
