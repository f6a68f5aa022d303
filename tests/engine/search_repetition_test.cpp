// How the search scores a position it has seen before: a draw when it recurs within the search, not
// when it occurred once before the root and the game's own repetition count is not yet reached.
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

}  // namespace

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
