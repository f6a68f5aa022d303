// Correction history: how far searches have found the static evaluation off, by side to move and
// by where the promoting pieces (pawns) stand, added back to later evaluations of such positions.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "position/position.h"

namespace tessera {

// A key of the promoting pieces alone: the pawn structure in chess, whatever may promote elsewhere.
// Evaluation errors follow it (a weak pawn the terms miss stays weak as pieces move around it).
Key promoting_key(const Position& pos);

struct CorrectionHistory {
  static constexpr int Size = 1 << 14;
  static constexpr int Limit = 1024;  // an entry's bound
  static constexpr int Grain = 16;    // entry units per centipawn, so at most 64 cp of correction

  int16_t table[ColorCount][Size];

  void clear();
  Value offset(Color us, Key k) const { return Value(table[idx(us)][k & (Size - 1)] / Grain); }
  // A search of `depth` found the node worth `best` where the corrected evaluation said `corrected`.
  // Pulls towards the difference, more for deeper searches, and (gravity) less the fuller the entry.
  void update(Color us, Key k, Value best, Value corrected, int depth) {
    int16_t& e = table[idx(us)][k & (Size - 1)];
    const int bonus = std::clamp(int(best - corrected) * depth / 8, -Limit / 4, Limit / 4);
    e = int16_t(e + bonus - e * std::abs(bonus) / Limit);
  }
};

}  // namespace tessera
