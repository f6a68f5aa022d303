// Whole numbers typed on the command line or sent in UCI commands: the whole token must be one,
// and a value outside the caller's range is reported as too small or too large, not wrapped.
#include "whole_number.h"

#include <charconv>
#include <system_error>

namespace tessera {

WholeNumber read_whole_number(std::string_view text, int64_t low, int64_t high) {
  int64_t v = 0;
  const char* const end = text.data() + text.size();
  const auto [stop, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || stop != end || (ec != std::errc() && ec != std::errc::result_out_of_range))
    return {0, WholeNumber::Fault::NotANumber};
  const bool negative = text[0] == '-';
  if (ec == std::errc::result_out_of_range)
    return negative ? WholeNumber{low, WholeNumber::Fault::TooSmall}
                    : WholeNumber{high, WholeNumber::Fault::TooLarge};
  if (v < low) return {low, WholeNumber::Fault::TooSmall};
  if (v > high) return {high, WholeNumber::Fault::TooLarge};
  return {v, WholeNumber::Fault::None};
}

std::string whole_number_wanted(std::string_view text, int64_t low, int64_t high) {
  return "a whole number from " + std::to_string(low) + " to " + std::to_string(high) + ", not '" +
         std::string(text.substr(0, 32)) + "'";
}

}  // namespace tessera
