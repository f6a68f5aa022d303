// The oracle's own FEN reader and writer for Westfield, independent of engine/notation.
#include <cctype>
#include <sstream>

#include "westfield_oracle.h"

namespace tessera::oracle {

namespace {

const std::string Order = "PNBRQXYSGHE";  // the engine's piece-type order, for pools

bool read_cell(const std::string& s, size_t& i, int& x, int& y) {
  if (i >= s.size() || s[i] < 'a' || s[i] > 't') return false;
  x = s[i++] - 'a';
  int n = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) n = n * 10 + (s[i++] - '0');
  y = n - 1;
  return y >= 0 && y < 10;
}

std::string name(int x, int y) { return std::string(1, char('a' + x)) + std::to_string(y + 1); }

}  // namespace

Board parse(const std::string& fen) {
  Board b;
  for (auto& row : b.cell)
    for (char& c : row) c = '.';
  std::istringstream in(fen);
  std::string board, side = "w", castling = "-", ep = "-";
  in >> board >> side >> castling >> ep >> b.rule50 >> b.fullmove;
  const size_t open = board.find('[');
  if (open != std::string::npos) {
    for (size_t i = open + 1; i < board.size() && board[i] != ']'; ++i) ++b.pool[board[i]];
    board = board.substr(0, open);
  }
  int x = 0, y = 9;
  for (size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      --y, x = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = 0;
      while (i < board.size() && std::isdigit(static_cast<unsigned char>(board[i])))
        n = n * 10 + (board[i++] - '0');
      --i;
      x += n;
    } else {
      b.cell[y][x++] = c;
    }
  }
  b.white = side == "w";
  if (ep != "-") {
    std::istringstream items(ep);
    for (std::string item; std::getline(items, item, ',');) {
      Board::Ep e{};
      size_t i = 0;
      read_cell(item, i, e.lx, e.ly);
      if (!read_cell(item, i, e.vx, e.vy)) e.vx = e.lx, e.vy = e.ly + 1;
      b.ep.push_back(e);
    }
  }
  return b;
}

std::string format(const Board& b) {
  std::string out;
  for (int y = 9; y >= 0; --y) {
    int run = 0;
    for (int x = 0; x < 20; ++x) {
      if (b.cell[y][x] == '.') {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += b.cell[y][x];
    }
    if (run) out += std::to_string(run);
    if (y) out += '/';
  }
  out += '[';
  for (int white = 1; white >= 0; --white)
    for (char t : Order) {
      const char letter = white ? t : char(std::tolower(t));
      auto it = b.pool.find(letter);
      if (it != b.pool.end() && it->second > 0) out += std::string(size_t(it->second), letter);
    }
  out += ']';
  out += b.white ? " w - " : " b - ";
  std::string ep;
  for (const Board::Ep& e : b.ep) {
    if (!ep.empty()) ep += ',';
    ep += name(e.lx, e.ly);
    if (e.vx != e.lx || e.vy != e.ly + 1) ep += name(e.vx, e.vy);
  }
  out += ep.empty() ? "-" : ep;
  out += ' ' + std::to_string(b.rule50) + ' ' + std::to_string(b.fullmove);
  return out;
}

}  // namespace tessera::oracle
