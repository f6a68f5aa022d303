// Game records as text: PGN-style headers (variant, start FEN, result) followed by the moves.
// Reading keeps every legal prefix and names the first move it could not play.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "api/game.h"

namespace tessera {

std::string write_record(Game& game);

struct RecordRead {
  std::unique_ptr<Game> game;  // null only when the header itself is unusable
  std::string error;           // empty when every move was played
};

// Reads a record; `default_variant` applies when it has no Variant header.
RecordRead read_record(std::string_view text, std::string_view default_variant = "chess");

}  // namespace tessera
