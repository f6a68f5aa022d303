// The variant catalogue: the built-in variants (Tessera's own and Fairy-Stockfish's, read from
// the ini files embedded at build) and any read at run time, each compiled once and shared.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "definition/definition_error.h"
#include "rules/variant.h"

namespace tessera {

// The compiled variant for `id`, built-in or loaded, or nullptr. A loaded variant replaced by a
// later load stays alive while anything holds it through acquire_variant.
const Variant* find_variant(std::string_view id);
std::shared_ptr<const Variant> acquire_variant(std::string_view id);

// Why a built-in Fairy-Stockfish variant cannot be played yet (the first definition error), or "".
std::string unplayable_reason(std::string_view id);

// Tessera's own variants, in the order the page lists them.
std::vector<std::string> variant_ids();
// Every playable variant: the built-ins, then the loaded ones in the order first loaded.
std::vector<std::string> all_variant_ids();
// The playable built-ins alone: Tessera's own, then Fairy-Stockfish's.
std::vector<std::string> builtin_variant_ids();

struct LoadResult {
  std::vector<std::string> ids;  // the variants defined, in the text's order
  std::vector<DefinitionError> errors;
  bool ok() const { return errors.empty(); }
};

// Bounds on what run-time definitions may add to a process.
constexpr int MaxLoadedVariants = 256;
constexpr int MaxMovesPerPosition = 20000;  // an upper bound estimated from the piece tables

// Reads `text` (variants.ini format). With any error nothing is registered; otherwise every
// section becomes a variant under its id, replacing an earlier load of the same id. A section
// may inherit from a built-in or from another section of the text.
LoadResult load_variants(std::string_view text);
// The same reading and checks, registering nothing (for `tessera check` and the editor).
LoadResult check_variants(std::string_view text);

}  // namespace tessera
