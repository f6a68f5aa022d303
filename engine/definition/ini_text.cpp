// Splits variants.ini text into sections and entries, enforcing the size bounds first so that
// hostile text costs no more than reading it once.
#include "definition/ini_text.h"

#include <cctype>

namespace tessera {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Shows a piece of hostile text safely: printable ASCII only, and not too much of it.
std::string quote(std::string_view s) {
  std::string q = "'";
  for (char ch : s.substr(0, 40)) q += (ch >= 32 && ch < 127) ? ch : '?';
  return q + (s.size() > 40 ? "...'" : "'");
}

bool header(std::string_view line, int number, IniSection& out, std::vector<DefinitionError>& errors) {
  if (line.back() != ']') {
    errors.push_back({number, "", "", "a section header must end with ']': " + quote(line)});
    return false;
  }
  std::string_view inner = trim(line.substr(1, line.size() - 2));
  std::string_view id = inner, parent;
  if (const size_t colon = inner.find(':'); colon != std::string_view::npos) {
    id = trim(inner.substr(0, colon));
    parent = trim(inner.substr(colon + 1));
    if (!is_variant_id(parent)) {
      errors.push_back({number, std::string(id), "", "the parent " + quote(parent) + " is not a variant id"});
      return false;
    }
  }
  if (!is_variant_id(id)) {
    errors.push_back(
        {number, "", "", quote(id) + " is not a variant id (letters, digits, '-' and '_', at most 40)"});
    return false;
  }
  out = {number, std::string(id), std::string(parent), {}};
  return true;
}

}  // namespace

bool is_variant_id(std::string_view id) {
  if (id.empty() || id.size() > MaxIdLength) return false;
  for (char ch : id)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '_') return false;
  return true;
}

bool read_ini(std::string_view text, std::vector<IniSection>& out, std::vector<DefinitionError>& errors) {
  const size_t before = errors.size();
  if (text.size() > MaxDefinitionBytes) {
    errors.push_back({0, "", "",
                      "the definition is " + std::to_string(text.size()) + " bytes; at most " +
                          std::to_string(MaxDefinitionBytes) + " are allowed"});
    return false;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte-order mark from an editor
  int number = 0;
  bool skipping = false;  // after a bad header, its lines belong to no section
  while (!text.empty()) {
    ++number;
    const size_t eol = text.find('\n');
    std::string_view raw = text.substr(0, eol);
    text.remove_prefix(eol == std::string_view::npos ? text.size() : eol + 1);
    if (raw.size() > MaxLineBytes) {
      errors.push_back(
          {number, "", "", "the line is longer than " + std::to_string(MaxLineBytes) + " bytes"});
      continue;
    }
    const std::string_view line = trim(raw);
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line[0] == '[') {
      IniSection s;
      skipping = !header(line, number, s, errors);
      if (skipping) continue;
      if (int(out.size()) >= MaxSections) {
        errors.push_back({number, s.id, "", "more than " + std::to_string(MaxSections) + " sections"});
        return false;
      }
      out.push_back(std::move(s));
      continue;
    }
    if (skipping) continue;
    const size_t eq = line.find('=');
    if (out.empty()) {
      errors.push_back({number, "", "", "a line before the first [section]: " + quote(line)});
      continue;
    }
    IniSection& s = out.back();
    if (eq == std::string_view::npos) {
      errors.push_back({number, s.id, "", "expected 'key = value', found " + quote(line)});
      continue;
    }
    if (int(s.entries.size()) >= MaxEntriesPerSection) {
      errors.push_back({number, s.id, "", "more than " + std::to_string(MaxEntriesPerSection) + " keys"});
      continue;
    }
    const std::string_view key = trim(line.substr(0, eq));
    if (key.empty()) {
      errors.push_back({number, s.id, "", "a line with a value but no key"});
      continue;
    }
    s.entries.push_back({number, std::string(key), std::string(trim(line.substr(eq + 1)))});
  }
  return errors.size() == before;
}

}  // namespace tessera
