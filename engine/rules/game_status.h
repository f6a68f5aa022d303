// Game end: checkmate, stalemate or no-move loss, capture-everything, repetition and the 50-move rule.
// The variant's EndRules decide which apply; the reason is reported so the page can say why.
#pragma once

#include <string>

#include "position/position.h"

namespace tessera {

enum class Outcome : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

enum class EndReason : uint8_t {
  None,
  Checkmate,
  Stalemate,     // no legal move, not in check: a draw
  NoMoves,       // no legal move, and the variant makes that a loss
  AllCaptured,   // the loser has no pieces left
  Repetition,
  FiftyMoves,
};

struct GameStatus {
  Outcome outcome = Outcome::Ongoing;
  EndReason reason = EndReason::None;
  bool check = false;
};

GameStatus game_status(Position& pos);

const char* outcome_name(Outcome o);   // "ongoing", "white", "black", "draw"
const char* reason_name(EndReason r);  // "checkmate", "stalemate", ...

}  // namespace tessera
