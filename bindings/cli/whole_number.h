// Whole numbers typed on the command line or sent in UCI commands: the whole token must be one,
// and a value outside the caller's range is reported as too small or too large, not wrapped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tessera {

struct WholeNumber {
  enum class Fault { None, NotANumber, TooSmall, TooLarge };
  // The number read; for TooSmall or TooLarge, the bound it passed (so a caller may clamp).
  int64_t value = 0;
  Fault fault = Fault::None;
  explicit operator bool() const { return fault == Fault::None; }
};

// Reads all of `text` as a whole number in [low, high]. Digits beyond int64_t's range count as
// too small or too large by their sign, since they are a number, just not a usable one.
WholeNumber read_whole_number(std::string_view text, int64_t low, int64_t high);

// "a whole number from LOW to HIGH, not 'TEXT'": what the user should have given, for error lines.
std::string whole_number_wanted(std::string_view text, int64_t low, int64_t high);

}  // namespace tessera
