// The singular-extension test's parameters: from which depth it runs and the bound the other moves
// are searched against. Kept together, and apart from the search, so that tests can pin them.
#pragma once

#include "search/tt.h"

namespace tessera {

// Below this depth the singular test costs more than the extensions it finds earn.
constexpr int SingularDepth = 6;

// For a search at least SingularDepth deep: the bound every other move is searched against, 2 cp
// per ply of depth below the stored value, or -ValueInfinite when the entry cannot vouch for the
// move (an upper bound, a search more than three plies shallower, or a mate score).
constexpr Value singular_bound(Bound b, int stored_depth, Value v, int depth) {
  if (!(b & BoundLower) || stored_depth < depth - 3 || v >= MateBound || v <= -MateBound)
    return -ValueInfinite;
  return v - 2 * depth;
}

}  // namespace tessera
