// PGN as text: tag pairs, the main line's move tokens, the comments after each ply and what was dropped.
// Knows nothing of rules; api/game_record.cpp plays the moves. Input size and nesting are bounded.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera {

struct PgnText {
  std::vector<std::pair<std::string, std::string>> tags;  // in the order read
  std::vector<std::string> moves;                         // the main line, without numbers or marks
  std::vector<std::string> comments;  // comments[i]: after ply i (0: before the first move); may be ""
  int variations = 0;                 // side lines, read past and dropped
  int nags = 0;                       // $n glyphs, dropped
  std::string result = "*";
  std::string error;  // the first thing that made the text unreadable past some point

  const std::string* tag(std::string_view name) const;  // the last such tag, or null
};

constexpr size_t MaxPgnBytes = 1 << 20;
constexpr int MaxPgnMoves = 5000;
constexpr size_t MaxPgnCommentBytes = 64 * 1024;  // all comments together

PgnText read_pgn_text(std::string_view text);

// `value` with '\' and '"' escaped, as a tag value must be.
std::string pgn_escape(std::string_view value);

}  // namespace tessera
