// Position::may_give_check, which lets the search prune a futile quiet move without making it: a move
// it clears must never attack the enemy royal piece, in any variant.
#include "helpers.h"
#include "variants/variants.h"

using namespace tessera;

namespace {

bool may_check(Position& p, const std::string& text) { return p.may_give_check(test::pseudo_move(p, text)); }

}  // namespace

TEST_CASE("may_give_check: a move onto or off a line or a leap into the enemy king needs the test") {
  Position p = test::position("chess", "4k3/4p3/N7/8/8/2N5/4R3/4K2B w - - 0 1");
  CHECK(may_check(p, "e2e3"));        // the rook stays on the e-file, a line into e8
  CHECK(may_check(p, "e2a2"));        // it leaves the line: a slider behind it would be unmasked
  CHECK(may_check(p, "a6c7"));        // c7 is a knight's leap from e8
  CHECK(may_check(p, "c3b5"));        // b5 lies on the diagonal into e8, though a knight there does not check
  CHECK_FALSE(may_check(p, "c3d5"));  // neither c3 nor d5 lies on a line into e8 or a leap from it
  CHECK_FALSE(may_check(p, "h1g2"));  // the long diagonal misses e8
}

TEST_CASE("may_give_check: castling, en passant and a board without a royal piece") {
  Position castle = test::position("chess", "5k2/8/8/8/8/8/8/4K2R w K - 0 1");
  CHECK(may_check(castle, "e1g1"));  // the rook lands on f1, under the king on f8
  Position ep = test::position("chess", "8/8/8/3pP3/8/8/8/k3K3 w - d6 0 1");
  CHECK(may_check(ep, "e5d6"));
  Position extinction = test::position("westfield", "");
  MoveList moves;
  generate_pseudo(extinction, moves);
  REQUIRE(!moves.empty());
  for (Move m : moves) CHECK_FALSE(extinction.may_give_check(m));  // no royal piece to attack
}

TEST_CASE("may_give_check: a move it clears never attacks the enemy royal piece, in any variant") {
  int cleared = 0;
  for (const std::string& id :
       {"chess",   "capablanca", "officer-spiel", "glinski",    "naydorian", "grand",        "janus",
        "embassy", "crazyhouse", "seirawan",      "knightmate", "makruk",    "shatranj",     "shogi",
        "xiangqi", "janggi",     "3check",        "gothic",     "courier",   "kingofthehill"}) {
    const Variant* v = find_variant(id);
    INFO(id);
    REQUIRE(v != nullptr);
    std::mt19937 rng(11);
    for (int game = 0; game < 30; ++game) {
      Position p(*v);
      test::random_playout(p, rng, 150, [&](Position& pos, Move) {
        const Color us = pos.side_to_move();
        const Cell k = pos.royal(~us);
        if (!is_cell(k) || pos.attacked(k, us)) return;
        MoveList pseudo;
        generate_pseudo(pos, pseudo);
        for (Move m : pseudo) {
          if (pos.may_give_check(m)) continue;
          ++cleared;
          pos.do_move(m);
          const bool checks = pos.in_check();
          pos.undo_move(m);
          if (checks) FAIL_CHECK(id << ": " << pos.fen() << " " << move_to_text(pos, m));
        }
      });
    }
  }
  CHECK(cleared > 100000);
}
