// Geometry construction for square and hex boards, and the lookups built on coordinates.
// All tables are filled once here; the move generator only reads them.
#include "board/geometry.h"

#include <algorithm>
#include <cmath>

namespace tessera {

namespace {

constexpr std::array<Coord, 8> SquareDirs = {
    {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};

// Clockwise from north in 30-degree steps: orthogonals (through edges) on even
// indices, diagonals (through corners) on odd ones.
constexpr std::array<Coord, 12> HexDirs = {{{0, 1},
                                            {1, 1},
                                            {1, 0},
                                            {2, -1},
                                            {1, -1},
                                            {1, -2},
                                            {0, -1},
                                            {-1, -1},
                                            {-1, 0},
                                            {-2, 1},
                                            {-1, 1},
                                            {-1, 2}}};

}  // namespace

Geometry Geometry::square(int files, int ranks) {
  Geometry g;
  g.kind_ = GeometryKind::Square;
  g.dir_count_ = 8;
  std::copy(SquareDirs.begin(), SquareDirs.end(), g.dir_vectors_.begin());
  for (int f = 0; f < files; ++f) g.file_letters_ += char('a' + f);
  std::vector<Coord> coords;
  for (int y = 0; y < ranks; ++y)
    for (int x = 0; x < files; ++x) coords.push_back({x, y});
  g.build(std::move(coords));
  return g;
}

Geometry Geometry::hex(int radius) {
  Geometry g;
  g.kind_ = GeometryKind::Hex;
  g.radius_ = radius;
  g.dir_count_ = 12;
  std::copy(HexDirs.begin(), HexDirs.end(), g.dir_vectors_.begin());
  for (char c = 'a'; int(g.file_letters_.size()) < 2 * radius + 1; ++c)
    if (c != 'j') g.file_letters_ += c;
  std::vector<Coord> coords;
  for (int q = -radius; q <= radius; ++q)
    for (int r = -radius; r <= radius; ++r)
      if (std::abs(q + r) <= radius) coords.push_back({q, r});
  g.build(std::move(coords));
  return g;
}

int Geometry::rank_for(Coord p) const {
  if (kind_ == GeometryKind::Square) return p.y;
  return p.y - std::max(-radius_, -radius_ - p.x);
}

void Geometry::build(std::vector<Coord> coords) {
  coords_ = std::move(coords);
  min_ = max_ = coords_.front();
  for (Coord p : coords_) {
    min_ = {std::min(min_.x, p.x), std::min(min_.y, p.y)};
    max_ = {std::max(max_.x, p.x), std::max(max_.y, p.y)};
  }
  const int width = max_.x - min_.x + 1, height = max_.y - min_.y + 1;
  lookup_.assign(size_t(width) * height, uint16_t(MaxCells));
  file_count_ = width;
  file_cells_.assign(width, {});
  rank_count_ = 0;
  for (int i = 0; i < size(); ++i) {
    Coord p = coords_[i];
    lookup_[size_t(p.y - min_.y) * width + (p.x - min_.x)] = uint16_t(i);
    files_.push_back(p.x - min_.x);
    ranks_.push_back(rank_for(p));
    rank_count_ = std::max(rank_count_, ranks_.back() + 1);
  }
  // Cells were listed file-major (hex) or rank-major (square); sort each file bottom-up.
  for (int i = 0; i < size(); ++i) file_cells_[files_[i]].push_back(cell_at(i));
  for (auto& cells : file_cells_)
    std::sort(cells.begin(), cells.end(), [&](Cell a, Cell b) { return ranks_[idx(a)] < ranks_[idx(b)]; });
  rows_.assign(rank_count_, {});
  for (int f = 0; f < width; ++f)
    for (Cell c : file_cells_[f]) rows_[rank_count_ - 1 - ranks_[idx(c)]].push_back(c);
  for (int d = 0; d < dir_count_; ++d) {
    steps_[d].fill(NoCell);
    for (int i = 0; i < size(); ++i) steps_[d][i] = at(coords_[i] + dir_vectors_[d]);
  }
}

Cell Geometry::at(Coord p) const {
  if (p.x < min_.x || p.x > max_.x || p.y < min_.y || p.y > max_.y) return NoCell;
  const int width = max_.x - min_.x + 1;
  return Cell(lookup_[size_t(p.y - min_.y) * width + (p.x - min_.x)]);
}

Coord Geometry::mirror(Coord v) const {
  if (kind_ == GeometryKind::Square) return {v.x, -v.y};
  return {v.x, -v.x - v.y};
}

Cell Geometry::mirror(Cell c) const {
  if (!is_cell(c)) return NoCell;
  Coord p = coord(c);
  if (kind_ == GeometryKind::Square) return at({p.x, max_.y - p.y});
  return at(mirror(p));
}

int Geometry::dir_of_vector(Coord v) const {
  for (int d = 0; d < dir_count_; ++d)
    if (dir_vectors_[d] == v) return d;
  return -1;
}

std::string Geometry::name(Cell c) const {
  if (!is_cell(c) || idx(c) >= size()) return "-";
  return std::string(1, file_letters_[files_[idx(c)]]) + std::to_string(ranks_[idx(c)] + 1);
}

Cell Geometry::parse(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3) return NoCell;
  const size_t file = file_letters_.find(text[0]);
  if (file == std::string::npos) return NoCell;
  int rank = 0;
  for (char ch : text.substr(1)) {
    if (ch < '0' || ch > '9') return NoCell;
    rank = rank * 10 + (ch - '0');
  }
  if (text[1] == '0' || rank < 1) return NoCell;
  for (Cell c : file_cells_[file])
    if (ranks_[idx(c)] == rank - 1) return c;
  return NoCell;
}

double Geometry::x_of(Cell c) const {
  Coord p = coord(c);
  return kind_ == GeometryKind::Square ? p.x + 0.5 : 1.5 * p.x;
}

double Geometry::y_of(Cell c) const {
  Coord p = coord(c);
  return kind_ == GeometryKind::Square ? p.y + 0.5 : std::sqrt(3.0) * (p.y + p.x / 2.0);
}

int Geometry::shade(Cell c) const {
  Coord p = coord(c);
  if (kind_ == GeometryKind::Square) return (p.x + p.y) & 1;
  return ((p.x - p.y) % 3 + 3) % 3;
}

}  // namespace tessera
