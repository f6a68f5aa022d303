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
  bool royal = false;              // check exists
  bool immediate_end = false;      // extinction, flags or check counts can end the game before a move
  bool legal_filter = false;       // checking = false or forced capture: only generate_legal knows the moves
  bool flying_general = false;     // a move may not leave the royal pieces facing each other
  bool royal_lines = false;        // Position::may_expose_royal spares most moves the safety test
  bool stalemate_decides = false;  // having no legal move out of check is not a draw
  EndValue stalemate = EndValue::Draw;  // for the side to move with no legal move, not in check
  bool stalemate_by_count = false;      // ... unless piece counts decide it (stalematePieceCount)
  EndValue checkmate = EndValue::Loss;  // ... and in check
  bool null_move = false;               // passing is never better than moving (no zugzwang-prone rule)
  int fifty_plies = 0;                  // 0: no such rule
  int repetitions = 0;                  // the game's N-fold repetition; 0: none
  // Some piece may move without capturing, or drop. Where none can (clobber), no position is quiet:
  // the captures run on to the game's end, and quiescence only stands pat.
  bool quiet_moves = true;
  static SearchTraits of(const Variant& v);
};

// A node on the line to where a sliced search paused: the move it was searching (none: a null
// move), and the moves it had searched by then in their order, with the plies each was reduced by.
// A re-walk searches them again so, and the table answers each finished one at the depth it was
// stored at, however the history has changed the order since. `excluded`: the singular test's
// move when that search was the one under way.
struct PausedNode {
  Move move = Move::none();
  Move excluded = Move::none();
  std::vector<Move> order;
  std::vector<int8_t> reduced;
  std::vector<int> slots;  // where replay_paused_order found each of `order` in the re-walk's list
  bool replayed = false;
};

// Everything that outlives one search, allocated once (the frames hold a move list per ply).
struct SearchState {
  TranspositionTable tt;
  OccupancyCachePtr occupancy = make_occupancy_cache();
  History history;
  std::vector<MoveFrame> frames = std::vector<MoveFrame>(MaxPly + 2);
  Move pv[MaxPly + 2][MaxPly + 2];
  int pv_len[MaxPly + 2] = {};
  bool in_check[MaxPly + 2] = {};  // set by the parent, which tests it anyway for extensions
  PrevMove played[MaxPly + 2];     // the move made at each ply of the current line (none: a pass)
  // Whether the side to move was in check 1, 2, ... plies before the root, where perpetual check is
  // a rule: a repetition the search completes may have begun in the game.
  std::vector<bool> prior_checks;
  std::vector<PausedNode> paused;  // by ply; sized at a sliced search's first pause
  int eval_noise = 0;
  uint64_t noise_seed = 0;
  EvalProbe probe;
};

class Worker {
 public:
  using Clock = std::chrono::steady_clock;

  Worker(Position& pos, SearchState& st, const SearchLimits& limits, const std::atomic<bool>& stop,
         SearchPoll poll = {});

  // Searches the root to `depth` inside (alpha, beta). Sets root_best/root_score
  // whenever a root move raises alpha with a trustworthy score.
  Value root(Value alpha, Value beta, int depth);

  bool aborted() const { return aborted_; }
  bool paused() const { return paused_; }
  // Clears a pause before the next slice; false when stop() came meanwhile.
  bool resume();
  uint64_t nodes() const { return nodes_; }
  int elapsed_ms() const;
  Move root_best = Move::none();
  Value root_score = -ValueInfinite;

 private:
  // `excluded`: a move left out, for the singular test of the table's move (no table cutoff,
  // pruning or store in that search, which answers a different question than the node's).
  Value search(Value alpha, Value beta, int depth, int ply, bool pv_node, bool null_ok,
               Move excluded = Move::none());
  // Whether the table's move `tt` (stored value `stored`) is better than every other by a margin, by a
  // reduced search without it; 1 extends it. -1, with `cut` set, when even the others reach `beta`.
  int singular_extension(const TTEntry& tte, Value stored, Move tt, Value beta, int depth, int ply,
                         Value& cut);
  Value qsearch(Value alpha, Value beta, int ply);
  Value terminal_score(bool in_check, int ply) const;
  // The score for the side to move of a game a variant rule has ended, or nothing.
  bool ended(int ply, Value& score) const;
  bool royal_safe(Color us, Move m, bool facing) const;
  // Whether the position ends the game by repetition, with its score for the side to move.
  bool repetition(int ply, Value& score) const;
  bool checked_at(int ply) const;  // the side to move in check at `ply` (negative: before the root)
  Value eval(EvalWindow window = {});
  // `ply`: the node asking, whose line a pause keeps for the re-walk.
  bool should_stop(int ply);

  // ---- The re-walk of a paused iteration (paused_line.cpp) ----
  // At a pause in the node at `ply`: keeps the line to it and, for each node on it, the moves it
  // had searched, in order, with their reductions.
  void keep_paused_line(int ply);
  // During a re-walk: whether the node at `ply` lies on the paused line. Ends the re-walk on
  // reaching the paused node, or on leaving its line for a later sibling.
  bool follow_paused_line(int ply);
  // For a node on the paused line (the search excluding `excluded`), makes `frame` give the moves
  // it had searched first, in their order; returns how many (0: nothing kept for it).
  int replay_paused_order(int ply, MoveFrame& frame, Move excluded);
  // Fills the line of the node at `ply` from the table's moves, up to `depth` of them.
  void line_from_table(int ply, int depth);
  void update_pv(int ply, Move m);
  // Makes `m` at `ply` and starts fetching the child's table entry.
  void make(Move m, Piece moved, int ply);

  Position& pos_;
  SearchState& st_;
  const EvalTables& et_;
  SearchTraits traits_;
  SearchLimits limits_;
  const std::atomic<bool>& stop_;
  SearchPoll poll_;
  Clock::time_point start_, deadline_;
  uint64_t nodes_ = 0;
  uint64_t resumed_at_ = ~uint64_t(0);
  bool aborted_ = false;
  bool paused_ = false;
  // The paused line's length (its nodes in st_.paused) and the re-walk back along it: while it
  // lasts, a PV node whose exact result the table holds is answered by it, as a finished subtree
  // left of the line is. `seen`: the deepest node of the line reached so far in this re-walk.
  int paused_len_ = 0;
  int paused_seen_ = 0;
  bool rewalk_ = false;
};

}  // namespace tessera
