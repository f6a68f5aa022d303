// Game records as PGN: the seven standard tags, [Variant] and [FEN] as Fairy-Stockfish, pychess and
// XBoard write them, SAN moves and comments. Reading keeps every legal prefix and names the first bad move.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "api/game.h"

namespace tessera {

std::string write_record(Game& game);

struct RecordRead {
  std::unique_ptr<Game> game;  // null only when the tags themselves are unusable
  std::string error;           // empty when every move was played
  std::string dropped;         // what the record had that a game cannot keep (side lines, glyphs)
};

// Reads a record; `default_variant` applies when it has no Variant tag. Moves may be SAN or the
// engine's coordinate text.
RecordRead read_record(std::string_view text, std::string_view default_variant = "chess");

}  // namespace tessera
