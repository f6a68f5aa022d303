// Board geometry: cell counts, names, neighbours, mirroring, for square and hex boards.
#include <array>
#include <cmath>

#include "board/geometry.h"
#include "helpers.h"

using namespace tessera;

TEST_CASE("square boards up to 20x10 and 16x16 have every cell named and parsed back") {
  for (auto [files, ranks] : {std::pair{8, 8}, {10, 8}, {16, 8}, {20, 10}, {16, 16}}) {
    const Geometry g = Geometry::square(files, ranks);
    REQUIRE(g.size() == files * ranks);
    REQUIRE(g.dir_count() == 8);
    for (int i = 0; i < g.size(); ++i) REQUIRE(g.parse(g.name(cell_at(i))) == cell_at(i));
  }
  const Geometry g = Geometry::square(20, 10);
  CHECK(g.name(g.at({19, 9})) == "t10");
  CHECK(g.parse("u1") == NoCell);
  CHECK(g.parse("a11") == NoCell);
  CHECK(g.parse("a0") == NoCell);
  CHECK(g.parse("a01") == NoCell);
  CHECK(g.parse("") == NoCell);
}

TEST_CASE("square neighbours follow the clockwise ring from north and stop at the edge") {
  const Geometry g = Geometry::square(8, 8);
  const Cell e4 = g.parse("e4");
  const char* expected[8] = {"e5", "f5", "f4", "f3", "e3", "d3", "d4", "d5"};
  for (int d = 0; d < 8; ++d) CHECK(g.name(g.step(e4, dir_at(d))) == expected[d]);
  CHECK(g.step(g.parse("a1"), dir_at(6)) == NoCell);
  CHECK(g.step(g.parse("h8"), dir_at(0)) == NoCell);
  CHECK(g.mirror(g.parse("e2")) == g.parse("e7"));
  CHECK(g.mirror(dir_at(1)) == dir_at(3));  // NE seen by Black is SE
}

TEST_CASE("hex boards of radius 5 and 6 have 91 and 127 cells, files a-n without j") {
  const Geometry g5 = Geometry::hex(5), g6 = Geometry::hex(6);
  CHECK(g5.size() == 91);
  CHECK(g6.size() == 127);
  CHECK(g6.dir_count() == 12);
  CHECK(g6.name(g6.at({0, 0})) == "g7");
  CHECK(g5.name(g5.at({0, 0})) == "f6");
  CHECK(g6.parse("j1") == NoCell);
  CHECK(g6.file_cells(0).size() == 7);   // file a
  CHECK(g6.file_cells(6).size() == 13);  // file g
  CHECK(g5.file_cells(5).size() == 11);  // Gliński's file f
  for (int i = 0; i < g6.size(); ++i) REQUIRE(g6.parse(g6.name(cell_at(i))) == cell_at(i));
  // FEN rows: 1, 3, 5, ... then full rows of 13 on the 127-cell board.
  CHECK(g6.rows().size() == 13);
  CHECK(g6.rows()[0].size() == 1);
  CHECK(g6.rows()[5].size() == 11);
  CHECK(g6.rows()[12].size() == 13);
}

TEST_CASE("hex neighbours: six orthogonal and six diagonal directions from g7") {
  const Geometry g = Geometry::hex(6);
  const Cell g7 = g.parse("g7");
  // Clockwise from north: orthogonals at 90, 30, -30, -90, -150, 150 degrees.
  const char* expected[12] = {"g8", "h8", "h7", "i6", "h6", "h5", "g6", "f5", "f6", "e6", "f7", "f8"};
  for (int d = 0; d < 12; ++d) CHECK(g.name(g.step(g7, dir_at(d))) == expected[d]);
  // Edge and corner cells lose the neighbours off the board.
  CHECK(g.step(g.parse("a1"), dir_at(6)) == NoCell);
  CHECK(g.step(g.parse("g13"), dir_at(0)) == NoCell);
  CHECK(g.name(g.step(g.parse("a1"), dir_at(2))) == "b2");
  CHECK(g.mirror(g.parse("g2")) == g.parse("g12"));
  CHECK(g.mirror(g.parse("a1")) == g.parse("a7"));
}

TEST_CASE("the 127-cell board splits into three shade classes of 43, 42 and 42, g7 is white") {
  const Geometry g = Geometry::hex(6);
  int count[3] = {0, 0, 0};
  for (int i = 0; i < g.size(); ++i) ++count[g.shade(cell_at(i))];
  CHECK(count[0] == 43);
  CHECK(count[1] == 42);
  CHECK(count[2] == 42);
  CHECK(g.shade(g.parse("g7")) == 0);
  // No two cells sharing an edge share a class.
  for (int i = 0; i < g.size(); ++i)
    for (int d = 0; d < 12; d += 2) {
      const Cell n = g.step(cell_at(i), dir_at(d));
      if (is_cell(n)) REQUIRE(g.shade(n) != g.shade(cell_at(i)));
    }
}

TEST_CASE("the middle row a4 c5 e6 g7 i6 l5 n4 is the whole horizontal centre row, all white") {
  const Geometry g = Geometry::hex(6);
  std::vector<std::string> row;
  for (int f = 0; f < g.file_count(); ++f)
    for (Cell c : g.file_cells(f))
      if (std::abs(g.y_of(c)) < 1e-9) row.push_back(g.name(c));
  CHECK(row == std::vector<std::string>{"a4", "c5", "e6", "g7", "i6", "l5", "n4"});
  for (const std::string& name : row) CHECK(g.shade(g.parse(name)) == 0);
}

TEST_CASE("hand-checked neighbours on the 127-cell board: centre, inner, edge and corner cells") {
  const Geometry g = Geometry::hex(6);
  // Clockwise from north: N, 60deg diag, NE, 0deg diag (east), SE, 300deg, S, 240deg, SW, west, NW, 120deg.
  // "-" is off the board. Worked out by hand from (q, r): see the README's hex notes.
  const std::vector<std::pair<const char*, std::array<const char*, 12>>> cases = {
      {"g7", {"g8", "h8", "h7", "i6", "h6", "h5", "g6", "f5", "f6", "e6", "f7", "f8"}},
      {"d3", {"d4", "e5", "e4", "f4", "e3", "e2", "d2", "c1", "c2", "b2", "c3", "c4"}},
      {"a1", {"a2", "b3", "b2", "c2", "b1", "-", "-", "-", "-", "-", "-", "-"}},        // lower-left corner
      {"a4", {"a5", "b6", "b5", "c5", "b4", "b3", "a3", "-", "-", "-", "-", "-"}},      // left corner
      {"a7", {"-", "-", "b8", "c8", "b7", "b6", "a6", "-", "-", "-", "-", "-"}},        // upper-left corner
      {"g1", {"g2", "h2", "h1", "-", "-", "-", "-", "-", "-", "-", "f1", "f2"}},        // bottom corner
      {"g13", {"-", "-", "-", "-", "h12", "h11", "g12", "f11", "f12", "-", "-", "-"}},  // top corner
      {"n1", {"n2", "-", "-", "-", "-", "-", "-", "-", "m1", "l2", "m2", "m3"}},        // lower-right corner
      {"n7", {"-", "-", "-", "-", "-", "-", "n6", "m6", "m7", "l8", "m8", "-"}},        // upper-right corner
  };
  for (const auto& [from, expected] : cases)
    for (int d = 0; d < 12; ++d) {
      INFO(from << " direction " << d);
      CHECK(g.name(g.step(g.parse(from), dir_at(d))) == expected[d]);
    }
}

TEST_CASE("hex diagonals keep the shade class and orthogonals change it") {
  const Geometry g = Geometry::hex(6);
  for (int i = 0; i < g.size(); ++i)
    for (int d = 0; d < 12; ++d) {
      const Cell n = g.step(cell_at(i), dir_at(d));
      if (!is_cell(n)) continue;
      REQUIRE((g.shade(n) == g.shade(cell_at(i))) == (d % 2 == 1));
      REQUIRE(g.step(n, g.reverse(dir_at(d))) == cell_at(i));
    }
}

TEST_CASE("hex mirror maps each file onto itself, top to bottom, and turns forward diagonals backward") {
  const Geometry g = Geometry::hex(6);
  for (int i = 0; i < g.size(); ++i) {
    const Cell c = cell_at(i), m = g.mirror(c);
    REQUIRE(g.file_of(m) == g.file_of(c));
    REQUIRE(g.rank_of(m) == int(g.file_cells(g.file_of(c)).size()) - 1 - g.rank_of(c));
  }
  CHECK(g.mirror(dir_at(1)) == dir_at(5));   // 60 degrees becomes 300
  CHECK(g.mirror(dir_at(11)) == dir_at(7));  // 120 degrees becomes 240
  CHECK(g.mirror(dir_at(3)) == dir_at(3));   // sideways stays sideways
}

TEST_CASE("Gliński's 91-cell board: files a-l without j, ranks 1-11, edges") {
  const Geometry g = Geometry::hex(5);
  CHECK(g.file_count() == 11);
  CHECK(g.rank_count() == 11);
  CHECK(g.file_letter(10) == 'l');
  CHECK(g.name(g.file_cells(0).back()) == "a6");
  CHECK(g.name(g.file_cells(5).back()) == "f11");
  CHECK(g.name(g.file_cells(10).back()) == "l6");
  CHECK(g.parse("f12") == NoCell);
  // Gliński's centre f6 and its twelve neighbours, clockwise from north.
  const Cell f6 = g.parse("f6");
  const char* expected[12] = {"f7", "g7", "g6", "h5", "g5", "g4", "f5", "e4", "e5", "d5", "e6", "e7"};
  for (int d = 0; d < 12; ++d) CHECK(g.name(g.step(f6, dir_at(d))) == expected[d]);
}
