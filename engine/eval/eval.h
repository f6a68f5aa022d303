// Static evaluation: material and piece-square terms from per-variant tables built once from the
// piece definitions, plus a few whole-board terms. Scores are centipawns for the side to move.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/cell_set.h"
#include "position/position.h"
#include "rules/variant.h"

namespace tessera {

// The evaluation's caches and tables hold a term in 16 bits. Weights a definition may set to 10000
// can take a sum past that, and a wrapped entry would turn a strong piece into a liability.
constexpr long EntryLimit = 32000;
inline int16_t saturated(long x) { return int16_t(std::clamp(x, -EntryLimit, EntryLimit)); }

// Everything evaluate() reads, derived once per variant (eval_tables.cpp).
struct EvalTables {
  const Variant* variant = nullptr;
  EvalWeights opt;
  Value value[MaxTypes] = {};       // material: PieceDef::value, 0 for the royal piece
  int phase_weight[MaxTypes] = {};  // non-promoting, non-royal material
  int phase_total = 1;              // phase weight of the start position
  uint32_t promoting_types = 0;     // bit t: type t has a promotion zone
  // bit t: type t races to a goal: its flag region if it carries the flag (that wins), else its
  // promotion zone. What reaching the goal gains: EvalWeights::flag_gain_cp, or what promotion adds.
  uint32_t goal_types = 0;
  Value goal_gain[MaxTypes] = {};
  // Where losing every piece wins (giveaway), a piece is a burden: the tables count this share (per
  // mille) of its value, negative, as its material, and the piece-count term changes sign. Move
  // ordering and the exchange still use `value`: what a capture takes is the same.
  int material_permille = 1000;
  int piece_count_cp = 0;  // opt.piece_count_cp, with that sign
  // Material plus positional value of a piece on a cell: middle game, end game.
  int16_t mg[ColorCount][MaxTypes][MaxCells] = {};
  int16_t eg[ColorCount][MaxTypes][MaxCells] = {};
  // Moves from a cell to the piece's goal, ignoring blockers; 0 in the goal or
  // for pieces that have none, 255 when unreachable.
  uint8_t steps_to_goal[ColorCount][MaxTypes][MaxCells] = {};

  // ---- For the occupancy terms (activity.cpp) ----
  uint32_t royal_types = 0;
  uint32_t confined_types = 0;  // bit t: type t may not stand on every cell
  // Racing types none of whose moves ever lead farther from the goal: the pieces whose free path
  // to it is worth a bonus (chess pawns, shogi lances, breakthrough's pieces, not a shogi silver).
  uint32_t pawnlike_types = 0;
  uint64_t pawn_key_mask[MaxTypes] = {};  // all ones for pawn-like types: their share of the pawn key
  Value pawnlike_value = 0;  // the dearest pawn-like type: only dearer pieces are threatened by one
  bool attack_maps = false;  // some attack-map weight is non-zero
  // A bound on how far the attack-map terms can move an evaluation in practice: beyond it from a
  // search window, they cannot bring the value back inside, and are skipped (EvalWindow).
  Value lazy_margin = 0;
  // Destinations a piece is expected to have on a cell (cell_mobility at ValueDensity), times 4.
  uint8_t expect4[ColorCount][MaxTypes][MaxCells] = {};
  // A pawn-like piece's route to its goal (the cells its moves cross, in order) and the bonus for a
  // free route by the moves left; at PassedSteps or more moves it earns none.
  static constexpr int PassedSteps = 16;
  std::vector<Cell> path_pool;
  // The same routes as cell sets, one per cell from route_mask_first[colour][type].
  std::vector<CellSet> route_masks;
  // Indexed as route_masks: the cells from which a piece of the same side and type could ever
  // defend the one on this cell or a cell of its route, by standing there or advancing. None of its
  // own side's pawn-like pieces there: it is isolated.
  std::vector<CellSet> ally_masks;
  // Indexed as route_masks: the cells a piece on this cell attacks from it or from any cell of its
  // route, all it could ever attack. Cells outside every enemy one are outposts.
  std::vector<CellSet> span_masks;
  uint32_t route_mask_first[ColorCount][MaxTypes] = {};
  uint32_t path_first[ColorCount][MaxTypes][MaxCells] = {};
  uint8_t path_len[ColorCount][MaxTypes][MaxCells] = {};
  int16_t passed_mg[MaxTypes][PassedSteps] = {};
  int16_t passed_eg[MaxTypes][PassedSteps] = {};
  // Distinguishes these tables from any other built in the process, for the activity cache.
  uint64_t cache_salt = 0;
};

// The tables for `v`, built on first use and kept for the process.
const EvalTables& eval_tables(const Variant& v);

// Tables for `v` built afresh with other weights and, when `values` is given, other piece values
// (indexed by type, as EvalTables::value): the tuner's trials. Not cached.
std::unique_ptr<EvalTables> build_eval_tables(const Variant& v, const EvalWeights& weights,
                                              const Value* values = nullptr);

// `w` with its automatic entries (a piece-count bonus of -1) decided for `v`.
EvalWeights resolved_weights(const Variant& v, EvalWeights w);

// The caches behind the occupancy terms (eval/activity.cpp). A searcher owns one for its whole life,
// so each search starts with what the ones before it learned.
class OccupancyCache;
struct OccupancyCacheDeleter {
  void operator()(OccupancyCache* c) const;
};
using OccupancyCachePtr = std::unique_ptr<OccupancyCache, OccupancyCacheDeleter>;
OccupancyCachePtr make_occupancy_cache();

// The window a caller compares the value with. Where the value without the attack-map terms lies
// more than EvalTables::lazy_margin outside it, those terms are not computed (unless cached): they
// would not bring it back, and they cost as much as the rest of the node.
struct EvalWindow {
  Value alpha = -ValueInfinite;
  Value beta = ValueInfinite;
};

// The position's value for the side to move.
Value evaluate(const Position& pos, const EvalTables& et, OccupancyCache& cache, EvalWindow window = {});
// The same through a cache of the calling thread's (the tuner, tests).
Value evaluate(const Position& pos, const EvalTables& et);

// Sum of the material values of one side's pieces.
Value material(const Position& pos, Color c, const EvalTables& et);

}  // namespace tessera
