// Move text in and out: coordinate form (e2e4, a7a8q), castling, and the variants' special moves.
// Parsing matches against the legal moves, so every text the engine writes reads back to the same move.
#pragma once

#include <string>
#include <string_view>

#include "core/move.h"

namespace tessera {

class Position;
class Variant;
class Geometry;

std::string move_to_text(const Position& pos, Move m);

// A drop's text, "P@e4" (its type's capital letter for either side), shared with SAN.
std::string drop_text(const Variant& v, Move m, const Geometry& g);

// The legal move that `text` names, or Move::none() with `error` saying why not.
Move parse_move(Position& pos, std::string_view text, std::string& error);
// The same, given the legal moves of `pos` already generated (a game reuses them for SAN and status).
Move parse_move(Position& pos, std::string_view text, std::string& error, const MoveList& legal);

}  // namespace tessera
