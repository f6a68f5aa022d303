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
// a promoted piece (crazyhouse), and '+' before one a shogi piece's promoted form ("+P" is the type a
// pawn promotes to). Where `origins` is given (cell-indexed), each promoted cell gets the type it came
// from; without it a '~' is an error and a '+' only places the promoted type.
std::optional<std::vector<Piece>> parse_fen_board(const Variant& v, std::string_view field,
                                                  std::string& error, uint8_t* origins = nullptr);

// Cells with an origin type (cell-indexed; nullptr: none) are written "+P" when that type promotes
// shogi-style, else with a '~' after their letter.
std::string format_fen_board(const Variant& v, const std::vector<Piece>& board,
                             const uint8_t* origins = nullptr);

}  // namespace tessera
