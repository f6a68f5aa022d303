// Naydorian Chess on the 127-cell hex board: the coloured-cell movement model, Army and Guard
// pieces, and the reconstructed setup (see web/rules/naydorian.html for what is a Decision).
#include "variants/hex_pieces.h"
#include "variants/variants.h"

namespace tessera {

namespace {

using namespace hex;

constexpr int WhiteShade = 0;  // the shade class of g7: the Guards' cells

bool is_white(const Geometry& g, Cell c) { return g.shade(c) == WhiteShade; }

CellSet white_cells(const Geometry& g, Color) { return shade_class(g, {WhiteShade}); }
CellSet coloured_cells(const Geometry& g, Color) { return shade_class(g, {1, 2}); }

// The last coloured cell of each file, seen from the side (on files a, d, g,
// k and n the end cell is white, so it is the one before it).
CellSet pike_promotion(const Geometry& g, Color c) {
  return far_cell_of_each_file(g, c, [&](Cell s) { return !is_white(g, s); });
}

// Gold's Guards start on a1 c2 e3 g4 i3 l2 n1; Red's on the mirror of that
// row. A Yeoman promotes on the enemy's row.
CellSet guard_row(const Geometry& g, Color c) {
  CellSet s;
  for (const char* name : {"a1", "c2", "e3", "g4", "i3", "l2", "n1"}) {
    const Cell gold = g.parse(name);
    s.add(c == Color::White ? gold : g.mirror(gold));
  }
  return s;
}
CellSet yeoman_promotion(const Geometry& g, Color c) { return guard_row(g, ~c); }

PieceDef on_coloured_cells(const Geometry& g, PieceDef p) {
  p.cells = zone(g, coloured_cells);
  p.cells_note = "the King and Army pieces stand only on coloured cells";
  return p;
}

PieceDef army(const Geometry& g, const char* name, char letter, int value) {
  return on_coloured_cells(g, named(name, letter, value));
}

PieceDef guard(const Geometry& g, const char* name, char letter, int value, DirSet moves) {
  PieceDef p = named(name, letter, value);
  p.ray(moves, 1);
  p.guard = true;
  p.cells = zone(g, white_cells);
  p.cells_note = "Guards stand only on white cells";
  return p;
}

// One orthogonal step, or a leap to the second coloured cell along the line.
PieceDef& battle_hound_moves(PieceDef& p) { return p.ray(Orthogonal, 1).jump(Orthogonal, {0, 0}); }
// One orthogonal step, then one diagonal step 30 degrees either side of it.
PieceDef& war_horse_moves(PieceDef& p) { return p.jump(Orthogonal, {0, +1}).jump(Orthogonal, {0, -1}); }

std::vector<PieceDef> naydorian_pieces(const Geometry& g) {
  const PieceDef royal = on_coloured_cells(g, king());
  PieceDef general = army(g, "General", 'g', 1200);
  battle_hound_moves(war_horse_moves(general));
  PieceDef tor = army(g, "Tor", 't', 1000);
  tor.ray(Orthogonal);
  PieceDef hound = army(g, "Battle-Hound", 'h', 600);
  battle_hound_moves(hound);
  PieceDef horse = army(g, "War-Horse", 'w', 500);
  war_horse_moves(horse);
  PieceDef pike = army(g, "Pike", 'p', 100);
  pike.ray(dirs({N}), 1, MoveOnly).ray(dirs({D60, D120}), 1, CaptureOnly);
  pike.resets_clock = true;
  pike.promotion.choices = "gthw";
  pike.promotion.zone = zone(g, pike_promotion);
  PieceDef yeoman = guard(g, "Yeoman", 'y', 300, dirs({D60, D120, D0, D180}));
  yeoman.promotion.choices = "c";
  yeoman.promotion.zone = zone(g, yeoman_promotion);
  PieceDef captain = guard(g, "Captain", 'c', 400, Diagonal);
  return {royal, general, tor, hound, horse, pike, yeoman, captain};
}

}  // namespace

VariantDef naydorian_def() {
  VariantDef v;
  v.id = "naydorian";
  v.name = "Naydorian Chess";
  v.summary = "127 hexagons: an Army on the coloured cells, Guards on the white ones that block enemy lines.";
  v.rules_page = "rules/naydorian.html";
  v.color_names = {"Gold", "Red"};
  v.geometry = Geometry::hex(6);
  v.pieces = naydorian_pieces(v.geometry);
  // Gold at the bottom; Red is Gold mirrored top to bottom (same file, same height from the top).
  v.start_fen = "1/tkt/h1g1h/1wpypw1/ppy3ypp/py7yp/y11y/13/13/6Y6/4YPGPY4/2YPW1K1WPY2/YPP1HT1TH1PPY w - - 0 1";
  v.eval.race_permille_mg = 80;
  v.eval.race_permille_eg = 180;
  v.hidden_cells = shade_class(v.geometry, {WhiteShade});
  return v;
}

}  // namespace tessera
