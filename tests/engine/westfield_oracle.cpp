// The oracle's move rules, written from /work/shared/variants/westfield.md line by line:
// ordinary moves, promotion with pools, same-kind en passant, and the Shepherd's Push.
#include "westfield_oracle.h"

#include <cctype>
#include <cmath>

namespace tessera::oracle {

namespace {

struct V {
  int x, y;
};
// Clockwise from north; "left" of a direction is the one before it here.
const V Ring[8] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
enum { N, NE, E, SE, S, SW, W, NW };
const V Knight[8] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

bool on(int x, int y) { return x >= 0 && x < 20 && y >= 0 && y < 10; }
bool is_white(char c) { return std::isupper(static_cast<unsigned char>(c)); }
char up(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }
bool is_shepherd(char c) { return up(c) == 'X' || up(c) == 'Y'; }
std::string name(int x, int y) { return std::string(1, char('a' + x)) + std::to_string(y + 1); }

// Degrees from a to b, counter-clockwise positive.
double angle(V a, V b) {
  return std::atan2(double(a.x * b.y - a.y * b.x), double(a.x * b.x + a.y * b.y)) * 180 / M_PI;
}

// The letter table: (direction, slides?) under the piece's own steam.
std::vector<std::pair<int, bool>> own_moves(char p) {
  switch (up(p)) {
    case 'B': return {{NE, true}, {SE, true}, {SW, true}, {NW, true}};
    case 'R': return {{N, true}, {E, true}, {S, true}, {W, true}};
    case 'Q':
      return {{N, true}, {NE, true}, {E, true}, {SE, true}, {S, true}, {SW, true}, {W, true}, {NW, true}};
    case 'S': return {{N, true}, {SW, true}, {SE, true}, {NW, false}, {NE, false}};
    case 'G': return {{NW, true}, {NE, true}, {S, true}, {N, false}, {W, false}, {E, false}};
    case 'H': return {{NW, true}, {NE, true}, {W, true}, {E, true}, {S, true}, {N, false}};
    case 'E': return {{N, false}, {NE, false}, {E, false}, {SE, false}, {SW, false}, {W, false}, {NW, false}};
  }
  return {};
}

// Rule 7: push directions. max 0 = any distance; land 1 = empty only, 2 = occupied only.
struct Way {
  V v;
  int max;
  bool leap, short_range;
  int land;
};
std::vector<Way> push_ways(char p) {
  std::vector<Way> w;
  auto add = [&](std::initializer_list<int> ds, int max, bool short_range, int land = 0) {
    for (int d : ds) w.push_back({Ring[d], max, false, short_range, land});
  };
  switch (up(p)) {
    case 'R': add({N, E, S, W}, 0, false); break;
    case 'B': add({NE, SE, SW, NW}, 0, false); break;
    case 'Q': add({N, NE, E, SE, S, SW, W, NW}, 0, false); break;
    case 'E': add({N, NE, E, SE, SW, W, NW}, 2, true); break;
    case 'P': add({N}, 2, true, 1), add({NE, NW}, 1, false, 2); break;
    case 'S': add({N, SW, SE}, 0, false), add({NW, NE, S}, 2, true); break;
    case 'G': add({NW, NE, S}, 0, false), add({N, W, E}, 2, true); break;
    case 'H': add({NW, NE, W, E, S}, 0, false), add({N}, 2, true); break;
    case 'N':
      for (V v : Knight) w.push_back({v, 2, true, false, 0});
      break;
  }
  return w;
}

std::string kind(char p) {
  switch (up(p)) {
    case 'P': return "P";
    case 'E': return "E";
    case 'S': return "S";
    case 'G':
    case 'H': return "GH";
  }
  return "";
}

int count_on_board(const Board& b, char letter) {
  int n = 0;
  for (auto& row : b.cell)
    for (char c : row) n += c == letter;
  return n;
}

// Promotion choices for a piece of letter p going from y0 to y1: "" means it
// may not end there; '-' stands for "no promotion".
std::string promotions(const Board& b, char p, int y0, int y1) {
  const bool white = is_white(p);
  std::string pool;
  for (auto [letter, n] : b.pool)
    if (n > 0 && is_white(letter) == white && up(letter) != 'P' && up(letter) != 'E') pool += letter;
  if (up(p) == 'P' && y1 == 9) {
    const char e = white ? 'E' : 'e';
    return (count_on_board(b, e) < 8 ? std::string(1, e) : "") + pool;
  }
  if (up(p) == 'E' && y1 >= 7 && y0 < 7) return "-" + pool;
  return "-";
}

struct Out {
  Board next;
  std::string text;
};

Board after_common(const Board& b) {
  Board n = b;
  n.white = !b.white;
  n.ep.clear();
  n.rule50 = b.rule50 + 1;
  if (!b.white) ++n.fullmove;
  return n;
}

void record(std::map<std::string, std::string>& out, const std::string& text, const Board& n) {
  out[out.count(text) ? text + "!dup" : text] = format(n);
}

// Ordinary moves of one piece, as (to, may capture) pairs, and the en-passant set.
void targets(const Board& b, int x, int y, std::vector<std::pair<V, bool>>& out, int lift_x = -1,
             int lift_y = -1) {
  const char p = b.cell[y][x];
  auto empty = [&](int tx, int ty) { return b.cell[ty][tx] == '.' || (tx == lift_x && ty == lift_y); };
  if (up(p) == 'P') {
    if (on(x, y + 1)) out.push_back({{x, y + 1}, false});
    for (int dx : {-1, 1})
      if (on(x + dx, y + 1)) out.push_back({{x + dx, y + 1}, true});
    return;
  }
  if (up(p) == 'N') {
    for (V v : Knight)
      if (on(x + v.x, y + v.y)) out.push_back({{x + v.x, y + v.y}, true});
    return;
  }
  for (auto [d, slides] : own_moves(p))
    for (int tx = x + Ring[d].x, ty = y + Ring[d].y; on(tx, ty); tx += Ring[d].x, ty += Ring[d].y) {
      out.push_back({{tx, ty}, true});
      if (!slides || !empty(tx, ty)) break;
    }
}

void ordinary_and_ep(const Board& b, std::map<std::string, std::string>& out) {
  // En passant first: which (from, land) pairs it claims.
  std::vector<std::pair<V, V>> claimed;
  for (const Board::Ep& t : b.ep) {
    const char victim = b.cell[t.vy][t.vx];
    if (victim == '.' || is_white(victim) == b.white) continue;
    const char on_land = b.cell[t.ly][t.lx];
    if (on_land != '.' && is_white(on_land) == b.white) continue;
    for (int y = 0; y < 10; ++y)
      for (int x = 0; x < 20; ++x) {
        const char p = b.cell[y][x];
        if (p == '.' || is_white(p) != b.white || kind(p).empty() ||
            kind(p).find(up(victim)) == std::string::npos)
          continue;
        std::vector<std::pair<V, bool>> to;
        targets(b, x, y, to, t.vx, t.vy);
        bool reach = false;
        for (auto [v, can_capture] : to) reach = reach || (can_capture && v.x == t.lx && v.y == t.ly);
        if (!reach) continue;
        claimed.push_back({{x, y}, {t.lx, t.ly}});
        for (char promo : promotions(b, p, y, t.ly)) {
          Board n = after_common(b);
          ++n.pool[victim];
          n.cell[t.vy][t.vx] = '.';
          if (on_land != '.') ++n.pool[on_land];
          n.cell[y][x] = '.';
          n.cell[t.ly][t.lx] = promo == '-' ? p : promo;
          if (promo != '-' && up(promo) != 'E') --n.pool[promo];
          n.rule50 = 0;
          record(
              out,
              name(x, y) + name(t.lx, t.ly) + (promo == '-' ? "" : std::string(1, char(std::tolower(promo)))),
              n);
        }
      }
  }
  for (int y = 0; y < 10; ++y)
    for (int x = 0; x < 20; ++x) {
      const char p = b.cell[y][x];
      if (p == '.' || is_white(p) != b.white || is_shepherd(p)) continue;
      std::vector<std::pair<V, bool>> to;
      targets(b, x, y, to);
      for (auto [v, can_capture] : to) {
        const char there = b.cell[v.y][v.x];
        if (there != '.' && (is_white(there) == b.white || !can_capture)) continue;
        if (there == '.' && up(p) == 'P' && can_capture) continue;
        bool ep = false;
        for (auto& [f, l] : claimed)
          ep = ep || (f.x == x && f.y == y && l.x == v.x && l.y == v.y && can_capture);
        if (ep) continue;
        for (char promo : promotions(b, p, y, v.y)) {
          Board n = after_common(b);
          if (there != '.') ++n.pool[there], n.rule50 = 0;
          if (up(p) == 'P') n.rule50 = 0;
          n.cell[y][x] = '.';
          n.cell[v.y][v.x] = promo == '-' ? p : promo;
          if (promo != '-' && up(promo) != 'E') --n.pool[promo];
          record(
              out,
              name(x, y) + name(v.x, v.y) + (promo == '-' ? "" : std::string(1, char(std::tolower(promo)))),
              n);
        }
      }
    }
}

// ---- The Shepherd's Push, rule by rule ----

struct Mover {
  int x, y, slot;  // slot 0 front, 1 left flank, 2 right flank
  char piece;
  std::vector<Way> ways;  // rule 6 candidates allowed on this slot
};

// A chosen way for each mover at step count k, checked against rules 3-5, 8, 9.
struct Landing {
  int x, y;
  char taken;  // the piece removed by this landing ('.' for none)
  bool mover_taken;
};

bool lifted_empty(const Board& b, int sx, int sy, const std::vector<Mover>& m, int x, int y) {
  if (b.cell[y][x] == '.' || (x == sx && y == sy)) return true;
  for (const Mover& o : m)
    if (o.x == x && o.y == y) return true;
  return false;
}

// Rule 5 and 8 for one mover and one way; false if the way is impossible at k.
bool land(const Board& b, int sx, int sy, const std::vector<Mover>& m, const Mover& o, const Way& w, int k,
          Landing& out) {
  int x = o.x, y = o.y;
  if (w.leap) {
    if (k != 2) return false;
    x += w.v.x, y += w.v.y;
  } else {
    if (w.max && k > w.max) return false;
    for (int t = 1; t <= k; ++t) {
      x += w.v.x, y += w.v.y;
      if (!on(x, y)) return false;
      if (t < k && !lifted_empty(b, sx, sy, m, x, y)) return false;
    }
  }
  if (!on(x, y)) return false;
  out = {x, y, '.', false};
  if (lifted_empty(b, sx, sy, m, x, y)) return w.land != 2;
  const char there = b.cell[y][x];
  if (is_white(there) == is_white(o.piece) || w.land == 1) return false;
  // "The Shepherding piece's ally captures the Shepherding piece's enemy."
  if (is_white(o.piece) == b.white) out.taken = there;
  else out.mover_taken = true;
  return true;
}

void push_moves(const Board& b, std::map<std::string, std::string>& out) {
  for (int sy = 0; sy < 10; ++sy)
    for (int sx = 0; sx < 20; ++sx) {
      const char sp = b.cell[sy][sx];
      if (sp == '.' || is_white(sp) != b.white || !is_shepherd(sp)) continue;
      for (int d = up(sp) == 'X' ? 1 : 0; d < 8; d += 2) {
        const V dv = Ring[d];
        const int slot_dir[3] = {d, (d + 7) % 8, (d + 1) % 8};
        std::vector<Mover> movers;
        bool closed = !on(sx + dv.x, sy + dv.y);
        for (int s = 0; s < 3 && !closed; ++s) {
          const int x = sx + Ring[slot_dir[s]].x, y = sy + Ring[slot_dir[s]].y;
          if (!on(x, y) || b.cell[y][x] == '.') continue;
          if (is_shepherd(b.cell[y][x])) closed = true;  // rule 2
          Mover o{x, y, s, b.cell[y][x], {}};
          const auto all = push_ways(o.piece);
          if (all.empty()) closed = true;
          double best = 1e9;
          for (const Way& w : all)
            if (w.leap) best = std::min(best, std::abs(angle(dv, w.v)));
          for (const Way& w : all) {
            const double a = angle(dv, w.v);
            if (w.leap ? std::abs(a) > best + 1e-9 : std::abs(a) > 45 + 1e-9) continue;
            if ((s == 1 && a < -1e-9) || (s == 2 && a > 1e-9)) continue;  // flanks turn their own way
            o.ways.push_back(w);
          }
          // A pushed Pawn needs the Shepherding piece heading within 45 degrees of north.
          if (up(o.piece) == 'P' && std::abs(angle(Ring[N], dv)) > 45 + 1e-9) closed = true;
          movers.push_back(o);
        }
        if (closed) continue;
        for (int k = 1;; ++k) {
          const int tx = sx + k * dv.x, ty = sy + k * dv.y;
          if (!on(tx, ty) || !lifted_empty(b, sx, sy, movers, tx, ty)) break;
          if (movers.empty()) {
            Board n = after_common(b);
            n.cell[sy][sx] = '.';
            n.cell[ty][tx] = sp;
            record(out, name(sx, sy) + name(tx, ty), n);
            continue;
          }
          // Every combination of ways, one per mover.
          std::vector<size_t> pick(movers.size(), 0);
          for (;;) {
            bool ok = true;
            std::vector<Landing> l(movers.size());
            for (size_t i = 0; i < movers.size() && ok; ++i)
              ok = pick[i] < movers[i].ways.size() &&
                   land(b, sx, sy, movers, movers[i], movers[i].ways[pick[i]], k, l[i]);
            // Rule 9: tick by tick, no two movers on one cell.
            for (int t = 1; t <= k && ok; ++t) {
              std::vector<std::pair<int, int>> at = {{sx + t * dv.x, sy + t * dv.y}};
              for (size_t i = 0; i < movers.size(); ++i) {
                const Way& w = movers[i].ways[pick[i]];
                if (w.leap && t == 1) continue;
                const int steps = w.leap ? 1 : t;
                at.push_back({movers[i].x + steps * w.v.x, movers[i].y + steps * w.v.y});
              }
              for (size_t a = 0; a < at.size(); ++a)
                for (size_t c = a + 1; c < at.size(); ++c) ok = ok && at[a] != at[c];
            }
            if (ok) {
              // Promotion choices per surviving mover, every combination.
              std::vector<std::string> choice(movers.size());
              for (size_t i = 0; i < movers.size() && ok; ++i) {
                choice[i] = l[i].mover_taken ? "-" : promotions(b, movers[i].piece, movers[i].y, l[i].y);
                ok = !choice[i].empty();
              }
              std::vector<size_t> c(movers.size(), 0);
              while (ok) {
                Board n = after_common(b);
                n.cell[sy][sx] = '.';
                for (const Mover& o : movers) n.cell[o.y][o.x] = '.';
                std::map<char, int> used;
                std::string text = name(sx, sy) + name(tx, ty);
                bool pawn = false, capture = false;
                for (size_t i = 0; i < movers.size(); ++i) {
                  const Mover& o = movers[i];
                  const char promo = choice[i][c[i]];
                  pawn = pawn || up(o.piece) == 'P';
                  text += (i ? "," : ":") + name(o.x, o.y) + name(l[i].x, l[i].y);
                  if (promo != '-') text += char(std::tolower(promo));
                  if (l[i].mover_taken) {
                    ++n.pool[o.piece], capture = true;
                    continue;
                  }
                  if (l[i].taken != '.') ++n.pool[l[i].taken], capture = true;
                  n.cell[l[i].y][l[i].x] = promo == '-' ? o.piece : promo;
                  if (promo != '-' && up(promo) != 'E') ++used[promo], --n.pool[promo];
                }
                n.cell[ty][tx] = sp;
                bool fits = true;
                for (auto [letter, k2] : used)
                  fits = fits && k2 <= (b.pool.count(letter) ? b.pool.at(letter) : 0);
                for (char e : {'E', 'e'})  // the Supersilver limit, after the move
                  if (count_on_board(n, e) > 8 && count_on_board(n, e) > count_on_board(b, e)) fits = false;
                if (pawn || capture) n.rule50 = 0;
                // En passant: own Pawn/Supersilver/Gold/Silver pushed two steps in a short-range way, not promoted.
                for (size_t i = 0; i < movers.size(); ++i) {
                  const Way& w = movers[i].ways[pick[i]];
                  if (k != 2 || w.leap || !w.short_range || is_white(movers[i].piece) != b.white ||
                      choice[i][c[i]] != '-')
                    continue;
                  const int px = movers[i].x + w.v.x, py = movers[i].y + w.v.y;
                  if (n.cell[py][px] == '.' || is_white(n.cell[py][px]) == b.white)
                    n.ep.push_back({px, py, l[i].x, l[i].y});
                }
                if (fits) record(out, text, n);
                size_t i = 0;
                while (i < c.size() && ++c[i] == choice[i].size()) c[i++] = 0;
                if (i == c.size()) break;
              }
            }
            size_t i = 0;
            while (i < pick.size() && ++pick[i] >= movers[i].ways.size()) pick[i++] = 0;
            if (i == pick.size()) break;
          }
        }
      }
    }
}

}  // namespace

std::map<std::string, std::string> moves(const Board& b) {
  std::map<std::string, std::string> out;
  ordinary_and_ep(b, out);
  push_moves(b, out);
  return out;
}

unsigned long long perft(const std::string& fen, int depth) {
  if (depth == 0) return 1;
  const auto list = moves(parse(fen));
  if (depth == 1) return list.size();
  unsigned long long n = 0;
  for (const auto& [text, next] : list) n += perft(next, depth - 1);
  return n;
}

}  // namespace tessera::oracle
