// Building blocks for square-board piece tables: named directions, the knight's leaps,
// the FIDE pieces and zones such as "the last rank". Chess, Capablanca and Officer-Spiel share them.
#pragma once

#include <string>

#include "rules/piece_def.h"

namespace tessera::square {

constexpr int N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;
constexpr DirSet Orthogonal = dirs({N, E, S, W});
constexpr DirSet Diagonal = dirs({NE, SE, SW, NW});
constexpr DirSet All = Orthogonal | Diagonal;

inline std::vector<Coord> knight_leaps() {
  return {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
}

// The last rank from each side's point of view.
inline CellSet last_rank(const Geometry& g, Color c) {
  CellSet s;
  const int rank = c == Color::White ? g.rank_count() - 1 : 0;
  for (int i = 0; i < g.size(); ++i)
    if (g.rank_of(cell_at(i)) == rank) s.add(cell_at(i));
  return s;
}

inline PieceDef named(const char* name, char letter, int value) {
  PieceDef p;
  p.name = name;
  p.letter = letter;
  p.value = value;
  return p;
}

// A zone from a rule that depends on the side.
inline Zone zone(const Geometry& g, CellSet (*rule)(const Geometry&, Color)) {
  return {{rule(g, Color::White), rule(g, Color::Black)}};
}

// Chess pawn: double step from its start cells, en passant, promotion on the last rank.
inline PieceDef pawn(const Geometry& g, std::string promotions) {
  PieceDef p = named("Pawn", 'p', 100);
  p.ray(dirs({N}), 1, MoveOnly | SetsEnPassant, 2).ray(dirs({NE, NW}), 1, CaptureOnly | TakesEnPassant);
  p.resets_clock = true;
  p.ep_kind = 'p';
  p.promotion.choices = std::move(promotions);
  p.promotion.zone = zone(g, last_rank);
  return p;
}

inline PieceDef king() {
  PieceDef p = named("King", 'k', 0);
  p.ray(All, 1);
  p.royal = true;
  return p;
}

inline PieceDef knight() { return named("Knight", 'n', 300).leap(knight_leaps()); }
inline PieceDef bishop() { return named("Bishop", 'b', 325).ray(Diagonal); }
inline PieceDef rook() { return named("Rook", 'r', 500).ray(Orthogonal); }
inline PieceDef queen() { return named("Queen", 'q', 950).ray(All); }

}  // namespace tessera::square
