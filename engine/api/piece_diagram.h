// Piece diagrams: where one piece may move and capture from one cell of an otherwise empty board.
// Answered by the move generator itself, so a diagram on a rules page can never disagree with play.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/variant.h"

namespace tessera {

struct PieceMoves {
  Cell from = NoCell;
  std::vector<Cell> moves;     // empty cells it may move to
  std::vector<Cell> captures;  // cells where it would take a lone enemy piece
};

// `letter` is upper case for the first army, lower case for the second. `from` = NoCell picks the
// most central cell the piece may stand on. nullopt with `error` set for an unknown letter or a
// cell the piece may not stand on.
std::optional<PieceMoves> piece_moves(const Variant& v, char letter, Cell from, std::string& error);

// JSON for the web page: {"cell","moves":[cells],"captures":[cells]} or {"error"}.
// `cell` may be "" for the central cell.
std::string piece_moves_json(std::string_view variant_id, std::string_view letter, std::string_view cell);

}  // namespace tessera
