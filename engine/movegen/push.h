// Shepherd's Push generation (Westfield): every push move of a Shepherding piece. The outcome of
// one push move is resolved below, in position/push_plan.h, which do_move and move text share.
#pragma once

#include "core/move.h"
#include "position/position.h"
#include "position/push_plan.h"

namespace tessera {

namespace gen {
// Every move of the Shepherding piece on `from`: pushes, and plain moves where nothing is pushed.
void shepherd_moves(const Position& pos, Cell from, PieceType t, MoveList& out);
}  // namespace gen

}  // namespace tessera
