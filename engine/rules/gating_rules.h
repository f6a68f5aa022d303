// GatingRules: first-move privileges kept per cell ("gates"), in Fairy-Stockfish's terms: Seirawan's
// gating of held pieces and the Cambodian king's and queen's first-move leaps.
#pragma once

namespace tessera {

// Gates are cells of each side's castling rank, named by file letters in the FEN castling field
// ("KQABCDEFGH", "DEde"). A gate closes when a piece leaves its cell or is captured there.
struct GatingRules {
  bool gating = false;  // gating: the castling field names gates
  // seirawanGating: as a piece first leaves a gate (castling: the king's or the rook's cell), a piece
  // from the hand may enter that cell.
  bool seirawan = false;
  // cambodianMoves: a king on its gate may leap to a cell two files aside on the next rank (not out
  // of check, not capturing); a fers on its gate may leap two cells straight forward.
  bool cambodian = false;
  char fers = 0;  // the letter of the piece declared with the `fers` key
};

}  // namespace tessera
