// The board field of a FEN: rows of piece letters and multi-digit empty counts, for any geometry.
// Shared by the FEN reader and by variant compilation (start cells), so it needs no Position.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cell_set.h"
#include "core/types.h"

namespace tessera {

class Variant;

// Cell-indexed pieces, or nullopt with `error` naming the problem. A '~' after a piece letter marks
// a promoted piece (crazyhouse); it is read into `promoted` where given, else it is an error.
std::optional<std::vector<Piece>> parse_fen_board(const Variant& v, std::string_view field,
                                                  std::string& error, CellSet* promoted = nullptr);

// `promoted` cells get a '~' after their letter.
std::string format_fen_board(const Variant& v, const std::vector<Piece>& board, const CellSet& promoted = {});

}  // namespace tessera
