// The passed-piece term: a pawn-like promoting piece whose route to its zone no enemy pawn-like piece
// stands on or attacks earns a share of its promotion gain, more the nearer it is, half if other
// enemy pieces can stop it; a blocked one earns nothing.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("passed: a passed pawn scores better than a blocked one, and more when nearer") {
  const auto et = only_term(variant("chess"), &EvalWeights::passed_permille_eg, 200);
  // Black's h6 pawn is passed too, but two moves farther from promoting than White's a5.
  const int passed = term_eg("chess", "4k3/8/7p/P7/8/8/8/4K3 w - - 0 1", *et);
  const int blocked = term_eg("chess", "4k3/8/p7/P7/8/8/8/4K3 w - - 0 1", *et);
  const int guarded = term_eg("chess", "4k3/1p6/8/P7/8/8/8/4K3 w - - 0 1", *et);  // b7 covers a6
  CHECK(blocked == 0);
  CHECK(guarded == 0);
  CHECK(passed > 0);
  // A knight in the way stops it only until it is driven off: half the bonus.
  const int free = term_eg("chess", "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", *et);
  const int knight = term_eg("chess", "4k3/8/n7/P7/8/8/8/4K3 w - - 0 1", *et);
  CHECK(knight > 0);
  CHECK(knight < free);
  int last = 0;
  for (const char* fen : {"4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "4k3/8/8/8/P7/8/8/4K3 w - - 0 1",
                          "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", "4k3/8/P7/8/8/8/8/4K3 w - - 0 1"}) {
    const int bonus = term_eg("chess", fen, *et);
    CHECK(bonus > last);
    last = bonus;
  }
}

TEST_CASE("passed: only promoting pieces that never move away from their zone are pawn-like") {
  const Variant& chess = variant("chess");
  const EvalTables& et = eval_tables(chess);
  for (int t = 1; t <= chess.type_count(); ++t) {
    INFO(chess.piece(type_at(t)).letter);
    CHECK(bool(et.pawnlike_types >> t & 1) == (chess.piece(type_at(t)).letter == 'p'));
  }
  // The route from a2 crosses a3 (the double step) and ends on a8.
  const int a2 = 8, pawn = chess.type_of_letter('p') == PieceType::None ? 0 : idx(chess.type_of_letter('p'));
  REQUIRE(pawn);
  REQUIRE(et.path_len[0][pawn][a2] == 6);
  const Cell* route = et.path_pool.data() + et.path_first[0][pawn][a2];
  CHECK(idx(route[0]) == 16);
  CHECK(idx(route[5]) == 56);
}
