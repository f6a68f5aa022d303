// Zone: a set of cells for each side, the declarative form of every region a rule names
// (promotion zones, where a piece may stand, start cells). Computed once when a definition is read.
#pragma once

#include "core/cell_set.h"

namespace tessera {

struct Zone {
  CellSet side[ColorCount];

  const CellSet& of(Color c) const { return side[idx(c)]; }
  CellSet& of(Color c) { return side[idx(c)]; }
  bool empty() const { return side[0].empty() && side[1].empty(); }
  bool operator==(const Zone&) const = default;
};

}  // namespace tessera
