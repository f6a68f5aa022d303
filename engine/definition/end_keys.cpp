// Game-end keys: stalemate and checkmate values, extinction, flags, check counting, the
// `checking` and `mustCapture` rules, and the n-move and n-fold rules, as Fairy-Stockfish means them.
#include "definition/builder_context.h"
#include "definition/value_text.h"

namespace tessera {

void Builder::game_value(std::string_view key, EndValue& out) {
  const Setting* st = get(key);
  if (!st) return;
  if (st->value == "win") out = EndValue::Win;
  else if (st->value == "loss") out = EndValue::Loss;
  else if (st->value == "draw") out = EndValue::Draw;
  else fail(key, st, "expected win, loss or draw");
}

// Piece letters, or "*" for a side's whole army.
void Builder::piece_kinds(std::string_view key, std::string& out) {
  const Setting* st = get(key);
  if (!st) return;
  if (st->value == "*") out.assign(1, '*');  // not = "*": gcc 12 warns falsely (-Wrestrict)
  else letters(key, out, true);
}

void Builder::game_end() {
  EndRules& e = v_.end;
  game_value("stalemateValue", e.stalemate_value);
  game_value("checkmateValue", e.checkmate_value);
  flag("stalematePieceCount", e.stalemate_piece_count);
  int n = 50;
  if (number("nMoveRule", 0, 100000, n)) e.fifty_move_plies = 2 * n;
  number("nFoldRule", 0, 1000, e.repetitions);
  flag("checking", e.checking);
  flag("mustCapture", e.must_capture);
  flag("checkCounting", e.check_counting);
  extinction();
  flag_rule();
}

// Extinction is off until a value is given (Fairy-Stockfish's default "none").
void Builder::extinction() {
  ExtinctionRule& x = v_.end.extinction;
  std::string kinds;
  piece_kinds("extinctionPieceTypes", kinds);
  number("extinctionPieceCount", 0, 64, x.piece_count);
  number("extinctionOpponentPieceCount", 0, 64, x.opponent_piece_count);
  flag("extinctionClaim", x.claim);
  if (!s_.has("extinctionValue")) return;
  game_value("extinctionValue", x.value);
  x.types = kinds;
}

// A flag piece reaching its side's region ends the game (king of the hill, racing kings).
void Builder::flag_rule() {
  FlagRule& f = v_.end.flag;
  std::string kinds;
  piece_kinds("flagPiece", kinds);
  flag("flagMove", f.flag_move);
  if (const Setting* st = get("flagName")) f.name = st->value.substr(0, 60);
  CellSet both;
  const bool shared = region("flagRegion", both);
  if (shared) f.region = {both, both};
  region("whiteFlag", f.region[0]) || region("flagRegionWhite", f.region[0]);
  region("blackFlag", f.region[1]) || region("flagRegionBlack", f.region[1]);
  if (f.region[0].empty() && f.region[1].empty()) return;
  if (kinds.empty() || kinds == "*") {  // every piece of the variant carries the flag
    kinds.clear();
    for (const PieceDef& p : v_.pieces) kinds += p.letter;
  }
  f.pieces = kinds;
}

}  // namespace tessera
