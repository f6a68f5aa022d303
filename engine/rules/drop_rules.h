// DropRules: pieces held in hand and dropped onto the board (crazyhouse, shogi), in
// Fairy-Stockfish's terms. The hand is the same count per colour and type as Westfield's pools.
#pragma once

#include <string>

#include "rules/zone.h"

namespace tessera {

struct DropRules {
  bool drops = false;             // pieceDrops: a side may place a piece from its hand on a free cell
  bool captures_to_hand = false;  // capturesToHand: a captured piece joins the capturer's hand
  bool drop_loop = false;         // dropLoop: a captured promoted piece keeps its promoted type
  Zone region;                    // whiteDropRegion / blackDropRegion; an empty side means anywhere
  // The ini reader fills these from firstRankPawnDrops and promotionZonePawnDrops.
  bool first_rank_pawn_drops = false;
  bool promotion_zone_pawn_drops = false;
  std::string pawn_letters;  // the pieces those two keys speak of (declared with the `pawn` key)
  // shogiDoubledPawn = false (later Fairy-Stockfish: dropNoDoubled): these pieces may not be dropped
  // on a file where their side already has one of the same type (a promoted one does not count).
  std::string no_doubled;
  bool drop_promoted = false;  // dropPromoted: a hand piece may also be dropped as its promoted type
};

}  // namespace tessera
