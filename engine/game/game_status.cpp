// Decides whether the game is over and why, in a fixed order: variant rules that end the game before
// a move (extinction, flags, check counts), then no moves (mate and stalemate values), then draws.
// Checkmate on the move that also completes a repetition or the 50th move still wins.
#include "game/game_status.h"

#include "movegen/movegen.h"

namespace tessera {

namespace {

Outcome win_for(Color c) { return c == Color::White ? Outcome::WhiteWins : Outcome::BlackWins; }

GameStatus status(Outcome o, EndReason r, bool check) {
  GameStatus s;
  s.outcome = o;
  s.reason = r;
  s.check = check;
  return s;
}

// The outcome of `value` for `side`.
Outcome outcome_of(EndValue value, Color side) {
  return value == EndValue::Win ? win_for(side) : value == EndValue::Loss ? win_for(~side) : Outcome::Draw;
}

EndReason reason_of(const Variant& v, EndKind kind) {
  switch (kind) {
    case EndKind::Extinction: {
      const ExtinctionRule& e = v.end_rules().extinction;
      return e.types == "*" && e.piece_count == 0 ? EndReason::AllCaptured : EndReason::Extinction;
    }
    case EndKind::Flag: return EndReason::FlagReached;
    case EndKind::CheckCount: return EndReason::ChecksGiven;
    case EndKind::None: break;
  }
  return EndReason::None;
}

const char* const Ordinals[] = {"",        "first",      "second",     "third",    "fourth", "fifth",
                                "sixth",   "seventh",    "eighth",     "ninth",    "tenth",  "eleventh",
                                "twelfth", "thirteenth", "fourteenth", "fifteenth"};

GameStatus decide(Position& pos, const MoveList* given) {
  const Variant& v = pos.variant();
  const EndRules& rules = v.end_rules();
  const Color us = pos.side_to_move();
  GameStatus s;
  s.check = pos.in_check();
  if (const ImmediateEnd end = pos.immediate_end())
    return status(outcome_of(end.value, us), reason_of(v, end.kind), s.check);
  MoveList generated;
  if (!given) generate_legal(pos, generated);
  const MoveList& moves = given ? *given : generated;
  if (moves.empty()) {
    if (s.check) return status(outcome_of(rules.checkmate_value, us), EndReason::Checkmate, true);
    if (const EndValue v = stalemate_result(pos); v != EndValue::Draw || rules.stalemate_piece_count)
      return v == EndValue::Draw ? status(Outcome::Draw, EndReason::Stalemate, false)
                                 : status(outcome_of(v, us), EndReason::NoMoves, false);
    return status(Outcome::Draw, EndReason::Stalemate, false);
  }
  if (rules.fifty_move_plies && pos.rule50() >= rules.fifty_move_plies)
    return status(Outcome::Draw, EndReason::FiftyMoves, s.check);
  if (rules.repetitions && pos.repetitions() >= rules.repetitions - 1)
    return status(Outcome::Draw, EndReason::Repetition, s.check);
  return s;
}

// The status with its words for people.
GameStatus described(Position& pos, const MoveList* legal) {
  GameStatus s = decide(pos, legal);
  const Variant& v = pos.variant();
  s.text = reason_name(s.reason);
  if (s.reason == EndReason::FlagReached && !v.end_rules().flag.name.empty())
    s.text = v.end_rules().flag.name;
  if (s.reason == EndReason::ChecksGiven) {
    // Named after the start position's count for the winner: "third check" in 3check.
    const Color winner = s.outcome == Outcome::WhiteWins ? Color::White : Color::Black;
    const int n = v.start_checks(winner);
    if (n > 0 && n < int(std::size(Ordinals))) s.text = std::string(Ordinals[n]) + " check";
  }
  return s;
}

}  // namespace

GameStatus game_status(Position& pos) { return described(pos, nullptr); }

GameStatus game_status(Position& pos, const MoveList& legal) { return described(pos, &legal); }

EndValue stalemate_result(const Position& pos) {
  const EndRules& rules = pos.variant().end_rules();
  if (!rules.stalemate_piece_count) return rules.stalemate_value;
  const int us = pos.count(pos.side_to_move()), them = pos.count(~pos.side_to_move());
  return us < them ? EndValue::Win : us > them ? EndValue::Loss : EndValue::Draw;
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
    case EndReason::Extinction: return "extinction";
    case EndReason::FlagReached: return "flag reached";
    case EndReason::ChecksGiven: return "check limit";
    case EndReason::Repetition: return "threefold repetition";
    case EndReason::FiftyMoves: return "50-move rule";
  }
  return "";
}

}  // namespace tessera
