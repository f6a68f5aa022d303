// Chess, the reference variant: FIDE rules on 8x8, with published perft counts to check against.
// Castling is read Chess960-style, so X-FEN and Shredder-FEN start positions work too.
#include "variants/square_pieces.h"
#include "variants/variants.h"

namespace tessera {

VariantDef chess_def() {
  using namespace square;
  VariantDef v;
  v.id = "chess";
  v.name = "Chess";
  v.summary = "The FIDE game, as a reference for the move generator.";
  v.rules_page = "rules/chess.html";
  v.geometry = Geometry::square(8, 8);
  v.pieces = {pawn(v.geometry, "qrbn"), knight(), bishop(), rook(), queen(), king()};
  v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  v.castling = {CastlingDef::Kind::Standard, 'r', {2, 6}, {3, 5}};
  return v;
}

}  // namespace tessera
