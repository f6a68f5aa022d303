// Builds a VariantDef from one variant's resolved settings: the board, the piece table, pawn
// and castling rules, game ends and Tessera's own keys. Unknown or unsupported keys are errors.
#pragma once

#include <vector>

#include "definition/settings.h"
#include "rules/variant_def.h"

namespace tessera {

// Fills `out` from `s`. Returns false, with errors naming line and key, when anything is wrong.
// Pieces without a given value get value -1: the catalogue derives it from their mobility.
bool build_variant(Settings& s, VariantDef& out, std::vector<DefinitionError>& errors);

}  // namespace tessera
