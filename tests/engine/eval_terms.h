// Test helper for the occupancy terms: tables whose occupancy weights are all zero except one, so a
// test sees that term alone through occupancy(), in centipawns, White minus Black.
#pragma once

#include <memory>

#include "eval/activity.h"
#include "helpers.h"

namespace tessera::test {

inline std::unique_ptr<EvalTables> only_term(const Variant& v, int EvalWeights::*field, int value) {
  EvalWeights w = without_attack_maps(v.def().eval);
  // The pawn-structure terms, which the key list does not mark.
  for (int EvalWeights::*f :
       {&EvalWeights::pawn_threat_mg, &EvalWeights::pawn_threat_eg, &EvalWeights::pawn_doubled_mg,
        &EvalWeights::pawn_doubled_eg, &EvalWeights::pawn_supported_mg, &EvalWeights::pawn_supported_eg,
        &EvalWeights::pawn_isolated_mg, &EvalWeights::pawn_isolated_eg, &EvalWeights::passed_permille_mg,
        &EvalWeights::passed_permille_eg})
    w.*f = 0;
  w.*field = value;
  return build_eval_tables(v, w);
}

// The occupancy terms of `pos` under `et`, through the caches; checked against the uncached parts.
inline ActivityScore terms(const Position& pos, const EvalTables& et) {
  static const OccupancyCachePtr cache = make_occupancy_cache();  // shared, as a search's is
  const ActivityScore cached = occupancy(pos, et, pawn_key(pos, et), *cache);
  const ActivityScore pawns = pawn_terms(pos, et), maps = attack_terms(pos, et);
  CHECK(cached.mg == pawns.mg + (et.attack_maps ? maps.mg : 0));
  CHECK(cached.eg == pawns.eg + (et.attack_maps ? maps.eg : 0));
  return cached;
}

// The middle-game occupancy score of `fen` under `et`.
inline int term_mg(const std::string& id, const std::string& fen, const EvalTables& et) {
  INFO(fen);
  return terms(position(id, fen), et).mg;
}

inline int term_eg(const std::string& id, const std::string& fen, const EvalTables& et) {
  INFO(fen);
  return terms(position(id, fen), et).eg;
}

}  // namespace tessera::test
