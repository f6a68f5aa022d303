// Position: board, side to move and rule state for one variant, with do/undo and a Zobrist key.
// The API is grouped as in Stockfish: FEN, board queries, attacks, do/undo, and low-level edits.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "rules/variant.h"

namespace tessera {

constexpr int MaxPiecesPerSide = 64;
constexpr int MaxEpTargets = 3;
constexpr int MaxJournal = 24;

// A cell a capturer may land on to take `victim`, which passed over it.
struct EpTarget {
  Cell land = NoCell;
  Cell victim = NoCell;
};

// One undoable edit of a move that is not a plain from-to: a cell's old
// piece, or (pool entries) a pool's old count.
struct JournalEntry {
  uint16_t where;  // cell index, or PoolTag | colour << 5 | type
  uint8_t before;
  uint8_t slot;  // where `before` stood in its side's piece list, so that undo puts it back there
};
constexpr uint16_t PoolTag = 0x8000;

// Castling slots: colour * 2 + side, side 0 towards file a, 1 towards the last file.
constexpr int CastleSlots = 4;
constexpr int castle_slot(Color c, int side) { return idx(c) * 2 + side; }

struct StateInfo {
  // Copied from the previous state by do_move.
  Key key = 0;
  int rule50 = 0;
  int plies_from_null = 0;
  uint8_t castling = 0;
  uint8_t checks[2];   // checks each colour has left to give (check-counting variants); set by clear()
  uint64_t gates = 0;  // open gates (Variant::gate_bit), in gating variants
  // Recomputed by do_move.
  uint8_t ep_count = 0;
  uint8_t ep_hashed = 0;  // bit i: ep[i] is in the key (a capture is possible)
  EpTarget ep[MaxEpTargets];
  Piece moved = Piece::None;
  Piece captured = Piece::None;
  bool dropped = false;         // the move was a drop
  uint8_t captured_origin = 0;  // the captured piece was promoted from this type (0: it was not)
  uint8_t captured_slot = 0;    // where it stood in its side's piece list
  uint8_t mover_origin = 0;     // the same for the piece that moved, before the move
  bool passed = false;          // the move was a pass (kingPass)
  bool facing = false;          // bikjangRule: the royal pieces face each other here
  uint8_t journal_size = 0;     // nonzero: undo replays the journal
  JournalEntry journal[MaxJournal];
};

class Position {
 public:
  explicit Position(const Variant& v);
  Position(const Position&) = default;
  Position& operator=(const Position&) = default;

  // ---- FEN (position/fen.cpp) ----
  // Loads `fen`; returns "" on success, else a message naming the problem,
  // and then the position is unchanged.
  std::string set_fen(std::string_view fen);
  std::string fen() const;
  [[nodiscard]] std::string set_start();  // the variant's start FEN; "" or set_fen's error

  // ---- Board ----
  const Variant& variant() const { return *v_; }
  const Geometry& geometry() const { return v_->geometry(); }
  Piece at(Cell c) const { return board_[idx(c)]; }
  // The piece `m` moves: the one on its from-cell, or for a drop the one it takes from the hand.
  Piece mover(Move m) const { return m.is_drop() ? make_piece(side_, m.placed()) : board_[idx(m.from())]; }
  bool empty(Cell c) const { return !is_piece(board_[idx(c)]); }
  Color side_to_move() const { return side_; }
  Cell royal(Color c) const { return royal_[idx(c)]; }
  int count(Color c) const { return count_[idx(c)]; }
  int count(Color c, PieceType t) const { return type_count_[idx(c)][idx(t)]; }
  Cell piece_cell(Color c, int i) const { return list_[idx(c)][i]; }
  // The pieces `owner` holds off the board: Westfield's captured-piece pool, or the hand it drops from.
  int pool(Color owner, PieceType t) const { return pool_[idx(owner)][idx(t)]; }
  // Was the piece on `c` promoted (FEN "Q~", "+P"), and from which type? Captured, it goes to hand
  // as that type.
  bool promoted(Cell c) const { return origin_[idx(c)] != 0; }
  PieceType origin(Cell c) const { return PieceType(origin_[idx(c)]); }
  int fullmove() const { return 1 + game_ply_ / 2; }
  const StateInfo& state() const { return states_.back(); }
  int rule50() const { return state().rule50; }
  uint8_t castling_rights() const { return state().castling; }
  Cell castle_rook(int slot) const { return castle_rook_[slot]; }
  // Where castling move `m` puts its rook (the king goes to m.to()).
  Cell castle_rook_target(Move m) const;
  // Does the position hold pieces off the board: pools that promotions use (Westfield) or hands
  // that drops use (crazyhouse)?
  bool has_pools() const { return tracks_pool_; }
  Key key() const { return state().key; }
  // The piece that castles, while that colour has a castling right.
  Cell castle_king(Color c) const { return castle_king_[idx(c)]; }
  int checks_left(Color c) const { return state().checks[idx(c)]; }
  // countingRule: the count Fairy-Stockfish's FEN gave (limit in the en-passant field, plies counted
  // in the halfmove field), in plies; 0 when none. Not updated by moves (game/history_rules.h).
  int fen_count_limit() const { return fen_count_limit_; }
  int fen_count_ply() const { return fen_count_ply_; }
  // Moves made since the FEN was set.
  int plies_since_fen() const { return int(states_.size()) - 1; }

  // ---- Gates (position/gates.cpp): cells whose first move is still to come, in gating variants ----
  bool gate_open(Color c, Cell s) const { return state().gates & v_->gate_bit(c, s); }
  bool has_gates(Color c) const { return state().gates >> (32 * idx(c)) & 0xFFFFFFFFu; }
  int hand_count(Color c) const;  // pieces in c's hand, all types together

  // ---- Game end by a variant rule (position/end_state.cpp) ----
  // Has extinction, a flag, the check count, bikjang or a second pass already ended the game?
  // Moves may remain.
  ImmediateEnd immediate_end() const;
  // shogiPawnDropMateIllegal: did the last move drop a piece of the variant's drop-mate types, and do
  // only such pieces give check? A mate so given loses for the side that dropped.
  bool checked_by_drop_mate_piece() const;

  // materialCounting: the result of a game scored now by its rule, for the side to move (a draw
  // without the rule).
  EndValue material_result() const;

  // ---- Attacks ----
  // Is `s` attacked by colour `by`, counting only piece types in `types`?
  bool attacked(Cell s, Color by, uint32_t types = ~0u) const;
  bool in_check() const;
  // For the side to move: can making `m` attack the enemy royal piece? No when the move changes
  // only its two cells and neither lies in Variant::check_zone of that piece; yes otherwise, which
  // means "make it and test".
  bool may_give_check(Move m) const;
  // For the side to move, not in check: can making `m` leave its royal piece attacked? No when the
  // piece moved is not royal, its move has no side effect elsewhere, and it leaves no cell on a
  // line an enemy slider could attack the royal piece along; yes otherwise, which means "test it".
  // Sound only where Variant::lines_decide_exposure().
  bool may_expose_royal(Move m) const;
  // The cells of colour `by`'s pieces attacking `s`: returns how many, writing up to `most` of them
  // (a path attacker that reaches `s` by two lines counts twice). It shares attacked()'s walk and
  // rules but follows every line to the end, so a yes-or-no question belongs to attacked(); see()
  // asks it only once attacked() said yes.
  int attackers(Cell s, Color by, Cell* out, int most) const;
  // Static exchange (position/exchange.cpp): the material the side to move nets from `m` and the
  // captures on its target cell that follow, pieces priced by `value` (indexed by type). 0 for a
  // castle, a push, en passant or a pass. The board is unchanged after the call.
  Value see(Move m, const Value* value);
  // flyingGeneral, bikjangRule: does colour `us`'s royal piece face the enemy's on an open orthogonal line?
  bool generals_face(Color us) const;
  // Would the side to move's royal piece be safe after stepping from `from`
  // to `to`? Decided by lifting it rather than making the move.
  bool royal_step_safe(Cell from, Cell to);

  // ---- Do/undo ----
  void do_move(Move m);
  void undo_move(Move m);
  void do_null_move();
  void undo_null_move();
  // Earlier positions with this key since the last irreversible move.
  int repetitions() const;
  // Plies back to the latest earlier position with this key since the last irreversible move; 0 if none.
  int repetition_distance() const;

  // ---- Low-level edits, for move kinds with many parts (castling, pushes) ----
  // Each records its change in the current state's journal and updates the key.
  void set_cell(Cell c, Piece p);
  void set_pool(Color owner, PieceType t, int count);
  // Leaves `victim`, which just passed over `land`, open to en passant.
  void add_ep_target(Cell land, Cell victim);
  StateInfo& mutable_state() { return states_.back(); }

 private:
  friend class FenReader;
  void clear();
  // Piece lists: put appends, remove fills the hole with the last piece, and restore undoes a
  // remove exactly (the piece back in its slot, the last piece back at the end), so that undo_move
  // leaves the lists in the order they had and a search's move order never depends on what it tried.
  void put(Piece p, Cell c);
  void remove(Cell c);
  void restore(Piece p, Cell c, int slot);
  void relocate(Cell from, Cell to);
  void replace(Cell c, Piece p);  // another piece of the same colour, in the same slot
  void push_state();
  void do_plain(Move m, StateInfo& st);
  void do_en_passant(Move m, StateInfo& st);
  void do_castle(Move m, StateInfo& st);
  void do_push(Move m, StateInfo& st);  // position/do_push.cpp
  void do_drop(Move m, StateInfo& st);
  void move_origin(Move m, Piece pc, StateInfo& st);
  void promote_in_place(Move m, StateInfo& st);
  void enter_gate(PieceType t, Cell c, StateInfo& st);  // position/gates.cpp
  void close_gates(Move m, StateInfo& st);              // position/gates.cpp
  std::string gate_letters(Color c) const;              // position/gates.cpp, for fen()
  Key gates_key() const;                                // position/gates.cpp
  // After a move in gating or castlingDroppedPiece variants: closes gates, adds dropped castling rights.
  void after_gate_rules(Move m, StateInfo& st);  // position/gates.cpp
  void preset_dropped_castling();                // position/gates.cpp, for the FEN reader
  void undo_with_hands(Move m, const StateInfo& st);
  void count_check(StateInfo& st);
  // Could the side not owning `victim` take it en passant via `land` now?
  bool ep_capturable(Cell land, Cell victim);
  void note_capture(Piece captured, bool journaled, uint8_t origin = 0);
  // The hand a captured piece joins, and as what.
  Color hand_owner(Piece captured) const { return v_->captures_to_capturer() ? side_ : color_of(captured); }
  PieceType hand_type(Piece captured, uint8_t origin) const {
    return origin ? PieceType(origin) : type_of(captured);
  }
  bool attacked_by_paths(Cell s, Color by, uint32_t types) const;  // position/attacks.cpp
  Key compute_key() const;

  const Variant* v_;
  Piece board_[MaxCells + 1];
  Cell list_[ColorCount][MaxPiecesPerSide];
  uint8_t list_slot_[MaxCells + 1];
  int count_[ColorCount];
  uint8_t type_count_[ColorCount][MaxTypes];
  uint8_t pool_[ColorCount][MaxTypes];
  Cell royal_[ColorCount];
  Color side_ = Color::White;
  int game_ply_ = 0;
  uint8_t castling_mask_[MaxCells + 1];
  Cell castle_rook_[CastleSlots];
  Cell castle_king_[ColorCount];
  bool tracks_pool_ = false;
  bool tracks_promoted_ = false;
  bool pools_captures_ = false;   // captured pieces go to a pool or hand
  bool drop_or_mark_ = false;     // drops or promoted marks: undo takes undo_with_hands
  uint8_t origin_[MaxCells + 1];  // per cell: the type its promoted piece came from, or 0
  bool counts_checks_ = false;
  bool gate_rules_ = false;     // gates or castlingDroppedPiece: do_move calls after_gate_rules
  bool tracks_facing_ = false;  // bikjangRule: each state notes whether the royal pieces face
  int fen_count_limit_ = 0, fen_count_ply_ = 0;
  std::vector<StateInfo> states_;
};

}  // namespace tessera
