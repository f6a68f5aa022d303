// Piece mobility measured from the piece tables alone: destinations per cell on an empty or
// randomly filled board, and the material value the engine derives from it (see README, "Piece values").
#pragma once

#include "rules/variant.h"

namespace tessera {

// Which steps count: every destination, as the activity walk counts a piece's reach, or only those
// it could capture on, for its value. Rays count only where they capture either way (a pawn's push
// is no reach); the two differ on move-only leaps.
enum class Steps { All, Capturing };

// Expected number of cells a piece of colour `c` and type `t` standing on `from`
// could move or capture to, when every other cell is occupied independently with
// probability `density`. A slider's k-th cell counts with weight (1-density)^(k-1):
// the cells before it must be empty; the cell itself may hold a piece to capture.
// Cells the piece may not stand on (Naydorian's white cells) never count.
double cell_mobility(const Variant& v, Color c, PieceType t, Cell from, double density,
                     Steps steps = Steps::All);

// The average of cell_mobility over the cells the piece may stand on, for White.
double average_mobility(const Variant& v, PieceType t, double density, Steps steps = Steps::All);

// Board density used for values: about the middle-game fill of a chess board.
constexpr double ValueDensity = 0.3;

// Centipawn value derived from average mobility at ValueDensity, by the straight
// line fitted to the chess pieces (N 300, B 325, R 500, Q 950), counting only
// capturing steps: value = 74 * mobility - 88. Pieces that cannot capture or that
// move only forward (pawns, Pikes) are not measured this way; see README.
int mobility_value(const Variant& v, PieceType t);

}  // namespace tessera
