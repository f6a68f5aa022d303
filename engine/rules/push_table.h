// PushTable: how each piece type may be pushed, compiled per Shepherding direction and flank.
// Built once from the PieceDefs' push data (Westfield's rules 6 and 7); the push generator reads it.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/variant_def.h"

namespace tessera {

// Where a pushed piece stands relative to the Shepherding piece moving in
// direction d: on its first cell (front), or 45 degrees counter-clockwise
// (left flank) or clockwise (right flank) of d.
enum PushSlot : uint8_t { FrontSlot = 0, LeftFlank = 1, RightFlank = 2 };
constexpr int PushSlots = 3;
constexpr int MaxPushOptions = 8;  // a slot's option index fits 3 bits of the move

// One way a pushed piece may move: a ray (k steps along dir, at most `range`)
// or a leap (one jump by dx, dy, which counts as two steps).
struct PushOption {
  int8_t dx = 0, dy = 0;  // the ray's unit vector or the leap's vector
  Dir dir{};              // rays only
  uint8_t range = 0;      // rays only: Unlimited or 1..254
  uint8_t mode = 0;       // MoveOnly / CaptureOnly bits, SetsEnPassant for short-range directions
  bool leap = false;
};

struct PushOptions {
  uint8_t count = 0;
  PushOption option[MaxPushOptions];
  const PushOption* begin() const { return option; }
  const PushOption* end() const { return option + count; }
};

class PushTable {
 public:
  void build(const VariantDef& def);
  bool empty() const { return table_.empty(); }
  // The options of a colour-c type-t piece on `slot` when the Shepherding piece
  // moves in direction d, ordered from the most counter-clockwise; empty when
  // it cannot be pushed at all.
  const PushOptions& options(Color c, PieceType t, Dir d, int slot) const {
    return table_[((size_t(idx(c)) * types_ + idx(t)) * dirs_ + idx(d)) * PushSlots + slot];
  }
  bool pushable(PieceType t) const { return pushable_ >> idx(t) & 1; }
  // May a Shepherding piece move in direction d while it pushes this piece? (Pawns: only northwards.)
  bool allows(Color c, PieceType t, Dir d) const { return shepherd_dirs_[idx(c)][idx(t)] >> idx(d) & 1; }

 private:
  int types_ = 0, dirs_ = 0;
  uint32_t pushable_ = 0;
  DirSet shepherd_dirs_[ColorCount][MaxTypes] = {};
  std::vector<PushOptions> table_;
};

}  // namespace tessera
