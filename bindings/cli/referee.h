// The referee loop for scripts/match: one game under Tessera's rules, driven line by line, so a
// match between any two engines is judged by the same code the page uses.
#pragma once

#include <iosfwd>

namespace tessera {

int run_referee(std::istream& in, std::ostream& out);

}  // namespace tessera
