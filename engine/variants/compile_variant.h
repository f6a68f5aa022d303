// compile_variant: a built VariantDef made into a checked, shareable Variant. Missing piece
// values come from mobility; the start position must read; move lists must stay bounded.
#pragma once

#include <memory>
#include <vector>

#include "definition/settings.h"
#include "rules/variant.h"

namespace tessera {

// nullptr, with errors located at the responsible keys, when the definition cannot be played.
std::shared_ptr<const Variant> compile_variant(VariantDef def, const Settings& settings,
                                               std::vector<DefinitionError>& errors);

}  // namespace tessera
