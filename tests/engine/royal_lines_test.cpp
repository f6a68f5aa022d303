// Position::may_expose_royal, the search's way round the royal-safety test: a move it clears must
// never leave the royal piece attacked, in any variant where the search relies on it.
#include "helpers.h"
#include "variants/variants.h"

using namespace tessera;

namespace {

bool may_expose(Position& p, const std::string& text) {
  return p.may_expose_royal(test::pseudo_move(p, text));
}

}  // namespace

TEST_CASE("may_expose_royal: a piece on a line through its king may expose it, one off every line cannot") {
  Position p = test::position("chess", "4r1k1/8/8/8/8/1N6/4B3/4K3 w - - 0 1");
  CHECK(may_expose(p, "e2d3"));        // the bishop stands between the rook and the king
  CHECK(may_expose(p, "e1d1"));        // the king itself always needs the test
  CHECK_FALSE(may_expose(p, "b3c5"));  // b3 is on no line out of e1
}

TEST_CASE("may_expose_royal: en passant and castling always need the test") {
  Position ep = test::position("chess", "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
  CHECK(may_expose(ep, "e5d6"));  // both pawns leave the fifth rank: the rook sees the king
  Position castle = test::position("chess", "8/8/8/8/8/8/8/R3K2k w Q - 0 1");
  CHECK(may_expose(castle, "e1c1"));
}

TEST_CASE(
    "may_expose_royal: a move it clears never leaves the royal piece attacked, in any variant that uses it") {
  int variants = 0, cleared = 0;
  for (const std::string& id : {"chess", "capablanca", "officer-spiel", "glinski", "westfield", "grand",
                                "janus", "embassy", "crazyhouse", "seirawan", "knightmate", "makruk",
                                "shatranj", "shogi", "kingofthehill", "3check", "gothic", "courier"}) {
    const Variant* v = find_variant(id);
    INFO(id);
    REQUIRE(v != nullptr);
    if (!v->lines_decide_exposure()) continue;
    ++variants;
    std::mt19937 rng(7);
    for (int game = 0; game < 40; ++game) {
      Position p(*v);
      test::random_playout(p, rng, 150, [&](Position& pos, Move) {
        const Color us = pos.side_to_move();
        if (pos.in_check()) return;
        MoveList pseudo;
        generate_pseudo(pos, pseudo);
        for (Move m : pseudo) {
          if (pos.may_expose_royal(m)) continue;
          ++cleared;
          pos.do_move(m);
          const bool attacked = pos.attacked(pos.royal(us), ~us);
          pos.undo_move(m);
          if (attacked) FAIL_CHECK(id << ": " << pos.fen() << " " << move_to_text(pos, m));
        }
      });
    }
  }
  CHECK(variants >= 12);
  CHECK(cleared > 100000);
}
