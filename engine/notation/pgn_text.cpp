// Splits PGN into tags, moves and comments. Move numbers, check and quality marks, NAGs and escape
// lines are read past; side lines in parentheses are counted and skipped, so the main line survives.
#include "notation/pgn_text.h"

#include <cctype>

namespace tessera {

namespace {

constexpr int MaxVariationDepth = 64;

bool is_space(char ch) { return std::isspace(static_cast<unsigned char>(ch)); }

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// "12." or "12..." alone, or glued to its move ("12.e4"): returns the move part ("" when none).
std::string_view strip_number(std::string_view t) {
  size_t i = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
  if (i == 0 || i == t.size() || t[i] != '.') return t;
  while (i < t.size() && t[i] == '.') ++i;
  return t.substr(i);
}

// Quality marks ("!", "?!") after a move are dropped; check marks stay for the SAN reader.
std::string_view strip_marks(std::string_view t) {
  while (!t.empty() && (t.back() == '!' || t.back() == '?')) t.remove_suffix(1);
  return t;
}

class Reader {
 public:
  Reader(std::string_view text, PgnText& out) : s_(text), out_(out) {}

  void run() {
    out_.comments.assign(1, "");
    while (pos_ < s_.size() && out_.error.empty()) step();
    if (depth_ > 0 && out_.error.empty()) out_.error = "a side line '(' is never closed";
  }

 private:
  std::string_view s_;
  PgnText& out_;
  size_t pos_ = 0;
  int depth_ = 0;  // inside this many side lines
  size_t comment_bytes_ = 0;
  bool at_line_start_ = true;

  void step() {
    const char ch = s_[pos_];
    if (ch == '\n') {
      at_line_start_ = true;
      ++pos_;
      return;
    }
    if (is_space(ch)) {
      ++pos_;
      return;
    }
    const bool line_start = at_line_start_;
    at_line_start_ = false;
    if (ch == '%' && line_start) return skip_line();
    if (ch == ';') return comment(skip_to('\n'));
    if (ch == '{') return brace_comment();
    if (ch == '[' && depth_ == 0 && out_.moves.empty()) return tag();
    if (ch == '(') return open_variation();
    if (ch == ')') return close_variation();
    if (ch == '$') {
      ++out_.nags;
      ++pos_;
      word();
      return;
    }
    token(word());
  }

  void skip_line() { skip_to('\n'); }

  std::string_view skip_to(char end) {
    const size_t start = pos_ + 1;
    size_t stop = s_.find(end, start);
    if (stop == std::string_view::npos) stop = s_.size();
    pos_ = stop;
    return s_.substr(start, stop - start);
  }

  std::string_view word() {
    const size_t start = pos_;
    while (pos_ < s_.size() && !is_space(s_[pos_]) &&
           std::string_view("{}();[]$").find(s_[pos_]) == std::string_view::npos)
      ++pos_;
    if (pos_ == start) ++pos_;  // a stray '}' or ']': read past it
    return s_.substr(start, pos_ - start);
  }

  void brace_comment() {
    const size_t close = s_.find('}', pos_);
    if (close == std::string_view::npos) {
      out_.error = "a comment '{' is never closed";
      return;
    }
    const std::string_view body = s_.substr(pos_ + 1, close - pos_ - 1);
    pos_ = close + 1;
    comment(body);
  }

  void comment(std::string_view body) {
    if (depth_ > 0) return;  // a side line's comments go with it
    while (!body.empty() && is_space(body.front())) body.remove_prefix(1);
    while (!body.empty() && is_space(body.back())) body.remove_suffix(1);
    if (body.empty()) return;
    comment_bytes_ += body.size();
    if (comment_bytes_ > MaxPgnCommentBytes) {
      out_.error = "the comments are longer than 64 KB together";
      return;
    }
    std::string& slot = out_.comments.back();
    if (!slot.empty()) slot += ' ';
    slot += body;
  }

  void tag() {
    const size_t close = s_.find(']', pos_);
    const size_t q1 = s_.find('"', pos_);
    if (close == std::string_view::npos || q1 == std::string_view::npos || q1 > close) {
      out_.error = "a tag '[' is not written [Name \"value\"]";
      return;
    }
    // The value ends at the first unescaped quote; ']' may appear inside it.
    std::string value;
    size_t i = q1 + 1;
    for (; i < s_.size() && s_[i] != '"'; ++i) {
      if (s_[i] == '\\' && i + 1 < s_.size()) ++i;
      value += s_[i];
    }
    const size_t end = s_.find(']', i);
    std::string_view name = s_.substr(pos_ + 1, q1 - pos_ - 1);
    while (!name.empty() && is_space(name.back())) name.remove_suffix(1);
    if (name.empty() || i >= s_.size() || end == std::string_view::npos || value.size() > 4096) {
      out_.error = "a tag '[' is not written [Name \"value\"]";
      return;
    }
    out_.tags.emplace_back(std::string(name.substr(0, 64)), std::move(value));
    pos_ = end + 1;
  }

  void open_variation() {
    ++pos_;
    if (++depth_ > MaxVariationDepth) out_.error = "side lines are nested more than 64 deep";
    if (depth_ == 1) ++out_.variations;
  }

  void close_variation() {
    ++pos_;
    if (depth_ == 0) out_.error = "a ')' closes no side line";
    else --depth_;
  }

  void token(std::string_view t) {
    if (depth_ > 0) return;
    if (is_result(t)) {
      out_.result = std::string(t);
      pos_ = s_.size();  // the game ends at its result; anything after belongs to another game
      return;
    }
    t = strip_marks(strip_number(t));
    if (t.empty()) return;
    if (int(out_.moves.size()) >= MaxPgnMoves) {
      out_.error = "the game has more than " + std::to_string(MaxPgnMoves) + " moves";
      return;
    }
    out_.moves.emplace_back(t);
    out_.comments.emplace_back();
  }
};

}  // namespace

const std::string* PgnText::tag(std::string_view name) const {
  for (auto it = tags.rbegin(); it != tags.rend(); ++it)
    if (it->first == name) return &it->second;
  return nullptr;
}

PgnText read_pgn_text(std::string_view text) {
  PgnText out;
  if (text.size() > MaxPgnBytes) {
    out.error = "the record is larger than 1 MB";
    return out;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte-order mark
  Reader(text, out).run();
  return out;
}

std::string pgn_escape(std::string_view value) {
  std::string s;
  for (char ch : value) {
    if (ch == '\\' || ch == '"') s += '\\';
    if (ch == '\n' || ch == '\r') ch = ' ';
    s += ch;
  }
  return s;
}

}  // namespace tessera
