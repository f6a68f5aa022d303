// JSON escaping and the comma bookkeeping for the tiny writer in json.h.
// Control characters become \u escapes; '<' is escaped too so replies are safe inside HTML.
#include "core/json.h"

#include <cstdio>

namespace tessera::json {

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char ch : s) {
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      default:
        if (ch < 0x20 || ch == '<' || ch == '>' || ch == '&' || ch == 0x7F) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", ch);
          out += buf;
        } else {
          out += char(ch);
        }
    }
  }
  return out + "\"";
}

Object& Object::raw(std::string_view key, std::string_view json) {
  if (body_.size() > 1) body_ += ',';
  body_ += quote(key);
  body_ += ':';
  body_ += json;
  return *this;
}

Array& Array::raw(std::string_view json) {
  if (body_.size() > 1) body_ += ',';
  body_ += json;
  return *this;
}

}  // namespace tessera::json
