// The search proper, internal to engine/search: state kept between searches (table, history,
// move frames) and the Worker that runs one search over a Position with its limits.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <vector>

#include "eval/eval.h"
#include "search/ordering.h"
#include "search/search.h"
#include "search/tt.h"

namespace tessera {

// Which game-end rules and pruning a variant allows, read from its definition once.
struct SearchTraits {
  bool royal = false;            // check exists
  bool capture_all = false;      // a side with no pieces has lost
  bool no_moves_loses = false;   // a side with no legal move has lost
  bool null_move = false;        // passing is never better than moving (no zugzwang-prone rule)
  int fifty_plies = 0;           // 0: no such rule
  bool repetition_draws = false;
  static SearchTraits of(const Variant& v);
};

// Everything that outlives one search, allocated once (the frames hold a move list per ply).
struct SearchState {
  TranspositionTable tt;
  History history;
  std::vector<MoveFrame> frames = std::vector<MoveFrame>(MaxPly + 2);
  Move pv[MaxPly + 2][MaxPly + 2];
  int pv_len[MaxPly + 2] = {};
  bool in_check[MaxPly + 2] = {};  // set by the parent, which tests it anyway for extensions
  int eval_noise = 0;
  uint64_t noise_seed = 0;
};

class Worker {
 public:
  using Clock = std::chrono::steady_clock;

  Worker(Position& pos, SearchState& st, const SearchLimits& limits, const std::atomic<bool>& stop);

  // Searches the root to `depth` inside (alpha, beta). Sets root_best/root_score
  // whenever a root move raises alpha with a trustworthy score.
  Value root(Value alpha, Value beta, int depth);

  bool aborted() const { return aborted_; }
  uint64_t nodes() const { return nodes_; }
  int elapsed_ms() const;
  Move root_best = Move::none();
  Value root_score = -ValueInfinite;

 private:
  Value search(Value alpha, Value beta, int depth, int ply, bool pv_node, bool null_ok);
  Value qsearch(Value alpha, Value beta, int ply);
  Value terminal_score(bool in_check, int ply) const;
  bool royal_safe(Color us) const;
  Value eval();
  bool should_stop();
  void update_pv(int ply, Move m);

  Position& pos_;
  SearchState& st_;
  const EvalTables& et_;
  SearchTraits traits_;
  SearchLimits limits_;
  const std::atomic<bool>& stop_;
  Clock::time_point start_, deadline_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
};

}  // namespace tessera
