// Prints, per piece type: average destinations on an empty board and on a board 30% full,
// the value derived from the latter, and the value the variant's definition uses.
#include "values.h"

#include <cstdio>
#include <iostream>

#include "eval/mobility.h"
#include "variants/variants.h"

namespace tessera {

int print_values(const std::string& variant_id, std::ostream& out) {
  const Variant* v = find_variant(variant_id);
  if (!v) {
    std::cerr << "error: unknown variant '" << variant_id << "'\n";
    return 1;
  }
  out << "piece             empty  30%-full  derived  table\n";
  for (int i = 1; i <= v->type_count(); ++i) {
    const PieceType t = type_at(i);
    const PieceDef& p = v->piece(t);
    char line[160];
    std::snprintf(line, sizeof line, "%-16s %6.2f  %8.2f  %7d  %5d%s\n", p.name.c_str(),
                  average_mobility(*v, t, 0.0, Steps::Capturing),
                  average_mobility(*v, t, ValueDensity, Steps::Capturing), mobility_value(*v, t), p.value,
                  p.royal                     ? "  (royal: not counted)"
                  : !p.promotion.zone.empty() ? "  (promotes: valued by hand)"
                                              : "");
    out << line;
  }
  return 0;
}

}  // namespace tessera
