// Position state changes: piece placement, do/undo of every move kind, null moves, repetition.
// Plain moves take a fast path; multi-part moves go through journaled edits that undo replays.
#include "position/position.h"

#include <cassert>
#include <cstring>

#include "position/zobrist.h"

namespace tessera {

Position::Position(const Variant& v) : v_(&v) {
  tracks_pool_ = v.has_hands();
  tracks_promoted_ = v.tracks_promoted();
  pools_captures_ = v.captures_to_pool();
  drop_or_mark_ = v.has_drops() || tracks_promoted_ || v.seirawan_gating();
  counts_checks_ = v.counts_checks();
  gate_rules_ = v.gating() || v.setup().castling_dropped;
  tracks_facing_ = v.bikjang();
  clear();
  // Only compile_variant meets a start FEN that does not read: it reports the error and drops the
  // variant, so no game is ever played from the half-set position this leaves.
  if (const std::string err = set_start(); !err.empty()) clear();
}

void Position::clear() {
  std::memset(board_, 0, sizeof board_);
  std::memset(list_slot_, 0, sizeof list_slot_);
  std::memset(count_, 0, sizeof count_);
  std::memset(type_count_, 0, sizeof type_count_);
  std::memset(pool_, 0, sizeof pool_);
  std::memset(origin_, 0, sizeof origin_);
  std::memset(castling_mask_, 0, sizeof castling_mask_);
  for (Cell& c : castle_rook_) c = NoCell;
  castle_king_[0] = castle_king_[1] = NoCell;
  royal_[0] = royal_[1] = NoCell;
  side_ = Color::White;
  game_ply_ = 0;
  fen_count_limit_ = fen_count_ply_ = 0;
  states_.clear();
  // Room for a search's plies beyond a short game; push_state doubles it when a game outgrows it.
  // A larger start costs every idle board on a page its states (152 bytes each) up front.
  states_.reserve(64);
  states_.emplace_back();
  states_.back().checks[0] = states_.back().checks[1] = 0;
}

std::string Position::set_start() { return set_fen(v_->def().start_fen); }

// ---- Piece placement -------------------------------------------------------

void Position::put(Piece p, Cell c) {
  const Color col = color_of(p);
  assert(count_[idx(col)] < MaxPiecesPerSide && "the FEN reader bounds the pieces per side");
  board_[idx(c)] = p;
  list_slot_[idx(c)] = uint8_t(count_[idx(col)]);
  list_[idx(col)][count_[idx(col)]++] = c;
  ++type_count_[idx(col)][idx(type_of(p))];
  if (type_of(p) == v_->royal_type()) royal_[idx(col)] = c;
}

void Position::remove(Cell c) {
  const Piece p = board_[idx(c)];
  const Color col = color_of(p);
  const int last = --count_[idx(col)];
  const Cell moved = list_[idx(col)][last];
  list_[idx(col)][list_slot_[idx(c)]] = moved;
  list_slot_[idx(moved)] = list_slot_[idx(c)];
  --type_count_[idx(col)][idx(type_of(p))];
  if (royal_[idx(col)] == c) royal_[idx(col)] = NoCell;
  board_[idx(c)] = Piece::None;
}

void Position::restore(Piece p, Cell c, int slot) {
  const Color col = color_of(p);
  const int last = count_[idx(col)]++;
  if (slot != last) {  // the piece that filled the hole goes back to the end
    const Cell filler = list_[idx(col)][slot];
    list_[idx(col)][last] = filler;
    list_slot_[idx(filler)] = uint8_t(last);
  }
  list_[idx(col)][slot] = c;
  list_slot_[idx(c)] = uint8_t(slot);
  board_[idx(c)] = p;
  ++type_count_[idx(col)][idx(type_of(p))];
  if (type_of(p) == v_->royal_type()) royal_[idx(col)] = c;
}

void Position::replace(Cell c, Piece p) {
  const Piece before = board_[idx(c)];
  --type_count_[idx(color_of(before))][idx(type_of(before))];
  ++type_count_[idx(color_of(p))][idx(type_of(p))];
  board_[idx(c)] = p;
  const Color col = color_of(p);
  if (type_of(p) == v_->royal_type()) royal_[idx(col)] = c;
  else if (royal_[idx(col)] == c) royal_[idx(col)] = NoCell;
}

void Position::relocate(Cell from, Cell to) {
  const Piece p = board_[idx(from)];
  board_[idx(to)] = p;
  board_[idx(from)] = Piece::None;
  list_slot_[idx(to)] = list_slot_[idx(from)];
  list_[idx(color_of(p))][list_slot_[idx(to)]] = to;
  if (royal_[idx(color_of(p))] == from) royal_[idx(color_of(p))] = to;
}

void Position::set_cell(Cell c, Piece p) {
  StateInfo& st = states_.back();
  const Piece before = board_[idx(c)];
  assert(st.journal_size < MaxJournal && "a move edits more cells than the journal holds");
  if (st.journal_size < MaxJournal)
    st.journal[st.journal_size++] = {uint16_t(idx(c)), uint8_t(before),
                                     is_piece(before) ? list_slot_[idx(c)] : uint8_t(0)};
  if (is_piece(before)) {
    st.key ^= zobrist::piece(before, c);
    remove(c);
  }
  if (is_piece(p)) {
    st.key ^= zobrist::piece(p, c);
    put(p, c);
  }
}

void Position::set_pool(Color owner, PieceType t, int count) {
  StateInfo& st = states_.back();
  uint8_t& slot = pool_[idx(owner)][idx(t)];
  assert(st.journal_size < MaxJournal && "a move edits more cells than the journal holds");
  if (st.journal_size < MaxJournal)
    st.journal[st.journal_size++] = {uint16_t(PoolTag | idx(owner) << 5 | idx(t)), slot, 0};
  st.key ^= zobrist::pool(owner, t, slot) ^ zobrist::pool(owner, t, count);
  slot = uint8_t(count);
}

// ---- Do/undo ------------------------------------------------------------------

void Position::push_state() {
  if (states_.size() == states_.capacity()) states_.reserve(states_.size() * 2);
  const StateInfo& prev = states_.back();
  StateInfo& st = states_.emplace_back();
  st.key = prev.key;
  st.rule50 = prev.rule50 + 1;
  st.plies_from_null = prev.plies_from_null + 1;
  st.castling = prev.castling;
  st.gates = prev.gates;
  std::memcpy(st.checks, prev.checks, sizeof st.checks);
  for (int i = 0; i < prev.ep_count; ++i)
    if (prev.ep_hashed >> i & 1) st.key ^= zobrist::en_passant(prev.ep[i].land);
}

// Captured pieces go to their owner's pool in variants that promote from it, and to the capturer's
// hand where captures go to hand (a promoted piece as the type it was promoted from).
void Position::note_capture(Piece captured, bool journaled, uint8_t origin) {
  StateInfo& st = states_.back();
  st.rule50 = 0;
  if (!pools_captures_) return;
  const Color owner = hand_owner(captured);
  const PieceType t = hand_type(captured, origin);
  if (journaled) {
    set_pool(owner, t, pool_[idx(owner)][idx(t)] + 1);
    return;
  }
  st.key ^= zobrist::pool(owner, t, pool_[idx(owner)][idx(t)]);
  ++pool_[idx(owner)][idx(t)];
  st.key ^= zobrist::pool(owner, t, pool_[idx(owner)][idx(t)]);
}

void Position::add_ep_target(Cell land, Cell victim) {
  StateInfo& st = states_.back();
  assert(st.ep_count < MaxEpTargets && "more en-passant targets than a state holds");
  if (st.ep_count >= MaxEpTargets) return;
  const int i = st.ep_count++;
  st.ep[i] = {land, victim};
  // Hash the target only when a capture is possible, so positions that differ
  // in nothing a player can use repeat as the same position.
  if (ep_capturable(land, victim)) {
    st.ep_hashed |= uint8_t(1u << i);
    st.key ^= zobrist::en_passant(land);
  }
}

bool Position::ep_capturable(Cell land, Cell victim) {
  const Piece vp = board_[idx(victim)];
  const Color by = ~color_of(vp);
  if (!is_piece(vp) || (is_piece(board_[idx(land)]) && color_of(board_[idx(land)]) == by)) return false;
  // Westfield: the victim counts as standing on `land`, so its real cell blocks no slider.
  const bool lift = v_->en_passant_rule() == EnPassantRule::SameKind;
  if (lift) board_[idx(victim)] = Piece::None;
  const bool yes = attacked(land, by, v_->ep_capturer_types(type_of(vp)));
  board_[idx(victim)] = vp;
  return yes;
}

void Position::do_move(Move m) {
  push_state();
  StateInfo& st = states_.back();
  st.moved = board_[idx(m.from())];
  switch (m.kind()) {
    case MoveKind::Normal: do_plain(m, st); break;  // a pass (from = to) too
    case MoveKind::Promotion:
      if (m.from() == m.to()) [[unlikely]]
        promote_in_place(m, st);
      else do_plain(m, st);
      break;
    case MoveKind::Gate:
      do_plain(m, st);
      enter_gate(m.gated(), m.from(), st);
      break;
    case MoveKind::EnPassant: do_en_passant(m, st); break;
    case MoveKind::Castle: do_castle(m, st); break;
    case MoveKind::Push: do_push(m, st); break;
    case MoveKind::Drop: do_drop(m, st); break;
  }
  if (st.castling && (castling_mask_[idx(m.from())] | castling_mask_[idx(m.to())])) {
    st.key ^= zobrist::castling(st.castling);
    st.castling &= uint8_t(~(castling_mask_[idx(m.from())] | castling_mask_[idx(m.to())]));
    st.key ^= zobrist::castling(st.castling);
  }
  if (gate_rules_) [[unlikely]]
    after_gate_rules(m, st);
  side_ = ~side_;
  st.key ^= zobrist::side();
  ++game_ply_;
  if (counts_checks_) count_check(st);
  if (tracks_facing_) [[unlikely]]
    st.facing = generals_face(side_);
}

// Check counting: a move that leaves the opponent in check uses up one of the mover's checks.
void Position::count_check(StateInfo& st) {
  const Color mover = ~side_;
  uint8_t& left = st.checks[idx(mover)];
  if (!left || !in_check()) return;
  st.key ^= zobrist::checks(mover, left) ^ zobrist::checks(mover, left - 1);
  --left;
}

void Position::do_plain(Move m, StateInfo& st) {
  const Cell from = m.from(), to = m.to();
  const Piece pc = board_[idx(from)];
  const Piece cap = board_[idx(to)];
  if (is_piece(cap)) {
    if (from == to) [[unlikely]] {  // a pass (the piece "takes" itself): nothing moves
      st.passed = true;
      return;
    }
    st.captured = cap;
    st.captured_slot = list_slot_[idx(to)];
    st.key ^= zobrist::piece(cap, to);
    remove(to);
    st.captured_origin = tracks_promoted_ ? origin_[idx(to)] : 0;
    note_capture(cap, false, st.captured_origin);
  }
  st.key ^= zobrist::piece(pc, from) ^ zobrist::piece(pc, to);
  relocate(from, to);
  if (tracks_promoted_) [[unlikely]]
    move_origin(m, pc, st);
  if (v_->clock_types() >> idx(type_of(pc)) & 1) st.rule50 = 0;
  if (m.kind() == MoveKind::Promotion) {
    const Piece promoted = make_piece(side_, m.promotion());
    st.key ^= zobrist::piece(pc, to) ^ zobrist::piece(promoted, to);
    replace(to, promoted);
    if (tracks_pool_ && v_->promotion_uses_pool(type_of(pc), m.promotion())) {
      uint8_t& n = pool_[idx(side_)][idx(m.promotion())];
      st.key ^= zobrist::pool(side_, m.promotion(), n) ^ zobrist::pool(side_, m.promotion(), n - 1);
      --n;
    }
  }
  // A double step names the cell it passed over in extra(), plus one. From the first rank
  // (horde) it leaves nothing to take en passant, as in Fairy-Stockfish.
  if (m.extra() && !v_->quiet_double_step(side_, type_of(pc), from))
    add_ep_target(cell_at(int(m.extra()) - 1), to);
}

// Sittuyin: a pawn becomes its promotion type where it stands (journaled, so undo replays it).
void Position::promote_in_place(Move m, StateInfo& st) {
  set_cell(m.from(), make_piece(side_, m.promotion()));
  st.rule50 = 0;
}

// Journal: each victim's cell and pool, the passed cell's pool, from, to, and a promotion's pool.
static_assert(MaxJournal >= 2 * MaxEpTargets + 4, "en passant may overflow the journal");

void Position::do_en_passant(Move m, StateInfo& st) {
  const StateInfo& prev = states_[states_.size() - 2];
  const Piece pc = board_[idx(m.from())];
  for (int i = 0; i < prev.ep_count; ++i)
    if (prev.ep[i].land == m.to()) {
      const Cell victim = prev.ep[i].victim;
      st.captured = board_[idx(victim)];
      note_capture(st.captured, true);
      set_cell(victim, Piece::None);
    }
  // Westfield: a Shepherding piece standing on the passed cell goes too.
  if (is_piece(board_[idx(m.to())])) note_capture(board_[idx(m.to())], true);
  set_cell(m.from(), Piece::None);
  const PieceType promo = m.promotion();
  set_cell(m.to(), promo != PieceType::None ? make_piece(side_, promo) : pc);
  if (promo != PieceType::None && tracks_pool_ && v_->promotion_uses_pool(type_of(pc), promo))
    set_pool(side_, promo, pool_[idx(side_)][idx(promo)] - 1);
  st.rule50 = 0;
}

namespace {

Key origin_key(Cell c, uint8_t origin) { return origin ? zobrist::promoted(c, PieceType(origin)) : 0; }

}  // namespace

// The promoted mark follows its piece (replacing a captured piece's on `to`). A promotion sets it to
// the type that promoted, unless the piece was promoted already; a promotion back to the type it came
// from (pieceDemotion) clears it.
void Position::move_origin(Move m, Piece pc, StateInfo& st) {
  const Cell from = m.from(), to = m.to();
  const uint8_t before = origin_[idx(from)];
  uint8_t after = before;
  if (m.kind() == MoveKind::Promotion)
    after = before == idx(m.promotion()) ? 0 : before ? before : uint8_t(idx(type_of(pc)));
  st.mover_origin = before;
  st.key ^= origin_key(to, st.captured_origin) ^ origin_key(from, before) ^ origin_key(to, after);
  origin_[idx(from)] = 0;
  origin_[idx(to)] = after;
}

// A piece from the hand onto an empty cell: no journal, undo takes it back up.
void Position::do_drop(Move m, StateInfo& st) {
  const Piece p = make_piece(side_, m.placed());
  uint8_t& n = pool_[idx(side_)][idx(m.dropped())];
  assert(n > 0 && "a drop from an empty hand");
  st.moved = p;
  st.dropped = true;
  st.key ^= zobrist::pool(side_, m.dropped(), n) ^ zobrist::pool(side_, m.dropped(), n - 1) ^
            zobrist::piece(p, m.to());
  --n;
  put(p, m.to());
  if (m.placed() != m.dropped()) {  // dropPromoted: it came from the hand as its base type
    origin_[idx(m.to())] = uint8_t(idx(m.dropped()));
    st.key ^= origin_key(m.to(), origin_[idx(m.to())]);
  }
}

static_assert(MaxJournal >= 6, "castling edits four cells, and a gated piece's cell and hand");

Cell Position::castle_rook_target(Move m) const {
  const CastlingDef& rule = v_->def().castling;
  Cell rook_to = m.from();
  if (rule.kind == CastlingDef::Kind::Standard) {
    const Geometry& g = geometry();
    for (Cell c : g.rows()[g.rows().size() - 1 - g.rank_of(m.from())])
      if (g.file_of(c) == rule.rook_to_file[int(m.extra()) & 1]) rook_to = c;
  }
  return rook_to;
}

void Position::do_castle(Move m, StateInfo& st) {
  const int slot = m.castle_slot();
  const Cell king_from = m.from(), king_to = m.to(), rook_from = castle_rook_[slot];
  const Piece king = board_[idx(king_from)], rook = board_[idx(rook_from)];
  const Cell rook_to = castle_rook_target(m);
  set_cell(king_from, Piece::None);
  set_cell(rook_from, Piece::None);
  set_cell(king_to, king);
  set_cell(rook_to, rook);
  if (const PieceType t = m.gated(); t != PieceType::None) {  // Seirawan: a held piece enters
    set_cell(m.gates_rook_cell() ? rook_from : king_from, make_piece(side_, t));
    set_pool(side_, t, pool_[idx(side_)][idx(t)] - 1);
  }
  if (v_->clock_types() >> idx(type_of(king)) & 1) st.rule50 = 0;
}

void Position::undo_move(Move m) {
  StateInfo& st = states_.back();
  side_ = ~side_;
  --game_ply_;
  if (st.journal_size) {
    for (int i = st.journal_size - 1; i >= 0; --i) {
      const JournalEntry& e = st.journal[i];
      if (e.where & PoolTag) {
        pool_[(e.where >> 5) & 1][e.where & 31] = e.before;
        continue;
      }
      const Cell c = cell_at(e.where);
      if (is_piece(board_[idx(c)])) remove(c);  // the last in its list: the entry put it there
      if (e.before) restore(Piece(e.before), c, e.slot);
    }
  } else if (drop_or_mark_) [[unlikely]] {
    undo_with_hands(m, st);
  } else {
    const Cell from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Promotion) {
      if (tracks_pool_ && v_->promotion_uses_pool(type_of(st.moved), m.promotion()))
        ++pool_[idx(side_)][idx(m.promotion())];
      replace(to, st.moved);
    }
    if (!st.passed) [[likely]]
      relocate(to, from);
    if (is_piece(st.captured)) {
      restore(st.captured, to, st.captured_slot);
      if (pools_captures_) --pool_[idx(color_of(st.captured))][idx(type_of(st.captured))];
    }
  }
  states_.pop_back();
}

// Undo in variants with drops, promoted marks (crazyhouse) or gating, kept out of the common path above.
[[gnu::noinline]] void Position::undo_with_hands(Move m, const StateInfo& st) {
  if (m.kind() == MoveKind::Gate) {  // the gated piece goes back to hand; then undo the plain move
    remove(m.from());
    ++pool_[idx(side_)][idx(m.gated())];
  }
  if (m.is_drop()) {
    remove(m.to());
    origin_[idx(m.to())] = 0;
    ++pool_[idx(side_)][idx(m.dropped())];
    return;
  }
  const Cell from = m.from(), to = m.to();
  if (tracks_promoted_) {
    origin_[idx(from)] = st.mover_origin;
    origin_[idx(to)] = st.captured_origin;
  }
  if (m.kind() == MoveKind::Promotion) replace(to, st.moved);
  if (!st.passed) relocate(to, from);
  if (is_piece(st.captured)) {
    restore(st.captured, to, st.captured_slot);
    if (pools_captures_)
      --pool_[idx(hand_owner(st.captured))][idx(hand_type(st.captured, st.captured_origin))];
  }
}

void Position::do_null_move() {
  push_state();
  StateInfo& st = states_.back();
  st.plies_from_null = 0;
  side_ = ~side_;
  st.key ^= zobrist::side();
  ++game_ply_;
}

void Position::undo_null_move() {
  side_ = ~side_;
  --game_ply_;
  states_.pop_back();
}

int Position::repetitions() const {
  const StateInfo& st = states_.back();
  const int back = std::min({st.rule50, st.plies_from_null, int(states_.size()) - 1});
  int n = 0;
  for (int i = 4; i <= back; i += 2)
    if (states_[states_.size() - 1 - i].key == st.key) ++n;
  return n;
}

int Position::repetition_distance() const {
  const StateInfo& st = states_.back();
  const int back = std::min({st.rule50, st.plies_from_null, int(states_.size()) - 1});
  for (int i = 4; i <= back; i += 2)
    if (states_[states_.size() - 1 - i].key == st.key) return i;
  return 0;
}

Key Position::compute_key() const {
  Key k = 0;
  for (int i = 0; i < geometry().size(); ++i)
    if (is_piece(board_[i])) k ^= zobrist::piece(board_[i], cell_at(i));
  if (side_ == Color::Black) k ^= zobrist::side();
  k ^= zobrist::castling(state().castling);
  for (int c = 0; c < ColorCount; ++c)
    for (int t = 1; t <= v_->type_count(); ++t) k ^= zobrist::pool(Color(c), type_at(t), pool_[c][t]);
  const StateInfo& st = state();
  for (int i = 0; i < st.ep_count; ++i)
    if (st.ep_hashed >> i & 1) k ^= zobrist::en_passant(st.ep[i].land);
  for (int i = 0; i < geometry().size(); ++i) k ^= origin_key(cell_at(i), origin_[i]);
  if (st.gates) k ^= gates_key();
  if (v_->counts_checks())
    k ^= zobrist::checks(Color::White, st.checks[0]) ^ zobrist::checks(Color::Black, st.checks[1]);
  return k;
}

}  // namespace tessera
