// Moves that gates allow: Seirawan's gating (a held piece enters the cell a piece first leaves, or in
// castling the king's or the rook's) and the Cambodian king's and fers's first-move leaps.
#include "movegen/movegen.h"

namespace tessera {

namespace {

// One move per held type that may stand on `cell` (where it could be dropped).
void add_entries(const Position& pos, Move plain, Cell cell, bool on_rook, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (int t = 1; t <= v.type_count(); ++t)
    if (pos.pool(us, type_at(t)) && v.drop_cells(us, type_at(t)).has(cell))
      out.add(Move::gating(plain, type_at(t), on_rook));
}

}  // namespace

// Fairy-Stockfish decides a gating move's legality as its plain move's, so generate_legal calls this
// after filtering: the entering piece never shields the king from a pin.
void gen::gates(const Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  if (!v.seirawan_gating() || !pos.has_gates(us) || !pos.hand_count(us)) return;
  const int plain = out.size();
  for (int i = 0; i < plain; ++i) {
    const Move m = out[i];
    if (m.kind() == MoveKind::Normal) {
      if (pos.gate_open(us, m.from()) && v.opens_gates(type_of(pos.at(m.from()))))
        add_entries(pos, m, m.from(), false, out);
    } else if (m.kind() == MoveKind::Castle) {
      const Cell rook = pos.castle_rook(m.castle_slot());
      if (pos.gate_open(us, m.from())) add_entries(pos, m, m.from(), false, out);
      if (pos.gate_open(us, rook)) add_entries(pos, m, rook, true, out);
    }
  }
}

// The king on its gate leaps two files aside onto the next rank, onto an empty cell and never out of
// check; a fers on its gate leaps two cells forward, over anything, onto any cell but its own side's.
void gen::cambodian_leaps(const Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const int forward = us == Color::White ? 1 : -1;
  const Cell king = pos.royal(us);
  if (is_cell(king) && pos.gate_open(us, king) && !pos.in_check())
    for (int dx : {-2, 2}) {
      const Cell to = g.offset(king, {dx, forward});
      if (is_cell(to) && pos.empty(to)) out.add(Move::make(king, to));
    }
  if (v.fers_type() == PieceType::None) return;
  for (int f = 0; f < g.file_count() && f < 32; ++f) {
    const Cell from = v.gate_cell(us, f);
    if (!is_cell(from) || !pos.gate_open(us, from) || pos.at(from) != make_piece(us, v.fers_type())) continue;
    const Cell to = g.offset(from, {0, 2 * forward});
    if (is_cell(to) && (pos.empty(to) || color_of(pos.at(to)) != us)) out.add(Move::make(from, to));
  }
}

}  // namespace tessera
