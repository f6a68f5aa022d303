// IniText: a variants.ini document split into sections and key = value lines, with line numbers.
// Only syntax is checked here; what the keys mean is the variant reader's job.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "definition/definition_error.h"

namespace tessera {

// Bounds on what a definition may cost to read; a link or a page can carry one.
constexpr size_t MaxDefinitionBytes = 256 * 1024;
constexpr size_t MaxLineBytes = 2000;
constexpr int MaxSections = 200;
constexpr int MaxEntriesPerSection = 400;
constexpr size_t MaxIdLength = 40;

struct IniEntry {
  int line = 0;
  std::string key, value;
};

struct IniSection {
  int line = 0;
  std::string id, parent;  // parent is empty without inheritance
  std::vector<IniEntry> entries;
};

// A variant id: letters, digits, '-' and '_', at most MaxIdLength characters.
bool is_variant_id(std::string_view id);

// Splits `text` into sections. Comment lines start with '#' or ';'. Returns false, with
// errors, for text too large, lines outside a section, malformed headers or lines.
bool read_ini(std::string_view text, std::vector<IniSection>& out, std::vector<DefinitionError>& errors);

}  // namespace tessera
