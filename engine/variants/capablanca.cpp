// Capablanca Chess: 10x8 with the Archbishop (B+N) and Chancellor (R+N); king castles to c1 or i1.
// A reference variant: its perft counts are published and Fairy-Stockfish plays it.
#include "variants/square_pieces.h"
#include "variants/variants.h"

namespace tessera {

VariantDef capablanca_def() {
  using namespace square;
  VariantDef v;
  v.id = "capablanca";
  v.name = "Capablanca Chess";
  v.summary = "Chess on 10x8 with the Archbishop and the Chancellor.";
  v.rules_page = "rules/capablanca.html";
  v.geometry = Geometry::square(10, 8);
  // Values: the mobility derivation (README, "Piece values") gives B 385, A 790, C 950 on
  // 10x8; Fairy-Max uses B 350, A 825, C 875. The bishop's longer diagonals are worth more
  // here than in chess, and a compound piece is worth more than its mobility alone says.
  PieceDef b = bishop();
  b.value = 350;
  v.pieces = {pawn(v.geometry, "qcarbn"), knight(), b, rook(), queen(), king(),
              named("Archbishop", 'a', 850).ray(Diagonal).leap(knight_leaps()),
              named("Chancellor", 'c', 900).ray(Orthogonal).leap(knight_leaps())};
  v.start_fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
  v.castling = {CastlingDef::Kind::Standard, 'r', {2, 8}, {3, 7}};
  return v;
}

}  // namespace tessera
