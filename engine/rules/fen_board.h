// The board field of a FEN: rows of piece letters and multi-digit empty counts, for any geometry.
// Shared by the FEN reader and by variant compilation (start cells), so it needs no Position.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace tessera {

class Variant;

// Cell-indexed pieces, or nullopt with `error` naming the problem.
std::optional<std::vector<Piece>> parse_fen_board(const Variant& v, std::string_view field,
                                                  std::string& error);

std::string format_fen_board(const Variant& v, const std::vector<Piece>& board);

}  // namespace tessera
