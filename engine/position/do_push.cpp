// Playing a Shepherd's Push: every mover is lifted, then each lands, takes or is taken, and may promote.
// All edits go through the journal (set_cell, set_pool), so undo_move needs no push-specific code.
#include "position/position.h"
#include "position/push_plan.h"

namespace tessera {

// Journal: the Shepherding piece's two cells, each pushed piece's two cells, and per pushed piece
// one pool for what it takes (or what takes it) and one for its promotion.
static_assert(MaxJournal >= 2 * (PushSlots + 1) + 2 * PushSlots, "a push may overflow the journal");

void Position::do_push(Move m, StateInfo& st) {
  PushPlan plan;
  if (!plan_push(*this, m, plan)) return;  // only generated moves reach here
  const Piece shepherd = board_[idx(m.from())];
  set_cell(m.from(), Piece::None);
  for (int i = 0; i < plan.count; ++i) set_cell(plan.pieces[i].from, Piece::None);
  for (int i = 0; i < plan.count; ++i) {
    const PushedPiece& p = plan.pieces[i];
    const Color owner = color_of(p.piece);
    if (v_->clock_types() >> idx(type_of(p.piece)) & 1) st.rule50 = 0;  // pushed Pawns count
    if (p.taken) {
      st.captured = p.piece;
      note_capture(p.piece, true);
      continue;
    }
    if (is_cell(p.captures)) {
      st.captured = board_[idx(p.captures)];
      note_capture(st.captured, true);
    }
    Piece placed = p.piece;
    if (p.promotion != PieceType::None) {
      placed = make_piece(owner, p.promotion);
      if (tracks_pool_ && v_->promotion_uses_pool(type_of(p.piece), p.promotion))
        set_pool(owner, p.promotion, pool_[idx(owner)][idx(p.promotion)] - 1);
    }
    set_cell(p.to, placed);
  }
  set_cell(m.to(), shepherd);
  // A two-step push of the Shepherding piece's own Pawn, Supersilver, or Gold or
  // Silver piece along a short-range direction leaves it open to en passant,
  // unless it promoted on the way.
  for (int i = 0; i < plan.count; ++i) {
    const PushedPiece& p = plan.pieces[i];
    if (!is_cell(p.passed) || p.promotion != PieceType::None) continue;
    const Piece on = board_[idx(p.passed)];
    if (!is_piece(on) || color_of(on) == side_) add_ep_target(p.passed, p.to);
  }
}

}  // namespace tessera
