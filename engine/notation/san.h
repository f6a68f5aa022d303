// Standard algebraic notation (SAN) for every variant: written from the legal moves, read back by them.
// Chess's forms where chess has them; documented forms for leaping castles, pushes and hex cells.
#pragma once

#include <string>
#include <string_view>

#include "core/move.h"

namespace tessera {

class Position;

// The SAN of `m`, one of the legal moves of `pos`, with its check or mate mark. `legal` must be the
// legal moves of `pos` (passed in so that writing a whole list costs one generation).
std::string move_to_san(Position& pos, Move m, const MoveList& legal);
std::string move_to_san(Position& pos, Move m);
// The two halves, for a game that generates the legal moves after each move anyway (for its status):
// the SAN without its mark, written before `m` is made, and the mark ("", "+" or "#") from the position
// after it and that position's legal moves.
std::string san_without_mark(const Position& pos, Move m, const MoveList& legal);
const char* san_mark_after(const Position& after, const MoveList& replies);

// The legal move that `text` names in SAN. Exact text wins; otherwise case, 'x', '=', '-' and the
// check marks are ignored when that still names one move. Move::none() with `error` otherwise.
Move parse_san(Position& pos, std::string_view text, std::string& error);
// The same, given the legal moves of `pos` already generated.
Move parse_san(Position& pos, std::string_view text, std::string& error, const MoveList& legal);

}  // namespace tessera
