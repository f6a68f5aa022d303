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
  v.pieces = {pawn("qcarbn"), knight(), bishop(), rook(), queen(), king(),
              named("Archbishop", 'a', 875).ray(Diagonal).leap(knight_leaps()),
              named("Chancellor", 'c', 900).ray(Orthogonal).leap(knight_leaps())};
  v.start_fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
  v.castling = {CastlingDef::Kind::Standard, 'r', {2, 8}, {3, 7}};
  return v;
}

}  // namespace tessera
