// The Naydorian board as the engine compiles it: the reconstructed setup, the white-cell hops of
// the orthogonal topology (with the crossed cell kept for Guard blocking), and the hex FEN.
#include "hex_helpers.h"

using namespace tessera;
using test::placed;

namespace {

const Variant& nay() { return test::variant("naydorian"); }

std::string next_name(const std::string& from, int dir) {
  const Geometry& g = nay().geometry();
  return g.name(nay().next(g.parse(from), dir_at(dir)));
}

std::string via_name(const std::string& from, int dir) {
  const Geometry& g = nay().geometry();
  return g.name(nay().via(g.parse(from), dir_at(dir)));
}

}  // namespace

TEST_CASE("the start position is the reconstructed setup, Red mirroring Gold top to bottom") {
  Position p = test::position("naydorian");
  const Geometry& g = p.geometry();
  auto letter_on = [&](const char* name) { return nay().letter(p.at(g.parse(name))); };
  const std::vector<std::pair<char, std::vector<const char*>>> gold = {
      {'K', {"g2"}},
      {'G', {"g3"}},
      {'T', {"f1", "h1"}},
      {'H', {"e1", "i1"}},
      {'W', {"e2", "i2"}},
      {'P', {"c1", "l1", "b1", "d2", "f3", "h3", "k2", "m1"}},
      {'Y', {"a1", "c2", "e3", "g4", "i3", "l2", "n1"}}};
  const std::vector<std::pair<char, std::vector<const char*>>> red = {
      {'k', {"g12"}},
      {'g', {"g11"}},
      {'t', {"f12", "h12"}},
      {'h', {"e11", "i11"}},
      {'w', {"e10", "i10"}},
      {'p', {"c9", "l9", "b8", "d9", "f10", "h10", "k9", "m8"}},
      {'y', {"a7", "c8", "e9", "g10", "i9", "l8", "n7"}}};
  int listed = 0;
  for (const auto* side : {&gold, &red})
    for (const auto& [letter, cells] : *side)
      for (const char* c : cells) {
        INFO(c);
        CHECK(letter_on(c) == letter);
        ++listed;
      }
  CHECK(listed == 2 * 23);
  CHECK(p.count(Color::White) + p.count(Color::Black) == listed);
  for (int i = 0; i < p.count(Color::White); ++i) {
    const Cell c = p.piece_cell(Color::White, i);
    CHECK(p.at(g.mirror(c)) == make_piece(Color::Black, type_of(p.at(c))));
  }
  CHECK(p.fen() == nay().def().start_fen);
}

TEST_CASE("orthogonal steps hop a white cell and remember it, diagonal steps are plain neighbours") {
  // g6 north: g7 is white, so the step lands on g8 and crosses g7.
  CHECK(next_name("g6", 0) == "g8");
  CHECK(via_name("g6", 0) == "g7");
  // g6 north-east: h6 is coloured and adjacent, nothing crossed.
  CHECK(next_name("g6", 2) == "h6");
  CHECK(via_name("g6", 2) == "-");
  // g2 south: g1 is a white edge cell with nothing beyond, so no step at all.
  CHECK(next_name("g2", 6) == "-");
  CHECK(via_name("g2", 6) == "-");
  // a2 north-east crosses b3 to c4; diagonals keep their plain neighbour.
  CHECK(next_name("a2", 2) == "c4");
  CHECK(via_name("a2", 2) == "b3");
  CHECK(next_name("g6", 1) == "h7");
  CHECK(via_name("g6", 1) == "-");
  // Every coloured cell's orthogonal step is the next coloured cell on the line, and stepping back returns.
  const Geometry& g = nay().geometry();
  for (int i = 0; i < g.size(); ++i) {
    const Cell c = cell_at(i);
    for (int d = 0; d < 12; d += 2) {
      const Cell n = nay().next(c, dir_at(d));
      if (g.shade(c) == 0) {
        REQUIRE(n == NoCell);  // only Guards stand on white cells, and they move diagonally
        continue;
      }
      if (!is_cell(n)) continue;
      REQUIRE(g.shade(n) != 0);
      REQUIRE(nay().next(n, g.reverse(dir_at(d))) == c);
      const Cell w = nay().via(c, dir_at(d));
      REQUIRE((is_cell(w) ? g.step(w, dir_at(d)) : g.step(c, dir_at(d))) == n);
    }
  }
}

TEST_CASE("the hex FEN lists ranks 13 down to 1 and refuses a wrong shape") {
  Position p = test::position("naydorian");
  const std::string start = p.fen();
  CHECK(p.set_fen("1/tkt/h1g1h/1wpypw1/ppy3ypp/py7yp/y11y/13/13/6Y6/4YPGPY4/2YPW1K1WPY2 w - - 0 1") ==
        "the board has 13 ranks but the FEN gives 12");
  CHECK(p.set_fen(
            "1/tkt/h1g1h/1wpypw1/ppy3ypp/py7yp/y11y/13/13/6Y6/4YPGPY4/2YPW1K1WPY2/YPP1HT1TH1PP w - - 0 1") ==
        "rank 1 lists 12 cells but the board has 13 there");
  CHECK(p.fen() == start);
  // Round trip of a position with every piece type.
  const std::string all = placed("naydorian", "Kb4 km4 Gg6 tc7 Hk6 wf9 Pi4 pe7 Yg7 cf8", 'b');
  CHECK(test::position("naydorian", all).fen() == all);
}
