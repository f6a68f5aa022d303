// VariantDef: a whole variant as data — geometry, piece table, setup FEN and named rule options.
// Each file in engine/variants/ fills one of these; nothing else about a variant lives elsewhere.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "board/geometry.h"
#include "rules/drop_rules.h"
#include "rules/end_rules.h"
#include "rules/eval_weights.h"
#include "rules/gating_rules.h"
#include "rules/piece_def.h"
#include "rules/setup_rules.h"

namespace tessera {

struct CastlingDef {
  enum class Kind : uint8_t {
    None,
    Standard,  // king and rook land on fixed files (chess, Capablanca)
    Leap,      // Officer-Spiel: king leaps to any safe empty cell short of the rook
  };
  Kind kind = Kind::None;
  char rook = 'r';  // the piece that castles with the king
  int rank = 0;     // the rank castling happens on, counted from each side's first (0)
  // Standard only, indexed [queenside, kingside].
  std::array<int, 2> king_to_file{};
  std::array<int, 2> rook_to_file{};
  char king = 0;  // the piece that castles; 0 = the royal piece (giveaway: a non-royal king)
  // chess960: a castle is written as the king's cell then its rook's, as Fairy-Stockfish writes it
  // there, since with the pieces anywhere on the rank the king's landing cell can be a plain move too.
  bool rook_cell_text = false;
};

// Who may take a piece that just passed over a cell, and how.
enum class EnPassantRule : uint8_t {
  // Chess: capture-only atoms marked TakesEnPassant may land on the empty passed cell.
  Chess,
  // Westfield: any capture-capable move of an enemy piece of the same ep_kind,
  // under its own steam, onto the passed cell takes the piece (and whatever
  // stands on that cell). It is always that capture, never a plain move; the
  // victim's real cell does not block a slider on its way there.
  SameKind,
};

struct VariantDef {
  std::string id;          // registry key, also used in URLs
  std::string name;        // display name
  std::string summary;     // one line for the variant picker
  std::string rules_page;  // path of the rules page, relative to the site root
  std::array<std::string, 2> color_names{"White", "Black"};
  Geometry geometry = Geometry::square(8, 8);
  std::vector<PieceDef> pieces;  // PieceType k is pieces[k - 1]
  std::string start_fen;
  bool black_mirrored = true;  // false when both armies move north (Westfield)
  CastlingDef castling;
  EnPassantRule en_passant = EnPassantRule::Chess;
  EndRules end;
  // A move may not leave a piece where it could never move again (Fairy-Stockfish's
  // immobilityIllegal): an optional promotion cannot be declined on the last rank.
  bool immobility_illegal = false;
  // Hidden cells (Naydorian's white cells): an orthogonal step from a visible cell onto one
  // goes on to the next cell in that direction, remembering the hidden cell it crossed (an
  // enemy Guard there blocks); orthogonal steps from a hidden cell lead nowhere.
  CellSet hidden_cells;
  EvalWeights eval;
  DoubleStepRule double_step;
  DropRules hands;
  // flyingGeneral: no move may leave the two royal pieces facing each other on an open
  // orthogonal line (xiangqi).
  bool flying_general = false;
  // makpongRule: a royal piece in check may move only to capture its sole checker.
  bool makpong = false;
  GatingRules gating;
  SetupRules setup;
  // pieceDemotion: a promoted piece may turn back into its base type on a move that starts or ends
  // in its promotion zone (Kyoto shogi: must, with mandatoryPiecePromotion).
  bool piece_demotion = false;
  // kingPass: a side not in check may pass, written as its royal piece moving onto its own cell.
  bool king_pass = false;
};

}  // namespace tessera
