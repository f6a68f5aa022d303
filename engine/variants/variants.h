// The variant registry: every playable variant by id, built once and shared read-only.
// A new variant is one definition function here plus its file in this folder.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/variant.h"

namespace tessera {

VariantDef westfield_def();
VariantDef chess_def();
VariantDef capablanca_def();
VariantDef officer_spiel_def();
VariantDef glinski_def();
VariantDef naydorian_def();

// The compiled variant for `id`, or nullptr when there is none.
const Variant* find_variant(std::string_view id);

// All ids, in the order the page lists them.
std::vector<std::string> variant_ids();

}  // namespace tessera
