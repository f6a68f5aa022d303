// Keys for hands and drops, with Fairy-Stockfish's names and defaults: pieceDrops,
// capturesToHand, dropLoop, the drop regions and where pawns may be dropped.
#include "definition/builder_context.h"

namespace tessera {

void Builder::drop_rules() {
  DropRules& h = v_.hands;
  flag("pieceDrops", h.drops);
  flag("capturesToHand", h.captures_to_hand);
  flag("dropLoop", h.drop_loop);
  flag("firstRankPawnDrops", h.first_rank_pawn_drops);
  flag("promotionZonePawnDrops", h.promotion_zone_pawn_drops);
  region("whiteDropRegion", h.region.side[0]);
  region("blackDropRegion", h.region.side[1]);
  h.pawn_letters = pawn_types_;
  if (h.captures_to_hand && !h.drops)
    fail("capturesToHand", get("capturesToHand"), "captured pieces go to hand only where pieceDrops = true");
  for (const PieceDef& p : v_.pieces)
    if (p.promotion.from_pool && (h.drops || h.captures_to_hand))
      fail("pieceDrops", get("pieceDrops"),
           "a variant either drops from hands or promotes from captured-piece pools, not both");
}

}  // namespace tessera
