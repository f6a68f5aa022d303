// The compact move encoding and the fixed-capacity move list the generator fills.
// A move is one 64-bit word, so lists copy cheaply and nothing allocates per move.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

#include "core/types.h"

namespace tessera {

enum class MoveKind : uint8_t {
  Normal = 0,
  Promotion = 1,  // promotion() holds the new type
  EnPassant = 2,  // captures a piece that is not on to()
  Castle = 3,     // from/to are the king's; extra() holds the castling slot
  Push = 4,       // a Shepherd's Push: extra() holds every pushed piece's choice
  Drop = 5,       // a piece from the hand: from() is NoCell, extra() holds the dropped type and
                  // promotion() the type it is placed as when that differs (dropPromoted: "+P@c3")
  Gate = 6,       // a Normal move that also brings gated() from the hand onto from() (Seirawan)
};

// Layout: from 9 bits | to 9 bits | kind 3 bits | promotion 5 bits | extra 38 bits.
// Gating keeps the held piece's type in the promotion field (no pawn that promotes ever gates), so
// the move's text is Fairy-Stockfish's "b1c3h" unchanged; a castle's extra() has the slot in its low
// two bits and, when the piece enters on the rook's cell rather than the king's, GateOnRook.
class Move {
 public:
  constexpr Move() = default;
  static constexpr Move make(Cell from, Cell to, MoveKind kind = MoveKind::Normal,
                             PieceType promo = PieceType::None, uint64_t extra = 0) {
    return Move(uint64_t(idx(from)) | uint64_t(idx(to)) << 9 | uint64_t(kind) << 18 |
                uint64_t(idx(promo)) << 21 | extra << 26);
  }
  static constexpr Move drop(PieceType t, Cell to, PieceType placed = PieceType::None) {
    return make(NoCell, to, MoveKind::Drop, placed, idx(t));
  }
  // A pass (kingPass): the royal piece onto its own cell, as Fairy-Stockfish writes it; extra 1
  // keeps a pass from cell 0 apart from none().
  static constexpr Move pass(Cell royal) { return make(royal, royal, MoveKind::Normal, PieceType::None, 1); }

  // `plain` (Normal or Castle) bringing `t` from the hand: onto the from-cell, or for a castle with
  // on_rook onto the rook's cell.
  static constexpr Move gating(Move plain, PieceType t, bool on_rook = false) {
    const MoveKind k = plain.kind() == MoveKind::Castle ? MoveKind::Castle : MoveKind::Gate;
    return make(plain.from(), plain.to(), k, t, plain.extra() | (on_rook ? GateOnRook : 0));
  }
  static constexpr Move none() { return Move(); }
  static constexpr Move from_raw(uint64_t raw) { return Move(raw); }

  constexpr Cell from() const { return Cell(uint16_t(bits_ & 0x1FF)); }
  constexpr Cell to() const { return Cell(uint16_t((bits_ >> 9) & 0x1FF)); }
  constexpr MoveKind kind() const { return MoveKind((bits_ >> 18) & 7); }
  constexpr PieceType promotion() const { return PieceType(uint8_t((bits_ >> 21) & 31)); }
  constexpr uint64_t extra() const { return bits_ >> 26; }
  constexpr bool is_drop() const { return kind() == MoveKind::Drop; }
  // En passant, castling and pushes also move or take a piece on some cell other than from() and
  // to(), so whether they open a line cannot be read off those two cells.
  constexpr bool moves_other_cells() const {
    return kind() == MoveKind::EnPassant || kind() == MoveKind::Castle || kind() == MoveKind::Push;
  }
  constexpr bool is_pass() const { return kind() == MoveKind::Normal && from() == to(); }
  constexpr PieceType dropped() const { return PieceType(uint8_t(extra() & 31)); }
  // The type a drop puts on the board: the hand's type, or its promoted type (dropPromoted).
  constexpr PieceType placed() const { return promotion() != PieceType::None ? promotion() : dropped(); }

  // The piece a gating move brings from the hand, or None.
  constexpr PieceType gated() const {
    return kind() == MoveKind::Gate || kind() == MoveKind::Castle ? promotion() : PieceType::None;
  }
  constexpr int castle_slot() const { return int(extra() & 3); }
  constexpr bool gates_rook_cell() const { return kind() == MoveKind::Castle && (extra() & GateOnRook); }
  constexpr uint64_t raw() const { return bits_; }

  constexpr bool is_none() const { return bits_ == 0; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

  static constexpr int ExtraBits = 38;
  static constexpr uint64_t GateOnRook = 4;

 private:
  constexpr explicit Move(uint64_t bits) : bits_(bits) {}
  uint64_t bits_ = 0;
};

// Inline capacity: more than any ordinary position needs. A rare position with
// more moves (a Westfield push promoting three Pawns from a rich pool can have
// thousands) spills the list to the heap, so no move is ever dropped.
constexpr int MaxMoves = 2048;

class MoveList {
 public:
  MoveList() {}  // the inline slots stay uninitialised: zeroing 16 KB per node would dominate perft
  MoveList(const MoveList&) = delete;
  MoveList& operator=(const MoveList&) = delete;

  // The list lives inline while size_ <= MaxMoves and in spill_ beyond that.
  void add(Move m) {
    if (size_ < MaxMoves) new (storage_ + size_++ * sizeof(Move)) Move(m);
    else spill(m);
  }
  void clear() {
    size_ = 0;
    spill_.clear();
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return data()[i]; }
  Move& operator[](int i) { return data()[i]; }
  const Move* begin() const { return data(); }
  const Move* end() const { return data() + size_; }
  Move* begin() { return data(); }
  Move* end() { return data() + size_; }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }
  // Keeps the first n moves (n <= size()).
  void truncate(int n) {
    if (size_ > MaxMoves && n <= MaxMoves) {
      std::copy(spill_.begin(), spill_.begin() + n, inline_data());
      spill_.clear();
    } else if (size_ > MaxMoves) {
      spill_.resize(size_t(n));
    }
    size_ = n;
  }
  // Keeps the moves for which keep(m) is true, in order.
  template <class Pred>
  void filter(Pred keep) {
    Move* moves = data();
    int n = 0;
    for (int i = 0; i < size_; ++i)
      if (keep(moves[i])) moves[n++] = moves[i];
    if (size_ > MaxMoves && n <= MaxMoves) {
      std::copy(moves, moves + n, inline_data());
      spill_.clear();
    } else if (size_ > MaxMoves) {
      spill_.resize(size_t(n));
    }
    size_ = n;
  }

 private:
  [[gnu::noinline]] void spill(Move m) {
    if (size_ == MaxMoves) spill_.assign(inline_data(), inline_data() + size_);
    spill_.push_back(m);
    ++size_;
  }
  Move* inline_data() { return std::launder(reinterpret_cast<Move*>(storage_)); }
  Move* data() { return size_ > MaxMoves ? spill_.data() : inline_data(); }
  const Move* data() const { return const_cast<MoveList*>(this)->data(); }

  alignas(Move) unsigned char storage_[MaxMoves * sizeof(Move)];
  int size_ = 0;
  std::vector<Move> spill_;  // used only past MaxMoves
};

}  // namespace tessera
