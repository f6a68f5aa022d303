// Building blocks for hex-board piece tables: named directions on the 12-ray ring, Gliński's
// knight leaps, and zones such as "the far cell of each file". Gliński and Naydorian share them.
#pragma once

#include <functional>
#include <vector>

#include "rules/piece_def.h"

namespace tessera::hex {

// Orthogonals cross a cell edge (even ring indices), named by compass point
// with north up the file: NE is 30 degrees above east, SE 30 below.
constexpr int N = 0, NE = 2, SE = 4, S = 6, SW = 8, NW = 10;
// Diagonals pass through a corner (odd indices), named by angle from east,
// counter-clockwise: D60 lies between N and NE, D0 is straight right.
constexpr int D60 = 1, D0 = 3, D300 = 5, D240 = 7, D180 = 9, D120 = 11;

constexpr DirSet Orthogonal = dirs({N, NE, SE, S, SW, NW});
constexpr DirSet Diagonal = dirs({D60, D0, D300, D240, D180, D120});
constexpr DirSet All = Orthogonal | Diagonal;

// Gliński's knight: two cells along an orthogonal, then one along an
// orthogonal 60 degrees off it. In cube terms every permutation of (1, 2, -3)
// and its negative; written here as axial (q, r).
inline std::vector<Coord> glinski_knight_leaps() {
  return {{1, 2}, {2, 1}, {3, -1}, {3, -2}, {2, -3}, {1, -3},
          {-1, -2}, {-2, -1}, {-3, 1}, {-3, 2}, {-2, 3}, {-1, 3}};
}

// The cells of one shade class (Geometry::shade), whatever the side.
inline CellSet shade_class(const Geometry& g, std::initializer_list<int> shades) {
  CellSet s;
  for (int i = 0; i < g.size(); ++i)
    for (int k : shades)
      if (g.shade(cell_at(i)) == k) s.add(cell_at(i));
  return s;
}

// For each file, the farthest cell from the side's point of view that `keep`
// accepts (White looks up the file, Black down it). With a `keep` that
// accepts every cell this is the far edge of the board.
inline CellSet far_cell_of_each_file(const Geometry& g, Color c, const std::function<bool(Cell)>& keep) {
  CellSet s;
  for (int f = 0; f < g.file_count(); ++f) {
    const auto& cells = g.file_cells(f);
    const int n = int(cells.size());
    for (int k = 0; k < n; ++k) {
      const Cell at = cells[c == Color::White ? n - 1 - k : k];
      if (keep(at)) {
        s.add(at);
        break;
      }
    }
  }
  return s;
}

inline CellSet far_edge(const Geometry& g, Color c) {
  return far_cell_of_each_file(g, c, [](Cell) { return true; });
}

inline Zone zone(const Geometry& g, CellSet (*rule)(const Geometry&, Color)) {
  return {{rule(g, Color::White), rule(g, Color::Black)}};
}

inline PieceDef named(const char* name, char letter, int value) {
  PieceDef p;
  p.name = name;
  p.letter = letter;
  p.value = value;
  return p;
}

// One step in any of the 12 directions; royal.
inline PieceDef king() {
  PieceDef p = named("King", 'k', 0);
  p.ray(All, 1);
  p.royal = true;
  return p;
}

}  // namespace tessera::hex
