// Per-variant evaluation options. Most terms are derived from the piece tables, so a new
// variant plays sensibly with none; an entry here states why that variant needs different weights.
#include "eval/eval_options.h"

namespace tessera {

namespace {

struct Entry {
  std::string_view id;
  void (*tune)(EvalOptions&);
};

// Westfield: both armies race north and a Pawn that arrives may become any
// captured piece, so the race is worth more and fades more slowly with distance.
// Every piece counts towards the capture-everything goal.
void westfield(EvalOptions& o) {
  o.race_permille_mg = 110;
  o.race_permille_eg = 220;
  o.race_halving_steps = 2;
  o.piece_count_cp = 20;
}

// Naydorian: the Pike's promotion to a General (12 against 1 in the source's
// units) is the main plan of the end game; Pikes advance in a narrow file
// pattern, so the race term is raised a little.
void naydorian(EvalOptions& o) {
  o.race_permille_mg = 80;
  o.race_permille_eg = 180;
}

constexpr Entry Table[] = {
    {"westfield", westfield},
    {"naydorian", naydorian},
};

}  // namespace

EvalOptions eval_options(const Variant& v) {
  EvalOptions o;
  if (v.extinction_all() && v.end_rules().extinction.value == EndValue::Loss) o.piece_count_cp = 15;
  for (const Entry& e : Table)
    if (e.id == v.id()) e.tune(o);
  return o;
}

}  // namespace tessera
