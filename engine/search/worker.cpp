// The Worker's housekeeping: variant traits, the clock and stop checks, and the evaluation with
// the optional noise of the weaker levels.
#include "search/worker.h"

#include <algorithm>

namespace tessera {

SearchTraits SearchTraits::of(const Variant& v) {
  const EndRules& e = v.def().end;
  SearchTraits t;
  t.royal = v.has_royal();
  t.immediate_end = v.has_immediate_end();
  // Seirawan: a gating move is legal as its plain move is, which making it would not tell; setup
  // phases filter the legal moves too.
  t.legal_filter = v.filters_legal() || v.seirawan_gating() || v.filters_setup();
  t.flying_general = v.flying_general();
  t.royal_lines = v.lines_decide_exposure();
  t.stalemate = e.stalemate_value;
  t.checkmate = e.checkmate_value;
  t.stalemate_decides = e.stalemate_value != EndValue::Draw || e.stalemate_piece_count;
  t.stalemate_by_count = e.stalemate_piece_count;
  // Passing is a fair bound only where a player may always keep the status quo:
  // with a king to protect, mate lost and stalemate drawn. Where being unable to
  // move decides, where captures are forced, or where a race or a count ends the
  // game, zugzwang decides games.
  t.null_move = t.royal && !t.stalemate_decides && e.checkmate_value == EndValue::Loss && !t.immediate_end &&
                !t.legal_filter;
  t.fifty_plies = e.fifty_move_plies;
  t.repetitions = e.repetitions;
  t.quiet_moves = v.has_quiet_moves();
  return t;
}

Worker::Worker(Position& pos, SearchState& st, const SearchLimits& limits, const std::atomic<bool>& stop,
               SearchPoll poll)
    : pos_(pos),
      st_(st),
      et_(eval_tables(pos.variant())),
      traits_(SearchTraits::of(pos.variant())),
      limits_(limits),
      stop_(stop),
      poll_(poll),
      start_(Clock::now()),
      deadline_(start_ + std::chrono::milliseconds(limits.movetime_ms)) {}

Value Worker::root(Value alpha, Value beta, int depth) {
  st_.in_check[0] = traits_.royal && pos_.in_check();
  const Value v = search(alpha, beta, depth, 0, true, false);
  rewalk_ = false;  // a re-walk that never met its paused node again must not outlast its walk
  return v;
}

int Worker::elapsed_ms() const {
  return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count());
}

bool Worker::resume() {
  rewalk_ = paused_;
  paused_seen_ = 0;
  paused_ = false;
  aborted_ = stop_.load(std::memory_order_relaxed);
  resumed_at_ = nodes_;
  return !aborted_;
}

// The node limit is exact; the clock, the stop flag and the caller's poll are read every 1024
// nodes, which is well under a millisecond natively and about one in the browser.
bool Worker::should_stop(int ply) {
  if (aborted_) return true;
  if (limits_.nodes && nodes_ >= limits_.nodes) return aborted_ = true;
  if ((nodes_ & 1023) == 0) {
    if (stop_.load(std::memory_order_relaxed)) return aborted_ = true;
    if (limits_.movetime_ms && Clock::now() >= deadline_) return aborted_ = true;
    if (poll_.fn && nodes_ != resumed_at_) {  // each slice searches at least 1024 nodes
      const PollAnswer a = poll_.fn(poll_.ctx);
      if (a == PollAnswer::Pause) {
        paused_ = true;
        keep_paused_line(ply);
      }
      if (a != PollAnswer::Go) return aborted_ = true;
    }
  }
  return false;
}

Value Worker::eval(EvalWindow window) {
  if (st_.probe.fn) [[unlikely]]
    st_.probe.fn(st_.probe.ctx, pos_);
  // A definition's values can sum past the mate scores; such an evaluation must stay a big
  // advantage, not read as a mate or break the window.
  const Value v = std::clamp(evaluate(pos_, et_, *st_.occupancy, window), -MaxEval, MaxEval);
  if (!st_.eval_noise) return v;
  uint64_t z = pos_.key() ^ st_.noise_seed;  // splitmix64: a fixed offset per position
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  z ^= z >> 31;
  return v + Value(z % uint64_t(2 * st_.eval_noise + 1)) - st_.eval_noise;
}

}  // namespace tessera
