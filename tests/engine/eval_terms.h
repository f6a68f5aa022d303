// Test helper for the occupancy terms: tables whose occupancy weights are all zero except one, so a
// test sees that term alone through occupancy(), in centipawns, White minus Black.
#pragma once

#include <memory>

#include "eval/activity.h"
#include "helpers.h"

namespace tessera::test {

inline std::unique_ptr<EvalTables> only_term(const Variant& v, int EvalWeights::*field, int value) {
  EvalWeights w = without_attack_maps(v.def().eval);
  for (const EvalWeightKey& k : EvalWeightKeys)
    if (k.term == WeightTerm::PawnStructure) w.*k.field = 0;
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

// Every built-in start position scores 0 in the middle game under `field` alone at `value`: each
// side's army mirrors the other's.
inline void check_starts_level(int EvalWeights::*field, int value) {
  for (const std::string& id : variant_ids()) {
    INFO(id);
    const auto et = only_term(variant(id), field, value);
    CHECK(terms(position(id), *et).mg == 0);
  }
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
