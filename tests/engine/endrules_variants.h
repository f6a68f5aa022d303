// Fairy-Stockfish's variants whose goal is not only checkmate, or whose captures are forced, as
// Tessera reads them from engine/variants/ini/fairy.ini, for the end-of-game rule tests.
#pragma once

#include <string>

#include "helpers.h"
#include "variants/variants.h"

namespace tessera::test {

inline const Variant& endrules_variant(const std::string& id) { return variant(id); }

// A position of one of these variants; fails the test on a bad FEN.
inline Position endrules_position(const std::string& id, const std::string& fen = "") {
  return position(id, fen);
}

}  // namespace tessera::test
