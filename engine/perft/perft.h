// Perft: counts the leaf nodes of the legal move tree, the move generator's proof.
// The last ply is bulk-counted (the size of the legal list), as Stockfish and Fairy-Stockfish do.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "position/position.h"

namespace tessera {

// The deepest count a command may ask for. Depth 20 is past anything that finishes in any variant,
// so a typo of 200 is refused rather than started.
inline constexpr int MaxPerftDepth = 20;

uint64_t perft(Position& pos, int depth);

// Per-root-move counts, in generation order, with each move's text. With `stop`, the count ends soon
// after it is set (every node that generates moves reads it), and only the moves counted in full by
// then are listed.
struct PerftDivide {
  std::vector<std::pair<std::string, uint64_t>> counts;
  size_t moves = 0;  // the root's legal moves: more than counts.size() when stopped
  bool complete() const { return counts.size() == moves; }
};
PerftDivide perft_divide(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

}  // namespace tessera
