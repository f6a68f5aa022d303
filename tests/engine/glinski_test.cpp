// Gliński's hexagonal chess: the published start-position perft (the outside check on the hex
// geometry), and each rule it rests on: pawn steps, double steps, captures, en passant, promotion.
#include "api/game.h"
#include "hex_helpers.h"

using namespace tessera;
using test::destinations;
using test::placed;
using test::placed_position;
using test::sorted;

namespace {

// The issue's FEN, with the en-passant field ('-') it leaves out written in.
const std::string Start = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1";
const std::string Kings = "Kg1 kg10 ";

}  // namespace

TEST_CASE("Gliński start position perft 1-4 equals the published counts") {
  CHECK(test::variant("glinski").def().start_fen == Start);
  const uint64_t expected[] = {51, 2586, 137858, 7282418};
  for (int d = 1; d <= 4; ++d) CHECK(test::perft_of("glinski", Start, d) == expected[d - 1]);
}

TEST_CASE("Gliński pieces from the centre f6: rook 30, bishop 12, queen 42, knight 12, king 12") {
  auto from_f6 = [](const char* piece) {
    const std::string kings = piece[0] == 'K' ? "ki2 " : "Kb1 ki2 ";
    Position p = placed_position("glinski", kings + piece + "f6");
    return destinations(p, "f6");
  };
  const auto bishop = sorted({"b4", "d2", "d5", "d8", "e4", "e7", "g4", "g7", "h2", "h5", "h8", "k4"});
  CHECK(from_f6("B") == bishop);
  CHECK(from_f6("R").size() == 30);
  CHECK(from_f6("Q").size() == 42);
  CHECK(from_f6("N") == sorted({"c4", "c5", "d3", "d7", "e3", "e8", "g3", "g8", "h3", "h7", "i4", "i5"}));
  CHECK(from_f6("K") == sorted({"f7", "g7", "g6", "h5", "g5", "g4", "f5", "e4", "e5", "d5", "e6", "e7"}));
  // Near the edge the knight keeps only the leaps that stay on the board.
  Position p = placed_position("glinski", "Kf1 kl1 Nc3");
  CHECK(destinations(p, "c3") == sorted({"a4", "b5", "d1", "d6", "e2", "e6", "f4", "f5"}));
}

TEST_CASE(
    "Gliński pawns step up the file, double-step from any own start cell, capture 60 degrees off the file") {
  // b1 and e4 are White pawn start cells, e3 is not.
  Position p = placed_position("glinski", Kings + "Pb1 Pe3 Pe4");
  CHECK(destinations(p, "b1") == sorted({"b2", "b3"}));
  CHECK(destinations(p, "e4") == sorted({"e5", "e6"}));
  CHECK(destinations(p, "e3").empty());  // blocked by the pawn on e4
  // Captures go to the forward orthogonal neighbours (1, 0) and (-1, 1), never straight ahead.
  Position c = placed_position("glinski", Kings + "Pf6 pf7 ng6 re6 bg7");
  CHECK(destinations(c, "f6") == sorted({"e6", "g6"}));
  // Black mirrors all of it.
  Position b = placed_position("glinski", Kings + "pe7 Nd6 Nf7 Nf6", 'b');
  CHECK(destinations(b, "e7") == sorted({"d6", "f7", "e6", "e5"}));
}

TEST_CASE("Gliński en passant: a double step may be taken on the cell it passed") {
  std::string err;
  auto game = Game::create("glinski", err);
  REQUIRE(game->load_fen(placed("glinski", Kings + "Pf6 pe7", 'b')) == "");
  REQUIRE(game->play("e7e5") == "");
  CHECK(game->fen().find(" e6 ") != std::string::npos);
  Position& p = game->position();
  CHECK(destinations(p, "f6") == sorted({"e6", "f7"}));
  REQUIRE(game->play("f6e6") == "");
  CHECK(p.empty(p.geometry().parse("e5")));
  CHECK(p.count(Color::Black) == 1);
}

TEST_CASE("Gliński promotion on the far edge of each file, to queen, rook, bishop or knight") {
  Position p = placed_position("glinski", "Kg1 kl1 Pa5 Pf10");
  CHECK(destinations(p, "a5") == sorted({"a6b", "a6n", "a6q", "a6r"}));
  CHECK(destinations(p, "f10") == sorted({"f11b", "f11n", "f11q", "f11r"}));
  Position b = placed_position("glinski", "Kl6 kg10 pc2", 'b');
  CHECK(destinations(b, "c2") == sorted({"c1b", "c1n", "c1q", "c1r"}));
}

TEST_CASE("Gliński: a pawn standing on its promotion cell is refused in a FEN, though a capture leads on") {
  // a6 ends file a, and a White Pawn there would still have a capture onto b7: it must have promoted.
  Position p(test::variant("glinski"));
  CHECK(p.set_fen(placed("glinski", Kings + "Pa6")).find("must already have promoted") != std::string::npos);
  CHECK(p.set_fen(placed("glinski", Kings + "pc1")).find("must already have promoted") != std::string::npos);
  CHECK(p.set_fen(placed("glinski", Kings + "Pa5")).empty());
}

TEST_CASE("Gliński has no castling") {
  Position p(test::variant("glinski"));
  CHECK(p.set_fen(Start.substr(0, Start.find(' ')) + " w K - 0 1") ==
        "this variant has no castling, so the castling field must be '-'");
}
