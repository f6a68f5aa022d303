// Compiles the hand and drop rules: where each colour may drop each type, which type a captured
// promoted piece reverts to, shogi's file and promoted-drop rules, and the hand order of the FEN.
#include <algorithm>
#include <cctype>

#include "rules/variant.h"

namespace tessera {

void Variant::compile_drops() {
  const DropRules& h = def_.hands;
  for (int t = 1; t <= type_count(); ++t)
    captures_to_pool_ = captures_to_pool_ || piece(type_at(t)).promotion.from_pool;
  captures_to_pool_ = captures_to_pool_ || h.captures_to_hand;
  hands_ = captures_to_pool_ || h.drops || def_.gating.seirawan;  // Seirawan gates from a hand
  for (int t = 1; t <= type_count(); ++t) {
    const PieceDef& p = piece(type_at(t));
    if (h.drop_promoted) drop_promoted_[t] = shogi_promoted_[t];
    if (h.no_doubled.find(p.letter) != std::string::npos) no_doubled_mask_ |= 1u << t;
    if (def_.end.drop_mate_pieces.find(p.letter) != std::string::npos) drop_mate_mask_ |= 1u << t;
    hand_order_.push_back(type_at(t));
  }
  // Highest Fairy-Stockfish type first; equal ranks (tests' custom sets) keep the last declared first.
  std::stable_sort(hand_order_.begin(), hand_order_.end(), [&](PieceType a, PieceType b) {
    return piece(a).hand_order != piece(b).hand_order ? piece(a).hand_order > piece(b).hand_order : a > b;
  });
  file_cells_.assign(size_t(geometry().file_count()), CellSet());
  for (int i = 0; i < cells_; ++i) file_cells_[size_t(geometry().file_of(cell_at(i)))].add(cell_at(i));
  if (h.captures_to_hand && !h.drop_loop)
    for (int t = 1; t <= type_count(); ++t)
      if (may_promote_[0][t] || may_promote_[1][t]) {
        tracks_promoted_ = true;
        // A chess-style promotion's "Q~" goes back to hand as the first type promoting that way
        // (a chess pawn in every built-in); shogi's "+P" records its own.
        if (demoted_type_ == PieceType::None && !piece(type_at(t)).promotion.shogi)
          demoted_type_ = type_at(t);
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
