// SetupRules: drop-driven setup phases (placement, sittuyin), in Fairy-Stockfish's terms.
// Each side first places its pieces from the hand, then the game goes on as usual.
#pragma once

namespace tessera {

struct SetupRules {
  bool must_drop = false;  // mustDrop: while a drop is legal, no other move is
  // dropOppositeColoredBishop: bishops (the `bishop` key's piece) end on cells of both shades: a
  // drop may not leave a bishop in hand without a free drop cell of a shade no bishop holds.
  bool opposite_bishops = false;
  // castlingDroppedPiece: a king dropped on the e-file of its castling rank may castle with rooks
  // on its a- and last-file corners, and a rook dropped on such a corner with the king there.
  bool castling_dropped = false;
  bool rook_drop = false;  // sittuyinRookDrop: rooks are dropped on the first rank only
  // sittuyinPromotion: no promotion by moving onto a rank. Instead a pawn in the opponent's half on a
  // long diagonal (any pawn, once it is a side's last) may become a promotion type where it stands
  // or as that type steps onto an empty cell, unless it then gives check or attacks a piece.
  bool sittuyin_promotion = false;
  char bishop = 0, rook = 0;  // the letters of the pieces declared with the `bishop` and `rook` keys
};

}  // namespace tessera
