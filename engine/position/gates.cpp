// Gates in do_move and FEN: a held piece entering through one, gates closing as their pieces leave or
// fall, and the castling-field letters that name the open ones (Fairy-Stockfish 11.1's rules).
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

}  // namespace tessera
