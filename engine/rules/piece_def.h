// PieceDef: one piece type written as data — rays, leaps and jumps, plus its rule flags.
// Directions and vectors are in White's frame; the compiler mirrors them for a mirrored Black.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "board/geometry.h"
#include "core/cell_set.h"
#include "rules/zone.h"

namespace tessera {

// What a movement atom may do on its landing cell.
enum Mode : uint8_t {
  MoveOnly = 1,     // only onto an empty cell
  CaptureOnly = 2,  // only onto an enemy piece
  MoveOrCapture = 3,
  TakesEnPassant = 4,  // with CaptureOnly: may also land on an en-passant cell
  SetsEnPassant = 8,   // a move of two or more cells leaves the passed cell as an en-passant target
};

// A set of directions on the geometry's ring, by index.
using DirSet = uint16_t;
constexpr DirSet dirs(std::initializer_list<int> list) {
  DirSet s = 0;
  for (int d : list) s |= DirSet(1u << d);
  return s;
}

// Slides along a direction (or steps, with range 1). Blocked by any piece in
// the way, and on boards with hidden cells by an enemy Guard on one.
struct RayAtom {
  DirSet dirs = 0;
  int range = 0;        // 0 = unlimited
  int start_range = 0;  // range used on the piece's start cells; 0 = same as range
  uint8_t mode = MoveOrCapture;
  bool initial_only = false;  // exists only on the piece's start cells (Betza `i`), with range start_range
};

// Jumps by a fixed coordinate vector; nothing blocks it.
struct LeapAtom {
  std::vector<Coord> vectors;
  uint8_t mode = MoveOrCapture;
};

// Jumps along a path of topology steps (each may cross a hidden cell);
// nothing blocks it. `path` holds turns relative to the first direction, in
// ring units: {0, 0} is two steps straight on, {0, +1} a step then a 30/45
// degree turn. Every direction in `first` starts one path.
struct JumpAtom {
  DirSet first = 0;
  std::vector<int> path;
  uint8_t mode = MoveOrCapture;
};

// ---- Path atoms: nightriders, hoppers, lame leapers, bent riders (Betza p g n, XBetza a) ----
// Written by engine/definition/betza.cpp. A variant with any of them compiles them into per-cell
// lines and switches to exact (make/unmake) legality, since a screen or a block can pin.

// What the pieces on a path atom's landing cells do to it.
enum class PathKind : uint8_t {
  Slide,         // stops at the first piece, which it may capture (riders, lame leaps)
  Cannon,        // hops exactly one piece (the screen), then slides on: lands on empty cells beyond it
                 // and may capture the first piece after it
  Grasshopper,   // hops exactly one piece and lands on the cell just beyond it
  JanggiCannon,  // as Cannon, but a piece of its own type (either side's) is neither a screen nor prey
};

// The dearest a piece may be: its evaluation tables hold a value and its cell's terms in 16 bits, and
// no real piece is worth a hundred queens.
constexpr int MaxPieceValue = 10000;

constexpr bool cannon_like(PathKind k) { return k == PathKind::Cannon || k == PathKind::JanggiCannon; }

// A walk of landing cells `start`, `start + step`, ... (in White's frame), after crossing the
// `lame` cells, which must all be empty and are never landing cells. `range` counts landing
// cells (0 = to the board's edge); a leap is range 1.
struct PathAtom {
  std::vector<Coord> lame;
  Coord start{};
  Coord step{};
  int range = 1;
  PathKind kind = PathKind::Slide;
  uint8_t mode = MoveOrCapture;
  bool initial = false;  // only from the piece's start cells (Betza `i`)
  Zone from;             // only from these cells (the xiangqi soldier's sideways steps); empty = anywhere
};

struct PromotionDef {
  std::string choices;         // piece letters, lower case
  Zone zone;                   // where promotion happens; empty = never
  bool mandatory = true;       // false: declining is its own legal move
  bool on_entry_only = false;  // only when arriving from outside the zone
  bool from_pool = false;      // also any type in the side's captured pool, using it up
  std::string not_from_pool;   // letters never taken from the pool (Westfield: a Pawn never becomes a Pawn)
  // promotedPieceType (shogi): the piece turns into its one promoted type (`choices`) on a move that
  // starts or ends in the zone; the FEN writes it "+" and its own letter, and captured it goes to
  // hand as this type again.
  bool shogi = false;
  bool on_capture_only = false;  // piecePromotionOnCapture: only a capture promotes
};

// How a Shepherding piece may push this piece (Westfield's Shepherd's Push). Rays
// give the push directions with their most steps (range 0 = any) and what the
// landing cell may hold: MoveOnly = empty, CaptureOnly = an enemy of the pushed
// piece; SetsEnPassant marks the short-range directions whose two-step push
// leaves an en-passant target. Leaps count as two steps. A piece with neither
// cannot be pushed, so it blocks the Shepherding move.
struct PushDef {
  std::vector<RayAtom> rays;
  std::vector<Coord> leaps;
  DirSet shepherd_dirs = 0;  // directions a Shepherding piece may move while pushing it; 0 = any
  bool pushable() const { return !rays.empty() || !leaps.empty(); }
};

struct PieceDef {
  std::string name;
  char letter = '?';  // lower case; White's pieces print upper case
  std::vector<RayAtom> rays;
  std::vector<LeapAtom> leaps;
  std::vector<JumpAtom> jumps;
  PromotionDef promotion;
  PushDef push;
  bool royal = false;         // check and checkmate apply to it
  bool resets_clock = false;  // its moves reset the 50-move counter (pawns)
  bool guard = false;         // lives on hidden cells; blocks enemy moves across them
  bool shepherd = false;      // pushes instead of capturing (Westfield)
  char ep_kind = 0;           // en passant is between pieces of the same kind
  Zone cells;                 // where it may stand; empty = anywhere
  std::string cells_note;     // the rule behind `cells`, for FEN error messages
  Zone initial;               // where rays use their start_range; empty = the cells the setup fills
  int max_count = 0;          // most a side may have on the board (0 = no limit)
  int value = 100;            // rough material value in centipawns, at most MaxPieceValue
  int hand_order = 0;         // Fairy-Stockfish's piece-type order, which its FEN hands follow

  // ---- Betza extensions (engine/definition/betza.cpp) ----
  std::vector<PathAtom> paths;

  PieceDef& ray(DirSet d, int range = 0, uint8_t mode = MoveOrCapture, int start_range = 0) {
    rays.push_back({d, range, start_range, mode});
    return *this;
  }
  PieceDef& leap(std::vector<Coord> v, uint8_t mode = MoveOrCapture) {
    leaps.push_back({std::move(v), mode});
    return *this;
  }
  PieceDef& jump(DirSet first, std::vector<int> path, uint8_t mode = MoveOrCapture) {
    jumps.push_back({first, std::move(path), mode});
    return *this;
  }
};

}  // namespace tessera
