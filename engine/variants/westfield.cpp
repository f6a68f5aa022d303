// Westfield Chess: 20x10, two armies side by side both moving north, no royal piece, the
// Shepherd's Push, same-kind en passant after a push, and promotion from the captured pool.
#include "variants/square_pieces.h"
#include "variants/variants.h"

namespace tessera {

namespace {

using namespace square;

// Both armies move north, so the far rank and the enemy camp are the same for both.
CellSet ranks_from(const Geometry& g, int first) {
  CellSet s;
  for (int i = 0; i < g.size(); ++i)
    if (g.rank_of(cell_at(i)) >= first) s.add(cell_at(i));
  return s;
}
CellSet far_rank(const Geometry& g, Color) { return ranks_from(g, g.rank_count() - 1); }
CellSet enemy_camp(const Geometry& g, Color) { return ranks_from(g, g.rank_count() - 3); }

// Push data (rule 7): long-range directions push like a Queen, short-range ones
// like a Supersilver: at most two steps, and a two-step push sets en passant.
constexpr uint8_t Short = MoveOrCapture | SetsEnPassant;

PieceDef pawn() {
  PieceDef p = named("Pawn", 'p', 100);
  p.ray(dirs({N}), 1, MoveOnly).ray(dirs({NE, NW}), 1, CaptureOnly);
  p.push_ray(dirs({N}), 2, MoveOnly | SetsEnPassant).push_ray(dirs({NE, NW}), 1, CaptureOnly);
  p.push.shepherd_dirs = dirs({NW, N, NE});
  p.resets_clock = true;
  p.ep_kind = 'p';
  p.promotion.choices = "e";
  p.promotion.zone = far_rank;
  p.promotion.from_pool = true;
  p.promotion.not_from_pool = "p";
  return p;
}

PieceDef pushed_knight() {
  PieceDef p = knight();
  p.push.leaps = knight_leaps();
  return p;
}

PieceDef slider(PieceDef p, DirSet d) { return p.push_ray(d); }

PieceDef shepherd(const char* name, char letter, int value, DirSet d) {
  PieceDef p = named(name, letter, value);
  p.ray(d, 0, MoveOnly);
  p.shepherd = true;
  return p;
}

PieceDef silverhunter() {
  PieceDef p = named("Silverhunter", 's', 400);
  p.ray(dirs({N, SW, SE})).ray(dirs({NW, NE}), 1);
  p.push_ray(dirs({N, SW, SE})).push_ray(dirs({NW, NE, S}), 2, Short);  // S: pushed only
  p.ep_kind = 's';
  return p;
}

PieceDef goldhawker() {
  PieceDef p = named("Goldhawker", 'g', 425);
  p.ray(dirs({NW, NE, S})).ray(dirs({N, W, E}), 1);
  p.push_ray(dirs({NW, NE, S})).push_ray(dirs({N, W, E}), 2, Short);
  p.ep_kind = 'g';
  return p;
}

PieceDef goldhawkress() {
  PieceDef p = named("Goldhawkress", 'h', 650);
  p.ray(dirs({NW, NE, W, E, S})).ray(dirs({N}), 1);
  p.push_ray(dirs({NW, NE, W, E, S})).push_ray(dirs({N}), 2, Short);
  p.ep_kind = 'g';
  return p;
}

PieceDef supersilver() {
  const DirSet not_south = All & ~dirs({S});
  PieceDef p = named("Supersilver", 'e', 300);
  p.ray(not_south, 1);
  p.push_ray(not_south, 2, Short);
  p.ep_kind = 'e';
  p.max_count = 8;
  p.promotion.zone = enemy_camp;
  p.promotion.mandatory = false;
  p.promotion.on_entry_only = true;
  p.promotion.from_pool = true;
  p.promotion.not_from_pool = "pe";
  return p;
}

}  // namespace

VariantDef westfield_def() {
  VariantDef v;
  v.id = "westfield";
  v.name = "Westfield Chess";
  v.summary = "Two armies side by side race north; Shepherding pieces push instead of capturing.";
  v.rules_page = "rules/westfield.html";
  v.geometry = Geometry::square(20, 10);
  // Type order P N B R Q X Y S G H E (also the order of the per-type move counts in the docs).
  v.pieces = {pawn(),
              pushed_knight(),
              slider(bishop(), Diagonal),
              slider(rook(), Orthogonal),
              slider(queen(), All),
              shepherd("Shepherding Bishop", 'x', 250, Diagonal),
              shepherd("Shepherding Rook", 'y', 350, Orthogonal),
              silverhunter(),
              goldhawker(),
              goldhawkress(),
              supersilver()};
  v.start_fen = "20/20/20/20/20/20/20/PPPPPPPPPPpppppppppp/XSG4GSXxsg4gsx/YRNBQHBNRYyrnbhqbnry[] w - - 0 1";
  v.black_mirrored = false;
  v.en_passant = EnPassantRule::SameKind;
  v.end.stalemate_value = EndValue::Loss;
  v.end.extinction.types = "*";  // capturing every enemy piece wins
  return v;
}

}  // namespace tessera
