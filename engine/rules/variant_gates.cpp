// Compiles the gating and setup rules: which castling-rank cell each gate bit names, which types may
// enter through a gate, and which types the Cambodian leap and the setup rules speak of.
#include "rules/variant.h"

namespace tessera {

void Variant::compile_gates() {
  for (auto& side : gate_cells_)
    for (Cell& c : side) c = NoCell;
  if (def_.setup.bishop) bishop_type_ = type_of_letter(def_.setup.bishop);
  if (def_.setup.rook) rook_type_ = type_of_letter(def_.setup.rook);
  if (def_.setup.rook_drop && rook_type_ != PieceType::None)
    for (int c = 0; c < ColorCount; ++c) {
      const int first = c == 0 ? 0 : geometry().rank_count() - 1;
      CellSet& cells = drop_cells_[c][idx(rook_type_)];
      for (int i = 0; i < cells_; ++i)
        if (geometry().rank_of(cell_at(i)) != first) cells.remove(cell_at(i));
    }
  const GatingRules& r = def_.gating;
  if (!r.gating) return;
  const Geometry& g = geometry();
  for (int c = 0; c < ColorCount; ++c) {
    const int rank =
        c == 0 ? def_.castling.rank : g.rank_count() - 1 - def_.castling.rank;  // as the FEN reads it
    for (int i = 0; i < cells_; ++i) {
      const Cell s = cell_at(i);
      if (g.rank_of(s) != rank || g.file_of(s) >= 32) continue;
      gate_bits_[c][i] = uint64_t(1) << (g.file_of(s) + 32 * c);
      gate_cells_[c][g.file_of(s)] = s;
    }
  }
  for (int t = 1; t <= type_count(); ++t)
    if (def_.hands.pawn_letters.find(piece(type_at(t)).letter) == std::string::npos) gate_openers_ |= 1u << t;
  if (r.fers) fers_type_ = type_of_letter(r.fers);
}

}  // namespace tessera
