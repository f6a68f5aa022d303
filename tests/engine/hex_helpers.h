// Helpers for hex-variant tests: a position from a list of placed pieces ("Kg2 tg8 Yg4"), and the
// legal destinations of the piece on one cell, so tests read like the hand-drawn diagrams they check.
#pragma once

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "helpers.h"
#include "rules/fen_board.h"

namespace tessera::test {

// A FEN of variant `id` with the listed pieces (upper case White/Gold) and `side` to move.
inline std::string placed(const std::string& id, const std::string& pieces, char side = 'w') {
  const Variant& v = variant(id);
  const Geometry& g = v.geometry();
  std::vector<Piece> board(g.size(), Piece::None);
  std::istringstream in(pieces);
  for (std::string item; in >> item;) {
    INFO(item);
    const Cell c = g.parse(item.substr(1));
    const PieceType t = v.type_of_letter(char(std::tolower(static_cast<unsigned char>(item[0]))));
    REQUIRE(is_cell(c));
    REQUIRE(t != PieceType::None);
    board[idx(c)] =
        make_piece(std::isupper(static_cast<unsigned char>(item[0])) ? Color::White : Color::Black, t);
  }
  return format_fen_board(v, board) + " " + side + " - - 0 1";
}

// The same FEN with its halfmove clock set.
inline std::string with_clock(const std::string& fen, int clock) {
  const size_t last = fen.rfind(' '), clock_at = fen.rfind(' ', last - 1) + 1;
  return fen.substr(0, clock_at) + std::to_string(clock) + fen.substr(last);
}

inline Position placed_position(const std::string& id, const std::string& pieces, char side = 'w') {
  return position(id, placed(id, pieces, side));
}

// The legal destinations of the piece on `from`, each with its promotion letter, sorted.
inline std::vector<std::string> destinations(Position& p, const std::string& from) {
  std::vector<std::string> out;
  for (const std::string& m : legal_texts(p))
    if (m.size() > from.size() && m.compare(0, from.size(), from) == 0 &&
        !std::isdigit(static_cast<unsigned char>(m[from.size()])))  // "g1" is not the start of "g12g11"
      out.push_back(m.substr(from.size()));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> sorted(std::initializer_list<const char*> names) {
  std::vector<std::string> out(names.begin(), names.end());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace tessera::test
