// A second, deliberately plain Officer-Spiel move generator, written from the rules text alone and
// sharing no code with the engine: the tests compare the engine's moves and perft counts against it.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace officer_ref {

constexpr int Files = 16, Ranks = 8;

// The board as characters ('.' empty, FEN letters otherwise), rank 0 = rank 1.
struct Board {
  char sq[Ranks][Files];
  bool white = true;
  int rook_file[2][2] = {{-1, -1}, {-1, -1}};  // [White, Black][towards a, towards p]: castling rook's file
  int ep_file = -1, ep_rank = -1;
};

struct Move {
  enum Kind { Plain, Double, EnPassant, Castle };
  int ff, fr, tf, tr;
  char promo = 0;  // lower-case letter
  Kind kind = Plain;
  int side = 0;  // castles: 0 towards file a, 1 towards file p
};

inline bool on_board(int f, int r) { return f >= 0 && f < Files && r >= 0 && r < Ranks; }
inline bool is_white(char p) { return std::isupper(static_cast<unsigned char>(p)); }
inline char lower(char p) { return char(std::tolower(static_cast<unsigned char>(p))); }
inline int colour_index(bool white) { return white ? 0 : 1; }

// How each piece moves, straight from the table in the rules.
struct Powers {
  bool orth_slide = false, diag_slide = false, wazir = false, ferz = false, knight = false;
};

inline Powers powers(char letter) {
  Powers p;
  switch (lower(letter)) {
    case 'k': p.wazir = p.ferz = true; break;
    case 'q': p.orth_slide = p.diag_slide = true; break;
    case 'r': p.orth_slide = true; break;
    case 'b': p.diag_slide = true; break;
    case 'n': p.knight = true; break;
    case 'z': p.orth_slide = p.diag_slide = p.knight = true; break;  // Amazon
    case 'h': p.orth_slide = p.knight = p.ferz = true; break;        // Ship
    case 'f': p.diag_slide = p.knight = p.wazir = true; break;       // Freemason
    case 'c': p.orth_slide = p.knight = true; break;                 // Chancellor
    case 'a': p.diag_slide = p.knight = true; break;                 // Archbishop
    case 's': p.orth_slide = p.ferz = true; break;                   // Sailor
    case 'm': p.diag_slide = p.wazir = true; break;                  // Missionary
    case 'j': p.wazir = p.ferz = p.knight = true; break;             // Judge
  }
  return p;
}

// Are all squares strictly between the two (on one line) empty?
inline bool path_clear(const Board& b, int f, int r, int tf, int tr) {
  const int df = (tf > f) - (tf < f), dr = (tr > r) - (tr < r);
  for (f += df, r += dr; f != tf || r != tr; f += df, r += dr)
    if (b.sq[r][f] != '.') return false;
  return true;
}

// Does the piece on (f, r) attack (tf, tr)? Looked at from the attacker, unlike the engine.
inline bool attacks(const Board& b, int f, int r, int tf, int tr) {
  const char p = b.sq[r][f];
  const int df = tf - f, dr = tr - r, adf = std::abs(df), adr = std::abs(dr);
  if (adf == 0 && adr == 0) return false;
  if (lower(p) == 'p') return adf == 1 && dr == (is_white(p) ? 1 : -1);
  const Powers w = powers(p);
  if (w.knight && ((adf == 1 && adr == 2) || (adf == 2 && adr == 1))) return true;
  if (w.wazir && adf + adr == 1) return true;
  if (w.ferz && adf == 1 && adr == 1) return true;
  if (w.orth_slide && (adf == 0 || adr == 0) && path_clear(b, f, r, tf, tr)) return true;
  if (w.diag_slide && adf == adr && path_clear(b, f, r, tf, tr)) return true;
  return false;
}

inline bool attacked(const Board& b, int tf, int tr, bool by_white) {
  for (int r = 0; r < Ranks; ++r)
    for (int f = 0; f < Files; ++f)
      if (b.sq[r][f] != '.' && is_white(b.sq[r][f]) == by_white && attacks(b, f, r, tf, tr)) return true;
  return false;
}

inline bool king_attacked(const Board& b, bool white_king) {
  const char k = white_king ? 'K' : 'k';
  for (int r = 0; r < Ranks; ++r)
    for (int f = 0; f < Files; ++f)
      if (b.sq[r][f] == k) return attacked(b, f, r, !white_king);
  return false;
}

inline Board make(const Board& b, const Move& m) {
  Board n = b;
  const char p = b.sq[m.fr][m.ff];
  const int us = colour_index(b.white);
  n.ep_file = n.ep_rank = -1;
  if (m.kind == Move::Castle) {
    const int rf = b.rook_file[us][m.side];
    const char rook = b.sq[m.fr][rf];
    n.sq[m.fr][m.ff] = n.sq[m.fr][rf] = '.';
    n.sq[m.tr][m.tf] = p;
    n.sq[m.fr][m.ff] = rook;  // the rook lands where the king stood
  } else {
    n.sq[m.fr][m.ff] = '.';
    n.sq[m.tr][m.tf] = m.promo ? (b.white ? char(std::toupper(m.promo)) : m.promo) : p;
    if (m.kind == Move::EnPassant) n.sq[m.fr][m.tf] = '.';
    if (m.kind == Move::Double) n.ep_file = m.ff, n.ep_rank = (m.fr + m.tr) / 2;
  }
  // A king's move ends both rights; a rook leaving or captured on its square ends its own.
  if (lower(p) == 'k') n.rook_file[us][0] = n.rook_file[us][1] = -1;
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < 2; ++s) {
      const int home = c == 0 ? 0 : Ranks - 1;
      const int rf = n.rook_file[c][s];
      if (rf >= 0 && ((m.fr == home && m.ff == rf) || (m.tr == home && m.tf == rf))) n.rook_file[c][s] = -1;
    }
  n.white = !b.white;
  return n;
}

inline void add_pawn_move(const Board& b, Move m, std::vector<Move>& out) {
  const int last = b.white ? Ranks - 1 : 0;
  if (m.tr != last) {
    out.push_back(m);
    return;
  }
  for (char c : std::string("qrbnzhfcasmj")) {
    m.promo = c;
    out.push_back(m);
  }
}

inline void pawn_moves(const Board& b, int f, int r, std::vector<Move>& out) {
  const int dir = b.white ? 1 : -1, start = b.white ? 1 : Ranks - 2;
  if (on_board(f, r + dir) && b.sq[r + dir][f] == '.') {
    add_pawn_move(b, {f, r, f, r + dir}, out);
    if (r == start && b.sq[r + 2 * dir][f] == '.') out.push_back({f, r, f, r + 2 * dir, 0, Move::Double});
  }
  for (int df : {-1, 1}) {
    const int tf = f + df, tr = r + dir;
    if (!on_board(tf, tr)) continue;
    const char t = b.sq[tr][tf];
    if (t != '.' && is_white(t) != b.white) add_pawn_move(b, {f, r, tf, tr}, out);
    if (t == '.' && tf == b.ep_file && tr == b.ep_rank) out.push_back({f, r, tf, tr, 0, Move::EnPassant});
  }
}

inline void piece_moves(const Board& b, int f, int r, std::vector<Move>& out) {
  for (int tr = 0; tr < Ranks; ++tr)
    for (int tf = 0; tf < Files; ++tf) {
      const char t = b.sq[tr][tf];
      if ((t == '.' || is_white(t) != b.white) && attacks(b, f, r, tf, tr)) out.push_back({f, r, tf, tr});
    }
}

inline void castles(const Board& b, std::vector<Move>& out) {
  const int us = colour_index(b.white), home = b.white ? 0 : Ranks - 1;
  int kf = -1;
  for (int f = 0; f < Files; ++f)
    if (b.sq[home][f] == (b.white ? 'K' : 'k')) kf = f;
  if (kf < 0 || attacked(b, kf, home, !b.white)) return;
  for (int side = 0; side < 2; ++side) {
    const int rf = b.rook_file[us][side];
    if (rf < 0) continue;
    for (int f = std::min(kf, rf) + 1; f < std::max(kf, rf); ++f)
      if (b.sq[home][f] == '.' && !attacked(b, f, home, !b.white))
        out.push_back({kf, home, f, home, 0, Move::Castle, side});
  }
}

inline std::vector<Move> legal_moves(const Board& b) {
  std::vector<Move> pseudo, legal;
  for (int r = 0; r < Ranks; ++r)
    for (int f = 0; f < Files; ++f) {
      const char p = b.sq[r][f];
      if (p == '.' || is_white(p) != b.white) continue;
      if (lower(p) == 'p') pawn_moves(b, f, r, pseudo);
      else piece_moves(b, f, r, pseudo);
    }
  castles(b, pseudo);
  for (const Move& m : pseudo)
    if (!king_attacked(make(b, m), b.white)) legal.push_back(m);
  return legal;
}

inline uint64_t perft(const Board& b, int depth) {
  if (depth == 0) return 1;
  const std::vector<Move> moves = legal_moves(b);
  if (depth == 1) return moves.size();
  uint64_t n = 0;
  for (const Move& m : moves) n += perft(make(b, m), depth - 1);
  return n;
}

inline std::string square(int f, int r) { return std::string(1, char('a' + f)) + std::to_string(r + 1); }

// The same move text the rules page documents: coordinates, or O-O@ / O-O-O@ for castles.
inline std::string text(const Move& m) {
  if (m.kind == Move::Castle) return (m.side ? "O-O@" : "O-O-O@") + square(m.tf, m.tr);
  std::string s = square(m.ff, m.fr) + square(m.tf, m.tr);
  if (m.promo) s += m.promo;
  return s;
}

// Reads the FEN fields this generator needs; KQkq name the outermost rook, other letters a file.
inline Board from_fen(const std::string& fen) {
  Board b;
  for (auto& row : b.sq)
    for (char& c : row) c = '.';
  std::istringstream in(fen);
  std::string board, side = "w", rights = "-", ep = "-";
  in >> board >> side >> rights >> ep;
  int r = Ranks - 1, f = 0;
  for (size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      --r, f = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = 0;
      while (i < board.size() && std::isdigit(static_cast<unsigned char>(board[i])))
        n = n * 10 + (board[i++] - '0');
      --i;
      for (; n > 0; --n) b.sq[r][f++] = '.';
    } else {
      b.sq[r][f++] = c;
    }
  }
  b.white = side == "w";
  for (char c : rights) {
    if (c == '-') continue;
    const bool white = is_white(c);
    const int home = white ? 0 : Ranks - 1, us = colour_index(white);
    const char rook = white ? 'R' : 'r', king = white ? 'K' : 'k';
    int kf = 0;
    for (int x = 0; x < Files; ++x)
      if (b.sq[home][x] == king) kf = x;
    const char l = lower(c);
    int rf = -1;
    if (l == 'k')
      for (int x = Files - 1; x > kf && rf < 0; --x) rf = b.sq[home][x] == rook ? x : -1;
    else if (l == 'q')
      for (int x = 0; x < kf && rf < 0; ++x) rf = b.sq[home][x] == rook ? x : -1;
    else rf = l - 'a';
    b.rook_file[us][rf > kf ? 1 : 0] = rf;
  }
  if (ep != "-") b.ep_file = ep[0] - 'a', b.ep_rank = std::stoi(ep.substr(1)) - 1;
  return b;
}

}  // namespace officer_ref
