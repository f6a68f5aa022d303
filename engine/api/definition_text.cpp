// Cuts one section out of the embedded built-in ini texts, by scanning its lines.
#include "api/definition_text.h"

#include <vector>

#include "variants/builtin_texts.h"

namespace tessera {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool is_comment(std::string_view line) { return !line.empty() && (line[0] == '#' || line[0] == ';'); }

// The id named by a section header line "[id]" or "[id:parent]", or "" for any other line.
std::string_view header_id(std::string_view line) {
  if (line.size() < 3 || line.front() != '[' || line.back() != ']') return {};
  std::string_view inner = line.substr(1, line.size() - 2);
  return trim(inner.substr(0, inner.find(':')));
}

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    out.push_back(trim(text.substr(0, end)));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return out;
}

std::string section_of(const std::vector<std::string_view>& lines, size_t header) {
  size_t first = header;
  while (first > 0 && is_comment(lines[first - 1])) --first;
  size_t last = header + 1;
  while (last < lines.size() && (lines[last].empty() || lines[last][0] != '[')) ++last;
  while (last > header + 1 && (lines[last - 1].empty() || is_comment(lines[last - 1]))) --last;
  std::string out;
  for (size_t i = first; i < last; ++i) out.append(lines[i]).push_back('\n');
  return out;
}

}  // namespace

std::string builtin_definition_text(std::string_view id) {
  if (id.empty()) return "";
  for (std::string_view text : builtin_ini_texts()) {
    const auto lines = lines_of(text);
    for (size_t i = 0; i < lines.size(); ++i)
      if (header_id(lines[i]) == id) return section_of(lines, i);
  }
  return "";
}

}  // namespace tessera
