// CellSet: a fixed 256-bit set of cells, for zones (promotion, start cells, cell classes).
// Membership tests are one shift and mask; nothing allocates.
#pragma once

#include <bit>
#include <cstdint>

#include "core/types.h"

namespace tessera {

class CellSet {
 public:
  constexpr bool has(Cell c) const { return is_cell(c) && (words_[idx(c) >> 6] >> (idx(c) & 63) & 1); }
  constexpr void add(Cell c) {
    if (is_cell(c)) words_[idx(c) >> 6] |= uint64_t(1) << (idx(c) & 63);
  }
  constexpr void remove(Cell c) {
    if (is_cell(c)) words_[idx(c) >> 6] &= ~(uint64_t(1) << (idx(c) & 63));
  }
  constexpr int count() const {
    int n = 0;
    for (uint64_t w : words_) n += std::popcount(w);
    return n;
  }
  // Without -mpopcnt a popcount is a library call per word; an OR of the words is not.
  constexpr bool empty() const {
    uint64_t any = 0;
    for (uint64_t w : words_) any |= w;
    return any == 0;
  }
  constexpr CellSet operator|(const CellSet& o) const {
    CellSet r;
    for (int i = 0; i < Words; ++i) r.words_[i] = words_[i] | o.words_[i];
    return r;
  }
  constexpr CellSet operator&(const CellSet& o) const {
    CellSet r;
    for (int i = 0; i < Words; ++i) r.words_[i] = words_[i] & o.words_[i];
    return r;
  }
  // The members of this set that are not in `o`.
  constexpr CellSet minus(const CellSet& o) const {
    CellSet r;
    for (int i = 0; i < Words; ++i) r.words_[i] = words_[i] & ~o.words_[i];
    return r;
  }
  constexpr bool operator==(const CellSet&) const = default;

  // Calls f(cell) for each member in ascending index order.
  template <class F>
  constexpr void for_each(F f) const {
    for (int i = 0; i < Words; ++i)
      for (uint64_t w = words_[i]; w; w &= w - 1) f(cell_at(i * 64 + std::countr_zero(w)));
  }

 private:
  static constexpr int Words = MaxCells / 64;
  uint64_t words_[Words] = {};
};

}  // namespace tessera
