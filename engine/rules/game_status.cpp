// Decides whether the game is over and why, in a fixed order: no pieces, no moves, then draws.
// Checkmate on the move that also completes a repetition or the 50th move still wins.
#include "rules/game_status.h"

#include "movegen/movegen.h"

namespace tessera {

namespace {

Outcome win_for(Color c) { return c == Color::White ? Outcome::WhiteWins : Outcome::BlackWins; }

}  // namespace

GameStatus game_status(Position& pos) {
  const EndRules& rules = pos.variant().def().end;
  const Color us = pos.side_to_move();
  GameStatus s;
  s.check = pos.in_check();
  if (rules.capture_all_wins && pos.count(us) == 0) return {win_for(~us), EndReason::AllCaptured, false};
  if (rules.capture_all_wins && pos.count(~us) == 0) return {win_for(us), EndReason::AllCaptured, false};
  MoveList moves;
  generate_legal(pos, moves);
  if (moves.empty()) {
    if (s.check) return {win_for(~us), EndReason::Checkmate, true};
    if (rules.no_moves_loses) return {win_for(~us), EndReason::NoMoves, false};
    return {Outcome::Draw, EndReason::Stalemate, false};
  }
  if (rules.fifty_move_plies && pos.rule50() >= rules.fifty_move_plies)
    return {Outcome::Draw, EndReason::FiftyMoves, s.check};
  if (rules.repetitions && pos.repetitions() >= rules.repetitions - 1)
    return {Outcome::Draw, EndReason::Repetition, s.check};
  return s;
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::Ongoing: return "ongoing";
    case Outcome::WhiteWins: return "white";
    case Outcome::BlackWins: return "black";
    case Outcome::Draw: return "draw";
  }
  return "ongoing";
}

const char* reason_name(EndReason r) {
  switch (r) {
    case EndReason::None: return "";
    case EndReason::Checkmate: return "checkmate";
    case EndReason::Stalemate: return "stalemate";
    case EndReason::NoMoves: return "no legal move";
    case EndReason::AllCaptured: return "all pieces captured";
    case EndReason::Repetition: return "threefold repetition";
    case EndReason::FiftyMoves: return "50-move rule";
  }
  return "";
}

}  // namespace tessera
