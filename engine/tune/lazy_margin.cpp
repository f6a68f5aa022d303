// The lazy margin's measurement: a search probe records the attack-map terms' spread at each
// position evaluated, and the margin is read off their distribution.
#include "tune/lazy_margin.h"

#include <algorithm>
#include <cstdlib>

#include "search/search.h"

namespace tessera {

namespace {

// Quiet self-play positions alone understate the spread: a search spends most evaluations in the
// lopsided positions a capture or a threat leaves, where the attack-map terms weigh most.
struct Spreads {
  const EvalTables* with_maps;
  const EvalTables* no_maps;
  std::vector<int> seen;
  static void note(void* ctx, const Position& pos) {
    Spreads& s = *static_cast<Spreads*>(ctx);
    s.seen.push_back(std::abs(evaluate(pos, *s.with_maps) - evaluate(pos, *s.no_maps)));
  }
};

}  // namespace

int measured_lazy_margin(const Variant& v, const std::vector<TuneSample>& samples, const TuneParams& p,
                         MarginSearches how) {
  const auto with_maps = build_eval_tables(v, p.weights, p.values);
  if (!with_maps->attack_maps || samples.empty() || how.searches <= 0) return 0;
  const auto no_maps = build_eval_tables(v, without_attack_maps(p.weights), p.values);
  Spreads spreads{with_maps.get(), no_maps.get(), {}};
  Searcher searcher;
  searcher.set_hash_mib(4);
  searcher.set_eval_probe({&Spreads::note, &spreads});
  SearchLimits limits;
  limits.nodes = how.nodes;
  const size_t n = std::min(samples.size(), size_t(how.searches));
  for (size_t i = 0; i < n; ++i) {
    Position pos = samples[i * samples.size() / n].pos;
    searcher.new_game();  // each search sees its own positions, not the last one's table
    searcher.search(pos, limits);
  }
  std::vector<int>& seen = spreads.seen;
  if (seen.empty()) return 10;  // every sample was over: nothing a search would skip
  const size_t at = std::min(seen.size() - 1, seen.size() * 999 / 1000);
  std::nth_element(seen.begin(), seen.begin() + ptrdiff_t(at), seen.end());
  return std::max(10, (seen[at] * 5 / 4 + 9) / 10 * 10);
}

}  // namespace tessera
