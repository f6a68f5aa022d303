// `tessera selfplay` and `tessera tune`: the command-line adapter over engine/tune.
#pragma once

#include <string>
#include <vector>

namespace tessera {

// Plays self-play games and prints each game's sampled quiet positions as "RESULT FEN" lines.
int run_selfplay(const std::vector<std::string>& args);
// Reads such lines and prints the tuned definition lines with the error before and after.
int run_tune(const std::vector<std::string>& args);

}  // namespace tessera
