// How the search scores a position it has seen before: as the game ends it when it recurs within the
// search (a draw, nFoldValue, or a loss for a perpetual checker), not when it occurred once before the
// root and the game's own repetition count is not yet reached.
#include "api/definitions.h"
#include "search_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// White, a queen up, has just repeated the start by walking both kings out and back: Black to move
// stands on the position's second occurrence, and Kd8 would bring about the position after Black's
// first move for the second time.
constexpr const char* QueenUp = "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1";

Searched search_after(const std::vector<std::string>& moves, int d) {
  Position p = position("chess", QueenUp);
  for (const std::string& m : moves) play_move(p, m);
  return search_position(p, depth(d));
}

// Black, two rooks and three pawns up, mates with Rb1 next move; White's resource is the queen's
// endless check, Qe8+ Kh7 Qh5+ Kg8: the black king has no other square and nothing can interpose.
constexpr const char* Perpetual = "6k1/3Q2p1/8/ppp5/8/8/rr6/7K w - - 0 1";
const char* const CheckCycle[] = {"d7e8", "g8h7", "e8h5", "h7g8", "h5e8", "g8h7", "e8h5", "h7g8"};

void load_repetition_variants() {
  load_definitions(
      "[perpetual-loses:chess]\nperpetualCheckIllegal = true\n"
      "[white-loses-repetition:chess]\nnFoldValue = loss\nnFoldValueAbsolute = true\n");
}

}  // namespace

TEST_CASE("repetition in search: a perpetual check saves a lost game where the rules allow it") {
  const Searched r = search_fen("chess", Perpetual, depth(8));
  CHECK(r.last.score == 0);
}

TEST_CASE("repetition in search: perpetual check loses for the checker under perpetualCheckIllegal") {
  load_repetition_variants();
  const Searched r = search_fen("perpetual-loses", Perpetual, depth(8));
  CHECK(r.last.score < -500);  // the checks must stop, and Black's material tells
}

TEST_CASE("repetition in search: nFoldValue scores a repetition found in the search") {
  load_repetition_variants();
  const Searched r = search_fen("white-loses-repetition", Perpetual, depth(8));
  CHECK(r.last.score < -500);
}

TEST_CASE("repetition in search: a perpetual check begun before the root loses on its last repetition") {
  // Two cycles are played: Qe8+ now would bring about the position after White's checks a third
  // time. The checks that began the cycle were given before the root, so the search must be told
  // of them to see that the rule makes White the loser.
  load_repetition_variants();
  Position p = position("perpetual-loses", Perpetual);
  std::vector<Move> played;
  for (const char* m : CheckCycle) played.push_back(play_move(p, m));
  Searcher s;
  s.set_hash_mib(4);
  SearchReport told, untold;
  const Move with = s.search(
      p, depth(3), [&](const SearchReport& r) { told = r; }, played);
  s.new_game();
  const Move without = s.search(p, depth(3), [&](const SearchReport& r) { untold = r; });
  CHECK(move_to_text(p, with) != "h5e8");
  CHECK(told.score < -200);
  // Without the game's moves the threefold looks like a plain draw.
  CHECK(move_to_text(p, without) == "h5e8");
  CHECK(untold.score == 0);
}

TEST_CASE("repetition in search: moves the position never made are not taken back") {
  // The same cycle, but the root is read afresh from its FEN: it has made no moves, so the list
  // cannot be replayed on it. The search must ignore it, not undo moves it does not have.
  load_repetition_variants();
  Position played_on = position("perpetual-loses", Perpetual);
  std::vector<Move> played;
  for (const char* m : CheckCycle) played.push_back(play_move(played_on, m));
  Position p = position("perpetual-loses", played_on.fen());
  const std::string fen = p.fen();
  Searcher s;
  s.set_hash_mib(4);
  SearchReport told, untold;
  const Move with = s.search(
      p, depth(3), [&](const SearchReport& r) { told = r; }, played);
  CHECK(p.fen() == fen);
  s.new_game();
  const Move without = s.search(p, depth(3), [&](const SearchReport& r) { untold = r; });
  CHECK(with == without);
  CHECK(told.score == untold.score);
  CHECK(told.nodes == untold.nodes);
}

TEST_CASE("repetition in search: a position seen once before the root is not yet a draw") {
  // Under the threefold rule a second occurrence ends nothing: White may step aside, and the
  // queen still wins. Scoring it a draw would let Black believe Kd8 saves the game.
  const Searched r = search_after({"e8d8", "e1d1", "d8e8", "d1e1"}, 6);
  CHECK(r.last.score < -500);
}

TEST_CASE("repetition in search: a position seen twice before the root is a draw on its third") {
  // Kd8 has been played twice before, once from e8 and once from d7: playing it again brings about
  // that position a third time, which the rule ends as a draw, so the lost side takes it.
  const Searched r = search_after({"e8d8", "e1d1", "d8d7", "d1e1", "d7d8", "e1d1", "d8e8", "d1e1"}, 6);
  CHECK(r.last.score == 0);
  CHECK(r.text == "e8d8");
}
