// Compiles the gating rules: which castling-rank cell each gate bit names, which types may enter
// through a gate, and which type takes the Cambodian forward leap. Read by FEN, do/undo and movegen.
#include "rules/variant.h"

namespace tessera {

void Variant::compile_gates() {
  for (auto& side : gate_cells_)
    for (Cell& c : side) c = NoCell;
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
