// Search limits and safety: depth and node limits, stop from another thread, time limits, and
// never an illegal move from positions reached by random playouts in every registered variant.
#include <algorithm>
#include <atomic>
#include <thread>

#include "search/levels.h"
#include "search/worker.h"
#include "search_helpers.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("a depth limit ends the search after that iteration and every iteration is reported") {
  Position p = position("chess");
  Searcher s;
  std::vector<int> depths;
  s.search(p, depth(5), [&](const SearchReport& r) { depths.push_back(r.depth); });
  CHECK(depths == std::vector<int>{1, 2, 3, 4, 5});
}

TEST_CASE("searchmoves: the root chooses only among the listed moves, and an illegal one is dropped") {
  Position p = position("chess");
  Searcher s;
  SearchLimits l = depth(5);
  l.only = {pseudo_move(p, "a2a3"), pseudo_move(p, "h2h3")};
  const std::string best = move_to_text(p, s.search(p, l));
  CHECK((best == "a2a3" || best == "h2h3"));
  // The unrestricted choice at this depth is neither, so the list is what kept it out.
  s.new_game();
  const std::string free_choice = move_to_text(p, s.search(p, depth(5)));
  CHECK((free_choice != "a2a3" && free_choice != "h2h3"));
  // A list naming only moves that are not legal here restricts nothing.
  Position q = position("chess", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
  SearchLimits bad = depth(3);
  bad.only = {
      Move::make(q.geometry().parse("e1"), q.geometry().parse("f2"), MoveKind::Normal, PieceType::None)};
  CHECK(move_to_text(q, s.search(q, bad)) == "e1e2");  // the king takes the rook
}

TEST_CASE("a soft time ends the search after an iteration, long before the hard movetime") {
  Position p = position("chess");
  Searcher s;
  SearchLimits l;
  l.movetime_ms = 60000;
  l.soft_ms = 30;
  int last_time = 0, iterations = 0;
  s.search(p, l, [&](const SearchReport& r) {
    last_time = r.time_ms;
    ++iterations;
  });
  CHECK(iterations >= 1);
  CHECK(last_time >= 30 * 40 / 100);  // it stopped only once past part of its aim
  CHECK(last_time < 30000);           // and did not think for the whole movetime
}

TEST_CASE("a node limit is exact: the search never visits more nodes than allowed") {
  for (uint64_t limit : {1ull, 50ull, 3000ull}) {
    Position p = position("capablanca");
    Searcher s;
    SearchLimits l;
    l.nodes = limit;
    const Move m = s.search(p, l);
    CHECK(s.nodes() <= limit);
    CHECK(legal_texts(p).size() > 0);
    MoveList legal;
    generate_legal(p, legal);
    CHECK(legal.contains(m));
  }
}

TEST_CASE("stop() from another thread ends an unlimited search that still returns a legal move") {
  Position p = position("capablanca");
  Searcher s;
  std::atomic<int> reports{0};
  Move best;
  int last_depth = 0;
  std::thread worker([&] {
    best = s.search(p, SearchLimits{}, [&](const SearchReport& r) {
      last_depth = r.depth;
      ++reports;
    });
  });
  while (reports < 3) std::this_thread::yield();
  s.stop();
  worker.join();  // a search that ignored stop() would hang here
  MoveList legal;
  generate_legal(p, legal);
  CHECK(legal.contains(best));
  CHECK(last_depth < MaxPly - 1);
}

TEST_CASE("stop() sent before the search starts is kept until clear_stop()") {
  Position p = position("chess");
  Searcher s;
  s.stop();
  const Move m = s.search(p, SearchLimits{});  // returns at once: the flag was set
  CHECK(!m.is_none());
  s.clear_stop();
  int deepest = 0;
  s.search(p, depth(3), [&](const SearchReport& r) { deepest = r.depth; });
  CHECK(deepest == 3);
}

TEST_CASE("a movetime limit ends an unlimited-depth search by itself") {
  Position p = position("chess");
  Searcher s;
  SearchLimits l;
  l.movetime_ms = 50;
  int deepest = 0;
  const Move m = s.search(p, l, [&](const SearchReport& r) { deepest = r.depth; });
  CHECK(!m.is_none());
  CHECK(deepest < MaxPly - 1);  // it stopped on time, not by running out of depth
}

TEST_CASE("the search never returns an illegal move: random playout positions in every variant") {
  std::mt19937 rng(20261130);
  for (const std::string& id : variant_ids()) {
    INFO(id);
    Searcher s;
    s.set_hash_mib(2);
    for (int game = 0; game < 6; ++game) {
      Position p = position(id);
      int checked = 0;
      random_playout(p, rng, 120, [&](Position& pos, Move) {
        if (rng() % 8) return;
        const std::string fen = pos.fen();
        SearchLimits l;
        l.nodes = 400 + rng() % 3000;
        l.depth = 1 + int(rng() % 6);
        const Move m = s.search(pos, l);
        INFO(fen);
        REQUIRE(pos.fen() == fen);
        MoveList legal;
        generate_legal(pos, legal);
        REQUIRE(legal.contains(m));
        ++checked;
      });
      // Where the playout ended the game, the search must say so with no move.
      MoveList legal;
      generate_legal(p, legal);
      if (legal.empty()) CHECK(s.search(p, depth(3)).is_none());
    }
  }
}

TEST_CASE("every level plays a legal move and even the beginner takes a hanging queen") {
  const std::string fen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";  // Rxd5 wins the queen for nothing
  SearchLimits quick;
  quick.movetime_ms = 200;  // the stronger levels think for seconds; the test need not
  for (const Level& level : levels()) {
    INFO(level.id);
    Position p = position("chess", fen);
    Searcher s;
    s.set_eval_noise(level.noise_cp, 7);
    const Move m = s.search(p, capped(quick, level));
    CHECK(move_to_text(p, m) == "d2d5");
  }
  Position p = position("chess", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
  Searcher s;
  s.set_eval_noise(find_level("beginner")->noise_cp, 3);
  CHECK(move_to_text(p, s.search(p, capped(SearchLimits{}, *find_level("beginner")))) == "d1d8");
}

TEST_CASE("levels are listed weakest first and capped limits take the stricter value") {
  REQUIRE(levels().size() >= 3);
  CHECK(levels().front().id == "beginner");
  CHECK(levels().back().id == "full");
  CHECK(find_level("nonsense") == nullptr);
  SearchLimits asked;
  asked.movetime_ms = 100;
  asked.depth = 9;
  const SearchLimits l = capped(asked, *find_level("beginner"));
  CHECK(l.depth == 2);
  CHECK(l.movetime_ms == 100);
  CHECK(levels_json().find("\"id\":\"beginner\"") != std::string::npos);
}

TEST_CASE("null move is used only where passing cannot beat moving") {
  CHECK(SearchTraits::of(variant("chess")).null_move);
  CHECK(SearchTraits::of(variant("naydorian")).null_move);
  // Westfield: no royal piece, a side without a move loses, and capturing everything wins.
  const SearchTraits w = SearchTraits::of(variant("westfield"));
  CHECK_FALSE(w.null_move);
  CHECK_FALSE(w.royal);
  CHECK(w.stalemate == EndValue::Loss);
  CHECK(w.immediate_end);
}

// Clobber's pieces move only by capturing: quiescence there would search every line to the game's
// end, and depth 1 alone took more than a tenth of a second from the start.
TEST_CASE("quiescence only stands pat where every move captures") {
  std::vector<std::string> capture_only;
  for (const std::string& id : all_variant_ids())
    if (!SearchTraits::of(variant(id)).quiet_moves) capture_only.push_back(id);
  CHECK(capture_only == std::vector<std::string>{"clobber", "clobber10"});
  const Searched r = search_fen("clobber", "", depth(6));
  CHECK(r.last.depth == 6);
  CHECK(r.last.nodes < 1'000'000);
}

TEST_CASE("the search handles a position with more moves than a move list holds inline") {
  // Three Pawns pushed to rank 10 together: over 3000 legal promotion combinations.
  const std::string fen = "2n3n13/3PPP14/3XYX14/4X15/20/20/20/20/20/19q[NBRQXYSGH] w - - 0 1";
  const Searched r = search_fen("westfield", fen, depth(2));
  Position p = position("westfield", fen);
  MoveList legal;
  generate_legal(p, legal);
  REQUIRE(legal.size() > MaxMoves);
  CHECK(legal.contains(r.best));
}

TEST_CASE("an evaluation probe sees each position the search evaluates and changes nothing") {
  struct Seen {
    int calls = 0;
    std::vector<Key> keys;
  } seen;
  Searcher plain, probed;
  plain.set_hash_mib(4);
  probed.set_hash_mib(4);
  probed.set_eval_probe({[](void* ctx, const Position& pos) {
                           Seen& s = *static_cast<Seen*>(ctx);
                           ++s.calls;
                           s.keys.push_back(pos.key());
                         },
                         &seen});
  // A position a search has been through keeps its FEN but not always its piece lists' order, which
  // the move order follows: each search starts from a fresh one.
  Position p = position("chess"), q = position("chess");
  SearchReport a, b;
  const Move ma = plain.search(p, depth(6), [&](const SearchReport& r) { a = r; });
  const Move mb = probed.search(q, depth(6), [&](const SearchReport& r) { b = r; });
  CHECK(ma == mb);
  CHECK(a.nodes == b.nodes);
  CHECK(a.score == b.score);
  // Evaluations are counted, at most one per node, and they are of many positions.
  CHECK(seen.calls > 1000);
  CHECK(uint64_t(seen.calls) <= b.nodes);
  std::sort(seen.keys.begin(), seen.keys.end());
  CHECK(std::unique(seen.keys.begin(), seen.keys.end()) - seen.keys.begin() > seen.calls / 4);
  // Cleared, it is no longer called.
  probed.set_eval_probe({});
  const int before = seen.calls;
  Position r = position("chess");
  probed.search(r, depth(3));
  CHECK(seen.calls == before);
}
