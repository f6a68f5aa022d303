// Occupancy terms of the evaluation: what pieces attack on the actual board. Pawn-structure terms
// (passed pieces, pawn threats) are cached by structure; whole-board attack maps only when weighted.
#pragma once

#include <cstdint>

#include "eval/eval.h"
#include "position/zobrist.h"

namespace tessera {

// Middle- and end-game centipawns of the occupancy terms, White minus Black.
struct ActivityScore {
  int mg = 0;
  int eg = 0;
};

// One pawn-like piece's share of the pawn-structure key (its position key); evaluate() XORs them
// as it walks the pieces.
inline uint64_t pawn_hash(Piece p, Cell s) { return zobrist::piece(p, s); }

// The same key computed from scratch (tests; evaluate() builds it on the way).
uint64_t pawn_key(const Position& pos, const EvalTables& et);

// All occupancy terms of `pos`: the pawn-structure terms through `cache` keyed by `pawn_key`, and,
// when any of their weights is non-zero, the attack-map terms through `cache` keyed by the
// position. No allocation.
ActivityScore occupancy(const Position& pos, const EvalTables& et, uint64_t pawn_key, OccupancyCache& cache);

// The two halves of occupancy(): the pawn-structure terms, and the attack-map terms, which are
// taken from the cache if there and otherwise computed only when `compute` (false: skipped).
ActivityScore pawn_occupancy(const Position& pos, const EvalTables& et, uint64_t pawn_key,
                             OccupancyCache& cache);
bool attack_occupancy(const Position& pos, const EvalTables& et, uint64_t pawn_key, OccupancyCache& cache,
                      bool compute, ActivityScore& out);

// The pawn-structure terms alone, uncached: passed pawn-like pieces and pieces attacked by them.
ActivityScore pawn_terms(const Position& pos, const EvalTables& et);

// The attack-map terms alone, uncached: activity (and the part of it enemy pawn-like pieces guard),
// king attack, threats by other cheaper pieces and hanging pieces, from one walk per side over its
// pieces' compiled moves.
ActivityScore attack_terms(const Position& pos, const EvalTables& et);

}  // namespace tessera
