// The pawn-structure terms: a pawn-like piece with one of its own on the route ahead (doubled) costs
// eval.pawnDoubled*, one defended by one of its own (a chain) earns eval.pawnSupported*, and one
// that none of its own could ever defend (isolated) costs eval.pawnIsolated*. A piece on a cell its
// pawns defend and no enemy pawn can ever attack (an outpost) earns eval.outpost*.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("doubled pawns: only the one behind its own pawn pays, for either side") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_doubled_mg, 10);
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1", *et) == 0);    // side by side
  CHECK(term_mg("chess", "4k3/8/8/8/P7/8/P7/4K3 w - - 0 1", *et) == -10);   // a2 behind a4
  CHECK(term_mg("chess", "4k3/8/P7/8/P7/8/P7/4K3 w - - 0 1", *et) == -20);  // tripled: two behind
  CHECK(term_mg("chess", "4k3/p7/8/p7/8/8/8/4K3 w - - 0 1", *et) == 10);    // Black's a7 behind a5
  // An enemy pawn ahead is a block, not a doubled pawn.
  CHECK(term_mg("chess", "4k3/8/8/p7/8/8/P7/4K3 w - - 0 1", *et) == 0);
}

TEST_CASE("supported pawns: each pawn another of its own defends earns the bonus") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_supported_eg, 10);
  CHECK(term_eg("chess", "4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1", *et) == 0);      // a2 c2 defend nothing
  CHECK(term_eg("chess", "4k3/8/8/8/8/1P6/P1P5/4K3 w - - 0 1", *et) == 10);   // b3 defended twice: once
  CHECK(term_eg("chess", "4k3/8/8/8/3P4/2P5/1P6/4K3 w - - 0 1", *et) == 20);  // a chain b2-c3-d4
  CHECK(term_eg("chess", "4k3/8/2p5/1p6/8/8/8/4K3 w - - 0 1", *et) == -10);   // Black's b5 from c6
}

TEST_CASE("isolated pawns: a pawn none of its own could ever defend pays, for either side") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_isolated_mg, 10);
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/PP6/4K3 w - - 0 1", *et) == 0);     // neighbours
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1", *et) == -20);  // a file apart: both
  CHECK(term_mg("chess", "4k3/8/8/8/P7/8/P7/4K3 w - - 0 1", *et) == -20);   // doubled, no neighbour
  // b2 can advance to defend c5, and c5 stands on b2's route's flank: neither is isolated.
  CHECK(term_mg("chess", "4k3/8/8/2P5/8/8/1P6/4K3 w - - 0 1", *et) == 0);
  // An enemy pawn on the next file defends nothing of ours.
  CHECK(term_mg("chess", "4k3/8/8/8/8/8/Pp6/4K3 w - - 0 1", *et) == 0);  // one each
  CHECK(term_mg("chess", "4k3/p7/8/8/8/8/8/4K3 w - - 0 1", *et) == 10);  // Black's a7
}

TEST_CASE("outposts: a piece its own pawn defends where no enemy pawn can ever attack it earns") {
  const auto et = only_term(variant("chess"), &EvalWeights::outpost_mg, 10);
  // The e5 knight, defended by d4: Black's d and f pawns are gone, so no pawn can ever chase it.
  CHECK(term_mg("chess", "4k3/p1p3pp/8/4N3/3P4/8/8/4K3 w - - 0 1", *et) == 10);
  // A black pawn on f7 could still come to f6 and attack it.
  CHECK(term_mg("chess", "4k3/p1p2ppp/8/4N3/3P4/8/8/4K3 w - - 0 1", *et) == 0);
  // One that has passed it, on f4, never can: pawns do not go back.
  CHECK(term_mg("chess", "4k3/p1p3pp/8/4N3/3P1p2/8/8/4K3 w - - 0 1", *et) == 10);
  // Undefended: no outpost.
  CHECK(term_mg("chess", "4k3/p1p3pp/8/4N3/8/8/8/4K3 w - - 0 1", *et) == 0);
  // Kings and pawns do not count; Black's knight on d4, defended by e5, does.
  CHECK(term_mg("chess", "8/8/8/4K3/3P4/8/8/4k3 w - - 0 1", *et) == 0);
  CHECK(term_mg("chess", "4k3/8/8/4p3/3n4/8/P6P/4K3 w - - 0 1", *et) == -10);
  CHECK(term_eg("chess", "4k3/8/8/4p3/3n4/8/P6P/4K3 w - - 0 1", *et) == 0);  // its end-game weight is 0
}
