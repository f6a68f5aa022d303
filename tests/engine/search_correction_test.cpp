// Correction history: the key follows the promoting pieces only, and an entry moves towards what
// searches found, by more for deeper searches, and never past its bound.
#include "helpers.h"
#include "search/correction.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("correction history: the key changes when a promoting piece moves, not when another does") {
  Position pos = position("chess");
  const Key start = promoting_key(pos);
  play_move(pos, "g1f3");
  play_move(pos, "g8f6");
  CHECK(promoting_key(pos) == start);
  play_move(pos, "e2e4");
  CHECK(promoting_key(pos) != start);
  // The same pawns reached another way share the key, whatever else differs.
  Position other = position("chess", "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
  CHECK(promoting_key(other) == promoting_key(pos));
}

TEST_CASE("correction history: a capture of a pawn changes the key, and Capablanca's pawns count") {
  Position pos = position("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  const Key before = promoting_key(pos);
  play_move(pos, "e4d5");
  CHECK(promoting_key(pos) != before);
  CHECK(promoting_key(position("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")) == 0);
  CHECK(promoting_key(position("capablanca")) != 0);
}

TEST_CASE("correction history: entries follow the searches' verdicts and stay within their bound") {
  CorrectionHistory h;
  h.clear();
  const Key k = 12345;
  CHECK(h.offset(Color::White, k) == 0);
  h.update(Color::White, k, 80, 40, 8);  // the search found 40 cp more than the evaluation
  const Value once = h.offset(Color::White, k);
  CHECK(once > 0);
  CHECK(h.offset(Color::Black, k) == 0);  // the other side's entry is its own
  for (int i = 0; i < 200; ++i) h.update(Color::White, k, 1000, 0, 30);
  CHECK(h.offset(Color::White, k) > once);
  CHECK(h.offset(Color::White, k) <= CorrectionHistory::Limit / CorrectionHistory::Grain);
  for (int i = 0; i < 400; ++i) h.update(Color::White, k, -1000, 0, 30);
  CHECK(h.offset(Color::White, k) < 0);
  CHECK(h.offset(Color::White, k) >= -CorrectionHistory::Limit / CorrectionHistory::Grain);
  // A shallow search moves the entry less than a deep one.
  CorrectionHistory a, b;
  a.clear();
  b.clear();
  a.update(Color::White, k, 100, 0, 2);
  b.update(Color::White, k, 100, 0, 16);
  CHECK(a.offset(Color::White, k) < b.offset(Color::White, k));
}
