// Janggi's keys as Fairy-Stockfish 11.1 reads them: diagonalLines (moves along the palace
// diagonals), the janggiCannon's rule, kingPass, bikjangRule and materialCounting.
#include <algorithm>
#include <cctype>
#include <vector>

#include "definition/builder_context.h"

namespace tessera {

namespace {

// What a piece declared under a Fairy-Stockfish name does along diagonalLines, in White's frame:
// the wazir (and a king moving as one) steps, the soldier steps forward, the rook slides, and the
// janggi cannon hops. Other pieces keep to their own moves there, as in Fairy-Stockfish.
struct DiagonalMove {
  std::string_view key;
  bool forward_only;
  bool slides;
  PathKind kind;
};

constexpr DiagonalMove DiagonalMoves[] = {
    {"wazir", false, false, PathKind::Slide},
    {"soldier", true, false, PathKind::Slide},
    {"rook", false, true, PathKind::Slide},
    {"janggiCannon", false, true, PathKind::JanggiCannon},
};

char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }

}  // namespace

void Builder::palace_rules() {
  janggi_cannon();
  diagonal_lines();
  const bool royal =
      std::any_of(v_.pieces.begin(), v_.pieces.end(), [](const PieceDef& p) { return p.royal; });
  if (flag("kingPass", v_.king_pass) && v_.king_pass && !royal)
    fail("kingPass", get("kingPass"), "passing is a move of the king, and there is no king");
  if (flag("bikjangRule", v_.end.bikjang) && v_.end.bikjang && !royal)
    fail("bikjangRule", get("bikjangRule"), "bikjang is about facing kings, and there is no king");
  if (const Setting* st = get("materialCounting")) {
    if (st->value == "janggi") v_.end.material_counting = MaterialCounting::Janggi;
    else if (st->value != "none") fail("materialCounting", st, "expected janggi or none");
  }
  for (const char* key : {"rook", "janggiCannon", "horse", "janggiElephant", "wazir", "soldier"}) {
    const Setting* st = s_.peek(key);
    v_.end.material_pieces += st && !st->value.empty() && st->value != "-" ? lower(st->value[0]) : '\0';
  }
}

// The janggi cannon hops like a rook-line cannon, but over no cannon and onto no cannon.
void Builder::janggi_cannon() {
  const Setting* st = s_.peek("janggiCannon");
  PieceDef* p = st && !st->value.empty() ? find_letter(lower(st->value[0])) : nullptr;
  if (!p) return;
  for (PathAtom& a : p->paths)
    if (a.kind == PathKind::Cannon) a.kind = PathKind::JanggiCannon;
}

// diagonalLines: the cells joined by diagonal lines (janggi's palace corners and centres). A piece
// on one moves diagonally along them, never beyond: one path atom per reach, from the cells with it.
void Builder::diagonal_lines() {
  CellSet lines;
  if (!region("diagonalLines", lines) || lines.empty()) return;
  const Geometry& g = v_.geometry;
  if (g.kind() != GeometryKind::Square) {
    fail("diagonalLines", get("diagonalLines"), "diagonal lines need a square board");
    return;
  }
  // The royal piece moves along them as its kingType does.
  const Setting* king_type = get("kingType");
  for (const DiagonalMove& d : DiagonalMoves) {
    const Setting* st = s_.peek(d.key);
    if (!st || st->value.empty() || st->value == "-") continue;
    const char letter = lower(st->value[0]);
    for (PieceDef& p : v_.pieces)
      if (p.letter == letter || (p.royal && king_type && lower(king_type->value[0]) == letter))
        diagonal_atoms(p, d.forward_only, d.slides, d.kind, lines);
  }
}

void Builder::diagonal_atoms(PieceDef& p, bool forward_only, bool slides, PathKind kind,
                             const CellSet& lines) {
  const Geometry& g = v_.geometry;
  const int most = std::max(g.file_count(), g.rank_count());
  for (const Coord v : {Coord{1, 1}, Coord{-1, 1}, Coord{1, -1}, Coord{-1, -1}}) {
    if (forward_only && v.y < 0) continue;
    std::vector<Zone> by_reach(size_t(most) + 1);
    for (int ci = 0; ci < ColorCount; ++ci) {
      const Coord step = ci == 1 && v_.black_mirrored ? g.mirror(v) : v;
      lines.for_each([&](Cell from) {
        int reach = 0;
        for (Cell at = g.offset(from, step); is_cell(at) && lines.has(at) && reach < most;
             at = g.offset(at, step))
          ++reach;
        if (!slides) reach = std::min(reach, 1);
        if (reach >= (kind == PathKind::Slide ? 1 : 2)) by_reach[size_t(reach)].side[ci].add(from);
      });
    }
    for (int reach = 1; reach <= most; ++reach) {
      if (by_reach[size_t(reach)].empty()) continue;
      PathAtom a;
      a.start = a.step = v;
      a.range = reach;
      a.kind = kind;
      a.from = by_reach[size_t(reach)];
      p.paths.push_back(a);
    }
  }
}

}  // namespace tessera
