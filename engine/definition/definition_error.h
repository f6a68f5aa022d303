// DefinitionError: one problem in a variant definition, located by line, variant and key.
// Every reader stage reports through it, so the page and the CLI can point at the exact line.
#pragma once

#include <string>

namespace tessera {

struct DefinitionError {
  int line = 0;         // 1-based; 0 when the problem has no single line
  std::string variant;  // the section's id, when known
  std::string key;      // the key, when the problem is one key's value
  std::string message;

  // "line 12 [mygame] maxFile: ..." with the parts that are known.
  std::string text() const {
    std::string s;
    if (line > 0) s += "line " + std::to_string(line) + " ";
    if (!variant.empty()) s += "[" + variant + "] ";
    if (!key.empty()) s += key + ": ";
    return s + message;
  }
};

}  // namespace tessera
