// Placeholder search until the real one lands: returns the first legal move, and reports it.
// It keeps the interface honest (always a legal move, or none when the game is over).
#include "search/search.h"

#include "movegen/movegen.h"

namespace tessera {

Move Searcher::search(Position& pos, const SearchLimits& limits, const Reporter& report) {
  stop_.store(false, std::memory_order_relaxed);
  MoveList moves;
  generate_legal(pos, moves);
  if (moves.empty()) return Move::none();
  if (report) {
    SearchReport r;
    r.depth = 1;
    r.nodes = uint64_t(moves.size());
    r.pv = {moves[0]};
    report(r);
  }
  (void)limits;
  return moves[0];
}

}  // namespace tessera
