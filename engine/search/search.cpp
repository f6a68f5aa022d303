// Iterative deepening with aspiration windows around the last score, and the per-iteration
// reports. The best move of an interrupted iteration is used only once it was proven better.
#include "search/search.h"

#include "game/history_rules.h"
#include "movegen/movegen.h"
#include "search/worker.h"

namespace tessera {

namespace {

int mate_distance(Value v) {
  if (v >= MateBound) return (ValueMate - v + 1) / 2;
  if (v <= -MateBound) return -(ValueMate + v) / 2;
  return 0;
}

// Whether a search with a soft time (a game clock) should not start another iteration. Iterations
// roughly double, so stopping once past 60% of the aim spends a little less than the aim on average;
// a best move that just changed earns half as much again, one settled for three iterations less.
bool soft_time_up(int soft_ms, int elapsed_ms, int stable_iterations) {
  const int scale = stable_iterations == 0 ? 90 : stable_iterations >= 3 ? 40 : 60;
  return int64_t(elapsed_ms) * 100 >= int64_t(soft_ms) * scale;
}

// SearchState::prior_checks for a search from `pos`, back to the last move that reset the 50-move
// count: no repetition reaches further. Nor past the moves `pos` itself made: a caller's list
// longer than that cannot be taken back, and is read only as far as it can.
std::vector<bool> prior_checks(Position& pos, std::span<const Move> played) {
  if (!pos.variant().end_rules().perpetual_check_illegal) return {};
  const size_t made = size_t(pos.plies_since_fen());
  const size_t n = std::min({played.size(), size_t(std::max(pos.rule50(), 0)), made});
  const std::vector<PlyFacts> facts = replay_facts(pos, played.last(n));
  std::vector<bool> checks(n);
  for (size_t j = 0; j < n; ++j) checks[j] = facts[n - 1 - j].check;
  return checks;
}

// Fills `moves` with the root's legal moves, kept to those `limits.only` names, and returns `limits`
// with `only` kept to the legal moves it names: none left means every move.
SearchLimits root_setup(Position& pos, const SearchLimits& limits, MoveList& moves) {
  SearchLimits l = limits;
  generate_legal(pos, moves);
  if (l.only.empty()) return l;
  std::erase_if(l.only, [&](Move m) { return !moves.contains(m); });
  if (!l.only.empty()) moves.filter([&](Move m) { return l.only_has(m); });
  return l;
}

}  // namespace

Searcher::Searcher() : state_(std::make_unique<SearchState>()) {}
Searcher::~Searcher() = default;

void Searcher::set_hash_mib(size_t mib) { state_->tt.resize(mib); }
void Searcher::set_eval_noise(int cp, uint64_t seed) {
  state_->eval_noise = std::max(0, cp);
  state_->noise_seed = seed;
}
void Searcher::set_eval_probe(EvalProbe probe) { state_->probe = probe; }
void Searcher::new_game() {
  state_->tt.clear();
  state_->history.clear();
}

// One search's iterative-deepening state, kept between slices: the iteration and aspiration
// window being searched, the best move so far and the last completed iteration's score.
struct SearchRun {
  SearchRun(Position& p, SearchState& st, const SearchLimits& l, Searcher::Reporter r, SearchPoll poll,
            const std::atomic<bool>& stop)
      : pos(p), limits(root_setup(p, l, root_moves)), report(std::move(r)), w(p, st, limits, stop, poll) {}
  Position& pos;
  MoveList root_moves;  // before `limits`: setting those fills it
  SearchLimits limits;
  Searcher::Reporter report;
  Worker w;
  bool timed = false;
  int max_depth = 1;
  int depth = 1;
  bool windowed = false;  // the window below is set for `depth`
  Value last = 0, delta = 0, alpha = 0, beta = 0;
  Move last_best = Move::none();
  int stable = 0;  // completed iterations since the best move last changed
};

Move Searcher::search(Position& pos, const SearchLimits& limits, const Reporter& report,
                      std::span<const Move> played) {
  start(pos, limits, report, {}, played);
  while (!resume()) {}
  return best_;
}

void Searcher::start(Position& pos, const SearchLimits& limits, Reporter report, SearchPoll poll,
                     std::span<const Move> played) {
  SearchState& st = *state_;
  run_.reset();
  st.prior_checks = prior_checks(pos, played);
  nodes_ = 0;
  best_ = Move::none();
  if (pos.immediate_end()) return;
  run_ = std::make_unique<SearchRun>(pos, st, limits, std::move(report), poll, stop_);
  SearchRun& r = *run_;
  if (r.root_moves.empty()) {
    run_.reset();
    return;
  }
  st.tt.new_search();
  st.history.age();
  best_ = r.root_moves[0];
  r.timed = limits.movetime_ms > 0 || limits.nodes > 0;
  r.max_depth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 1) : MaxPly - 1;
}

bool Searcher::resume() {
  if (!run_) return finish();
  SearchRun& r = *run_;
  Worker& w = r.w;
  if (!w.resume()) return finish();  // stopped between slices
  for (; r.depth <= r.max_depth; ++r.depth) {
    if (!r.windowed) {
      r.windowed = true;
      r.delta = 25, r.alpha = -ValueInfinite, r.beta = ValueInfinite;
      if (r.depth >= 4 && std::abs(r.last) < MateBound) {
        r.alpha = std::max(r.last - r.delta, -ValueInfinite);
        r.beta = std::min(r.last + r.delta, ValueInfinite);
      }
    }
    Value v;
    for (;;) {
      w.root_best = Move::none();
      v = w.root(r.alpha, r.beta, r.depth);
      if (!w.root_best.is_none()) best_ = w.root_best;
      if (w.paused()) return false;  // the next resume() searches this window again
      if (w.aborted()) break;
      if (v <= r.alpha) {
        r.beta = (r.alpha + r.beta) / 2;
        r.alpha = std::max(v - r.delta, -ValueInfinite);
      } else if (v >= r.beta) {
        r.beta = std::min(v + r.delta, ValueInfinite);
      } else {
        break;
      }
      r.delta += r.delta / 2 + 10;
      if (r.delta > 1000) r.alpha = -ValueInfinite, r.beta = ValueInfinite;
    }
    r.windowed = false;
    if (w.aborted() && r.depth > 1) break;
    r.last = v;
    if (r.report) {
      SearchReport rep;
      rep.depth = r.depth;
      rep.score = v;
      rep.mate_in = mate_distance(v);
      rep.nodes = w.nodes();
      rep.time_ms = w.elapsed_ms();
      rep.nps = rep.time_ms > 0 ? rep.nodes * 1000 / uint64_t(rep.time_ms) : rep.nodes * 1000;
      rep.hashfull = state_->tt.hashfull();
      rep.pv.assign(state_->pv[0], state_->pv[0] + state_->pv_len[0]);
      if (rep.pv.empty() || rep.pv[0] != best_) rep.pv = {best_};
      r.report(rep);
    }
    if (w.aborted()) break;
    // A forced result found well inside the horizon will not change; nor will a lone move.
    if (r.timed && (r.root_moves.size() == 1 || ValueMate - std::abs(v) < r.depth)) break;
    r.stable = best_ == r.last_best ? r.stable + 1 : 0;
    r.last_best = best_;
    if (r.limits.soft_ms && soft_time_up(r.limits.soft_ms, w.elapsed_ms(), r.stable)) break;
  }
  return finish();
}

bool Searcher::finish() {
  if (run_) nodes_ = run_->w.nodes();
  run_.reset();
  clear_stop();
  return true;
}

}  // namespace tessera
