// The clock allocation. Thirty moves' worth of the remaining time is a common simple budget; the
// increment comes back after the move, so most of it can be spent now.
#include "search/clock_time.h"

#include <algorithm>
#include <cstdint>

namespace tessera {

int clock_move_time_ms(const ClockTimes& clock, Color side) {
  const int64_t left = std::max(0, clock.time_ms[idx(side)]);
  const int64_t inc = std::max(0, clock.increment_ms[idx(side)]);
  if (!left) return 0;
  return int(std::max<int64_t>(10, std::min(left / 2, left / 30 + inc * 3 / 4)));
}

ClockBudget clock_budget(const ClockTimes& clock, Color side) {
  ClockBudget b;
  b.soft_ms = clock_move_time_ms(clock, side);
  if (!b.soft_ms) return b;
  const int left = std::max(0, clock.time_ms[idx(side)]);
  b.hard_ms = std::max(b.soft_ms, std::min(2 * b.soft_ms, left / 10));
  return b;
}

}  // namespace tessera
