// The built-in variants.ini texts, embedded at build time from engine/variants/ini/ (see
// engine/CMakeLists.txt): Tessera's own variants first, then Fairy-Stockfish's.
#pragma once

#include <string_view>
#include <vector>

namespace tessera {

std::vector<std::string_view> builtin_ini_texts();

}  // namespace tessera
