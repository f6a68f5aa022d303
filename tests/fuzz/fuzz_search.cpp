// Searches byte-chosen positions of every variant: a short game, then a node-limited search, whole
// or in paused slices, told the game's moves or handed them with a position that never made them.
#include "api/game.h"
#include "fuzz_input.h"
#include "notation/move_text.h"
#include "search/search.h"

namespace {

using namespace tessera;

// The search must leave the position as it found it and answer a legal move, or none only when
// there is none to give.
void check_search(Position& p, Searcher& s, std::span<const Move> played, uint64_t nodes, bool sliced) {
  const std::string fen = p.fen();
  const Key key = p.key();
  SearchLimits limits;
  limits.nodes = nodes;
  Move best;
  if (sliced) {
    // Pause at every poll, as the page's worker does between its slices.
    const SearchPoll pause{[](void*) { return PollAnswer::Pause; }, nullptr};
    s.start(p, limits, {}, pause, played);
    int slices = 0;
    while (!s.resume())
      if (++slices > 100000) fuzz::fail("a sliced search never ends", fen);
    best = s.best();
  } else {
    best = s.search(p, limits, {}, played);
  }
  if (p.fen() != fen || p.key() != key) fuzz::fail("the search changed its position", fen);
  MoveList list;
  generate_legal(p, list);
  if (best.is_none()) {
    if (!list.empty() && !p.immediate_end()) fuzz::fail("no move from a position that has one", fen);
  } else if (!list.contains(best)) {
    fuzz::fail("the search answered an illegal move", fen);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  size = std::min<size_t>(size, 122);  // up to 120 plies before the search
  Game g(fuzz::pick_builtin(data[0]));
  const uint8_t knobs = data[1];
  for (size_t i = 2; i < size; ++i) {
    std::vector<Move> legal = g.legal_moves();
    if (legal.empty() || g.status().outcome != Outcome::Ongoing) break;
    if (!g.play(move_to_text(g.position(), legal[data[i] % legal.size()])).empty())
      fuzz::fail("a legal move was refused", g.position().fen());
  }
  Searcher s;
  s.set_hash_mib(1);
  const uint64_t nodes = 200 + 300 * uint64_t(knobs % 8);
  Position here = g.position();
  const std::vector<Move> played(g.moves().begin(), g.moves().end());
  check_search(here, s, played, nodes, knobs & 8);
  // The same moves handed with the position read afresh from its FEN: it made none of them.
  Position fresh(g.position().variant());
  if (!fresh.set_fen(here.fen()).empty()) fuzz::fail("own FEN rejected", here.fen());
  s.new_game();
  check_search(fresh, s, played, nodes, knobs & 16);
  return 0;
}
