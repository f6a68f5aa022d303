// Naydorian rules beyond single moves: promotion of Pikes and Yeomen, Guards against Guards, the
// Army/Guard separation, one-sided attacks, pinned and blocking Guards, checkmate and the draws.
#include "api/game.h"
#include "game/game_status.h"
#include "hex_helpers.h"

using namespace tessera;
using test::destinations;
using test::placed;
using test::placed_position;
using test::sorted;

namespace {

const std::string Kings = "Kb4 km4 ";

std::vector<std::string> zone_names(Color c, const std::string& letter) {
  const Variant& v = test::variant("naydorian");
  const Geometry& g = v.geometry();
  std::vector<std::string> out;
  for (int i = 0; i < g.size(); ++i)
    if (v.promotes_in(c, v.type_of_letter(letter[0]), cell_at(i))) out.push_back(g.name(cell_at(i)));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("Pike promotion zone: the last coloured cell of each file (below a white end cell on a d g k n)") {
  CHECK(zone_names(Color::White, "p") ==
        sorted({"a6", "b8", "c9", "d9", "e11", "f12", "g12", "h12", "i11", "k9", "l9", "m8", "n6"}));
  CHECK(zone_names(Color::Black, "p") ==
        sorted({"a2", "b1", "c1", "d2", "e1", "f1", "g2", "h1", "i1", "k2", "l1", "m1", "n2"}));
}

TEST_CASE("Pike promotes, compulsorily, to General, Tor, Battle-Hound or War-Horse") {
  Position p = placed_position("naydorian", Kings + "Pg11");
  CHECK(destinations(p, "g11") == sorted({"g12g", "g12h", "g12t", "g12w"}));
  // From f10 the step skips the white f11 and lands on f12, the file's top cell;
  // the capture onto g12 promotes too.
  Position q = placed_position("naydorian", Kings + "Pf10 tg12");
  CHECK(destinations(q, "f10") == sorted({"f12g", "f12h", "f12t", "f12w", "g12g", "g12h", "g12t", "g12w"}));
  // Red promotes at the bottom: g2 is the last coloured cell of file g.
  Position r = placed_position("naydorian", Kings + "pg3", 'b');
  CHECK(destinations(r, "g3") == sorted({"g2g", "g2h", "g2t", "g2w"}));
  // The promoted piece replaces the Pike, and undo brings the Pike back.
  std::string err;
  auto game = Game::create("naydorian", err);
  REQUIRE(game->load_fen(placed("naydorian", Kings + "Pg11")) == "");
  REQUIRE(game->play("g11g12t") == "");
  CHECK(game->variant().letter(game->position().at(game->position().geometry().parse("g12"))) == 'T');
  REQUIRE(game->undo());
  CHECK(game->variant().letter(game->position().at(game->position().geometry().parse("g11"))) == 'P');
}

TEST_CASE("Yeoman promotes to Captain on reaching the enemy Guards' starting row") {
  CHECK(zone_names(Color::White, "y") == sorted({"a7", "c8", "e9", "g10", "i9", "l8", "n7"}));
  CHECK(zone_names(Color::Black, "y") == sorted({"a1", "c2", "e3", "g4", "i3", "l2", "n1"}));
  Position p = placed_position("naydorian", Kings + "Yf8");
  CHECK(destinations(p, "f8") == sorted({"g10c", "e9c", "h8", "d7"}));
  Position r = placed_position("naydorian", Kings + "yf5", 'b');
  CHECK(destinations(r, "f5") == sorted({"g4c", "e3c", "h5", "d4"}));
  // A Yeoman cannot already stand there; a Captain can.
  Position q(test::variant("naydorian"));
  CHECK(q.set_fen(placed("naydorian", Kings + "Yg10")).find("must already have promoted") !=
        std::string::npos);
  CHECK(q.set_fen(placed("naydorian", Kings + "Cg10")) == "");
}

TEST_CASE("Guards capture enemy Guards, and the capture resets the 50-move count") {
  std::string err;
  auto game = Game::create("naydorian", err);
  REQUIRE(game->load_fen(test::with_clock(placed("naydorian", Kings + "Yg7 yh8 cf8"), 7)) == "");
  CHECK(game->position().rule50() == 7);
  REQUIRE(game->play("g7h8") == "");
  const Position& p = game->position();
  const PieceType yeoman = game->variant().type_of_letter('y');
  CHECK(game->variant().letter(p.at(p.geometry().parse("h8"))) == 'Y');
  CHECK(p.count(Color::Black, yeoman) == 0);
  CHECK(p.rule50() == 0);
  REQUIRE(game->play("f8h8") == "");  // the Red Captain takes back, sideways
  CHECK(p.count(Color::White, yeoman) == 0);
}

TEST_CASE("Army pieces and Guards never capture each other, and each stays on its own cells") {
  // Every piece type, both colours, crowded together, over random playouts.
  const Variant& v = test::variant("naydorian");
  const Geometry& g = v.geometry();
  std::mt19937 rng(7);
  int checked = 0;
  for (int game = 0; game < 30; ++game) {
    Position p = test::position("naydorian");
    test::random_playout(p, rng, 160, [&](Position& pos, Move m) {
      const PieceType mover = type_of(pos.at(m.from()));
      const bool guard = v.is_guard(mover);
      REQUIRE((g.shade(m.to()) == 0) == guard);
      if (!pos.empty(m.to())) REQUIRE(v.is_guard(type_of(pos.at(m.to()))) == guard);
      ++checked;
    });
  }
  CHECK(checked > 3000);
}

TEST_CASE("FEN refuses Army pieces and Kings on white cells and Guards on coloured ones, saying why") {
  Position p(test::variant("naydorian"));
  const std::string before = p.fen();
  CHECK(p.set_fen(placed("naydorian", "Kg7 km4")) ==
        "a King cannot stand on g7: the King and Army pieces stand only on coloured cells");
  CHECK(p.set_fen(placed("naydorian", Kings + "Tg4")) ==
        "a Tor cannot stand on g4: the King and Army pieces stand only on coloured cells");
  CHECK(p.set_fen(placed("naydorian", Kings + "Yg6")) ==
        "a Yeoman cannot stand on g6: Guards stand only on white cells");
  CHECK(p.set_fen(placed("naydorian", Kings + "cg5")) ==
        "a Captain cannot stand on g5: Guards stand only on white cells");
  CHECK(p.fen() == before);
}

TEST_CASE("attacks are one-sided: with Gold King g5, Gold Yeoman g4 and Red King g3, only Red is in check") {
  Position p = placed_position("naydorian", "Kg5 Yg4 kg3", 'b');
  const Geometry& g = p.geometry();
  CHECK(p.in_check());
  CHECK(p.attacked(g.parse("g3"), Color::White));
  CHECK_FALSE(p.attacked(g.parse("g5"), Color::Black));
  // The list of attackers follows the same rule: the checker lists and the static exchange use it.
  Cell found[4];
  CHECK(p.attackers(g.parse("g5"), Color::Black, found, 4) == 0);
  REQUIRE(p.attackers(g.parse("g3"), Color::White, found, 4) == 1);
  CHECK(found[0] == g.parse("g5"));
  // With Gold to move, Red would be in check while not on move: refused.
  Position q(test::variant("naydorian"));
  CHECK(q.set_fen(placed("naydorian", "Kg5 Yg4 kg3", 'w')) == "the side not to move (Red) is in check");
}

TEST_CASE("a Guard cannot give check, even next to the enemy King") {
  Position p = placed_position("naydorian", "Kb4 kg6 Cg7 Ch5 Cf5", 'b');
  CHECK_FALSE(p.in_check());
  CHECK(game_status(p).outcome == Outcome::Ongoing);
}

TEST_CASE("a Guard on a white cell between its King and an enemy slider is pinned") {
  // Tor g8 looks down the file at King g2; only Gold's Yeoman on g4 stops it.
  Position pinned = placed_position("naydorian", "Kg2 Yg4 tg8 km4");
  CHECK(destinations(pinned, "g4").empty());
  Position free = placed_position("naydorian", "Kg2 Yg4 km4");
  CHECK(destinations(free, "g4") == sorted({"e3", "f5", "h5", "i3"}));
  // With a Battle-Hound also in the way, neither blocker is pinned.
  Position two = placed_position("naydorian", "Kg2 Yg4 Hg5 tg8 km4");
  CHECK(destinations(two, "g4") == sorted({"e3", "f5", "h5", "i3"}));
  CHECK(destinations(two, "g5") ==
        sorted({"g6", "i5", "h4", "g3", "f4", "e5", "g8", "k5", "k2", "d2", "d5"}));
  // Without the Yeoman the Battle-Hound is pinned to the file.
  Position hound = placed_position("naydorian", "Kg2 Hg5 tg8 km4");
  CHECK(destinations(hound, "g5") == sorted({"g6", "g3", "g8"}));
}

TEST_CASE("a Guard can block a check by stepping onto the crossed white cell") {
  Position p = placed_position("naydorian", "Kg2 Ye3 tg8 km4");
  REQUIRE(p.in_check());
  CHECK(test::legal_texts(p) ==
        sorted({"e3g4", "g2e1", "g2e2", "g2f1", "g2f3", "g2h1", "g2h3", "g2i1", "g2i2"}));
}

TEST_CASE("checkmate wins: Red King a2 against General d3, Tor f4 and King d2") {
  Position p = placed_position("naydorian", "ka2 Kd2 Gd3 Tf4", 'b');
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::Checkmate);
}

TEST_CASE("stalemate is a draw: Red King a6 with no move and not in check") {
  Position p = placed_position("naydorian", "ka6 Kb4 Tb5 Wf6", 'b');
  const GameStatus s = game_status(p);
  CHECK_FALSE(s.check);
  CHECK(s.outcome == Outcome::Draw);
  CHECK(s.reason == EndReason::Stalemate);
}

TEST_CASE("50-move rule: 100 plies without a capture or a Pike move draw, a Pike move resets the count") {
  const std::string quiet = placed("naydorian", Kings + "Pg5 Yg7");
  Position before = test::position("naydorian", test::with_clock(quiet, 99));
  CHECK(game_status(before).outcome == Outcome::Ongoing);
  Position after = test::position("naydorian", test::with_clock(quiet, 100));
  CHECK(game_status(after).reason == EndReason::FiftyMoves);
  std::string err;
  auto game = Game::create("naydorian", err);
  REQUIRE(game->load_fen(test::with_clock(quiet, 60)) == "");
  REQUIRE(game->play("g7h8") == "");  // a Guard move that takes nothing counts on
  CHECK(game->position().rule50() == 61);
  REQUIRE(game->play("m4m5") == "");
  REQUIRE(game->play("g5g6") == "");  // a Pike move resets
  CHECK(game->position().rule50() == 0);
}

TEST_CASE("threefold repetition draws, Gold moves first") {
  std::string err;
  auto game = Game::create("naydorian", err);
  CHECK(game->variant().def().color_names[0] == "Gold");
  CHECK(game->variant().def().color_names[1] == "Red");
  CHECK(game->position().side_to_move() == Color::White);
  CHECK(game->play("e10c7") == "there is no Gold piece on e10");
  for (const char* m : {"e2c3", "e10c7", "c3e2", "c7e10", "e2c3", "e10c7", "c3e2"})
    REQUIRE(game->play(m) == "");
  CHECK(game->status().outcome == Outcome::Ongoing);
  REQUIRE(game->play("c7e10") == "");
  CHECK(game->status().reason == EndReason::Repetition);
}
