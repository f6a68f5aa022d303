// Perft: counts the leaf nodes of the legal move tree, the move generator's proof.
// The last ply is bulk-counted (the size of the legal list), as Stockfish and Fairy-Stockfish do.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "position/position.h"

namespace tessera {

uint64_t perft(Position& pos, int depth);

// Per-root-move counts, in generation order, with each move's text.
std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace tessera
