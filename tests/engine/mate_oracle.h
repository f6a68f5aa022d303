// An independent check of forced wins for the search tests: plain AND-OR search over legal
// moves, judged by game_status, so a mate the search claims is confirmed without the search.
#pragma once

#include "game/game_status.h"
#include "helpers.h"

namespace tessera::test {

inline bool won_by(const GameStatus& s, Color c) {
  return s.outcome == (c == Color::White ? Outcome::WhiteWins : Outcome::BlackWins);
}

// Can the side to move force a win (checkmate, capture of everything, or the
// opponent left without a move where that loses) within n of its own moves?
inline bool wins_within(Position& p, int n) {
  if (n <= 0) return false;
  const Color us = p.side_to_move();
  // A win on the last move needs check in a plain royal variant; skip the full status otherwise.
  const EndRules& rules = p.variant().def().end;
  const bool needs_check = p.variant().has_royal() && !p.variant().has_immediate_end() &&
                           rules.stalemate_value == EndValue::Draw && rules.checkmate_value == EndValue::Loss;
  MoveList moves;
  generate_legal(p, moves);
  for (Move m : moves) {
    p.do_move(m);
    bool win = false;
    if (n == 1 && needs_check && !p.in_check()) {
      win = false;
    } else if (const GameStatus s = game_status(p); s.outcome != Outcome::Ongoing) {
      win = won_by(s, us);
    } else if (n > 1) {
      win = true;
      MoveList replies;
      generate_legal(p, replies);
      for (Move r : replies) {
        p.do_move(r);
        const GameStatus t = game_status(p);
        win = t.outcome == Outcome::Ongoing ? wins_within(p, n - 1) : won_by(t, us);
        p.undo_move(r);
        if (!win) break;
      }
    }
    p.undo_move(m);
    if (win) return true;
  }
  return false;
}

// The least n <= limit within which the side to move forces a win, or 0.
inline int shortest_win(Position& p, int limit) {
  for (int n = 1; n <= limit; ++n)
    if (wins_within(p, n)) return n;
  return 0;
}

}  // namespace tessera::test
