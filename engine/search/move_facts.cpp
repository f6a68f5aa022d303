// Capture and promotion facts for move ordering and quiescence. Plain moves read the target cell;
// multi-part moves (en passant, the Shepherd's Push) are played once and the material compared.
#include "search/move_facts.h"

namespace tessera {

MoveFacts move_facts(Position& pos, Move m, const EvalTables& et) {
  MoveFacts f;
  const Color us = pos.side_to_move();
  const Piece mover = pos.mover(m);
  f.mover = et.value[idx(type_of(mover))];
  switch (m.kind()) {
    case MoveKind::Castle:
    case MoveKind::Drop: return f;  // a drop neither captures nor promotes
    case MoveKind::Normal:
    case MoveKind::Promotion: {
      const Piece q = pos.at(m.to());
      if (is_piece(q) && color_of(q) != us) f.captured = et.value[idx(type_of(q))];
      if (m.promotion() != PieceType::None) f.promoted = et.value[idx(m.promotion())] - f.mover;
      return f;
    }
    default: break;
  }
  const Value theirs = material(pos, ~us, et), ours = material(pos, us, et);
  pos.do_move(m);
  f.captured = theirs - material(pos, ~us, et);
  f.promoted = std::max(0, material(pos, us, et) - ours);
  pos.undo_move(m);
  return f;
}

}  // namespace tessera
