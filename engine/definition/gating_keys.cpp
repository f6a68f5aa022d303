// Keys for gates and setup phases, with Fairy-Stockfish's names and defaults: gating,
// seirawanGating, cambodianMoves; mustDrop, dropOppositeColoredBishop, castlingDroppedPiece and
// the sittuyin rules.
#include "definition/builder_context.h"

namespace tessera {

void Builder::gating_rules() {
  GatingRules& r = v_.gating;
  flag("gating", r.gating);
  flag("seirawanGating", r.seirawan);
  flag("cambodianMoves", r.cambodian);
  r.fers = fers_;
  if ((r.seirawan || r.cambodian) && !r.gating) {
    const char* key = r.seirawan ? "seirawanGating" : "cambodianMoves";
    fail(key, get(key), "this rule works on gates, which need gating = true");
  }
  if (r.gating && v_.geometry.kind() == GeometryKind::Hex)
    fail("gating", get("gating"), "gates on a hex board are not supported");
}

// rules/setup_rules.h says what each means.
void Builder::setup_rules() {
  SetupRules& r = v_.setup;
  flag("mustDrop", r.must_drop);
  flag("dropOppositeColoredBishop", r.opposite_bishops);
  flag("castlingDroppedPiece", r.castling_dropped);
  flag("sittuyinRookDrop", r.rook_drop);
  flag("sittuyinPromotion", r.sittuyin_promotion);
  if (r.sittuyin_promotion)  // the pawns keep their promotion choices but lose their zone
    for (char l : pawn_types_) find_letter(l)->promotion.zone = Zone();
  r.bishop = bishop_;
  r.rook = rook_;
  if (r.must_drop && !v_.hands.drops)
    fail("mustDrop", get("mustDrop"), "forced drops need pieceDrops = true");
  if (r.castling_dropped && v_.castling.kind != CastlingDef::Kind::Standard)
    fail("castlingDroppedPiece", get("castlingDroppedPiece"),
         "dropped pieces castle only where castling is on");
}

}  // namespace tessera
