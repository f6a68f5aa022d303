// Strong types for the board vocabulary: colours, cells, directions, piece types and pieces.
// Everything here is constexpr and allocation-free, so board arithmetic reads like chess.
#pragma once

#include <cstdint>

namespace tessera {

using Key = uint64_t;

// ---- Colour -----------------------------------------------------------------
// Naydorian calls its sides Gold and Red; they map onto White and Black.
enum class Color : uint8_t { White = 0, Black = 1 };
constexpr int ColorCount = 2;
constexpr Color operator~(Color c) { return Color(uint8_t(c) ^ 1); }
constexpr int idx(Color c) { return int(c); }

// ---- Cell -------------------------------------------------------------------
// A dense index 0..N-1 into one geometry's cells. Geometries own names and
// coordinates; the engine only ever sees these indices.
enum class Cell : uint16_t {};
constexpr int MaxCells = 256;            // 16x16 and 20x10 both fit
constexpr Cell NoCell = Cell(MaxCells);  // "off the board"
constexpr int idx(Cell c) { return int(c); }
constexpr Cell cell_at(int i) { return Cell(uint16_t(i)); }
constexpr bool is_cell(Cell c) { return c != NoCell; }

// ---- Direction --------------------------------------------------------------
// Index into a geometry's direction ring, clockwise from north. Square boards
// have 8 (45 degrees apart), hex boards 12 (30 degrees apart). Even indices
// are orthogonal, odd ones diagonal, on both.
enum class Dir : uint8_t {};
constexpr int MaxDirs = 12;
constexpr int idx(Dir d) { return int(d); }
constexpr Dir dir_at(int i) { return Dir(uint8_t(i)); }

// ---- Piece types and pieces -------------------------------------------------
// Piece types are numbered by each variant's piece table, 1..MaxTypes-1.
enum class PieceType : uint8_t { None = 0 };
constexpr int MaxTypes = 32;
constexpr int idx(PieceType t) { return int(t); }
constexpr PieceType type_at(int i) { return PieceType(uint8_t(i)); }

// A piece is a type with a colour bit above it; 0 is an empty cell.
enum class Piece : uint8_t { None = 0 };
constexpr int PieceCodes = 2 * MaxTypes;
constexpr Piece make_piece(Color c, PieceType t) { return Piece(uint8_t(idx(t) | (idx(c) << 5))); }
constexpr PieceType type_of(Piece p) { return PieceType(uint8_t(p) & 31); }
constexpr Color color_of(Piece p) { return Color(uint8_t(p) >> 5); }
constexpr int idx(Piece p) { return int(p); }
constexpr bool is_piece(Piece p) { return p != Piece::None; }

// ---- Search values ----------------------------------------------------------
using Value = int32_t;
constexpr Value ValueZero = 0;
constexpr Value ValueMate = 30000;
constexpr Value ValueInfinite = 32000;
constexpr int MaxPly = 128;

}  // namespace tessera
