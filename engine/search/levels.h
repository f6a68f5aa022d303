// Difficulty levels, defined once for every front end: each caps depth, nodes and time and may
// blur the evaluation. The page lists them through M.levels(); UCI takes "setoption name Level".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "search/search.h"

namespace tessera {

struct Level {
  std::string id;    // stable key: "beginner" … "full"
  std::string name;  // shown to players
  int depth = 0;     // caps; 0 = no cap
  uint64_t nodes = 0;
  int movetime_ms = 0;  // also the page's thinking time at this level
  int noise_cp = 0;     // evaluation blur, see Searcher::set_eval_noise
};

// Weakest first. The last is full strength.
const std::vector<Level>& levels();
// nullptr when no level has that id.
const Level* find_level(std::string_view id);
// The stricter of each pair of limits (a zero is no limit).
SearchLimits capped(const SearchLimits& asked, const Level& level);
// [{id, name, depth, nodes, movetime, noise}] for the page.
std::string levels_json();

}  // namespace tessera
