// Keys for gates, with Fairy-Stockfish's names and defaults: gating, seirawanGating and
// cambodianMoves (rules/gating_rules.h says what each means).
#include "definition/builder_context.h"

namespace tessera {

void Builder::gating_rules() {
  GatingRules& r = v_.gating;
  flag("gating", r.gating);
  flag("seirawanGating", r.seirawan);
  flag("cambodianMoves", r.cambodian);
  r.fers = fers_;
  if ((r.seirawan || r.cambodian) && !r.gating) {
    const char* key = r.seirawan ? "seirawanGating" : "cambodianMoves";
    fail(key, get(key), "this rule works on gates, which need gating = true");
  }
  if (r.gating && v_.geometry.kind() == GeometryKind::Hex)
    fail("gating", get("gating"), "gates on a hex board are not supported");
}

}  // namespace tessera
