// The UCI protocol loop for the native engine, including the UCI_Variant option and `go perft`.
// Searches run on a worker thread so that `stop` and `isready` are answered while thinking.
#pragma once

#include <iosfwd>

namespace tessera {

int run_uci(std::istream& in, std::ostream& out);

}  // namespace tessera
