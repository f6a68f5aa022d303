// Perft on top of the legal generator: a plain recursion with bulk counting at depth 1; positions
// already ended by a variant rule (a king on the hill, the last check given) count no moves.
// One MoveList per ply lives on the stack; nothing allocates.
#include "perft/perft.h"

#include "movegen/movegen.h"
#include "notation/move_text.h"

namespace tessera {

namespace {

// A position a variant rule has ended is a leaf with no moves, as in Fairy-Stockfish.
bool over(const Position& pos) { return pos.variant().has_immediate_end() && pos.immediate_end(); }

// The stoppable count is a second instance, so that perft() itself reads no flag. A stopped count
// returns what it has, which the caller throws away.
template <bool Stoppable>
uint64_t count(Position& pos, int depth, const std::atomic<bool>* stop) {
  if (depth <= 0) return 1;
  if (over(pos)) return 0;
  if constexpr (Stoppable)
    if (stop->load(std::memory_order_relaxed)) return 0;
  MoveList moves;
  generate_legal(pos, moves);
  if (depth == 1) return uint64_t(moves.size());
  uint64_t nodes = 0;
  for (Move m : moves) {
    pos.do_move(m);
    nodes += count<Stoppable>(pos, depth - 1, stop);
    pos.undo_move(m);
  }
  return nodes;
}

}  // namespace

uint64_t perft(Position& pos, int depth) { return count<false>(pos, depth, nullptr); }

PerftDivide perft_divide(Position& pos, int depth, const std::atomic<bool>* stop) {
  PerftDivide out;
  if (over(pos)) return out;
  MoveList moves;
  generate_legal(pos, moves);
  out.moves = size_t(moves.size());
  for (Move m : moves) {
    const std::string text = move_to_text(pos, m);
    pos.do_move(m);
    const uint64_t n = stop ? count<true>(pos, depth - 1, stop) : count<false>(pos, depth - 1, nullptr);
    pos.undo_move(m);
    if (stop && stop->load(std::memory_order_relaxed)) break;
    out.counts.emplace_back(text, n);
  }
  return out;
}

}  // namespace tessera
