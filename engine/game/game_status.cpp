// Decides whether the game is over and why, in a fixed order: variant rules that end the game before
// a move (extinction, flags, check counts), then no moves (mate and stalemate values), then draws.
// Checkmate on the move that also completes a repetition or the 50th move still wins.
#include "game/game_status.h"

#include "game/history_rules.h"
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
    case EndKind::Bikjang: return EndReason::Bikjang;
    case EndKind::BothPassed: return EndReason::BothPassed;
    case EndKind::None: break;
  }
  return EndReason::None;
}

const char* const Ordinals[] = {"",        "first",      "second",     "third",    "fourth", "fifth",
                                "sixth",   "seventh",    "eighth",     "ninth",    "tenth",  "eleventh",
                                "twelfth", "thirteenth", "fourteenth", "fifteenth"};

// shatarMateRule: a mate counts only after a shak in the unbroken series of checks that led to it,
// and never when knights alone give it (as Fairy-Stockfish's checkmate value reads it).
bool shak_mate(const std::vector<PlyFacts>& f) {
  if (f.back().knights_only) return false;
  for (size_t i = f.size() - 1; f[i].check; i -= 2) {
    if (f[i].shak) return true;
    if (i < 2) break;
  }
  return false;
}

// The facts cover the game since its start position; a cycle reaching before them counts no check
// there, so it is never perpetual.
GameStatus repetition(const Position& pos, const std::vector<PlyFacts>& f, bool check) {
  const RepetitionResult r = repetition_result(pos, pos.repetition_distance(), [&](int i) {
    return i < int(f.size()) && f[f.size() - 1 - size_t(i)].check;
  });
  return status(outcome_of(r.value, pos.side_to_move()),
                r.perpetual ? EndReason::PerpetualCheck : EndReason::Repetition, check);
}

GameStatus decide(Position& pos, const MoveList* given, std::span<const Move> played) {
  const Variant& v = pos.variant();
  const EndRules& rules = v.end_rules();
  const Color us = pos.side_to_move();
  const bool history =
      rules.shatar_mate || rules.perpetual_check_illegal || rules.counting != CountingRule::None;
  const std::vector<PlyFacts> facts = history ? replay_facts(pos, played) : std::vector<PlyFacts>{};
  GameStatus s;
  s.check = pos.in_check();
  if (const ImmediateEnd end = pos.immediate_end())
    return status(outcome_of(end.value, us), reason_of(v, end.kind), s.check);
  MoveList generated;
  if (!given) generate_legal(pos, generated);
  const MoveList& moves = given ? *given : generated;
  if (moves.empty()) {
    if (s.check && rules.shatar_mate && !shak_mate(facts))
      return status(Outcome::Draw, EndReason::MateWithoutShak, true);
    if (s.check && pos.checked_by_drop_mate_piece())
      return status(win_for(us), EndReason::PawnDropMate, true);
    if (s.check) return status(outcome_of(rules.checkmate_value, us), EndReason::Checkmate, true);
    if (const EndValue v = stalemate_result(pos); v != EndValue::Draw || rules.stalemate_piece_count)
      return v == EndValue::Draw ? status(Outcome::Draw, EndReason::Stalemate, false)
                                 : status(outcome_of(v, us), EndReason::NoMoves, false);
    return status(Outcome::Draw, EndReason::Stalemate, false);
  }
  // materialCounting scores the game instead of drawing it.
  if (rules.fifty_move_plies && pos.rule50() >= rules.fifty_move_plies)
    return status(outcome_of(pos.material_result(), us), EndReason::FiftyMoves, s.check);
  if (rules.repetitions && pos.repetitions() >= rules.repetitions - 1) return repetition(pos, facts, s.check);
  if (!facts.empty() && facts.back().counting_limit &&
      facts.back().counting_ply >= facts.back().counting_limit)
    return status(Outcome::Draw, EndReason::Counting, s.check);
  return s;
}

// The status with its words for people.
GameStatus described(Position& pos, const MoveList* legal, std::span<const Move> played) {
  GameStatus s = decide(pos, legal, played);
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

GameStatus game_status(Position& pos, std::span<const Move> played) {
  return described(pos, nullptr, played);
}

GameStatus game_status(Position& pos, const MoveList& legal, std::span<const Move> played) {
  return described(pos, &legal, played);
}

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
    case EndReason::PerpetualCheck: return "perpetual check";
    case EndReason::Counting: return "counting rule";
    case EndReason::MateWithoutShak: return "mate without shak";
    case EndReason::PawnDropMate: return "pawn-drop mate";
    case EndReason::Bikjang: return "bikjang";
    case EndReason::BothPassed: return "a double pass";
  }
  return "";
}

}  // namespace tessera
