// The level table. Beginner searches two plies with a blurred evaluation: it still sees a
// piece left hanging and mate in one, but misjudges quiet positions, as a beginner does.
#include "search/levels.h"

#include <algorithm>

#include "core/json.h"

namespace tessera {

const std::vector<Level>& levels() {
  static const std::vector<Level> table = {
      {"beginner", "Beginner", 2, 20000, 300, 60}, {"casual", "Casual", 3, 100000, 500, 30},
      {"club", "Club player", 6, 0, 1000, 10},     {"expert", "Expert", 0, 0, 2000, 0},
      {"full", "Full strength", 0, 0, 5000, 0},
  };
  return table;
}

const Level* find_level(std::string_view id) {
  for (const Level& l : levels())
    if (l.id == id) return &l;
  return nullptr;
}

namespace {
template <class T>
T stricter(T a, T b) {
  return !a ? b : !b ? a : std::min(a, b);
}
}  // namespace

SearchLimits capped(const SearchLimits& asked, const Level& level) {
  SearchLimits l;
  l.depth = stricter(asked.depth, level.depth);
  l.nodes = stricter(asked.nodes, level.nodes);
  l.movetime_ms = stricter(asked.movetime_ms, level.movetime_ms);
  l.soft_ms = asked.soft_ms;  // past a level's own movetime it never comes into play
  return l;
}

std::string levels_json() {
  json::Array a;
  for (const Level& l : levels())
    a.raw(json::Object()
              .str("id", l.id)
              .str("name", l.name)
              .num("depth", l.depth)
              .num("nodes", int64_t(l.nodes))
              .num("movetime", l.movetime_ms)
              .num("noise", l.noise_cp)
              .done());
  return a.done();
}

}  // namespace tessera
