// Principal-variation search: transposition cutoffs, null move and reverse futility where the
// variant has no zugzwang-prone rule, late-move reductions and pruning, and game-end scores.
#include <cmath>

#include "game/game_status.h"
#include "movegen/movegen.h"
#include "search/ordering.h"
#include "search/singular.h"
#include "search/worker.h"

namespace tessera {

namespace {

// Late-move reduction in plies, by remaining depth and move number.
struct ReductionTable {
  int8_t r[64][64];
  ReductionTable() {
    for (int d = 0; d < 64; ++d)
      for (int n = 0; n < 64; ++n)
        r[d][n] = int8_t(d && n ? std::lround(0.6 + std::log(d) * std::log(n) / 2.3) : 0);
  }
  int operator()(int depth, int n) const { return r[std::min(depth, 63)][std::min(n, 63)]; }
};
const ReductionTable Reduction;

constexpr int late_move_limit(int depth) { return 3 + depth * depth * 2; }

// Quiescence results are stored below every main-search depth, so they never stand in for one.
constexpr int QSearchDepth = -1;

// Null move needs a piece that is neither royal nor promoting: with only those, passing
// is often the best move and the null-move assumption fails.
bool has_pieces(const Position& pos, Color c, const EvalTables& et) {
  for (int i = 0; i < pos.count(c); ++i)
    if (et.phase_weight[idx(type_of(pos.at(pos.piece_cell(c, i))))]) return true;
  return false;
}

}  // namespace

Value Worker::search(Value alpha, Value beta, int depth, int ply, bool pv_node, bool null_ok, Move excluded) {
  if (depth <= 0) return qsearch(alpha, beta, ply);
  st_.pv_len[ply] = ply;
  if (should_stop(ply)) return 0;
  ++nodes_;
  st_.frames[ply].excluded = excluded;  // before any child: the paused line names this search by it
  const bool on_paused_line = rewalk_ && follow_paused_line(ply);
  const bool root = ply == 0;
  const Color us = pos_.side_to_move();
  if (!root) {
    if (Value v; traits_.immediate_end && ended(ply, v)) return v;
    if (Value v; traits_.repetitions && repetition(ply, v)) return v;
    if (ply >= MaxPly) return eval();
    alpha = std::max(alpha, -ValueMate + ply);
    beta = std::min(beta, ValueMate - ply - 1);
    if (alpha >= beta) return alpha;
  }

  const Key key = pos_.key();
  TTEntry tte;
  const bool hit = st_.tt.probe(key, tte);
  const bool excluding = bool(excluded);
  const Move tt_move = hit && !excluding ? tte.best() : Move::none();
  const Value tt_value = hit ? value_from_tt(tte.value, ply) : ValueZero;
  if (hit && !excluding && tte.depth >= depth && tt_cutoff(tte.bound(), tt_value, alpha, beta)) {
    if (!pv_node) return tt_value;
    // A PV node is searched again for its line, which the re-walk of a paused iteration can read
    // back from the table instead: its subtree was finished (and is searched again otherwise).
    if (rewalk_ && !root && tte.bound() == BoundExact) {
      line_from_table(ply, tte.depth);
      return tt_value;
    }
  }

  const bool in_check = st_.in_check[ply];
  const Value static_eval = in_check ? -ValueInfinite : hit ? Value(tte.eval) : eval();
  // The pruning below guesses the node's value; a stored search result that bounds it on the far
  // side of the static evaluation is the better guess.
  const Value guess = in_check || !hit ? static_eval : refined_eval(tte.bound(), tt_value, static_eval);

  if (!pv_node && !in_check && !excluding && traits_.null_move && std::abs(beta) < MateBound) {
    if (depth <= 6 && guess - 90 * depth >= beta) return guess;
    if (null_ok && depth >= 3 && guess >= beta && has_pieces(pos_, us, et_)) {
      // The further the eval is above beta, the less a reduced look can miss.
      const int r = 3 + depth / 4 + std::min(2, int(guess - beta) / 200);
      pos_.do_null_move();
      st_.in_check[ply + 1] = false;
      st_.played[ply] = PrevMove{};
      const Value v = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
      pos_.undo_null_move();
      if (aborted_) return 0;
      if (v >= beta) return v >= MateBound ? beta : v;
    }
  }

  // Internal iterative reduction: a node the table knows nothing of has no move to try first, and
  // is searched one ply shallower. Its result is stored at the nominal depth, as a reduced child's
  // is under its parent, so that a paused iteration's re-walk finds it finished.
  const int nominal_depth = depth;
  if (depth >= 4 && !hit && !root) --depth;

  // The 50-move draw, unless the side to move has no legal move at all (then mate or stalemate rules).
  if (!root && traits_.fifty_plies && pos_.rule50() >= traits_.fifty_plies) {
    MoveList& any = st_.frames[ply].moves;
    generate_legal(pos_, any);
    return any.empty() ? terminal_score(in_check, ply) : ValueZero;
  }

  int singular = 0;
  if (!root && !excluding && tt_move && depth >= SingularDepth) {
    Value cut = 0;
    singular = singular_extension(tte, tt_value, tt_move, beta, depth, ply, cut);
    if (aborted_) return 0;
    if (singular < 0) return cut;
  }

  // Pseudo-legal moves, each checked for royal safety once it is made: most are never made.
  // Rules that forbid checks or force captures need the whole legal list instead.
  MoveFrame& frame = st_.frames[ply];
  frame.moves.clear();
  if (traits_.legal_filter) generate_legal(pos_, frame.moves);
  else generate_pseudo(pos_, frame.moves);
  if (root && !limits_.only.empty()) frame.moves.filter([&](Move m) { return limits_.only_has(m); });
  const PrevMove prev = root ? PrevMove{} : st_.played[ply - 1];
  score_moves(pos_, frame, tt_move, ply, st_.history, et_, prev);
  const int replayed = on_paused_line ? replay_paused_order(ply, frame, excluded) : 0;

  const Value alpha0 = alpha;
  Value best = -ValueInfinite;
  Move best_move = Move::none();
  Move quiets[64];
  int quiet_count = 0, legal = 0;
  for (int i = 0; i < frame.moves.size(); ++i) {
    const Move m = pick_next(pos_, frame, i, et_);
    if (m == excluded) continue;
    const bool tactical = frame.gain[i] > 0;
    const Piece moved = pos_.mover(m);
    // Futility at the depth the move would be searched to after its reduction: a late quiet move
    // far below alpha is as hopeless several plies from the horizon as a first move is at one.
    // Not once a mate is in hand: a quiet move may still mate sooner, and the distance is reported.
    // Move-count pruning: late quiet moves near the horizon.
    const int lmr_depth = std::max(depth - 1 - Reduction(depth, legal + 1), 0);
    const bool futile =
        !root && !in_check && !tactical && !pv_node && best > -MateBound &&
        ((lmr_depth <= 5 && alpha < MateBound && guess + 100 + 120 * (lmr_depth + 1) <= alpha) ||
         (depth <= 4 && quiet_count >= late_move_limit(depth)));
    const bool facing = pos_.state().facing;
    const bool sure_safe = traits_.royal_lines && !in_check && !pos_.may_expose_royal(m);
    // Neither pruning applies to a check. A move known to be legal that cannot give check is
    // pruned without being made; it still counts as legal, as a made one would.
    if (futile && (!traits_.royal || (sure_safe && !pos_.may_give_check(m)))) {
      ++legal;
      continue;
    }
    make(m, moved, ply);
    if (!sure_safe && !royal_safe(us, m, facing)) {
      pos_.undo_move(m);
      continue;
    }
    ++legal;
    const bool gives_check = traits_.royal && pos_.in_check();
    st_.in_check[ply + 1] = gives_check;
    const bool quiet = !tactical && !gives_check;
    if (futile && quiet) {
      pos_.undo_move(m);
      continue;
    }
    const int new_depth = depth - 1 + (gives_check || (singular && m == tt_move) ? 1 : 0);
    Value v;
    if (legal == 1) {
      frame.reduced[i] = 0;
      v = -search(-beta, -alpha, new_depth, ply + 1, pv_node, true);
    } else {
      int r = 0;
      if (i < replayed) {
        r = std::clamp(int(st_.paused[ply].reduced[i]), 0, std::max(new_depth - 1, 0));
      } else if (depth >= 3 && quiet && !in_check && legal > (pv_node ? 3 : 2)) {
        r = Reduction(depth, legal) - (pv_node ? 1 : 0) - (frame.score[i] >= order::Counter ? 1 : 0);
        r -= st_.history.score(moved, m) / 6000;  // a quiet move that often refuted is reduced less
        r = std::clamp(r, 0, new_depth - 1);
      }
      frame.reduced[i] = int8_t(r);
      v = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, false, true);
      if (v > alpha && r > 0) v = -search(-alpha - 1, -alpha, new_depth, ply + 1, false, true);
      if (v > alpha && v < beta && pv_node) v = -search(-beta, -alpha, new_depth, ply + 1, true, true);
    }
    pos_.undo_move(m);
    if (aborted_) return 0;
    if (!tactical && quiet_count < 64) quiets[quiet_count++] = m;
    if (v <= best) continue;
    best = v;
    if (v <= alpha) continue;
    best_move = m;
    if (pv_node) update_pv(ply, m);
    if (root) {
      root_best = m;
      root_score = v;
    }
    if (v >= beta) {
      // A re-walk repeats cutoffs the paused walk already learned from.
      if (!tactical && !rewalk_) {
        st_.history.reward(moved, m, depth, ply);
        for (int q = 0; q < quiet_count - 1; ++q) st_.history.punish(pos_.mover(quiets[q]), quiets[q], depth);
        st_.history.set_counter(prev, m);
      }
      break;
    }
    alpha = v;
  }
  // Without the excluded move, having none left says nothing about mate.
  if (!legal) return excluding ? alpha : terminal_score(in_check, ply);
  if (excluding) return best;
  const Bound bound = bound_of(best, alpha0, beta);
  st_.tt.store(key, value_to_tt(best, ply), in_check ? 0 : static_eval, nominal_depth, bound, best_move);
  return best;
}

// The table's move is singular when a search of every other move, half as deep, fails low against a
// bound somewhat below its stored value: then the line hangs on it and it is searched a ply deeper.
// When even that bound reaches beta, several moves refute the node and it is cut (returns -1).
int Worker::singular_extension(const TTEntry& tte, Value stored, Move tt, Value beta, int depth, int ply,
                               Value& cut) {
  const Value bound = singular_bound(tte.bound(), tte.depth, stored, depth);
  if (bound == -ValueInfinite) return 0;
  const Value v = search(bound - 1, bound, (depth - 1) / 2, ply, false, false, tt);
  // The test searched this ply's node under the name of `tt`; the node's own children follow it.
  st_.frames[ply].excluded = Move::none();
  if (aborted_) return 0;
  if (v < bound) return 1;
  if (bound < beta) return 0;
  cut = bound;
  return -1;
}

Value Worker::qsearch(Value alpha, Value beta, int ply) {
  st_.pv_len[ply] = ply;
  if (should_stop(ply)) return 0;
  ++nodes_;
  st_.frames[ply].excluded = Move::none();
  if (rewalk_) [[unlikely]]
    follow_paused_line(ply);
  const Color us = pos_.side_to_move();
  if (Value v; traits_.immediate_end && ended(ply, v)) return v;
  if (ply >= MaxPly) return eval();

  // The table answers for any depth here: quiescence is depth 0, and every entry is at least that.
  const Key key = pos_.key();
  TTEntry tte;
  const bool hit = st_.tt.probe(key, tte);
  if (hit) {
    const Value v = value_from_tt(tte.value, ply);
    if (tt_cutoff(tte.bound(), v, alpha, beta)) return v;
  }

  const bool in_check = st_.in_check[ply];
  MoveFrame& frame = st_.frames[ply];
  frame.moves.clear();
  // Where having no move decides, every move is needed to see that; elsewhere a quiet node generates
  // only the moves that can capture or promote. Forced capture and forbidden checks need the legal list.
  const bool all_moves = in_check || traits_.stalemate_decides || traits_.legal_filter;
  if (all_moves) {
    if (traits_.legal_filter) generate_legal(pos_, frame.moves);
    else generate_pseudo(pos_, frame.moves);
    if (frame.moves.empty()) return terminal_score(in_check, ply);
  }
  Value best = -ValueInfinite, stand = -ValueInfinite;
  if (in_check) {
    score_moves(pos_, frame, Move::none(), ply, st_.history, et_);
  } else {
    // Standing pat: quiet moves are not searched here, so a stalemate goes unseen.
    // Only how the value compares with the window matters here, so far outside it the
    // evaluation may skip its dearest terms.
    stand = best = hit ? Value(tte.eval) : eval({alpha, beta});
    if (best >= beta) {
      if (!hit) st_.tt.store(key, value_to_tt(best, ply), stand, QSearchDepth, BoundLower, Move::none());
      return best;
    }
    if (!traits_.quiet_moves) return best;
    alpha = std::max(alpha, best);
    if (!all_moves) generate_tactical(pos_, frame.moves);
    score_tactics(pos_, frame, et_);
  }
  const Value alpha0 = alpha;
  Move best_move = Move::none();
  int legal = 0;
  for (int i = 0; i < frame.moves.size(); ++i) {
    const Move m = pick_next(pos_, frame, i, et_);
    if (!in_check && is_losing_tactic(frame, i)) break;  // the rest lose material too
    if (!in_check && stand + frame.gain[i] + 200 <= alpha) continue;
    const bool facing = pos_.state().facing;
    const bool sure_safe = traits_.royal_lines && !in_check && !pos_.may_expose_royal(m);
    make(m, pos_.mover(m), ply);
    if (!sure_safe && !royal_safe(us, m, facing)) {
      pos_.undo_move(m);
      continue;
    }
    ++legal;
    st_.in_check[ply + 1] = traits_.royal && pos_.in_check();
    const Value v = -qsearch(-beta, -alpha, ply + 1);
    pos_.undo_move(m);
    if (aborted_) return 0;
    if (v <= best) continue;
    best = v;
    if (v <= alpha) continue;
    alpha = v;
    best_move = m;
    if (v >= beta) break;
  }
  if (in_check && !legal) return terminal_score(true, ply);
  const Bound bound = bound_of(best, alpha0, beta);
  st_.tt.store(key, value_to_tt(best, ply), in_check ? 0 : stand, QSearchDepth, bound, best_move);
  return best;
}

void Worker::make(Move m, Piece moved, int ply) {
  pos_.do_move(m);
  st_.tt.prefetch(pos_.key());
  st_.played[ply] = PrevMove{moved, m};
}

// After a pseudo-legal move `m` by `us`: is our royal piece (if any) unattacked, and, under
// flyingGeneral, or under bikjangRule when they faced before the move (`facing`), not facing the
// enemy's? A pass is legal out of check, and always while they face. (The same test as
// generate_legal's, so the search plays only legal moves.)
bool Worker::royal_safe(Color us, Move m, bool facing) const {
  if (!traits_.royal) return true;
  const Cell k = pos_.royal(us);
  if (!is_cell(k)) return true;
  if (facing) [[unlikely]]
    return m.is_pass() || (!pos_.attacked(k, ~us) && !pos_.generals_face(us));
  return !pos_.attacked(k, ~us) && !(traits_.flying_general && pos_.generals_face(us));
}

namespace {

Value score_of(EndValue v, int ply) {
  return v == EndValue::Win ? ValueMate - ply : v == EndValue::Loss ? -ValueMate + ply : ValueZero;
}

}  // namespace

Value Worker::terminal_score(bool in_check, int ply) const {
  if (!in_check && traits_.stalemate_by_count) return score_of(stalemate_result(pos_), ply);
  if (in_check && pos_.checked_by_drop_mate_piece()) return score_of(EndValue::Win, ply);
  return score_of(in_check ? traits_.checkmate : traits_.stalemate, ply);
}

bool Worker::ended(int ply, Value& score) const {
  const ImmediateEnd end = pos_.immediate_end();
  if (end) score = score_of(end.value, ply);
  return bool(end);
}

// A position whose earlier occurrence lies after the root ends the game: whoever steered back to it
// can do so again. One that occurred only at or before the root does not, unless the game's own count
// is reached: the opponent who let it recur once need not let it recur again.
bool Worker::repetition(int ply, Value& score) const {
  const int back = pos_.repetition_distance();
  if (!back || (back >= ply && pos_.repetitions() < traits_.repetitions - 1)) return false;
  // The game status's ruling, reading the checks along the line and before the root.
  score = score_of(repetition_result(pos_, back, [&](int i) { return checked_at(ply - i); }).value, ply);
  return true;
}

// Before the root, only what the caller told start(); a position it did not cover counts as no check.
bool Worker::checked_at(int ply) const {
  if (ply >= 0) return st_.in_check[ply];
  const size_t back = size_t(-ply - 1);
  return back < st_.prior_checks.size() && st_.prior_checks[back];
}

void Worker::update_pv(int ply, Move m) {
  st_.pv[ply][ply] = m;
  for (int i = ply + 1; i < st_.pv_len[ply + 1]; ++i) st_.pv[ply][i] = st_.pv[ply + 1][i];
  st_.pv_len[ply] = std::max(st_.pv_len[ply + 1], ply + 1);
}

}  // namespace tessera
