// Zobrist keys shared by every variant: piece-on-cell, side, castling, en passant, pools and marks.
// Fixed seeds make keys identical across runs and builds, so hashes can be compared in tests.
#pragma once

#include <cassert>

#include "core/types.h"

namespace tessera::zobrist {

constexpr int MaxPoolCount = 64;
constexpr int MaxCheckCount = 15;

struct Tables {
  Key piece[PieceCodes][MaxCells + 1];
  Key castling[16];
  Key ep[MaxCells + 1];
  Key pool[ColorCount][MaxTypes][MaxPoolCount];
  Key side;
  Key checks[ColorCount][MaxCheckCount + 1];  // checks left to give, for check-counting variants
  Key promoted[MaxCells + 1];                 // a promoted mark on a cell (crazyhouse's "Q~")
  Tables();
};

extern const Tables keys;

inline Key piece(Piece p, Cell c) { return keys.piece[idx(p)][idx(c)]; }
inline Key side() { return keys.side; }
inline Key castling(int rights) { return keys.castling[rights & 15]; }
inline Key en_passant(Cell land) { return keys.ep[idx(land)]; }
// A promoted piece on `c` that came from type `from` (crazyhouse's "Q~", shogi's "+P"); type 1 (the
// chess pawn in every built-in) keeps the plain mark's key.
inline Key promoted(Cell c, PieceType from) {
  const unsigned r = unsigned(idx(from) - 1) & 63;
  const Key k = keys.promoted[idx(c)];
  return r ? (k << r | k >> (64 - r)) : k;
}
// The FEN reader bounds both counts (fen.cpp), so no two counts share a key.
inline Key checks(Color c, int left) {
  assert(left >= 0 && left <= MaxCheckCount);
  return keys.checks[idx(c)][left];
}
inline Key pool(Color owner, PieceType t, int count) {
  assert(count >= 0 && count < MaxPoolCount);
  return keys.pool[idx(owner)][idx(t)][count];
}

}  // namespace tessera::zobrist
