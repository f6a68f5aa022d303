// Gliński's hexagonal chess on the 91-cell board: the reference hex variant, whose published
// perft counts (51, 2586, 137858, 7282418) check the hex geometry and the generator on it.
#include "variants/hex_pieces.h"
#include "variants/variants.h"

namespace tessera {

namespace {

using namespace hex;

// Steps one cell up the file (two from any of its side's pawn start cells,
// leaving an en-passant target), captures on the two forward orthogonals
// 60 degrees off the file, and promotes on the far edge of its file.
PieceDef glinski_pawn(const Geometry& g) {
  PieceDef p = named("Pawn", 'p', 100);
  p.ray(dirs({N}), 1, MoveOnly | SetsEnPassant, 2).ray(dirs({NE, NW}), 1, CaptureOnly | TakesEnPassant);
  p.resets_clock = true;
  p.ep_kind = 'p';
  p.promotion.choices = "qrbn";
  p.promotion.zone = zone(g, far_edge);
  return p;
}

}  // namespace

VariantDef glinski_def() {
  VariantDef v;
  v.id = "glinski";
  v.name = "Gliński's Hexagonal Chess";
  v.summary = "Chess on 91 hexagons (1949): three bishops each, pawns that capture on the hex orthogonals.";
  v.rules_page = "rules/glinski.html";
  v.geometry = Geometry::hex(5);
  v.pieces = {glinski_pawn(v.geometry),
              named("Knight", 'n', 300).leap(glinski_knight_leaps()),
              named("Bishop", 'b', 300).ray(Diagonal),
              named("Rook", 'r', 500).ray(Orthogonal),
              named("Queen", 'q', 950).ray(All),
              king()};
  v.start_fen = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1";
  return v;
}

}  // namespace tessera
