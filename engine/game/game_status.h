// Game end: mate and stalemate by the variant's values, extinction, flags, check counts, repetition,
// perpetual check, the 50-move rule, the makruk counts, bikjang and passing. The variant's EndRules decide which apply; the reason says why, for the page.
#pragma once

#include <span>
#include <string>

#include "position/position.h"

namespace tessera {

enum class Outcome : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

enum class EndReason : uint8_t {
  None,
  Checkmate,
  Stalemate,    // no legal move, not in check: a draw
  NoMoves,      // no legal move, not in check, and the variant does not draw that
  AllCaptured,  // the loser has no pieces left
  Extinction,   // a side lost the last of a piece type the variant counts (or fell to its limit)
  FlagReached,  // a flag piece reached its region (king of the hill, racing kings, breakthrough)
  ChecksGiven,  // a side gave its last check (3check, 5check)
  Repetition,
  FiftyMoves,
  PerpetualCheck,   // a repetition in which one side gave check at every move (it loses)
  Counting,         // a makruk or ASEAN count ran out
  MateWithoutShak,  // shatar: a mate by knights alone, or not after a shak, is drawn
  PawnDropMate,     // shogiPawnDropMateIllegal: a mate by dropping a pawn loses for the dropper
  Bikjang,          // the royal pieces faced each other two positions running (janggi)
  BothPassed,       // each side passed in turn (janggi)
};

struct GameStatus {
  Outcome outcome = Outcome::Ongoing;
  EndReason reason = EndReason::None;
  bool check = false;
  std::string text;  // the reason for people: reason_name(), or the variant's own name for it
};

// `played` are the moves that led to `pos` (the last ones made on it): the rules that look back
// (counting, shatarMateRule, perpetualCheckIllegal) read them; without them those rules see no past.
GameStatus game_status(Position& pos, std::span<const Move> played = {});
// The same, given the legal moves of `pos` already generated.
GameStatus game_status(Position& pos, const MoveList& legal, std::span<const Move> played = {});

// The result of a stalemate for the side to move: the variant's stalemateValue, or, where
// stalematePieceCount holds, a win for the side with fewer pieces (equal counts draw).
EndValue stalemate_result(const Position& pos);

// A repetition's result for the side to move, `cycle` plies after the position's earlier
// occurrence: under perpetualCheckIllegal a win where the other side gave check at each of its
// moves of the cycle, a loss where the side to move did (`perpetual` set); else nFoldValue, for
// White when absolute. checked(i): the side to move i plies back (0: now) was in check. The game
// status reads the game's past, the search its line and the game before its root.
struct RepetitionResult {
  EndValue value = EndValue::Draw;
  bool perpetual = false;
};
template <class Checked>
RepetitionResult repetition_result(const Position& pos, int cycle, Checked checked) {
  const EndRules& rules = pos.variant().end_rules();
  const Color us = pos.side_to_move();
  if (rules.perpetual_check_illegal && cycle > 0) {
    bool them = true, we = true;  // them: we were in check at each of our turns; we: they were
    for (int i = 0; i < cycle; ++i) (i % 2 == 0 ? them : we) &= checked(i);
    if (them) return {EndValue::Win, true};
    if (we) return {EndValue::Loss, true};
  }
  const bool flip = rules.repetition_value_absolute && us == Color::Black;
  return {flip ? -rules.repetition_value : rules.repetition_value, false};
}

const char* outcome_name(Outcome o);  // "ongoing", "white", "black", "draw"
const char* reason_name(
    EndReason r);  // "checkmate", "stalemate", ... (GameStatus::text may be more specific)

}  // namespace tessera
