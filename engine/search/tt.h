// TranspositionTable: a fixed-size hash of search results (bound, depth, value, best move),
// two entries per bucket: one kept by depth, one always replaced. Size is set in MiB.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/move.h"

namespace tessera {

enum Bound : uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

struct TTEntry {
  uint64_t move = 0;
  uint32_t check = 0;  // the key's upper half
  int16_t value = 0;
  int16_t eval = 0;
  int8_t depth = 0;
  uint8_t gen_bound = 0;  // generation << 2 | bound
  Bound bound() const { return Bound(gen_bound & 3); }
  Move best() const { return Move::from_raw(move); }
};

class TranspositionTable {
 public:
  static constexpr size_t DefaultMiB = 16;
  static constexpr size_t MaxMiB = 4096;

  explicit TranspositionTable(size_t mib = DefaultMiB) { resize(mib); }
  // Reallocates to the largest power-of-two bucket count within `mib` (at least 1 MiB) and clears.
  void resize(size_t mib);
  void clear();
  // Ages the table so entries of earlier searches are replaced first.
  void new_search() { gen_ = uint8_t((gen_ + 1) & 63); }

  // Copies the entry for `key` into `out`; false when there is none.
  bool probe(Key key, TTEntry& out) const;
  // Starts loading `key`'s bucket into the cache; a probe soon after then does not wait on memory.
  void prefetch(Key key) const { __builtin_prefetch(&bucket(key)); }
  void store(Key key, Value value, Value eval, int depth, Bound bound, Move best);
  // Entries written by this search, per mille of a sample.
  int hashfull() const;

 private:
  struct Bucket {
    TTEntry deep, recent;
  };
  Bucket& bucket(Key key) { return table_[key & mask_]; }
  const Bucket& bucket(Key key) const { return table_[key & mask_]; }

  std::vector<Bucket> table_;
  uint64_t mask_ = 0;
  uint8_t gen_ = 0;
};

// Whether an entry's value `v` (already relative to the node) settles a search of (alpha, beta).
constexpr bool tt_cutoff(Bound b, Value v, Value alpha, Value beta) {
  return b == BoundExact || (b == BoundLower && v >= beta) || (b == BoundUpper && v <= alpha);
}

// The bound a search of (alpha0, beta) that returned `best` proves.
constexpr Bound bound_of(Value best, Value alpha0, Value beta) {
  return best >= beta ? BoundLower : best > alpha0 ? BoundExact : BoundUpper;
}

// Mate scores are stored relative to the node, not the root.
constexpr Value MateBound = ValueMate - MaxPly;
// The most a static evaluation may say, far below any mate score even with the search's margins.
constexpr Value MaxEval = 20000;

constexpr Value value_to_tt(Value v, int ply) {
  return v >= MateBound ? v + ply : v <= -MateBound ? v - ply : v;
}
constexpr Value value_from_tt(Value v, int ply) {
  return v >= MateBound ? v - ply : v <= -MateBound ? v + ply : v;
}

// A node's value guessed from its static evaluation and a stored result `v` of bound `b`: the
// result where it proves the value lies beyond the evaluation, which it then overrules; mate scores
// say nothing about the position's worth and are ignored.
constexpr Value refined_eval(Bound b, Value v, Value static_eval) {
  if (v >= MateBound || v <= -MateBound) return static_eval;
  return b & (v > static_eval ? BoundLower : BoundUpper) ? v : static_eval;
}

}  // namespace tessera
