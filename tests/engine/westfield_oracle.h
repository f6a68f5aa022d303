// A second, deliberately naive Westfield move generator written straight from the rules page,
// sharing no code with the engine: the tests compare the engine's moves and results against it.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace tessera::oracle {

// A Westfield position read from FEN by the oracle itself: board[y][x] is a
// FEN letter or '.', y = 0 is rank 1, x = 0 is file a.
struct Board {
  char cell[10][20];
  std::map<char, int> pool;  // captured pieces by FEN letter (upper case = White's)
  bool white = true;         // side to move
  struct Ep {
    int lx, ly, vx, vy;  // passed cell and victim cell
  };
  std::vector<Ep> ep;
  int rule50 = 0, fullmove = 1;
};

Board parse(const std::string& fen);
std::string format(const Board& b);  // the engine's FEN layout

// Every legal move of the side to move: move text -> FEN after the move.
// (A repeated text would be a bug in the oracle, and is reported as "!dup".)
std::map<std::string, std::string> moves(const Board& b);

// Leaf count by the oracle alone, for cross-checking perft.
unsigned long long perft(const std::string& fen, int depth);

}  // namespace tessera::oracle
