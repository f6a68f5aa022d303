// The sliced search a browser worker drives: a poll pauses it and resume() carries on with the same
// iteration and table, a poll or stop() between slices ends it with a legal move, and it is reusable.
#include <numeric>

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

// Plays a reported line from `p` (a copy), each move required legal where it is played.
void require_legal_line(Position p, const std::vector<Move>& line) {
  for (Move m : line) {
    REQUIRE(is_legal(p, m));
    p.do_move(m);
  }
}

}  // namespace

namespace {

// The six built-ins' start positions, each searched whole and then paused about every 4096 and
// every 12 288 nodes (the page's 15 ms slices hold 4 000 to 12 000 nodes in wasm).
struct SlicedSearches {
  uint64_t whole_nodes = 0, sliced_nodes = 0;
  std::vector<std::string> short_lines;  // reports whose line is shorter than their depth
  // Searches that reported other depths than 1, 2, ... once each, paused less often than asked,
  // moved the position or chose an illegal move.
  std::vector<std::string> faults;
};

std::string joined(const std::vector<std::string>& texts) {
  std::string all;
  for (const std::string& t : texts) all += t + "; ";
  return all;
}

SlicedSearches search_sliced_and_whole() {
  const std::pair<const char*, int> searches[] = {{"capablanca", 8},    {"chess", 10},    {"glinski", 7},
                                                  {"officer-spiel", 7}, {"naydorian", 8}, {"westfield", 7}};
  SlicedSearches out;
  for (const auto& [id, d] : searches) {
    Position p = position(id);
    Searcher whole;
    whole.search(p, depth(d));
    const std::string before = p.fen();
    for (int every : {4, 12}) {
      out.whole_nodes += whole.nodes();
      Searcher s;
      CountingPoll poll{every};
      std::vector<int> depths;
      s.start(
          p, depth(d),
          [&](const SearchReport& r) {
            depths.push_back(r.depth);
            if (int(r.pv.size()) < r.depth && r.mate_in == 0)
              out.short_lines.push_back(std::string(id) + " depth " + std::to_string(r.depth));
            require_legal_line(position(id), r.pv);
          },
          poll.hook());
      int slices = 1;
      while (!s.resume()) ++slices;
      out.sliced_nodes += s.nodes();
      std::vector<int> in_order(static_cast<size_t>(d), 0);
      std::iota(in_order.begin(), in_order.end(), 1);
      const std::string name = std::string(id) + " every " + std::to_string(every * 1024);
      if (depths != in_order) out.faults.push_back(name + ": depths out of order");
      // It really was paused, about as often as asked.
      if (uint64_t(slices) < whole.nodes() / uint64_t(every * 1024) / 2)
        out.faults.push_back(name + ": " + std::to_string(slices) + " slices");
      if (p.fen() != before) out.faults.push_back(name + ": the position moved");
      if (!is_legal(p, s.best())) out.faults.push_back(name + ": an illegal best move");
    }
  }
  return out;
}

// Both tests below read the same searches, made once.
const SlicedSearches& sliced_and_whole() {
  static const SlicedSearches searched = search_sliced_and_whole();
  return searched;
}

}  // namespace

TEST_CASE("a paused search resumes its own iteration: each depth is reported once, in order") {
  const SlicedSearches& r = sliced_and_whole();
  INFO(joined(r.faults));
  CHECK(r.faults.empty());
}

TEST_CASE("a paused iteration's re-walk costs little: the table answers what the paused walk finished") {
  // Before the re-walk kept to the paused walk's own steps, these searches cost 1.84 times the
  // whole ones' nodes (2.18 at 4096-node slices, 1.49 at 12 288). Now 1.03 (1.01 and 1.06; each
  // search from 0.70 to 1.58, as a pause can still lead the search elsewhere). Three things do it,
  // and without any one of them the total is over the bound: the table answers PV nodes (1.66
  // without), the line's nodes repeat their order and reductions (1.41), and the history is not
  // taught the same cutoffs twice (1.28).
  const SlicedSearches& r = sliced_and_whole();
  INFO("sliced " << r.sliced_nodes << " nodes, whole " << r.whole_nodes);
  CHECK(r.sliced_nodes * 5 < r.whole_nodes * 6);
}

TEST_CASE("a re-walk that the table answers still reports each iteration's whole line") {
  // A PV node answered by the table gives its line from the table's moves: otherwise an iteration
  // whose principal line was finished before a pause would report its first move alone.
  const SlicedSearches& r = sliced_and_whole();
  INFO("reports whose line is shorter than their depth: " << joined(r.short_lines));
  CHECK(r.short_lines.empty());
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

TEST_CASE("sliced searches paused at every check keep the position, and report legal lines, in any variant") {
  // The re-walk follows a kept line through null moves, singular tests, passes, drops and forced
  // captures; pausing at every 1024-node check walks it as often as it can be walked.
  int slices = 0;
  for (const char* id : {"chess", "westfield", "naydorian", "officer-spiel", "crazyhouse", "shogi", "janggi",
                         "giveaway", "xiangqi", "3check", "seirawan", "kingofthehill"}) {
    for (int k = 0; k < 3; ++k) {
      Position p = position(id);
      // Not random_playout: this one stops where a rule (the hill, the third check) ends the game.
      uint64_t seed = 0x9E3779B97F4A7C15ull * uint64_t(k + 1);
      for (int ply = 0; ply < 4 + 6 * k; ++ply) {
        MoveList legal;
        generate_legal(p, legal);
        if (legal.empty() || p.immediate_end()) break;
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        p.do_move(legal[int(seed % uint64_t(legal.size()))]);
      }
      if (p.immediate_end()) continue;
      INFO(id << " " << p.fen());
      const std::string before = p.fen();
      Searcher s;
      CountingPoll poll{1};
      s.start(
          p, depth(6), [&](const SearchReport& r) { require_legal_line(position(id, before), r.pv); },
          poll.hook());
      while (!s.resume()) ++slices;
      CHECK(p.fen() == before);
      MoveList legal;
      generate_legal(p, legal);
      CHECK(legal.empty() == s.best().is_none());
      if (!legal.empty()) CHECK(is_legal(p, s.best()));
    }
  }
  INFO(slices << " slices");
  CHECK(slices > 100);  // the searches really were paused, again and again
}
