// The sliced search a browser worker drives: a poll pauses it and resume() carries on with the same
// iteration and table, a poll or stop() between slices ends it with a legal move, and it is reusable.
#include "search/search.h"
#include "search_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// Answers `answer` at every `every`-th check (counted in `calls`), Go otherwise.
struct CountingPoll {
  int every = 1;
  PollAnswer answer = PollAnswer::Pause;
  int calls = 0;
  bool armed = true;
  static PollAnswer fn(void* ctx) {
    auto* p = static_cast<CountingPoll*>(ctx);
    ++p->calls;
    return p->armed && p->calls % p->every == 0 ? p->answer : PollAnswer::Go;
  }
  SearchPoll hook() { return {&CountingPoll::fn, this}; }
};

bool is_legal(Position& p, Move m) {
  MoveList legal;
  generate_legal(p, legal);
  return legal.contains(m);
}

}  // namespace

TEST_CASE("a paused search resumes its own iteration: each depth is reported once, in order") {
  Position p = position("capablanca");
  const std::string before = p.fen();
  Searcher whole;
  whole.search(p, depth(8));
  const uint64_t whole_nodes = whole.nodes();

  Searcher s;
  // A pause every fourth check, about 4096 nodes: the page's 15 ms slices hold 4 000 to 12 000 nodes
  // in wasm. (Pausing at every check makes each slice re-walk the PV nodes the table cannot cut,
  // and how much that costs swings from 0.7 to 2.4 times the whole search with the tree's shape.)
  CountingPoll poll{4};
  std::vector<int> depths;
  s.start(
      p, depth(8), [&](const SearchReport& r) { depths.push_back(r.depth); }, poll.hook());
  int slices = 1;
  while (!s.resume()) ++slices;
  CHECK(depths == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
  INFO("sliced " << s.nodes() << " nodes in " << slices << " slices, whole " << whole_nodes);
  CHECK(slices >= int(whole_nodes / 4096 / 2));  // it really was paused, every 4096 nodes or so
  CHECK(p.fen() == before);
  CHECK(is_legal(p, s.best()));
}

TEST_CASE("a paused search re-walks its iteration through the table: it costs a few times a whole one") {
  // How much the re-walks cost swings with the tree's shape: in these six searches from 1.4 to 3.4
  // times the whole search's nodes (with correction history, tried, from 0.7 to 5.3). So the bound
  // is on the total: 2.18 times (1.60 with it). Losing the table between slices costs so much that
  // these searches do not finish in minutes.
  const std::pair<const char*, int> searches[] = {{"capablanca", 8},    {"chess", 10},    {"glinski", 7},
                                                  {"officer-spiel", 7}, {"naydorian", 8}, {"westfield", 7}};
  uint64_t whole_nodes = 0, sliced_nodes = 0;
  for (const auto& [id, d] : searches) {
    Position p = position(id);
    Searcher whole;
    whole.search(p, depth(d));
    whole_nodes += whole.nodes();
    Searcher s;
    CountingPoll poll{4};
    s.start(p, depth(d), {}, poll.hook());
    while (!s.resume()) {}
    sliced_nodes += s.nodes();
  }
  INFO("sliced " << sliced_nodes << " nodes, whole " << whole_nodes);
  CHECK(sliced_nodes < whole_nodes * 3);
}

TEST_CASE("a poll answering Stop ends the search at that check with a legal move") {
  Position p = position("chess");
  Searcher s;
  CountingPoll poll{40, PollAnswer::Stop};
  int deepest = 0;
  s.start(
      p, SearchLimits{}, [&](const SearchReport& r) { deepest = r.depth; }, poll.hook());
  CHECK(s.resume());  // ended, not paused
  CHECK(!s.running());
  CHECK(poll.calls == 40);
  CHECK(s.nodes() <= 41 * 1024);
  CHECK(deepest >= 1);
  CHECK(deepest < MaxPly - 1);
  CHECK(is_legal(p, s.best()));
}

TEST_CASE("stop() between slices ends the search at the next resume, and the searcher is reused") {
  Position p = position("chess");
  Searcher s;
  CountingPoll poll{1};
  int deepest = 0;
  s.start(
      p, SearchLimits{}, [&](const SearchReport& r) { deepest = r.depth; }, poll.hook());
  for (int i = 0; i < 50; ++i) REQUIRE(!s.resume());
  const int calls = poll.calls;
  s.stop();
  CHECK(s.resume());
  CHECK(poll.calls == calls);  // it ended without searching on
  CHECK(deepest >= 1);
  CHECK(is_legal(p, s.best()));

  // The stop was spent on that search: the next one runs to its depth, through pauses.
  std::vector<int> depths;
  s.start(
      p, depth(4), [&](const SearchReport& r) { depths.push_back(r.depth); }, poll.hook());
  while (!s.resume()) {}
  CHECK(depths == std::vector<int>{1, 2, 3, 4});
}

TEST_CASE("a sliced search of a finished game ends at once with no move") {
  Position p = position("chess", "7k/5KQ1/8/8/8/8/8/8 b - - 0 1");  // black is mated
  Searcher s;
  CountingPoll poll{1};
  s.start(p, depth(3), {}, poll.hook());
  CHECK(s.resume());
  CHECK(s.best().is_none());
}
