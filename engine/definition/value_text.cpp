// Value readers for definitions: strict whole-string parses with bounds, so that a value is
// either understood exactly or reported; nothing is guessed from a prefix.
#include "definition/value_text.h"

#include <cctype>
#include <charconv>
#include <sstream>

namespace tessera {

namespace {

std::string shown(const std::string& s) {
  std::string q;
  for (char ch : s.substr(0, 40)) q += (ch >= 32 && ch < 127) ? ch : '?';
  return "'" + q + (s.size() > 40 ? "...'" : "'");
}

// Adds the cells that `token` names, or returns a message.
std::string add_region_token(const std::string& token, const Geometry& g, CellSet& out) {
  if (token == "*") {
    for (int i = 0; i < g.size(); ++i) out.add(cell_at(i));
    return "";
  }
  if (token.size() == 6 && token.rfind("shade", 0) == 0 && token[5] >= '0' && token[5] <= '2') {
    for (int i = 0; i < g.size(); ++i)
      if (g.shade(cell_at(i)) == token[5] - '0') out.add(cell_at(i));
    return "";
  }
  if (token.size() >= 2 && token[0] == '*') {  // a whole rank
    int rank = 0;
    if (!read_int(token.substr(1), 1, g.rank_count(), rank).empty())
      return "no rank " + shown(token.substr(1)) + " on this board";
    for (int i = 0; i < g.size(); ++i)
      if (g.rank_of(cell_at(i)) == rank - 1) out.add(cell_at(i));
    return "";
  }
  if (token.size() == 2 && token[1] == '*') {  // a whole file
    for (int f = 0; f < g.file_count(); ++f)
      if (g.file_letter(f) == token[0]) {
        for (Cell c : g.file_cells(f)) out.add(c);
        return "";
      }
    return "no file '" + token.substr(0, 1) + "' on this board";
  }
  const Cell c = g.parse(token);
  if (!is_cell(c)) return shown(token) + " is not a cell of this board";
  out.add(c);
  return "";
}

}  // namespace

std::string read_bool(const std::string& text, bool& out) {
  if (text == "true") out = true;
  else if (text == "false") out = false;
  else return "expected true or false, found " + shown(text);
  return "";
}

std::string read_int(const std::string& text, int lo, int hi, int& out) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
    return "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", found " +
           shown(text);
  out = value;
  return "";
}

std::string read_file_number(const std::string& text, int most, int& out) {
  if (text.size() == 1 && std::islower(static_cast<unsigned char>(text[0]))) {
    if (text[0] - 'a' + 1 > most) return "file " + shown(text) + " is past the largest allowed";
    out = text[0] - 'a' + 1;
    return "";
  }
  return read_int(text, 1, most, out);
}

std::string read_letters(const std::string& text, std::string& out) {
  out.clear();
  if (text == "-" || text.empty()) return "";
  for (char ch : text) {
    if (!std::isalpha(static_cast<unsigned char>(ch))) return "expected piece letters, found " + shown(text);
    const char l = char(std::tolower(static_cast<unsigned char>(ch)));
    if (out.find(l) == std::string::npos) out += l;
  }
  return "";
}

std::string read_region(const std::string& text, const Geometry& g, CellSet& out) {
  out = CellSet();
  if (text == "-" || text.empty()) return "";
  std::istringstream in(text);
  int tokens = 0;
  for (std::string token; in >> token;) {
    if (++tokens > MaxCells) return "a region lists at most " + std::to_string(MaxCells) + " items";
    if (std::string err = add_region_token(token, g, out); !err.empty()) return err;
  }
  return "";
}

}  // namespace tessera
