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

MoveFacts move_facts(Position& pos, Move m, const EvalTables& et);

}  // namespace tessera
