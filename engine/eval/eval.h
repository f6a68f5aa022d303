// Static evaluation: material and piece-square terms from per-variant tables built once from the
// piece definitions, plus a few whole-board terms. Scores are centipawns for the side to move.
#pragma once

#include <cstdint>
#include <memory>

#include "position/position.h"
#include "rules/variant.h"

namespace tessera {

// Everything evaluate() reads, derived once per variant (eval_tables.cpp).
struct EvalTables {
  const Variant* variant = nullptr;
  EvalWeights opt;
  Value value[MaxTypes] = {};       // material: PieceDef::value, 0 for the royal piece
  int phase_weight[MaxTypes] = {};  // non-promoting, non-royal material
  int phase_total = 1;              // phase weight of the start position
  uint32_t promoting_types = 0;     // bit t: type t has a promotion zone
  Value promotion_gain[MaxTypes] = {};
  // Material plus positional value of a piece on a cell: middle game, end game.
  int16_t mg[ColorCount][MaxTypes][MaxCells] = {};
  int16_t eg[ColorCount][MaxTypes][MaxCells] = {};
  // Moves from a cell to the piece's promotion zone, ignoring blockers; 0 in
  // the zone or for pieces that never promote, 255 when unreachable.
  uint8_t steps_to_zone[ColorCount][MaxTypes][MaxCells] = {};
};

// The tables for `v`, built on first use and kept for the process.
const EvalTables& eval_tables(const Variant& v);

// Tables for `v` built afresh with other weights and, when `values` is given, other piece values
// (indexed by type, as EvalTables::value): the tuner's trials. Not cached.
std::unique_ptr<EvalTables> build_eval_tables(const Variant& v, const EvalWeights& weights,
                                              const Value* values = nullptr);

// `w` with its automatic entries (a piece-count bonus of -1) decided for `v`.
EvalWeights resolved_weights(const Variant& v, EvalWeights w);

// The position's value for the side to move.
Value evaluate(const Position& pos, const EvalTables& et);

// Sum of the material values of one side's pieces.
Value material(const Position& pos, Color c, const EvalTables& et);

}  // namespace tessera
