// Board geometry: cell counts, names, neighbours, mirroring, for square and hex boards.
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
