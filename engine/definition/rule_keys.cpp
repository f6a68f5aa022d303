// Rule keys beyond the piece table: the pawn's promotion and double steps, castling, and
// Tessera's board-wide options (mirroring, en-passant kind, hidden cells, evaluation weights).
#include <sstream>

#include "definition/builder_context.h"
#include "definition/value_text.h"

namespace tessera {

// ---- Pawns (the pieces declared with Fairy-Stockfish's `pawn` key) ---------------------

void Builder::pawn_rules() {
  std::string choices = "qrbn";
  bool mandatory = true;
  if (!letters("promotionPieceTypes", choices, true)) {
    std::string present;  // the default names the chess pieces; keep the ones this variant has
    for (char l : choices)
      if (find_letter(l)) present += l;
    choices = present;
  }
  flag("mandatoryPawnPromotion", mandatory);
  Zone zone, initial;
  promotion_zone(zone);
  const bool double_step = double_steps(initial);
  for (char l : pawn_types_) {
    PieceDef& p = *find_letter(l);
    p.promotion.choices = choices;
    p.promotion.zone = zone;
    p.promotion.mandatory = mandatory;
    // Fairy-Stockfish promotes a pawn that must promote only as it enters the zone; within a zone of
    // several ranks (makruk's sixth to eighth) it steps on unpromoted.
    p.promotion.on_entry_only = mandatory;
    p.initial = initial;
    if (!double_step) p.rays[0].start_range = 0;
  }
  if (const Setting* st = get("promotionLimit")) {
    // "q:1 r:2": promotion to a type only while the side has fewer than that many.
    std::istringstream in(st->value);
    for (std::string item; in >> item;) {
      int n = 0;
      PieceDef* p = item.size() >= 3 && item[1] == ':' ? find_letter(item[0]) : nullptr;
      if (!p || !read_int(item.substr(2), 0, MaxCells, n).empty()) {
        fail("promotionLimit", st, "expected letter:count items, found '" + item.substr(0, 20) + "'");
        break;
      }
      p->max_count = n;
    }
  }
  flag("immobilityIllegal", v_.immobility_illegal);
}

void Builder::promotion_zone(Zone& zone) {
  const Geometry& g = v_.geometry;
  int rank = g.rank_count();
  CellSet white, black;
  const bool w = region("promotionRegionWhite", white), b = region("promotionRegionBlack", black);
  if (w || b) {
    zone.side[0] = w ? white : relative_ranks(Color::White, g.rank_count(), g.rank_count());
    zone.side[1] = b ? black : relative_ranks(Color::Black, g.rank_count(), g.rank_count());
    return;
  }
  if (region("promotionRegion", white)) {
    zone = mirrored(white);
    return;
  }
  if (g.kind() == GeometryKind::Hex) {  // the far cell of each file
    for (int f = 0; f < g.file_count(); ++f) white.add(g.file_cells(f).back());
    zone = mirrored(white);
    return;
  }
  number("promotionRank", 1, g.rank_count(), rank);
  for (Color c : {Color::White, Color::Black}) zone.of(c) = relative_ranks(c, rank, g.rank_count());
}

bool Builder::double_steps(Zone& initial) {
  bool enabled = true, first_rank = false;
  int rank = 2;
  flag("doubleStep", enabled);
  number("doubleStepRank", 1, v_.geometry.rank_count(), rank);
  flag("firstRankDoubleSteps", first_rank);
  CellSet white, black;
  const bool w = region("doubleStepRegionWhite", white), b = region("doubleStepRegionBlack", black);
  if (!enabled) return false;
  // On a hex board ranks bend, so without a region the pawns' setup cells are their start cells.
  if (v_.geometry.kind() == GeometryKind::Hex && !w && !b && !s_.has("doubleStepRank")) return true;
  for (Color c : {Color::White, Color::Black}) initial.of(c) = relative_ranks(c, first_rank ? 1 : rank, rank);
  if (w) initial.side[0] = white;
  if (b) initial.side[1] = black;
  if (first_rank) v_.double_step = {rank, true};  // a first-rank double step leaves no en passant
  return true;
}

// ---- Castling ----------------------------------------------------------------------

// A file of this board (number or letter), read only when `check` holds; the key is used either way.
void Builder::file_key(std::string_view key, bool check, int& out) {
  const Setting* st = get(key);
  if (!st || !check) return;
  if (std::string e = read_file_number(st->value, v_.geometry.file_count(), out); !e.empty())
    fail(key, st, e);
}

void Builder::castling() {
  bool on = true, leap = false;
  flag("castling", on);
  flag("castlingLeap", leap);
  bool chess960 = false;
  flag("chess960", chess960);  // castling rights are read Chess960-style in every variant; this sets the text
  int rank = 1;
  number("castlingRank", 1, v_.geometry.rank_count(), rank);
  int king_side = 7, queen_side = 3;
  // Without castling, a parent's castling files need not fit this board.
  file_key("castlingKingsideFile", on, king_side);
  file_key("castlingQueensideFile", on, queen_side);
  std::string rook = "r";
  if (!on) {
    get("castlingRookPiece");
    get("castlingKingPiece");
    return;
  }
  letters("castlingRookPiece", rook, true);
  if (v_.geometry.kind() == GeometryKind::Hex) {
    fail("castling", get("castling"), "castling on a hex board is not supported; write castling = false");
    return;
  }
  v_.castling.kind = leap ? CastlingDef::Kind::Leap : CastlingDef::Kind::Standard;
  v_.castling.rook = rook.empty() ? 'r' : rook[0];
  // The castling piece: castlingKingPiece, else the royal piece, else a commoner (giveaway).
  std::string king;
  if (!letters("castlingKingPiece", king, true)) {
    bool royal = false;
    for (const PieceDef& p : v_.pieces) royal = royal || p.royal;
    if (!royal) king = commoner_;
  }
  v_.castling.king = king.empty() ? 0 : king[0];
  v_.castling.rank = rank - 1;
  v_.castling.rook_cell_text = chess960 && !leap;
  v_.castling.king_to_file = {queen_side - 1, king_side - 1};
  v_.castling.rook_to_file = {queen_side, king_side - 2};
}

// ---- Tessera's board-wide options ------------------------------------------------------

void Builder::tessera_rules() {
  if (const Setting* st = get("enPassantRule")) {
    if (st->value == "chess") v_.en_passant = EnPassantRule::Chess;
    else if (st->value == "sameKind") v_.en_passant = EnPassantRule::SameKind;
    else fail("enPassantRule", st, "expected chess or sameKind");
  }
  region("hiddenCells", v_.hidden_cells);
  eval_weights();
}

void Builder::eval_weights() {
  for (const EvalWeightKey& k : EvalWeightKeys) number(k.key, 0, 10000, v_.eval.*k.field);
}

}  // namespace tessera
