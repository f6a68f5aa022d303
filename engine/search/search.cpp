// Iterative deepening with aspiration windows around the last score, and the per-iteration
// reports. The best move of an interrupted iteration is used only once it was proven better.
#include "search/search.h"

#include "movegen/movegen.h"
#include "search/worker.h"

namespace tessera {

namespace {

int mate_distance(Value v) {
  if (v >= MateBound) return (ValueMate - v + 1) / 2;
  if (v <= -MateBound) return -(ValueMate + v) / 2;
  return 0;
}

}  // namespace

Searcher::Searcher() : state_(std::make_unique<SearchState>()) {}
Searcher::~Searcher() = default;

void Searcher::set_hash_mib(size_t mib) { state_->tt.resize(mib); }
void Searcher::set_eval_noise(int cp, uint64_t seed) {
  state_->eval_noise = std::max(0, cp);
  state_->noise_seed = seed;
}
void Searcher::new_game() {
  state_->tt.clear();
  state_->history.clear();
}

Move Searcher::search(Position& pos, const SearchLimits& limits, const Reporter& report) {
  SearchState& st = *state_;
  MoveList root_moves;
  generate_legal(pos, root_moves);
  nodes_ = 0;
  if (root_moves.empty() || pos.immediate_end()) {
    clear_stop();
    return Move::none();
  }
  st.tt.new_search();
  st.history.age();
  Worker w(pos, st, limits, stop_);
  Move best = root_moves[0];
  const bool timed = limits.movetime_ms > 0 || limits.nodes > 0;
  const int max_depth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 1) : MaxPly - 1;
  Value last = 0;
  for (int depth = 1; depth <= max_depth; ++depth) {
    Value delta = 25, alpha = -ValueInfinite, beta = ValueInfinite;
    if (depth >= 4 && std::abs(last) < MateBound) {
      alpha = std::max(last - delta, -ValueInfinite);
      beta = std::min(last + delta, ValueInfinite);
    }
    Value v;
    for (;;) {
      w.root_best = Move::none();
      v = w.root(alpha, beta, depth);
      if (!w.root_best.is_none()) best = w.root_best;
      if (w.aborted()) break;
      if (v <= alpha) {
        beta = (alpha + beta) / 2;
        alpha = std::max(v - delta, -ValueInfinite);
      } else if (v >= beta) {
        beta = std::min(v + delta, ValueInfinite);
      } else {
        break;
      }
      delta += delta / 2 + 10;
      if (delta > 1000) alpha = -ValueInfinite, beta = ValueInfinite;
    }
    if (w.aborted() && depth > 1) break;
    last = v;
    if (report) {
      SearchReport r;
      r.depth = depth;
      r.score = v;
      r.mate_in = mate_distance(v);
      r.nodes = w.nodes();
      r.time_ms = w.elapsed_ms();
      r.nps = r.time_ms > 0 ? r.nodes * 1000 / uint64_t(r.time_ms) : r.nodes * 1000;
      r.hashfull = st.tt.hashfull();
      r.pv.assign(st.pv[0], st.pv[0] + st.pv_len[0]);
      if (r.pv.empty() || r.pv[0] != best) r.pv = {best};
      report(r);
    }
    if (w.aborted()) break;
    // A forced result found well inside the horizon will not change; nor will a lone move.
    if (timed && (root_moves.size() == 1 || ValueMate - std::abs(v) < depth)) break;
  }
  nodes_ = w.nodes();
  clear_stop();
  return best;
}

}  // namespace tessera
