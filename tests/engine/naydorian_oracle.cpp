// The naive Naydorian generator: every rule read from naydorian.md and coded in the plainest way,
// with check found by generating the opponent's moves. Slow on purpose, and independent of the engine.
#include "naydorian_oracle.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <stdexcept>

namespace tessera::test::naydorian_oracle {

namespace {

const std::string Files = "abcdefghiklmn";

struct V {
  int q, r;
};
V operator+(V a, V b) { return {a.q + b.q, a.r + b.r}; }
bool operator==(V a, V b) { return a.q == b.q && a.r == b.r; }

// The six edge-neighbour steps, turning clockwise from "up the file".
const V Orth[6] = {{0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}};
// A diagonal runs out through the corner shared by two adjacent orthogonals,
// so its step is their sum.
V diag(int i, int j) { return Orth[(i + 6) % 6] + Orth[(j + 6) % 6]; }
constexpr int Up = 0, Down = 3;

int lowest_r(int q) { return std::max(-6, -6 - q); }
bool on(V p) { return on_board(p.q, p.r); }
bool white(V p) { return is_white(p.q, p.r); }
bool gold_piece(char p) { return std::isupper(static_cast<unsigned char>(p)) != 0; }
bool guard_piece(char p) {
  const char l = char(std::tolower(static_cast<unsigned char>(p)));
  return l == 'y' || l == 'c';
}

struct Mv {
  V from, to;
  char promo;
};

// The next coloured cell along v, skipping one white cell; an enemy Guard on
// that white cell stops the step when it is `blockable` (not a leap).
bool army_step(const Board& b, V from, V v, bool gold, bool blockable, V& to) {
  V n = from + v;
  if (!on(n)) return false;
  if (white(n)) {
    const char g = b.at(n.q, n.r);
    if (blockable && g != '.' && guard_piece(g) && gold_piece(g) != gold) return false;
    n = n + v;
    if (!on(n)) return false;
  }
  to = n;
  return true;
}

class Gen {
 public:
  Gen(const Board& b, bool gold) : b_(b), gold_(gold) {}

  std::vector<Mv> run() {
    for (int q = -6; q <= 6; ++q)
      for (int r = -6; r <= 6; ++r) {
        const char p = on_board(q, r) ? b_.at(q, r) : '.';
        if (p != '.' && gold_piece(p) == gold_)
          piece({q, r}, char(std::tolower(static_cast<unsigned char>(p))));
      }
    return out_;
  }

 private:
  // Army pieces (and the King) land on coloured cells and take enemy Army
  // pieces or the King; Guards land on white cells and take enemy Guards.
  bool land(V from, V to, bool guard, bool may_move, bool may_capture, char promo = 0) {
    if (!on(to)) return false;
    if (white(to) != guard) throw std::logic_error("oracle: a piece would leave its cell class");
    const char there = b_.at(to.q, to.r);
    const bool ok =
        there == '.' ? may_move : may_capture && gold_piece(there) != gold_ && guard_piece(there) == guard;
    if (ok) add(from, to, promo);
    return there == '.';
  }

  void add(V from, V to, char promo) {
    for (const Mv& m : out_)
      if (m.from == from && m.to == to && m.promo == promo) return;  // a War-Horse target reached twice
    out_.push_back({from, to, promo});
  }

  void piece(V p, char kind) {
    const int fwd = gold_ ? Up : Down;
    V t{};
    switch (kind) {
      case 'k':
        for (int i = 0; i < 6; ++i) {
          if (army_step(b_, p, Orth[i], gold_, true, t)) land(p, t, false, true, true);
          land(p, p + diag(i, i + 1), false, true, true);
        }
        break;
      case 't':
        for (int i = 0; i < 6; ++i)
          for (V at = p; army_step(b_, at, Orth[i], gold_, true, t) && land(p, t, false, true, true);) at = t;
        break;
      case 'g':
      case 'h':
      case 'w':
        if (kind != 'w') hound(p);
        if (kind != 'h') horse(p);
        break;
      case 'p':
        if (army_step(b_, p, Orth[fwd], gold_, true, t) && b_.at(t.q, t.r) == '.') {
          V beyond{};
          if (army_step(b_, t, Orth[fwd], gold_, false, beyond)) add(p, t, 0);
          else
            for (char c : {'g', 't', 'h', 'w'}) add(p, t, c);
        }
        for (int side : {-1, 1}) {
          const V to = p + diag(fwd, fwd + side);
          if (!on(to) || b_.at(to.q, to.r) == '.') continue;
          V beyond{};
          if (army_step(b_, to, Orth[fwd], gold_, false, beyond)) land(p, to, false, false, true);
          else
            for (char c : {'g', 't', 'h', 'w'}) land(p, to, false, false, true, c);
        }
        break;
      case 'y':
      case 'c': {
        // Forward diagonals, the two sideways ones, and (Captain) the backward ones.
        std::vector<V> steps = {diag(fwd, fwd + 1), diag(fwd, fwd - 1), diag(fwd + 1, fwd + 2),
                                diag(fwd - 1, fwd - 2)};
        if (kind == 'c') steps.insert(steps.end(), {diag(fwd + 2, fwd + 3), diag(fwd - 2, fwd - 3)});
        for (V s : steps) {
          const V to = p + s;
          // Red's Guard row is the horizontal row 3 white cells above the centre, Gold's below.
          const bool promotes = kind == 'y' && 2 * to.r + to.q == (gold_ ? 6 : -6);
          land(p, to, true, true, true, promotes ? 'c' : 0);
        }
        break;
      }
      default: throw std::logic_error("oracle: unknown piece");
    }
  }

  void hound(V p) {
    V t{}, t2{};
    for (int i = 0; i < 6; ++i) {
      if (army_step(b_, p, Orth[i], gold_, true, t)) land(p, t, false, true, true);
      if (army_step(b_, p, Orth[i], gold_, false, t) && army_step(b_, t, Orth[i], gold_, false, t2))
        land(p, t2, false, true, true);
    }
  }

  void horse(V p) {
    V t{};
    for (int i = 0; i < 6; ++i)
      if (army_step(b_, p, Orth[i], gold_, false, t)) {
        land(p, t + diag(i, i + 1), false, true, true);
        land(p, t + diag(i, i - 1), false, true, true);
      }
  }

  const Board& b_;
  bool gold_;
  std::vector<Mv> out_;
};

Board play(const Board& b, const Mv& m) {
  Board n = b;
  char p = n.at(m.from.q, m.from.r);
  if (m.promo) p = n.gold_to_move ? char(std::toupper(static_cast<unsigned char>(m.promo))) : m.promo;
  n.at(m.to.q, m.to.r) = p;
  n.at(m.from.q, m.from.r) = '.';
  n.gold_to_move = !n.gold_to_move;
  return n;
}

std::vector<Mv> legal(const Board& b) {
  std::vector<Mv> out;
  for (const Mv& m : Gen(b, b.gold_to_move).run())
    if (!in_check(play(b, m), b.gold_to_move)) out.push_back(m);
  return out;
}

// Cells of one rank, left to right.
std::vector<V> rank_cells(int rank) {
  std::vector<V> out;
  for (int q = -6; q <= 6; ++q) {
    const V p{q, rank - 1 + lowest_r(q)};
    if (on(p)) out.push_back(p);
  }
  return out;
}

}  // namespace

bool on_board(int q, int r) { return std::abs(q) <= 6 && std::abs(r) <= 6 && std::abs(q + r) <= 6; }
bool is_white(int q, int r) { return ((q - r) % 3 + 3) % 3 == 0; }
std::string cell_name(int q, int r) { return Files[q + 6] + std::to_string(r - lowest_r(q) + 1); }

bool in_check(const Board& b, bool gold) {
  const char king = gold ? 'K' : 'k';
  for (const Mv& m : Gen(b, !gold).run())
    if (b.at(m.to.q, m.to.r) == king) return true;
  return false;
}

std::vector<std::string> legal_moves(const Board& b) {
  std::vector<std::string> out;
  for (const Mv& m : legal(b)) {
    out.push_back(cell_name(m.from.q, m.from.r) + cell_name(m.to.q, m.to.r));
    if (m.promo) out.back() += m.promo;
  }
  std::sort(out.begin(), out.end());
  return out;
}

uint64_t perft(const Board& b, int depth) {
  if (depth == 0) return 1;
  const std::vector<Mv> moves = legal(b);
  if (depth == 1) return moves.size();
  uint64_t n = 0;
  for (const Mv& m : moves) n += perft(play(b, m), depth - 1);
  return n;
}

Board from_fen(const std::string& fen) {
  Board b;
  for (auto& col : b.cell)
    for (char& c : col) c = '.';
  const size_t space = fen.find(' ');
  const std::string field = fen.substr(0, space);
  b.gold_to_move = space == std::string::npos || fen.compare(space + 1, 1, "b") != 0;
  int rank = 13;
  size_t i = 0;
  while (rank >= 1) {
    const std::vector<V> cells = rank_cells(rank);
    size_t k = 0;
    for (; i < field.size() && field[i] != '/'; ++i) {
      if (std::isdigit(static_cast<unsigned char>(field[i]))) {
        int n = 0;
        while (i < field.size() && std::isdigit(static_cast<unsigned char>(field[i])))
          n = n * 10 + (field[i++] - '0');
        --i;
        k += size_t(n);
      } else {
        if (k >= cells.size()) throw std::runtime_error("oracle: rank too long");
        b.at(cells[k].q, cells[k].r) = field[i];
        ++k;
      }
    }
    if (k != cells.size())
      throw std::runtime_error("oracle: rank " + std::to_string(rank) + " has the wrong length");
    ++i;
    --rank;
  }
  return b;
}

std::string to_fen(const Board& b) {
  std::string out;
  for (int rank = 13; rank >= 1; --rank) {
    int empty = 0;
    for (V p : rank_cells(rank)) {
      const char c = b.at(p.q, p.r);
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (rank > 1) out += '/';
  }
  return out + (b.gold_to_move ? " w - - 0 1" : " b - - 0 1");
}

}  // namespace tessera::test::naydorian_oracle
