// The engine's search interface: limits in, best move and per-iteration reports out.
// Callers (UCI, the wasm module) drive it the same way; stop() may be called from another thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/move.h"
#include "position/position.h"

namespace tessera {

struct SearchLimits {
  int depth = 0;        // 0 = no depth limit
  uint64_t nodes = 0;   // 0 = no node limit
  int movetime_ms = 0;  // 0 = no time limit
};

struct SearchReport {
  int depth = 0;
  Value score = 0;  // centipawns from the side to move's view
  int mate_in = 0;  // nonzero: mate (or a capture-everything win) in this many moves; negative: being mated
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int time_ms = 0;
  int hashfull = 0;  // per mille of the transposition table used by this search
  std::vector<Move> pv;
};

struct SearchState;

class Searcher {
 public:
  using Reporter = std::function<void(const SearchReport&)>;

  Searcher();
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  // Searches until a limit is reached or stop() is called, reporting after each
  // completed iteration. Returns a legal move, or none when the game is over.
  Move search(Position& pos, const SearchLimits& limits, const Reporter& report = {});
  // Ends the running search within a few milliseconds. The flag is cleared when
  // a search returns; call clear_stop() before starting one on another thread,
  // so that a stop sent just after "go" is not lost.
  void stop() { stop_.store(true, std::memory_order_relaxed); }
  void clear_stop() { stop_.store(false, std::memory_order_relaxed); }

  // ---- Options (between searches only) ----
  void set_hash_mib(size_t mib);  // transposition table size; clears it
  // Adds a fixed pseudo-random offset in [-cp, cp] to each position's evaluation
  // (the same for a position throughout, so the search stays consistent): the
  // weaker levels' way to make human-like misjudgements.
  void set_eval_noise(int cp, uint64_t seed);
  void new_game();  // forgets the table and the move-ordering history
  // Nodes visited by the last search, including an interrupted last iteration.
  uint64_t nodes() const { return nodes_; }

 private:
  std::unique_ptr<SearchState> state_;
  std::atomic<bool> stop_{false};
  uint64_t nodes_ = 0;
};

}  // namespace tessera
