// `tessera values VARIANT`: the piece-value derivation table, printed for the README and for
// anyone checking a new variant's PieceDef::value entries against the pieces' mobility.
#pragma once

#include <iosfwd>
#include <string>

namespace tessera {

int print_values(const std::string& variant_id, std::ostream& out);

}  // namespace tessera
