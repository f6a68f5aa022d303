// Game records as PGN: the seven standard tags, [Variant] and [FEN] as Fairy-Stockfish, pychess and
// XBoard write them, a clock's [TimeControl] and [%clk], SAN moves and comments. Reading keeps every legal prefix.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "api/game.h"

namespace tessera {

// What a front end knows of a game beyond its moves: its clock and an ending off the board.
struct RecordExtras {
  std::string time_control;   // PGN's "300+3" (seconds + increment) or "-"; written only in that form
  std::vector<int> clock_ms;  // clock_ms[i]: the mover's clock after ply i + 1, as {[%clk H:MM:SS]}
  std::string result;         // "1-0", "0-1" or "1/2-1/2" for an ending the position cannot show
  std::string termination;    // that ending's [Termination], e.g. "time forfeit"
};

std::string write_record(Game& game, const RecordExtras& extras = {});

struct RecordRead {
  std::unique_ptr<Game> game;  // null only when the tags themselves are unusable
  std::string error;           // empty when every move was played
  std::string dropped;         // what the record had that a game cannot keep (side lines, glyphs)
};

// Reads a record; `default_variant` applies when it has no Variant tag. Moves may be SAN or the
// engine's coordinate text.
RecordRead read_record(std::string_view text, std::string_view default_variant = "chess");

}  // namespace tessera
