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

}  // namespace

uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  if (over(pos)) return 0;
  MoveList moves;
  generate_legal(pos, moves);
  if (depth == 1) return uint64_t(moves.size());
  uint64_t nodes = 0;
  for (Move m : moves) {
    pos.do_move(m);
    nodes += perft(pos, depth - 1);
    pos.undo_move(m);
  }
  return nodes;
}

std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth) {
  std::vector<std::pair<std::string, uint64_t>> out;
  if (over(pos)) return out;
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves) {
    const std::string text = move_to_text(pos, m);
    pos.do_move(m);
    out.emplace_back(text, perft(pos, depth - 1));
    pos.undo_move(m);
  }
  return out;
}

}  // namespace tessera
