// What one move displaces: every piece it moves, pushes, captures or promotes, and what enters or
// leaves a captured-piece pool. The page shows moves from this, so it never works out a rule itself.
#pragma once

#include <vector>

#include "core/move.h"
#include "position/position.h"

namespace tessera {

struct Displaced {
  enum class How : uint8_t {
    Moved,     // the piece the player moved (a drop's has no `from`), or the rook that castles with it
    Pushed,    // carried by a Shepherd's Push
    Captured,  // taken off the board (`to` is NoCell)
    Pooled,    // a captured piece entering its owner's pool or the capturer's hand (no cells)
    Unpooled,  // a pool piece used up by a promotion, or a hand piece dropped (no cells)
  };
  How how = How::Moved;
  Piece piece = Piece::None;  // as it stood before the move
  Cell from = NoCell, to = NoCell;
  Piece becomes = Piece::None;  // for Moved and Pushed: the piece after the move, when it promoted
};

// Everything `m` (a legal move in `pos`) displaces, the moved pieces first, the player's own piece
// first of all. Plays and takes back `m`, so `pos` ends as it began.
std::vector<Displaced> displaced_pieces(Position& pos, Move m);

const char* how_name(Displaced::How how);

}  // namespace tessera
