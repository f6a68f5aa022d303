// Correction history: how far searches have found the static evaluation off, by side to move and
// by where the promoting pieces (pawns) stand, added back to later evaluations of such positions.
#include "search/correction.h"

#include <algorithm>

#include "position/zobrist.h"

namespace tessera {

Key promoting_key(const Position& pos) {
  const Variant& v = pos.variant();
  Key k = 0;
  for (Color c : {Color::White, Color::Black})
    for (int i = 0; i < pos.count(c); ++i) {
      const Cell s = pos.piece_cell(c, i);
      const Piece p = pos.at(s);
      if (v.may_promote(c, type_of(p))) k ^= zobrist::piece(p, s);
    }
  return k;
}

void CorrectionHistory::clear() { std::fill(&table[0][0], &table[0][0] + ColorCount * Size, int16_t(0)); }

}  // namespace tessera
