// The transposition table's storage and replacement: the deeper or newer result keeps the "deep"
// slot, everything else lands in the "recent" slot, so fresh shallow results are never lost.
#include "search/tt.h"

#include <algorithm>

namespace tessera {

void TranspositionTable::resize(size_t mib) {
  mib = std::clamp<size_t>(mib, 1, MaxMiB);
  size_t buckets = 1;
  while (buckets * 2 * sizeof(Bucket) <= mib * 1024 * 1024) buckets *= 2;
  table_.assign(buckets, Bucket{});
  table_.shrink_to_fit();
  mask_ = buckets - 1;
}

void TranspositionTable::clear() { std::fill(table_.begin(), table_.end(), Bucket{}); }

bool TranspositionTable::probe(Key key, TTEntry& out) const {
  const Bucket& b = bucket(key);
  const uint32_t check = uint32_t(key >> 32);
  for (const TTEntry* e : {&b.deep, &b.recent})
    if (e->check == check && e->bound() != BoundNone) {
      out = *e;
      return true;
    }
  return false;
}

void TranspositionTable::store(Key key, Value value, Value eval, int depth, Bound bound, Move best) {
  Bucket& b = bucket(key);
  const uint32_t check = uint32_t(key >> 32);
  TTEntry* slot = &b.recent;
  const bool stale = (b.deep.gen_bound >> 2) != gen_;
  if (b.deep.check == check || stale || depth >= b.deep.depth || b.deep.bound() == BoundNone) slot = &b.deep;
  // Keep a known best move when a later pass at this node found none.
  if (best.is_none() && slot->check == check) best = slot->best();
  slot->move = best.raw();
  slot->check = check;
  slot->value = int16_t(value);
  slot->eval = int16_t(eval);
  slot->depth = int8_t(std::clamp(depth, -1, 127));
  slot->gen_bound = uint8_t(gen_ << 2 | bound);
}

int TranspositionTable::hashfull() const {
  const size_t n = std::min<size_t>(500, table_.size());
  int used = 0;
  for (size_t i = 0; i < n; ++i)
    for (const TTEntry* e : {&table_[i].deep, &table_[i].recent})
      used += e->bound() != BoundNone && (e->gen_bound >> 2) == gen_;
  return int(used * 1000 / (2 * n));
}

}  // namespace tessera
