// The key list's marks: a weight marked PawnStructure moves only the pawn-structure terms, one marked
// AttackMap only the attack-map terms, and a Table weight neither. The tuner, the lazy skip and the
// single-term test helper all trust these marks.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// Between them, every occupancy term chess has finds something to count: passed, doubled, isolated
// and chained pawns, pieces attacked by cheaper ones and loose, a king with a weak ring, an outpost.
const char* const Positions[] = {
    "r3k2r/1p3ppp/p1n1b3/2PpP1B1/3n4/P1N2N1P/1P3PP1/R2QR1K1 b kq - 0 14",
    "4k3/p7/8/3q4/1P6/2N5/P1P5/R3K3 w Q - 0 1",  // the queen: attacked by a knight, loose
    "6k1/5ppp/8/8/8/8/5Q2/6K1 w - - 0 1",        // the queen on f7, guarded by the king alone
    "4k3/8/8/8/P7/2n5/PP6/4K3 w - - 0 1",        // doubled pawns, a knight a pawn attacks
    "4k3/p1p3pp/8/4N3/3P4/8/8/4K3 w - - 0 1",    // a knight on an outpost
};

// Every occupancy weight 0, then the one under test at a value the tuner could give it.
std::unique_ptr<EvalTables> with_only(const Variant& v, const EvalWeightKey& key) {
  EvalWeights w = without_attack_maps(v.def().eval);
  for (const EvalWeightKey& k : EvalWeightKeys)
    if (k.term == WeightTerm::PawnStructure) w.*k.field = 0;
  w.*key.field = std::max(key.tune_low, std::min(key.tune_high, 37));
  return build_eval_tables(v, w);
}

}  // namespace

TEST_CASE("weight terms: each eval key moves the part of the evaluation it is marked for") {
  const Variant& v = variant("chess");
  for (const EvalWeightKey& key : EvalWeightKeys) {
    if (key.measured) continue;
    INFO(key.key);
    const auto et = with_only(v, key);
    bool pawn_moved = false, map_moved = false;
    for (const char* fen : Positions) {
      const Position pos = position("chess", fen);
      const ActivityScore pawns = pawn_terms(pos, *et), maps = attack_terms(pos, *et);
      pawn_moved |= pawns.mg || pawns.eg;
      map_moved |= maps.mg || maps.eg;
    }
    CHECK(et->attack_maps == (key.term == WeightTerm::AttackMap));
    if (key.term != WeightTerm::PawnStructure) CHECK_FALSE(pawn_moved);
    if (key.term != WeightTerm::AttackMap) CHECK_FALSE(map_moved);
    // Each finds something to count in the positions above, but for drops, which chess lacks.
    if (key.term == WeightTerm::PawnStructure) CHECK(pawn_moved);
    if (key.term == WeightTerm::AttackMap && key.field != &EvalWeights::king_drop_mg) CHECK(map_moved);
  }
}
