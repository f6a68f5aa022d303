// Xiangqi's palaces, river and generals as fairy.ini defines them (mobility regions, the soldier,
// flyingGeneral, cannons), each rule checked on the moves of the piece it binds.
#include <algorithm>

#include "api/game.h"
#include "helpers.h"
#include "movegen/movegen.h"
#include "search_helpers.h"

using namespace tessera;
using tessera::test::cells;
using tessera::test::position;
using tessera::test::to_cells;

namespace {}  // namespace

TEST_CASE("xiangqi: the generals may not face each other on an open file") {
  // Black's general on d10: White's may not step onto the open d-file.
  Position p = position("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(to_cells(p, "e1") == cells({"e2", "f1"}));
  // An advisor between them may not step aside.
  Position q = position("xiangqi", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
  CHECK(to_cells(q, "e2").empty());
  CHECK(to_cells(q, "e1") == cells({"d1", "f1"}));
  // A soldier past the river between them keeps only its forward step.
  Position s = position("xiangqi", "4k4/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(to_cells(s, "e7") == cells({"e8"}));
}

TEST_CASE("xiangqi: the general and the advisors stay in the palace") {
  Position p = position("xiangqi", "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(to_cells(p, "d1") == cells({"d2", "e1"}));  // not c1
  Position a = position("xiangqi", "5k3/9/9/9/9/9/9/9/3K5/5A3 w - - 0 1");
  CHECK(to_cells(a, "f1") == cells({"e2"}));  // not g2
  // The palace's far corner: from f3 only back to e2.
  Position c = position("xiangqi", "5k3/9/9/9/9/9/9/5A3/9/3K5 w - - 0 1");
  CHECK(to_cells(c, "f3") == cells({"e2"}));
}

TEST_CASE("xiangqi: an elephant may not cross the river, and a piece on its eye blocks it") {
  Position p = position("xiangqi", "5k3/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1");
  CHECK(to_cells(p, "c5") == cells({"a3", "e3"}));  // a7 and e7 lie across the river
  Position q = position("xiangqi", "5k3/9/9/9/9/2B6/3P5/9/9/3K5 w - - 0 1");
  CHECK(to_cells(q, "c5") == cells({"a3"}));
}

TEST_CASE("xiangqi: a soldier steps sideways only once past the river") {
  Position before = position("xiangqi", "3k5/9/9/9/9/4P4/9/9/9/5K3 w - - 0 1");
  CHECK(to_cells(before, "e5") == cells({"e6"}));
  Position after = position("xiangqi", "3k5/9/9/9/4P4/9/9/9/9/5K3 w - - 0 1");
  CHECK(to_cells(after, "e6") == cells({"d6", "e7", "f6"}));
  // Black's soldiers cross the other way.
  Position black = position("xiangqi", "3k5/9/9/9/9/4p4/9/9/9/5K3 b - - 0 1");
  CHECK(to_cells(black, "e5") == cells({"d5", "e4", "f5"}));
}

TEST_CASE("xiangqi: a cannon moves like a rook but captures only over exactly one screen") {
  Position p = position("xiangqi", "3k5/9/1r7/9/9/9/9/1P7/9/1C2K4 w - - 0 1");
  CHECK(to_cells(p, "b1") == cells({"a1", "b2", "b8", "c1", "d1"}));
  // Over the rook as a screen, Black's cannon checks the general; a second screen ends the check.
  Position c = position("xiangqi", "3k5/9/9/9/4c4/9/9/4R4/9/4K4 w - - 0 1");
  CHECK(c.in_check());
  // Only f1 (d1 faces the other general; e2 stays screened), the rook off the file, or taking it:
  // on e2, e4 or e5 the rook is still the one screen.
  CHECK(test::legal_texts(c) ==
        cells({"e1f1", "e3a3", "e3b3", "e3c3", "e3d3", "e3f3", "e3g3", "e3h3", "e3i3", "e3e6"}));
}

TEST_CASE("xiangqi: a stalemated side loses") {
  // Black's general is boxed in: the rooks hold rank 9 and the e-file, c10 is outside the palace.
  Position p = position("xiangqi", "3k5/2R1R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
  REQUIRE_FALSE(p.in_check());
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::NoMoves);
}

TEST_CASE("minixiangqi: soldiers step sideways from the start and generals stay in a 3x3 palace") {
  Position p = position("minixiangqi", "2k4/7/7/7/7/2P4/4K2 w - - 0 1");
  CHECK(to_cells(p, "c2") == cells({"b2", "c3", "d2"}));
  CHECK(to_cells(p, "e1") == cells({"d1", "e2"}));  // f1 is outside the palace
}

TEST_CASE("manchu: the banner moves as rook, cannon and horse together") {
  Position p = position("manchu", "3k5/9/9/9/9/9/9/9/9/M3K4 w - - 0 1");
  // Rook slides up the a-file (a2..a10) and along rank 1 to d1; horse leaps to b3 and c2.
  CHECK(to_cells(p, "a1").size() == 9 + 3 + 2);
}

TEST_CASE("describe JSON: xiangqi's palaces are the generals' regions and its river follows rank 5") {
  const std::string j = describe_variant_json(test::variant("xiangqi"));
  CHECK(j.find(R"("palaces":[["d1","e1","f1","d2","e2","f2","d3","e3","f3"],)") != std::string::npos);
  CHECK(j.find(R"("river":5)") != std::string::npos);
  const std::string chess = describe_variant_json(test::variant("chess"));
  CHECK(chess.find(R"("palaces":[[],[]])") != std::string::npos);
  CHECK(chess.find(R"("river":0)") != std::string::npos);
}

TEST_CASE("xiangqi: the search never plays a move that leaves the generals facing (flyingGeneral)") {
  // The horse on e5 screens the generals; taking the chariot on c6 would win it but open the file.
  const std::string fen = "4k4/9/9/9/2r6/4N4/9/9/9/4K4 w - - 0 1";
  for (int d : {1, 2, 4}) {
    SearchLimits limits;
    limits.depth = d;
    const test::Searched r = test::search_fen("xiangqi", fen, limits);
    INFO("depth " << d << ": " << r.text);
    CHECK(r.text != "e5c6");
    Position p = position("xiangqi", fen);
    MoveList legal;
    generate_legal(p, legal);
    CHECK(legal.contains(r.best));
  }
}
