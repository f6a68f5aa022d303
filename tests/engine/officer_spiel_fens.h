// Officer-Spiel test positions and the FEN symmetries (left-right mirror, colour flip) that
// must leave every perft count unchanged, since no rule of the variant prefers a side or a wing.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "officer_spiel_reference.h"

namespace officer_fens {

inline const std::string Id = "officer-spiel";
inline const std::string Start =
    "rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNR w KQkq - 0 1";

// Two busy positions for deeper cross-checks: both sides may castle both ways, pawns stand
// ready to promote (by push and by capture) and an en-passant capture is open.
inline const std::string BusyWhite = "r3k3m3j2r/1P6p7/16/2pP12/16/16/4p11/R2J4K5aR w KQkq c6 0 1";
inline const std::string BusyBlack = "rn2k4z3s1r/p1pp12/16/16/3Pp11/16/16/R3K4H5R b KQkq d3 0 1";

inline std::vector<std::string> fields(const std::string& fen) {
  std::istringstream in(fen);
  std::vector<std::string> out;
  for (std::string f; in >> f;) out.push_back(f);
  while (out.size() < 6) out.push_back(out.size() == 4 ? "0" : out.size() == 5 ? "1" : "-");
  return out;
}

// The board as 8 strings of 16 characters, top rank first.
inline std::vector<std::string> expand(const std::string& board) {
  std::vector<std::string> rows(1);
  for (size_t i = 0; i < board.size(); ++i) {
    if (board[i] == '/') {
      rows.emplace_back();
    } else if (std::isdigit(static_cast<unsigned char>(board[i]))) {
      int n = 0;
      while (i < board.size() && std::isdigit(static_cast<unsigned char>(board[i])))
        n = n * 10 + (board[i++] - '0');
      --i;
      rows.back() += std::string(size_t(n), '.');
    } else {
      rows.back() += board[i];
    }
  }
  return rows;
}

inline std::string compress(const std::vector<std::string>& rows) {
  std::string out;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r) out += '/';
    int gap = 0;
    for (char c : rows[r]) {
      if (c == '.') {
        ++gap;
        continue;
      }
      if (gap) out += std::to_string(gap), gap = 0;
      out += c;
    }
    if (gap) out += std::to_string(gap);
  }
  return out;
}

// Castling rights written back for a board: K/Q for an outermost rook, else its file letter.
inline std::string rights_of(const officer_ref::Board& b) {
  std::string out;
  for (int c = 0; c < 2; ++c)
    for (int side = 1; side >= 0; --side) {
      const int rf = b.rook_file[c][side];
      if (rf < 0) continue;
      const int home = c == 0 ? 0 : officer_ref::Ranks - 1;
      const char rook = c == 0 ? 'R' : 'r';
      bool outermost = true;
      for (int f = rf + (side ? 1 : -1); f >= 0 && f < officer_ref::Files; f += side ? 1 : -1)
        outermost = outermost && b.sq[home][f] != rook;
      char letter = outermost ? (side ? 'k' : 'q') : char('a' + rf);
      REQUIRE((outermost || letter != 'k'));  // an inner rook on file k has no FEN letter
      out += c == 0 ? char(std::toupper(letter)) : letter;
    }
  return out.empty() ? "-" : out;
}

// Files a..p reversed: the same game seen in a mirror.
inline std::string mirror(const std::string& fen) {
  std::vector<std::string> f = fields(fen);
  std::vector<std::string> rows = expand(f[0]);
  for (std::string& row : rows) std::reverse(row.begin(), row.end());
  officer_ref::Board b = officer_ref::from_fen(fen);
  officer_ref::Board m = officer_ref::from_fen(compress(rows) + " w - - 0 1");
  for (int c = 0; c < 2; ++c)
    for (int side = 0; side < 2; ++side)
      if (b.rook_file[c][side] >= 0) m.rook_file[c][1 - side] = officer_ref::Files - 1 - b.rook_file[c][side];
  if (f[3] != "-") f[3][0] = char('a' + ('p' - f[3][0]));
  return compress(rows) + " " + f[1] + " " + rights_of(m) + " " + f[3] + " " + f[4] + " " + f[5];
}

// Ranks reversed and colours swapped: the same game with Black in White's place.
inline std::string flip(const std::string& fen) {
  std::vector<std::string> f = fields(fen);
  std::vector<std::string> rows = expand(f[0]);
  std::reverse(rows.begin(), rows.end());
  auto swap_case = [](std::string& s) {
    for (char& c : s)
      c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(static_cast<unsigned char>(c)))
                                                      : char(std::toupper(static_cast<unsigned char>(c)));
  };
  for (std::string& row : rows) swap_case(row);
  std::string rights = f[2];
  if (rights != "-") swap_case(rights);
  std::string ep = f[3];
  if (ep != "-") ep = ep.substr(0, 1) + std::to_string(officer_ref::Ranks + 1 - std::stoi(ep.substr(1)));
  return compress(rows) + (f[1] == "w" ? " b " : " w ") + rights + " " + ep + " " + f[4] + " " + f[5];
}

}  // namespace officer_fens
