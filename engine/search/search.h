// The engine's search interface: limits in, best move and per-iteration reports out.
// Callers drive it in one call (UCI, stop() from another thread) or in slices that a poll pauses (wasm).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "core/move.h"
#include "position/position.h"

namespace tessera {

struct SearchLimits {
  int depth = 0;        // 0 = no depth limit
  uint64_t nodes = 0;   // 0 = no node limit
  int movetime_ms = 0;  // 0 = no time limit
  // With a game clock: the time to aim at, spent or saved by how settled the best move is;
  // movetime_ms is then the hard limit. 0: think for the whole movetime.
  int soft_ms = 0;
  // UCI's searchmoves: the root moves to choose among. Empty, or naming no legal move: all of them.
  std::vector<Move> only;
  bool only_has(Move m) const { return only.empty() || std::find(only.begin(), only.end(), m) != only.end(); }
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

// A caller's answer at the search's periodic clock check (every 1024 nodes): go on, pause so that
// resume() carries on later from the same iteration, or stop with the best move so far.
enum class PollAnswer : uint8_t { Go, Pause, Stop };
struct SearchPoll {
  PollAnswer (*fn)(void* ctx) = nullptr;  // a plain function: one indirect call per 1024 nodes
  void* ctx = nullptr;
};

// For tools that study what a search looks at (the tuner's lazy margin): called with each position
// the search evaluates. One test of `fn` per evaluation when unset.
struct EvalProbe {
  void (*fn)(void* ctx, const Position& pos) = nullptr;
  void* ctx = nullptr;
};

struct SearchState;
struct SearchRun;

class Searcher {
 public:
  using Reporter = std::function<void(const SearchReport&)>;

  Searcher();
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  // Searches until a limit is reached or stop() is called, reporting after each
  // completed iteration. Returns a legal move, or none when the game is over. `played`, the moves
  // that led to `pos` (the last ones made on it), lets a repetition the search completes be judged
  // by the checks given before the root where perpetual check is a rule; it may be empty. Moves
  // beyond those made on `pos` since its FEN are ignored.
  Move search(Position& pos, const SearchLimits& limits, const Reporter& report = {},
              std::span<const Move> played = {});

  // The same search in slices, for a caller that must return to its event loop to learn it should
  // stop: start() sets it up (`pos` must outlive it), each resume() runs until `poll` answers Pause
  // (false) or the search ends (true), and best() is then its move. The table, the history and the
  // iterative-deepening state stay between slices; a paused iteration is searched again from its
  // root along the paused walk's steps, its finished subtrees answered by the table.
  void start(Position& pos, const SearchLimits& limits, Reporter report = {}, SearchPoll poll = {},
             std::span<const Move> played = {});
  bool resume();
  bool running() const { return run_ != nullptr; }
  Move best() const { return best_; }
  // Ends the running search within a few milliseconds (a sliced one at its next resume()). The
  // flag is cleared when a search returns; call clear_stop() before starting one on another
  // thread, so that a stop sent just after "go" is not lost.
  void stop() { stop_.store(true, std::memory_order_relaxed); }
  void clear_stop() { stop_.store(false, std::memory_order_relaxed); }

  // ---- Options (between searches only) ----
  void set_hash_mib(size_t mib);  // transposition table size; clears it
  // Adds a fixed pseudo-random offset in [-cp, cp] to each position's evaluation
  // (the same for a position throughout, so the search stays consistent): the
  // weaker levels' way to make human-like misjudgements.
  void set_eval_noise(int cp, uint64_t seed);
  void new_game();  // forgets the table and the move-ordering history
  void set_eval_probe(EvalProbe probe);
  // Nodes visited by the last search, including an interrupted last iteration.
  uint64_t nodes() const { return nodes_; }

 private:
  bool finish();

  std::unique_ptr<SearchState> state_;
  std::unique_ptr<SearchRun> run_;
  Move best_ = Move::none();
  std::atomic<bool> stop_{false};
  uint64_t nodes_ = 0;
};

}  // namespace tessera
