// Gates in do_move and FEN: a held piece entering through one, gates closing as their pieces leave or
// fall, and the castling-field letters that name the open ones; and castling rights that dropped
// pieces earn (castlingDroppedPiece). All as Fairy-Stockfish 11.1 has them.
#include <cctype>

#include "position/position.h"
#include "position/zobrist.h"

namespace tessera {

namespace {

// A gate hashes as the unused piece code 0 on its cell, so no table of its own is needed.
Key gate_key(Cell c) { return zobrist::piece(Piece::None, c); }

constexpr uint64_t half(Color c) { return uint64_t(0xFFFFFFFFu) << (32 * idx(c)); }

}  // namespace

int Position::hand_count(Color c) const {
  int n = 0;
  for (int t = 1; t <= v_->type_count(); ++t) n += pool_[idx(c)][t];
  return n;
}

// A Gate move's held piece, onto the cell its mover has just left; undo_with_hands takes it back.
void Position::enter_gate(PieceType t, Cell c, StateInfo& st) {
  const Piece p = make_piece(side_, t);
  uint8_t& n = pool_[idx(side_)][idx(t)];
  st.key ^= zobrist::pool(side_, t, n) ^ zobrist::pool(side_, t, n - 1) ^ zobrist::piece(p, c);
  --n;
  put(p, c);
}

// Before the side to move changes: the mover's gates on the cells it left (a castle leaves two), and
// the opponent's on the cell it took. A Seirawan side with nothing left to gate keeps none.
void Position::close_gates(Move m, StateInfo& st) {
  const Color us = side_, them = ~side_;
  uint64_t shut = v_->gate_bit(us, m.from()) | v_->gate_bit(them, m.to());
  if (m.kind() == MoveKind::Castle) shut |= v_->gate_bit(us, castle_rook_[m.castle_slot()]);
  if (v_->seirawan_gating() && !v_->captures_to_capturer() && !hand_count(us)) shut |= half(us);
  shut &= st.gates;
  st.gates &= ~shut;
  for (int c = 0; c < ColorCount; ++c)
    for (int f = 0; f < 32; ++f)
      if (shut >> (f + 32 * c) & 1) st.key ^= gate_key(v_->gate_cell(Color(c), f));
}

Key Position::gates_key() const {
  Key k = 0;
  for (int c = 0; c < ColorCount; ++c)
    for (int f = 0; f < 32; ++f)
      if (state().gates >> (f + 32 * c) & 1) k ^= gate_key(v_->gate_cell(Color(c), f));
  return k;
}

// The open gates' file letters (capitals for White), unless they name nothing: a Seirawan hand that
// is empty can gate no more, and Fairy-Stockfish then leaves them out.
std::string Position::gate_letters(Color c) const {
  std::string out;
  if (!(state().gates & half(c))) return out;
  if (v_->seirawan_gating() && !v_->captures_to_capturer() && !hand_count(c)) return out;
  const Geometry& g = geometry();
  for (int f = 0; f < g.file_count() && f < 32; ++f)
    if (state().gates >> (f + 32 * idx(c)) & 1)
      out += c == Color::White ? char(std::toupper(g.file_letter(f))) : g.file_letter(f);
  return out;
}

// castlingDroppedPiece: the king's cell is the e-file of its castling rank and the rooks' are that
// rank's corners, whatever the position, so the FEN reader fixes them once and a drop only adds rights.
void Position::preset_dropped_castling() {
  const Geometry& g = geometry();
  for (Color c : {Color::White, Color::Black}) {
    const int rank =
        c == Color::White ? v_->def().castling.rank : g.rank_count() - 1 - v_->def().castling.rank;
    Cell corner[2] = {NoCell, NoCell}, king = NoCell;
    for (Cell s : g.rows()[g.rows().size() - 1 - rank]) {
      if (g.file_of(s) == 0) corner[0] = s;
      if (g.file_of(s) == g.file_count() - 1) corner[1] = s;
      if (g.file_of(s) == 4) king = s;
    }
    if (!is_cell(king) || !is_cell(corner[0]) || !is_cell(corner[1])) continue;
    castle_king_[idx(c)] = king;
    castling_mask_[idx(king)] |= uint8_t(3u << (2 * idx(c)));
    for (int side = 0; side < 2; ++side) {
      castle_rook_[castle_slot(c, side)] = corner[side];
      castling_mask_[idx(corner[side])] |= uint8_t(1u << castle_slot(c, side));
    }
  }
}

// A king dropped on its castling cell, or a rook on a corner beside such a king, adds the right
// (after do_move's own castling update, which a drop onto a corner would otherwise undo).
void Position::after_gate_rules(Move m, StateInfo& st) {
  if (st.gates) close_gates(m, st);
  if (!m.is_drop() || !v_->setup().castling_dropped) return;
  const Color us = side_;
  const Cell c = m.to();
  const Cell king = castle_king_[idx(us)];
  if (!is_cell(king) || board_[idx(king)] != make_piece(us, v_->castle_king_type())) return;
  uint8_t rights = st.castling;
  for (int side = 0; side < 2; ++side) {
    const int slot = castle_slot(us, side);
    const Cell rook = castle_rook_[slot];
    if ((c == king || c == rook) && board_[idx(rook)] == make_piece(us, v_->rook_type()))
      rights |= uint8_t(1u << slot);
  }
  st.key ^= zobrist::castling(st.castling) ^ zobrist::castling(rights);
  st.castling = rights;
}

}  // namespace tessera
