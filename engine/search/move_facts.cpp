// Capture and promotion facts for move ordering and quiescence. Plain moves read the target cell;
// multi-part moves (en passant, the Shepherd's Push) are played once and the material compared.
#include "search/move_facts.h"

namespace tessera {

MoveFacts move_facts_by_making(Position& pos, Move m, const EvalTables& et) {
  MoveFacts f;
  const Color us = pos.side_to_move();
  f.mover = et.value[idx(type_of(pos.mover(m)))];
  const Value theirs = material(pos, ~us, et), ours = material(pos, us, et);
  pos.do_move(m);
  f.captured = theirs - material(pos, ~us, et);
  f.promoted = std::max(0, material(pos, us, et) - ours);
  pos.undo_move(m);
  return f;
}

}  // namespace tessera
