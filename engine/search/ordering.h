// Move ordering: the transposition-table move first, then winning captures and promotions by
// MVV-LVA, killers, the counter move, quiet moves by history, and captures that lose material last.
#pragma once

#include <cstdint>
#include <vector>

#include "search/move_facts.h"

namespace tessera {

// Killer moves per ply, a history score per (piece, target cell), and the quiet move that last
// refuted each (piece, target cell) reply, kept across iterations of one search; history is
// halved between searches.
// The move the opponent just played (none at the root or after a null move), whose counter move
// is tried after the killers.
struct PrevMove {
  Piece piece = Piece::None;
  Move move = Move::none();
};

struct History {
  Move killers[MaxPly + 1][2];
  int32_t quiet[PieceCodes][MaxCells + 1];
  Move counter[PieceCodes][MaxCells + 1];

  void clear();
  void age();
  void reward(Piece moved, Move m, int depth, int ply);
  void punish(Piece moved, Move m, int depth);
  int32_t score(Piece moved, Move m) const { return quiet[idx(moved)][idx(m.to())]; }
  // The counter move to `prev` (none after a pass), and recording `m` as it.
  Move counter_to(PrevMove prev) const {
    return prev.move.is_none() ? Move::none() : counter[idx(prev.piece)][idx(prev.move.to())];
  }
  void set_counter(PrevMove prev, Move m) {
    if (!prev.move.is_none()) counter[idx(prev.piece)][idx(prev.move.to())] = m;
  }
};

// One ply's moves with their ordering scores and material gains. The side arrays grow
// (rarely, and only then allocating) when a list spills past MaxMoves.
struct MoveFrame {
  MoveList moves;
  std::vector<int32_t> score = std::vector<int32_t>(MaxMoves);
  std::vector<int32_t> gain = std::vector<int32_t>(MaxMoves);  // captured + promoted; > 0: tactical
  // 1: a capture of a cheaper piece, ranked as winning until pick_next reaches it and asks its
  // static exchange; a cutoff before then saves the exchange.
  std::vector<uint8_t> unsure = std::vector<uint8_t>(MaxMoves);
  // The plies the search took off each move it searched, and the move its singular test left out:
  // what a pause keeps of the node (PausedNode).
  std::vector<int8_t> reduced = std::vector<int8_t>(MaxMoves);
  Move excluded = Move::none();
  void fit() {
    if (size_t(moves.size()) > score.size()) {
      score.resize(size_t(moves.size()));
      gain.resize(size_t(moves.size()));
      unsure.resize(size_t(moves.size()));
      reduced.resize(size_t(moves.size()));
    }
  }
};

namespace order {
constexpr int32_t TTMove = 1 << 30;
constexpr int32_t GoodTactical = 1 << 28;
constexpr int32_t Killer = 1 << 27;
constexpr int32_t Counter = Killer - 2;
constexpr int32_t BadTactical = -(1 << 28);
}  // namespace order

// Fills frame.score and frame.gain for every move in frame.moves.
void score_moves(Position& pos, MoveFrame& frame, Move tt_move, int ply, const History& h,
                 const EvalTables& et, PrevMove prev = {});

// Quiescence: keeps only the captures and promotions, scored for ordering. One that loses material
// ranks below the rest once pick_next has asked its exchange (is_losing_tactic); quiescence stops there.
void score_tactics(Position& pos, MoveFrame& frame, const EvalTables& et);

// Swaps the best-scored move among [i, size) into slot i and returns it. A capture still unsure
// is first looked at: if its exchange loses, it drops to the losing captures' rank and the next
// best is taken, so the order is the one an exchange asked of every capture up front would give.
Move pick_next(Position& pos, MoveFrame& frame, int i, const EvalTables& et);

// After pick_next: whether the move in slot i is a capture known to lose material.
inline bool is_losing_tactic(const MoveFrame& frame, int i) {
  return frame.score[i] < order::BadTactical / 2;
}

}  // namespace tessera
