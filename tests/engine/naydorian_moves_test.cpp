// Naydorian piece moves from hand-checked cells: the exact destination sets, with and without an
// enemy Guard on a crossed white cell (it blocks steps and slides), and with a friendly one (it does not).
#include "hex_helpers.h"

using namespace tessera;
using test::destinations;
using test::placed_position;
using test::sorted;

namespace {

// Kings out of the way for the Army tests: nothing below reaches b4 or m4.
const std::string Kings = "Kb4 km4 ";

// From g6 the white cells next door are g7 (north), h5 (south-east) and f5
// (south-west); the other three orthogonal neighbours are coloured.
std::vector<std::string> moves_of(const std::string& pieces, const std::string& from, char side = 'w') {
  Position p = placed_position("naydorian", pieces, side);
  return destinations(p, from);
}

}  // namespace

TEST_CASE("King: one step to the next coloured cell in the 6 orthogonals, or one diagonal step") {
  const auto open = sorted({"g8", "h6", "i4", "g5", "e4", "f6", "h7", "i5", "h4", "f4", "e5", "f7"});
  CHECK(moves_of("Kg6 km4", "g6") == open);
  CHECK(moves_of("Kg6 km4 Yg7", "g6") == open);  // a friendly Guard on g7 does not block
  CHECK(moves_of("Kg6 km4 yg7", "g6") ==
        sorted({"h6", "i4", "g5", "e4", "f6", "h7", "i5", "h4", "f4", "e5", "f7"}));
  // Enemy Guards on all three neighbouring white cells close those three steps only.
  CHECK(moves_of("Kg6 km4 yg7 ch5 cf5", "g6") ==
        sorted({"h6", "g5", "f6", "h7", "i5", "h4", "f4", "e5", "f7"}));
}

TEST_CASE("Tor: slides through coloured cells, an enemy Guard stops the slide, a friendly one does not") {
  const auto open = sorted({"g8", "g9", "g11", "g12", "h6", "k6", "l6", "n6", "i4", "k3", "m1",
                            "g5", "g3", "g2",  "e4",  "d3", "b1", "f6", "d6", "c6", "a6"});
  CHECK(open.size() == 21);
  CHECK(moves_of(Kings + "Tg6", "g6") == open);
  CHECK(moves_of(Kings + "Tg6 Yg7 Cg10", "g6") == open);
  // The enemy Guard on g7 closes the whole northern line; one on g10 only what lies beyond it.
  CHECK(moves_of(Kings + "Tg6 yg7", "g6") == sorted({"h6", "k6", "l6", "n6", "i4", "k3", "m1", "g5", "g3",
                                                     "g2", "e4", "d3", "b1", "f6", "d6", "c6", "a6"}));
  CHECK(moves_of(Kings + "Tg6 yg10", "g6") ==
        sorted({"g8", "g9", "h6", "k6", "l6", "n6", "i4", "k3", "m1", "g5", "g3", "g2", "e4", "d3", "b1",
                "f6", "d6", "c6", "a6"}));
  // It takes the first enemy Army piece on a line and stops; never an enemy Guard (i6 is white).
  CHECK(moves_of(Kings + "Tg6 yi6 pg9", "g6") == sorted({"g8", "g9", "h6", "i4", "k3", "m1", "g5", "g3", "g2",
                                                         "e4", "d3", "b1", "f6", "d6", "c6", "a6"}));
}

TEST_CASE("Battle-Hound: one orthogonal step, or a leap to the second coloured cell that nothing blocks") {
  const auto open = sorted({"g8", "h6", "i4", "g5", "e4", "f6", "g9", "k6", "k3", "g3", "d3", "d6"});
  CHECK(moves_of(Kings + "Hg6", "g6") == open);
  CHECK(moves_of(Kings + "Hg6 Yg7", "g6") == open);
  // The enemy Guard on g7 blocks the step to g8 but not the leap to g9.
  CHECK(moves_of(Kings + "Hg6 yg7", "g6") ==
        sorted({"h6", "i4", "g5", "e4", "f6", "g9", "k6", "k3", "g3", "d3", "d6"}));
  // An enemy Captain on g4, crossed by the leap's second step, does not block it either.
  CHECK(moves_of(Kings + "Hg6 cg4", "g6") == open);
}

TEST_CASE("War-Horse: an orthogonal step then a diagonal 30 degrees off it, 12 targets, never blocked") {
  const auto open = sorted({"h9", "f9", "i7", "k5", "l3", "k2", "h3", "f3", "d2", "c3", "d5", "e7"});
  CHECK(open.size() == 12);
  CHECK(moves_of(Kings + "Wg6", "g6") == open);
  CHECK(moves_of(Kings + "Wg6 Yg7 Yh5 Yf5", "g6") == open);
  CHECK(moves_of(Kings + "Wg6 yg7 ch5 cf5", "g6") == open);
  // Pieces on the first leg's cell are jumped over too.
  CHECK(moves_of(Kings + "Wg6 Pg8 ph6 Pg5", "g6") == open);
}

TEST_CASE("General: the War-Horse's and the Battle-Hound's moves together") {
  const auto open = sorted({"g8", "h6", "i4", "g5", "e4", "f6", "g9", "k6", "k3", "g3", "d3", "d6",
                            "h9", "f9", "i7", "k5", "l3", "k2", "h3", "f3", "d2", "c3", "d5", "e7"});
  CHECK(moves_of(Kings + "Gg6", "g6") == open);
  CHECK(moves_of(Kings + "Gg6 Yg7", "g6") == open);
  auto blocked = open;
  blocked.erase(std::find(blocked.begin(), blocked.end(), "g8"));
  CHECK(moves_of(Kings + "Gg6 yg7", "g6") == blocked);
}

TEST_CASE("Pike: one step straight forward without capturing, captures one diagonal step forward") {
  CHECK(moves_of(Kings + "Pg6", "g6") == sorted({"g8"}));
  CHECK(moves_of(Kings + "Pg6 Yg7", "g6") == sorted({"g8"}));
  CHECK(moves_of(Kings + "Pg6 yg7", "g6").empty());
  // Captures on h7 (60 degrees) and f7 (120 degrees), not forward onto g8.
  CHECK(moves_of(Kings + "Pg6 wh7 pf7 tg8", "g6") == sorted({"f7", "h7"}));
  CHECK(moves_of(Kings + "Pg6 yg7 wh7 pf7", "g6") == sorted({"f7", "h7"}));
  // Red's Pike moves down the file and captures at 240 and 300 degrees.
  CHECK(moves_of(Kings + "pg6 Wh4 Wf4", "g6", 'b') == sorted({"g5", "f4", "h4"}));
}

TEST_CASE("Yeoman: one diagonal step forward or sideways, onto white cells only") {
  CHECK(moves_of(Kings + "Yg7", "g7") == sorted({"h8", "f8", "i6", "e6"}));
  // Red's forward is down: 240 and 300 degrees.
  CHECK(moves_of(Kings + "yg7", "g7", 'b') == sorted({"f5", "h5", "i6", "e6"}));
  // A friendly Guard blocks its cell; an enemy Guard is captured.
  CHECK(moves_of(Kings + "Yg7 Yh8 yf8", "g7") == sorted({"f8", "i6", "e6"}));
}

TEST_CASE("Captain: the Yeoman's moves plus one diagonal step backward") {
  CHECK(moves_of(Kings + "Cg7", "g7") == sorted({"h8", "f8", "i6", "e6", "h5", "f5"}));
  CHECK(moves_of(Kings + "cg7", "g7", 'b') == sorted({"h8", "f8", "i6", "e6", "h5", "f5"}));
}
