// Officer-Spiel (Kevin Pacey, 2023): 16x8, the FIDE pieces plus eight compound officers, and a
// castle in which the king leaps to any safe empty square short of an unmoved rook.
#include "variants/square_pieces.h"
#include "variants/variants.h"

namespace tessera {

namespace {

using namespace square;

// Values: the FIDE pieces, Archbishop and Chancellor as in Capablanca (common computer-study
// estimates); the other officers are our estimates, adding their parts' values less a little
// for overlap. They only steer the search; see web/rules/officer-spiel.html.
std::vector<PieceDef> officers() {
  return {
      named("Amazon", 'z', 1250).ray(All).leap(knight_leaps()),
      named("Ship", 'h', 1025).ray(Orthogonal).ray(Diagonal, 1).leap(knight_leaps()),
      named("Freemason", 'f', 975).ray(Diagonal).ray(Orthogonal, 1).leap(knight_leaps()),
      named("Chancellor", 'c', 900).ray(Orthogonal).leap(knight_leaps()),
      named("Archbishop", 'a', 875).ray(Diagonal).leap(knight_leaps()),
      named("Sailor", 's', 700).ray(Orthogonal).ray(Diagonal, 1),
      named("Missionary", 'm', 650).ray(Diagonal).ray(Orthogonal, 1),
      named("Judge", 'j', 800).ray(All, 1).leap(knight_leaps()),
  };
}

}  // namespace

VariantDef officer_spiel_def() {
  VariantDef v;
  v.id = "officer-spiel";
  v.name = "Officer-Spiel";
  v.summary = "16x8 with eight compound officers; the king castles by leaping towards a rook.";
  v.rules_page = "rules/officer-spiel.html";
  v.geometry = Geometry::square(16, 8);
  // Promotion to any type in the setup but the King and the Pawn: 12 choices.
  v.pieces = {pawn(v.geometry, "qrbnzhfcasmj"), knight(), bishop(), rook(), queen(), king()};
  for (PieceDef& p : officers()) v.pieces.push_back(std::move(p));
  // Reconstructed setup (the source has no diagram): see shared/variants/officer-spiel.md.
  v.start_fen = "rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNR w KQkq - 0 1";
  v.castling = {CastlingDef::Kind::Leap, 'r', {}, {}};
  return v;
}

}  // namespace tessera
