// Scores moves for ordering and keeps the killer and history tables. A capture counts as losing
// when its static exchange does.
#include "search/ordering.h"

#include <algorithm>
#include <cstring>

namespace tessera {

void History::clear() {
  std::memset(killers, 0, sizeof killers);
  std::memset(quiet, 0, sizeof quiet);
  std::memset(counter, 0, sizeof counter);
}

void History::age() {
  for (auto& row : quiet)
    for (int32_t& x : row) x /= 2;
  std::memset(killers, 0, sizeof killers);
}

namespace {
constexpr int32_t HistoryMax = 1 << 14;

void nudge(int32_t& x, int32_t bonus) {
  // Gravity: entries near the bound move less, so the table never saturates.
  x += bonus - x * std::abs(bonus) / HistoryMax;
}
}  // namespace

void History::reward(Piece moved, Move m, int depth, int ply) {
  nudge(quiet[idx(moved)][idx(m.to())], std::min(depth * depth, 400));
  if (killers[ply][0] != m) {
    killers[ply][1] = killers[ply][0];
    killers[ply][0] = m;
  }
}

void History::punish(Piece moved, Move m, int depth) {
  nudge(quiet[idx(moved)][idx(m.to())], -std::min(depth * depth, 400));
}

namespace {

// A capture loses material when the exchange it starts does; only one taking a cheaper piece can,
// and promotions never count as losing. Such a capture is unsure until pick_next asks.
bool may_lose(Move m, const MoveFacts& f) {
  return f.captured < f.mover && !f.promoted && m.kind() == MoveKind::Normal;
}

int32_t tactical_score(const MoveFacts& f) { return 16 * (f.captured + f.promoted) - f.mover / 16; }

}  // namespace

void score_tactics(Position& pos, MoveFrame& frame, const EvalTables& et) {
  frame.fit();
  int kept = 0;  // filter() visits the moves in order, so the kept ones line up with their scores
  frame.moves.filter([&](Move m) {
    const MoveFacts f = move_facts(pos, m, et);
    if (!f.tactical()) return false;
    frame.gain[kept] = f.captured + f.promoted;
    frame.unsure[kept] = may_lose(m, f);
    frame.score[kept++] = order::GoodTactical + tactical_score(f);
    return true;
  });
}

void score_moves(Position& pos, MoveFrame& frame, Move tt_move, int ply, const History& h,
                 const EvalTables& et, PrevMove prev) {
  frame.fit();
  const Move counter = h.counter_to(prev);
  for (int i = 0; i < frame.moves.size(); ++i) {
    const Move m = frame.moves[i];
    const MoveFacts f = move_facts(pos, m, et);
    frame.gain[i] = f.captured + f.promoted;
    frame.unsure[i] = false;
    int32_t& s = frame.score[i];
    if (m == tt_move) s = order::TTMove;
    else if (f.tactical()) {
      s = order::GoodTactical + tactical_score(f);
      frame.unsure[i] = may_lose(m, f);
    } else if (m == h.killers[ply][0]) s = order::Killer;
    else if (m == h.killers[ply][1]) s = order::Killer - 1;
    else if (m == counter) s = order::Counter;
    else s = h.score(pos.mover(m), m);
  }
}

namespace {

// The first slot in [i, n) holding the highest score. The maximum alone is a reduction the compiler
// vectorises; finding its first slot is then a plain search, where one pass would wait on each
// comparison.
int best_slot(const int32_t* score, int i, int n) {
  int32_t top = score[i];
  for (int j = i + 1; j < n; ++j) top = std::max(top, score[j]);
  while (score[i] != top) ++i;
  return i;
}

}  // namespace

Move pick_next(Position& pos, MoveFrame& frame, int i, const EvalTables& et) {
  for (;;) {
    const int best = best_slot(frame.score.data(), i, frame.moves.size());
    if (frame.unsure[best]) {
      frame.unsure[best] = false;
      if (pos.see(frame.moves[best], et.value) < 0) {
        frame.score[best] += order::BadTactical - order::GoodTactical;
        continue;
      }
    }
    if (best != i) {
      std::swap(frame.moves[i], frame.moves[best]);
      std::swap(frame.score[i], frame.score[best]);
      std::swap(frame.gain[i], frame.gain[best]);
      std::swap(frame.unsure[i], frame.unsure[best]);
    }
    return frame.moves[i];
  }
}

}  // namespace tessera
