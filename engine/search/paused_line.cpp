// The re-walk of a paused iteration: the line to where a sliced search paused, kept with each of
// its nodes' searched moves, and the rules that let the table answer the re-walk's finished nodes.
#include <algorithm>

#include "movegen/movegen.h"
#include "search/worker.h"

namespace tessera {

namespace {

int slot_of(const MoveList& moves, Move m) {
  for (int i = 0; i < moves.size(); ++i)
    if (moves[i] == m) return i;
  return -1;
}

}  // namespace

// Each node on the line still holds its frame: a node's moves are picked into their slots in order,
// and only its own singular test, before its moves, shares its ply. A node that passed (null move)
// had generated nothing yet.
void Worker::keep_paused_line(int ply) {
  if (st_.paused.size() < size_t(MaxPly + 1)) st_.paused.resize(size_t(MaxPly + 1));
  paused_len_ = ply;
  for (int k = 0; k < ply; ++k) {
    PausedNode& node = st_.paused[size_t(k)];
    const MoveFrame& frame = st_.frames[size_t(k)];
    node.move = st_.played[k].move;
    node.excluded = frame.excluded;
    node.replayed = false;
    node.order.clear();
    node.reduced.clear();
    const int slot = node.move.is_none() ? -1 : slot_of(frame.moves, node.move);
    if (slot < 0) continue;
    node.order.assign(frame.moves.begin(), frame.moves.begin() + slot + 1);
    node.reduced.assign(frame.reduced.begin(), frame.reduced.begin() + slot + 1);
  }
}

// Left of the paused line lies what the paused walk finished; right of it, what it never reached.
// Which side a node off the line is on shows by whether the line's node below their meeting point
// was reached already in this re-walk: a later move there leads right, into new work.
bool Worker::follow_paused_line(int ply) {
  int same = 0;
  while (same < ply && same < paused_len_ && st_.played[same].move == st_.paused[size_t(same)].move &&
         st_.frames[size_t(same)].excluded == st_.paused[size_t(same)].excluded)
    ++same;
  if (same == ply) {
    paused_seen_ = std::max(paused_seen_, ply);
    if (ply == paused_len_) rewalk_ = false;
    return true;
  }
  if (paused_seen_ > same) rewalk_ = false;
  return false;
}

// The kept moves rank above every other, in their order; an unsure capture among them is not
// asked its exchange, which could move it.
int Worker::replay_paused_order(int ply, MoveFrame& frame, Move excluded) {
  if (ply >= paused_len_) return 0;
  PausedNode& node = st_.paused[size_t(ply)];
  if (node.replayed || node.excluded != excluded || node.order.empty()) return 0;
  node.replayed = true;
  const int n = int(node.order.size());
  node.slots.resize(size_t(n));
  for (int j = 0; j < n; ++j)
    if ((node.slots[size_t(j)] = slot_of(frame.moves, node.order[size_t(j)])) < 0)
      return 0;  // not this node's moves after all
  for (int j = 0; j < n; ++j) {
    frame.score[node.slots[size_t(j)]] = order::TTMove + (n - j);
    frame.unsure[node.slots[size_t(j)]] = 0;
  }
  return n;
}

// The frames below `ply` are free: its subtree is not searched. A move the table keeps is tested
// for legality, as a key collision may have left one from another position.
void Worker::line_from_table(int ply, int depth) {
  Move line[MaxPly];
  int n = 0;
  TTEntry e;
  while (n < depth && ply + n < MaxPly && st_.tt.probe(pos_.key(), e) && !e.best().is_none()) {
    MoveList& legal = st_.frames[size_t(ply + n + 1)].moves;
    generate_legal(pos_, legal);
    if (!legal.contains(e.best())) break;
    line[n] = e.best();
    st_.pv[ply][ply + n] = line[n];
    pos_.do_move(line[n++]);
    if (pos_.repetition_distance()) break;  // the table's moves would go round the cycle
  }
  st_.pv_len[ply] = ply + n;
  while (n) pos_.undo_move(line[--n]);
}

}  // namespace tessera
