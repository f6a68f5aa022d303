// A minimal JSON writer for the API's replies: objects, arrays, strings, numbers and booleans.
// Strings are escaped fully, so text from FEN or move input can never break the markup.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tessera::json {

std::string quote(std::string_view s);

// Appends `"key":` with a comma before it when the object already has members.
class Object {
 public:
  Object& raw(std::string_view key, std::string_view json);
  Object& str(std::string_view key, std::string_view value) { return raw(key, quote(value)); }
  Object& num(std::string_view key, int64_t value) { return raw(key, std::to_string(value)); }
  Object& flag(std::string_view key, bool value) { return raw(key, value ? "true" : "false"); }
  std::string done() const { return body_ + "}"; }

 private:
  std::string body_ = "{";
};

class Array {
 public:
  Array& raw(std::string_view json);
  Array& str(std::string_view value) { return raw(quote(value)); }
  std::string done() const { return body_ + "]"; }

 private:
  std::string body_ = "[";
};

}  // namespace tessera::json
