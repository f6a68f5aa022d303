// The clock allocation shared by UCI and the page: each side thinks from its own clock, never risks
// more than half of it on one move, and spends more when it has more time or an increment.
#include <algorithm>
#include <catch2/catch.hpp>

#include "search/clock_time.h"

using namespace tessera;

namespace {
ClockTimes clock(int white, int black, int winc = 0, int binc = 0) {
  ClockTimes c;
  c.time_ms[0] = white;
  c.time_ms[1] = black;
  c.increment_ms[0] = winc;
  c.increment_ms[1] = binc;
  return c;
}
}  // namespace

TEST_CASE("no time on the mover's clock means no clock limit") {
  CHECK(clock_move_time_ms(clock(0, 60000), Color::White) == 0);
  CHECK(clock_move_time_ms(clock(60000, 0), Color::Black) == 0);
}

TEST_CASE("each side thinks from its own clock, not the opponent's") {
  const ClockTimes c = clock(300000, 10000);
  CHECK(clock_move_time_ms(c, Color::White) > clock_move_time_ms(c, Color::Black));
  CHECK(clock_move_time_ms(c, Color::Black) == clock_move_time_ms(clock(1, 10000), Color::Black));
}

TEST_CASE("one move never takes more than half of the time left, even with a large increment") {
  for (int left : {20, 100, 1000, 5000, 60000, 3600000})
    for (int inc : {0, 1000, 30000, 2000000000}) {
      const int t = clock_move_time_ms(clock(left, left, inc, inc), Color::White);
      CHECK(t <= std::max(10, left / 2));
      CHECK(t >= 10);
    }
}

TEST_CASE("more time left or an increment means a longer think") {
  CHECK(clock_move_time_ms(clock(600000, 0), Color::White) >
        clock_move_time_ms(clock(60000, 0), Color::White));
  CHECK(clock_move_time_ms(clock(60000, 0, 2000), Color::White) >
        clock_move_time_ms(clock(60000, 0), Color::White));
}

TEST_CASE("a negative time or increment counts as none") {
  CHECK(clock_move_time_ms(clock(-5, 1000), Color::White) == 0);
  CHECK(clock_move_time_ms(clock(60000, 0, -1000), Color::White) ==
        clock_move_time_ms(clock(60000, 0), Color::White));
}

TEST_CASE(
    "the clock budget aims at the allocation and allows up to three times it, within a third of the clock") {
  const ClockBudget b = clock_budget(clock(60000, 60000), Color::White);
  CHECK(b.soft_ms == clock_move_time_ms(clock(60000, 60000), Color::White));
  CHECK(b.hard_ms == 2 * b.soft_ms);
  const ClockBudget short_clock = clock_budget(clock(3000, 60000, 0, 0), Color::White);
  CHECK(short_clock.hard_ms <= 300);
  CHECK(short_clock.hard_ms >= short_clock.soft_ms);
  const ClockBudget none = clock_budget(clock(0, 60000), Color::White);
  CHECK(none.soft_ms == 0);
  CHECK(none.hard_ms == 0);
}
