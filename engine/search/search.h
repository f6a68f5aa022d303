// The engine's search interface: limits in, best move and per-iteration reports out.
// Callers (UCI, the wasm module) drive it the same way; stop() may be called from another thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/move.h"
#include "position/position.h"

namespace tessera {

struct SearchLimits {
  int depth = 0;         // 0 = no depth limit
  uint64_t nodes = 0;    // 0 = no node limit
  int movetime_ms = 0;   // 0 = no time limit
};

struct SearchReport {
  int depth = 0;
  Value score = 0;        // centipawns from the side to move's view
  int mate_in = 0;        // nonzero: mate in this many moves (negative: being mated)
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int time_ms = 0;
  std::vector<Move> pv;
};

class Searcher {
 public:
  using Reporter = std::function<void(const SearchReport&)>;

  Move search(Position& pos, const SearchLimits& limits, const Reporter& report = {});
  void stop() { stop_.store(true, std::memory_order_relaxed); }

 private:
  std::atomic<bool> stop_{false};
};

}  // namespace tessera
