// Game ends that depend on the moves that led to a position: the makruk and ASEAN counts, the
// shatar mate rule and perpetual check. Found by replaying the game's moves; not for search.
#pragma once

#include <span>
#include <vector>

#include "position/position.h"

namespace tessera {

// What the game status needs to know about one position of the game (index 0: before the first move).
struct PlyFacts {
  bool check = false;         // the side to move is in check
  bool shak = false;          // ... by a piece of EndRules::shak_pieces (shatar)
  bool knights_only = false;  // ... by knights alone (shatar)
  int counting_limit = 0;     // countingRule: plies the count allows; 0 = no count running
  int counting_ply = 0;       // plies counted so far
};

// Facts for the position before `played` and after each of its moves. `played` must be the moves
// that led to `pos` (the last ones made on it); `pos` is left as it was.
std::vector<PlyFacts> replay_facts(Position& pos, std::span<const Move> played);

// The count Fairy-Stockfish's countingRule starts for the side to move, in full moves (0: none).
int counting_limit(const Position& pos);

}  // namespace tessera
