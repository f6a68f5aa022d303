// Castling moves for both rule kinds: Standard (fixed landing files, as in chess and
// Capablanca, read Chess960-style) and Leap (Officer-Spiel's king leap towards an unmoved rook).
#include <algorithm>

#include "movegen/movegen.h"

namespace tessera {

namespace {

// The cell on `king`'s rank at `file`, or NoCell.
Cell on_rank(const Geometry& g, Cell king, int file) {
  for (Cell c : g.rows()[g.rows().size() - 1 - g.rank_of(king)])
    if (g.file_of(c) == file) return c;
  return NoCell;
}

// Are all cells on the rank between files a and b (inclusive) empty, apart
// from the two castling pieces?
bool clear_span(const Position& pos, Cell king, int a, int b, Cell k, Cell r) {
  for (int f = std::min(a, b); f <= std::max(a, b); ++f) {
    const Cell c = on_rank(pos.geometry(), king, f);
    if (c != k && c != r && !pos.empty(c)) return false;
  }
  return true;
}

void standard(const Position& pos, Color us, Cell king, bool royal, int slot, Cell rook, MoveList& out) {
  const Geometry& g = pos.geometry();
  const CastlingDef& rule = pos.variant().def().castling;
  const int side = slot & 1;
  const int kf = g.file_of(king), kt = rule.king_to_file[side];
  const int rf = g.file_of(rook), rt = rule.rook_to_file[side];
  if (!clear_span(pos, king, kf, kt, king, rook) || !clear_span(pos, king, rf, rt, king, rook)) return;
  // A royal king may not cross an attacked cell; its landing cell is checked by legality.
  if (royal)
    for (int f = std::min(kf, kt); f <= std::max(kf, kt); ++f)
      if (f != kt && pos.attacked(on_rank(g, king, f), ~us)) return;
  const Cell to = on_rank(g, king, kt);
  if (is_cell(to)) out.add(Move::make(king, to, MoveKind::Castle, PieceType::None, uint64_t(slot)));
}

// Officer-Spiel: any empty cell strictly between king and rook that is not
// attacked now; what lies between does not matter.
void leap(const Position& pos, Color us, Cell king, bool royal, int slot, Cell rook, MoveList& out) {
  const Geometry& g = pos.geometry();
  const int kf = g.file_of(king), rf = g.file_of(rook);
  const int step = rf > kf ? 1 : -1;
  for (int f = kf + step; f != rf; f += step) {
    const Cell to = on_rank(g, king, f);
    if (is_cell(to) && pos.empty(to) && (!royal || !pos.attacked(to, ~us)))
      out.add(Move::make(king, to, MoveKind::Castle, PieceType::None, uint64_t(slot)));
  }
}

}  // namespace

void gen::castles(const Position& pos, MoveList& out) {
  const Color us = pos.side_to_move();
  // A non-royal castling piece (giveaway) castles whatever attacks it or its path.
  const Cell king = pos.castle_king(us);
  const bool royal = pos.royal(us) == king;
  if (!is_cell(king) || (royal && pos.in_check())) return;
  for (int side = 0; side < 2; ++side) {
    const int slot = castle_slot(us, side);
    if (!(pos.castling_rights() >> slot & 1)) continue;
    const Cell rook = pos.castle_rook(slot);
    if (!is_cell(rook)) continue;
    if (pos.variant().def().castling.kind == CastlingDef::Kind::Standard)
      standard(pos, us, king, royal, slot, rook, out);
    else leap(pos, us, king, royal, slot, rook, out);
  }
}

}  // namespace tessera
