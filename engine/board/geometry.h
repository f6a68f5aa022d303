// Geometry: the cells of one board, their names and coordinates, and the direction ring.
// Square and hex boards share this interface; every neighbour lookup is a precomputed table.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace tessera {

enum class GeometryKind : uint8_t { Square, Hex };

// A board coordinate or a vector between two of them. Square boards use
// (file, rank) from 0; hex boards use axial (q, r) with the centre at (0, 0),
// q growing to the right and r growing up a file.
struct Coord {
  int x = 0, y = 0;
  constexpr Coord operator+(Coord o) const { return {x + o.x, y + o.y}; }
  constexpr Coord operator-(Coord o) const { return {x - o.x, y - o.y}; }
  constexpr Coord operator*(int k) const { return {x * k, y * k}; }
  constexpr bool operator==(const Coord&) const = default;
};

class Geometry {
 public:
  static Geometry square(int files, int ranks);
  // A hexagon of flat-topped cells with `radius` rings around the centre;
  // files are lettered a.. without j, as in Gliński's chess.
  static Geometry hex(int radius);

  GeometryKind kind() const { return kind_; }
  int size() const { return int(coords_.size()); }
  int dir_count() const { return dir_count_; }
  int file_count() const { return file_count_; }
  int rank_count() const { return rank_count_; }

  // ---- Coordinates and neighbours ----
  Coord coord(Cell c) const { return coords_[idx(c)]; }
  Cell at(Coord p) const;
  Cell offset(Cell c, Coord v) const { return is_cell(c) ? at(coord(c) + v) : NoCell; }
  Cell step(Cell c, Dir d) const { return steps_[idx(d)][idx(c)]; }
  Coord vector(Dir d) const { return dir_vectors_[idx(d)]; }

  // ---- The direction ring (clockwise from north) ----
  Dir north() const { return dir_at(0); }
  Dir rotate(Dir d, int units) const {
    return dir_at(((idx(d) + units) % dir_count_ + dir_count_) % dir_count_);
  }
  Dir reverse(Dir d) const { return rotate(d, dir_count_ / 2); }
  // Reflection top-to-bottom: how a mirrored army sees "forward".
  Dir mirror(Dir d) const { return rotate(dir_at(0), dir_count_ / 2 - idx(d)); }
  Coord mirror(Coord v) const;
  Cell mirror(Cell c) const;
  // The direction whose unit vector is v, or -1.
  int dir_of_vector(Coord v) const;

  // ---- Names: file letter(s) then rank number, e.g. "e4", "t10", "g7" ----
  int file_of(Cell c) const { return files_[idx(c)]; }
  int rank_of(Cell c) const { return ranks_[idx(c)]; }  // from 0
  std::string name(Cell c) const;
  Cell parse(std::string_view text) const;  // NoCell when it names no cell
  char file_letter(int file) const { return file_letters_[file]; }
  // Cells of one file, bottom to top.
  const std::vector<Cell>& file_cells(int file) const { return file_cells_[file]; }

  // ---- Layout for FEN and drawing ----
  // FEN rows: top rank first, each listing its cells from the left.
  const std::vector<std::vector<Cell>>& rows() const { return rows_; }
  // Cell centre in board units (y up). Square cells are 1 wide; hex cells
  // have circumradius 1.
  double x_of(Cell c) const;
  double y_of(Cell c) const;
  // A colouring in which neighbours differ: 0/1 on squares (a1 is 0, dark),
  // 0/1/2 on hexes ((q - r) mod 3, the centre is 0).
  int shade(Cell c) const;

 private:
  void build(std::vector<Coord> coords);
  int rank_for(Coord p) const;

  GeometryKind kind_ = GeometryKind::Square;
  int radius_ = 0;
  int dir_count_ = 8;
  int file_count_ = 0, rank_count_ = 0;
  Coord min_{}, max_{};
  std::vector<Coord> coords_;
  std::vector<uint16_t> lookup_;  // dense (x, y) box -> cell index or MaxCells
  std::vector<int> files_, ranks_;
  std::vector<std::vector<Cell>> rows_, file_cells_;
  std::string file_letters_;
  std::array<Coord, MaxDirs> dir_vectors_{};
  std::array<std::array<Cell, MaxCells + 1>, MaxDirs> steps_{};
};

}  // namespace tessera
