// Game-end keys: stalemate and checkmate values, extinction, the n-move and n-fold rules.
// Each maps onto the variant's EndRules with Fairy-Stockfish's meaning.
#include "definition/builder_context.h"
#include "definition/value_text.h"

namespace tessera {

void Builder::game_end() {
  if (const Setting* st = get("stalemateValue")) {
    if (st->value == "loss") v_.end.no_moves_loses = true;
    else if (st->value != "draw") fail("stalemateValue", st, "only draw and loss are supported yet");
  }
  if (const Setting* st = get("checkmateValue"))
    if (st->value != "loss") fail("checkmateValue", st, "only loss is supported yet");
  int n = 50;
  if (number("nMoveRule", 0, 100000, n)) v_.end.fifty_move_plies = 2 * n;
  number("nFoldRule", 0, 1000, v_.end.repetitions);
  bool b = true;
  if (flag("checking", b) && !b) fail("checking", get("checking"), "checking = false is not supported yet");
  if (flag("mustCapture", b) && b) fail("mustCapture", get("mustCapture"), "mustCapture is not supported yet");
  std::string types;
  const Setting* value = get("extinctionValue");
  const Setting* kinds = get("extinctionPieceTypes");
  if (value || kinds) {
    if (value && value->value == "loss" && kinds && kinds->value == "*") v_.end.capture_all_wins = true;
    else fail("extinctionValue", value ? value : kinds, "only extinctionValue = loss with extinctionPieceTypes = * is supported yet");
  }
}

}  // namespace tessera
