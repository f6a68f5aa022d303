// Shogi's keys, with Fairy-Stockfish 11.1's names and meanings: promotedPieceType (each piece's one
// promoted type), mandatoryPiecePromotion, piecePromotionOnCapture, pieceDemotion, dropPromoted,
// shogiDoubledPawn and shogiPawnDropMateIllegal.
#include <sstream>

#include "definition/builder_context.h"

namespace tessera {

void Builder::shogi_rules() {
  flag("pieceDemotion", v_.piece_demotion);
  flag("dropPromoted", v_.hands.drop_promoted);
  bool doubled = true;
  flag("shogiDoubledPawn", doubled);
  if (!doubled) v_.hands.no_doubled = shogi_pawn_types_;
  std::string more;  // the later Fairy-Stockfish key names the piece itself
  if (letters("dropNoDoubled", more, true)) v_.hands.no_doubled += more;
  bool drop_mate = false;
  flag("shogiPawnDropMateIllegal", drop_mate);
  if (drop_mate) v_.end.drop_mate_pieces = shogi_pawn_types_;
  Zone zone;
  promotion_zone(zone);
  promoted_types(zone);
}

// "p:g s:g b:h r:d": each piece and the type it promotes to; "g:-" takes a parent's promotion away.
void Builder::promoted_types(const Zone& zone) {
  bool mandatory = false, on_capture = false;
  flag("mandatoryPiecePromotion", mandatory);
  flag("piecePromotionOnCapture", on_capture);
  const Setting* st = get("promotedPieceType");
  if (!st) return;
  std::istringstream in(st->value);
  for (std::string item; in >> item;) {
    PieceDef* from = item.size() == 3 && item[1] == ':' ? find_letter(item[0]) : nullptr;
    const bool none = item.size() == 3 && item[2] == '-';
    if (!from || (!none && !find_letter(item[2]))) {
      fail("promotedPieceType", st,
           "expected items letter:letter (or letter:-) naming pieces of this variant, found '" +
               item.substr(0, 20) + "'");
      return;
    }
    if (pawn_types_.find(item[0]) != std::string::npos) {
      fail("promotedPieceType", st, "a pawn promotes by promotionPieceTypes, not promotedPieceType");
      return;
    }
    PromotionDef p;
    if (!none) {
      p.choices = std::string(1, item[2]);
      p.zone = zone;
      p.mandatory = mandatory;
      p.shogi = true;
      p.on_capture_only = on_capture;
    }
    from->promotion = p;
  }
}

}  // namespace tessera
