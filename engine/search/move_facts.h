// What a move takes and gains, read from the move's own kind and the board, never from chess
// assumptions: pushes and en passant are made and unmade to count what left the board.
#pragma once

#include "eval/eval.h"

namespace tessera {

struct MoveFacts {
  Value captured = 0;  // material removed from the opponent
  Value promoted = 0;  // material the mover's side gains by promotion
  Value mover = 0;     // value of the moving piece
  bool tactical() const { return captured > 0 || promoted > 0; }
};

// Multi-part moves (en passant, the Shepherd's Push): made and unmade to count what left the board.
MoveFacts move_facts_by_making(Position& pos, Move m, const EvalTables& et);

// Inline, since ordering asks it of every move; only multi-part moves leave the header.
inline MoveFacts move_facts(Position& pos, Move m, const EvalTables& et) {
  MoveFacts f;
  f.mover = et.value[idx(type_of(pos.mover(m)))];
  switch (m.kind()) {
    case MoveKind::Castle:
    case MoveKind::Drop: return f;  // a drop neither captures nor promotes
    case MoveKind::Normal:
    case MoveKind::Promotion: {
      const Piece q = pos.at(m.to());
      if (is_piece(q) && color_of(q) != pos.side_to_move()) f.captured = et.value[idx(type_of(q))];
      if (m.promotion() != PieceType::None) f.promoted = et.value[idx(m.promotion())] - f.mover;
      return f;
    }
    default: return move_facts_by_making(pos, m, et);
  }
}

}  // namespace tessera
