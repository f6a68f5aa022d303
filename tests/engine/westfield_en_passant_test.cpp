// Westfield en passant after a push: same-kind capturers under their own steam, several targets,
// the Shepherding piece taken too, sliders not blocked by the victim, and the promotion cases.
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;
using V = std::vector<std::string>;

namespace {

MoveKind kind_of(Position& p, const std::string& text) {
  std::string err;
  const Move m = parse_move(p, text, err);
  REQUIRE(err == "");
  return m.kind();
}

}  // namespace

TEST_CASE(
    "Westfield en passant: a Pawn pushed two steps is taken by an enemy Pawn's diagonal onto the passed "
    "cell") {
  // Y d1 pushes its right-flank Pawn e2 to e4; the black Pawn f2 is no flank of d1.
  Position p = wpos(wf({{"d1", 'Y'}, {"e2", 'P'}, {"f2", 'p'}}));
  CHECK(play(p, "d1d3:e2e4") == wf({{"d3", 'Y'}, {"e4", 'P'}, {"f2", 'p'}}, "", "b", "e3"));
  CHECK(moves_from(p, "f2") == V{"f2e3", "f2f3"});
  CHECK(kind_of(p, "f2e3") == MoveKind::EnPassant);
  CHECK(kind_of(p, "f2f3") == MoveKind::Normal);
  CHECK(play(p, "f2e3") == wf({{"d3", 'Y'}, {"e3", 'p'}}, "P", "w", "-", 0, 2));
}

TEST_CASE(
    "Westfield en passant: only an enemy of the same kind takes, a Pawn's straight step is no capture") {
  // The Supersilver e2 pushed NE two steps to g4 passes f3.
  Position p = wpos(wf({{"d1", 'Y'}, {"e2", 'E'}, {"f2", 'p'}, {"g2", 'e'}}));
  CHECK(play(p, "d1d3:e2g4") == wf({{"d3", 'Y'}, {"g4", 'E'}, {"f2", 'p'}, {"g2", 'e'}}, "", "b", "f3g4", 1));
  CHECK(moves_from(p, "f2") == V{"f2f3"});
  CHECK(moves_from(p, "g2") == sorted({"g2f3", "g2g3", "g2h3", "g2h2", "g2h1", "g2f1"}));
  CHECK(kind_of(p, "g2f3") == MoveKind::EnPassant);
  Position step = p;
  play(step, "f2f3");
  CHECK(step.at(step.geometry().parse("g4")) != Piece::None);
  CHECK(play(p, "g2f3") == wf({{"d3", 'Y'}, {"f3", 'e'}, {"f2", 'p'}}, "E", "w", "-", 0, 2));
}

TEST_CASE(
    "Westfield en passant: the Shepherding piece on the passed cell is taken too, and a slider passes the "
    "victim's real cell") {
  // Y e1 pushes the Goldhawker e2 two steps north (a short-range direction) and stands on e3.
  Position p = wpos(wf({{"e1", 'Y'}, {"e2", 'G'}, {"e10", 'h'}, {"d10", 'n'}, {"f10", 'n'}, {"d3", 'g'}}));
  CHECK(play(p, "e1e3:e2e4") ==
        wf({{"e3", 'Y'}, {"e4", 'G'}, {"e10", 'h'}, {"d10", 'n'}, {"f10", 'n'}, {"d3", 'g'}}, "", "b", "e3",
           1));
  // The Goldhawkress slides south: e4 still holds the Goldhawker for its plain capture, but for
  // the en-passant capture it counts as standing on e3, so e4 does not block the way there.
  CHECK(moves_from(p, "e10") == sorted({"e10e9", "e10e8", "e10e7", "e10e6", "e10e5", "e10e4", "e10e3"}));
  CHECK(kind_of(p, "e10e3") == MoveKind::EnPassant);
  CHECK(kind_of(p, "e10e4") == MoveKind::Normal);
  // The Goldhawker (same kind, Gold) steps east onto e3; its NE slide captures e4 plainly.
  CHECK(moves_from(p, "d3") ==
        sorted({"d3d4", "d3c3", "d3e3", "d3c4", "d3b5", "d3a6", "d3e4", "d3d2", "d3d1"}));
  CHECK(kind_of(p, "d3e3") == MoveKind::EnPassant);
  Position by_slider = p;
  CHECK(play(by_slider, "e10e3") ==
        wf({{"e3", 'h'}, {"d10", 'n'}, {"f10", 'n'}, {"d3", 'g'}}, "YG", "w", "-", 0, 2));
  CHECK(play(p, "d3e3") == wf({{"e3", 'g'}, {"e10", 'h'}, {"d10", 'n'}, {"f10", 'n'}}, "YG", "w", "-", 0, 2));
}

TEST_CASE("Westfield en passant: one push can leave several targets") {
  Position p = wpos(wf({{"e1", 'Y'}, {"d2", 'P'}, {"e2", 'P'}, {"f2", 'P'}, {"c2", 'p'}, {"g2", 'p'}}));
  CHECK(play(p, "e1e3:e2e4,d2d4,f2f4") ==
        wf({{"e3", 'Y'}, {"d4", 'P'}, {"e4", 'P'}, {"f4", 'P'}, {"c2", 'p'}, {"g2", 'p'}}, "", "b",
           "e3,d3,f3"));
  CHECK(p.state().ep_count == 3);
  CHECK(p.state().ep_hashed == 0b110);  // e3 is out of every black Pawn's reach, so unhashed
  CHECK(moves_from(p, "c2") == V{"c2c3", "c2d3"});
  CHECK(moves_from(p, "g2") == V{"g2f3", "g2g3"});
  CHECK(play(p, "c2d3") ==
        wf({{"e3", 'Y'}, {"d3", 'p'}, {"e4", 'P'}, {"f4", 'P'}, {"g2", 'p'}}, "P", "w", "-", 0, 2));
}

TEST_CASE("Westfield en passant: only on the very next move") {
  Position p = wpos(wf({{"d1", 'Y'}, {"e2", 'P'}, {"f2", 'p'}, {"a8", 'N'}, {"t8", 'n'}}));
  play(p, "d1d3:e2e4");
  play(p, "t8s6");
  play(p, "a8b6");
  CHECK(moves_from(p, "f2") == V{"f2f3"});
}

TEST_CASE("Westfield en passant: enemy pieces pushed two steps leave no target") {
  Position p = wpos(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'p'}}));
  CHECK(play(p, "e1e3:e2e4") == wf({{"e3", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e4", 'p'}}, "", "b", "-", 0));
}

TEST_CASE(
    "Westfield en passant: a piece that promoted during the push leaves no target, a Supersilver that "
    "declined does") {
  Position pawn = wpos(wf({{"e7", 'Y'}, {"d7", 'X'}, {"f7", 'X'}, {"e6", 'X'}, {"e8", 'P'}}));
  CHECK(moves_from(pawn, "e7") == V{"e7e8:e8e9", "e7e9:e8e10e"});
  CHECK(play(pawn, "e7e9:e8e10e") ==
        wf({{"e9", 'Y'}, {"d7", 'X'}, {"f7", 'X'}, {"e6", 'X'}, {"e10", 'E'}}, "", "b", "-", 0));
  // The Supersilver e6 (right flank of d5) enters the camp at e8 or g8: promote from the pool, or not.
  Position silver = wpos(wf({{"d5", 'Y'}, {"e6", 'E'}, {"c5", 'X'}, {"e5", 'X'}, {"d4", 'X'}}, "R"));
  CHECK(moves_from(silver, "d5") ==
        sorted({"d5d6:e6e7", "d5d6:e6f7", "d5d7:e6e8", "d5d7:e6e8r", "d5d7:e6g8", "d5d7:e6g8r"}));
  Position declined = silver;
  CHECK(play(declined, "d5d7:e6e8") ==
        wf({{"d7", 'Y'}, {"e8", 'E'}, {"c5", 'X'}, {"e5", 'X'}, {"d4", 'X'}}, "R", "b", "e7", 1));
  CHECK(play(silver, "d5d7:e6e8r") ==
        wf({{"d7", 'Y'}, {"e8", 'R'}, {"c5", 'X'}, {"e5", 'X'}, {"d4", 'X'}}, "", "b", "-", 1));
}

TEST_CASE("Westfield en passant: a Supersilver taking en passant as it enters the camp may promote") {
  Position p = wpos(wf({{"d6", 'Y'}, {"e7", 'E'}, {"f7", 'e'}, {"c6", 'X'}, {"e6", 'X'}}, "q"));
  CHECK(play(p, "d6d8:e7e9") ==
        wf({{"d8", 'Y'}, {"e9", 'E'}, {"f7", 'e'}, {"c6", 'X'}, {"e6", 'X'}}, "q", "b", "e8", 1));
  CHECK(moves_from(p, "f7") ==
        sorted({"f7e8", "f7e8q", "f7f8", "f7f8q", "f7g8", "f7g8q", "f7g7", "f7e7", "f7g6", "f7e6"}));
  CHECK(kind_of(p, "f7e8q") == MoveKind::EnPassant);
  CHECK(play(p, "f7e8q") == wf({{"d8", 'Y'}, {"e8", 'q'}, {"c6", 'X'}, {"e6", 'X'}}, "E", "w", "-", 0, 2));
}
