// A second, deliberately naive Naydorian move generator written straight from the rules text,
// sharing no code with the engine (its own coordinates, names, FEN reader and check test).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::test::naydorian_oracle {

// A position as the rules text describes it: axial (q, r) from -6 to 6,
// letters as in FEN (upper case Gold), '.' for an empty or missing cell.
struct Board {
  char cell[13][13];
  bool gold_to_move = true;

  char& at(int q, int r) { return cell[q + 6][r + 6]; }
  char at(int q, int r) const { return cell[q + 6][r + 6]; }
};

// Reads the board and side fields of a FEN; throws std::runtime_error on a bad one.
Board from_fen(const std::string& fen);
std::string to_fen(const Board& b);

// Cell names and the board's extent, computed from the description.
bool on_board(int q, int r);
std::string cell_name(int q, int r);
bool is_white(int q, int r);

// Legal moves of the side to move as engine-style text ("g3g5", "g11g12t"), sorted.
std::vector<std::string> legal_moves(const Board& b);
bool in_check(const Board& b, bool gold);
uint64_t perft(const Board& b, int depth);

}  // namespace tessera::test::naydorian_oracle
