// How long to think from a game clock: one allocation shared by UCI's wtime/btime and the page's clocks.
// Pure arithmetic on milliseconds; the caller turns the answer into SearchLimits::movetime_ms.
#pragma once

#include "core/types.h"

namespace tessera {

// Both sides' clocks as a "go wtime … btime … winc … binc" gives them, in milliseconds (0: not given).
struct ClockTimes {
  int time_ms[ColorCount] = {0, 0};
  int increment_ms[ColorCount] = {0, 0};
};

// The thinking time for `side`'s move: a thirtieth of what is left plus three quarters of the increment,
// never more than half of what is left (so one move never loses on time) and never below 10 ms.
// 0 when `side` has no time given, which means "no clock".
int clock_move_time_ms(const ClockTimes& clock, Color side);

// A search's time from the clock: clock_move_time_ms as the time to aim at (soft), and up to twice
// that, never past a tenth of what is left, as the hard limit a troubled search may run to. (Three
// times, within a third, lost 23 games of 43 on time at 4 s + 40 ms on a loaded machine.)
struct ClockBudget {
  int soft_ms = 0;
  int hard_ms = 0;
};
ClockBudget clock_budget(const ClockTimes& clock, Color side);

}  // namespace tessera
