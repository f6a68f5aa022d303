// Helpers for the Westfield tests: positions from a list of pieces, and move sets by piece.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "helpers.h"
#include "westfield_oracle.h"

namespace tessera::test {

// A Westfield FEN with the given pieces ({"e1", 'Y'} ...), pools, side and en-passant field.
inline std::string wf(std::vector<std::pair<std::string, char>> pieces, const std::string& pool = "",
                      const std::string& side = "w", const std::string& ep = "-", int rule50 = 0,
                      int fullmove = 1) {
  const Geometry& g = variant("westfield").geometry();
  char cells[10][20];
  for (auto& r : cells)
    for (char& c : r) c = '.';
  for (auto& [name, letter] : pieces) {
    const Cell c = g.parse(name);
    REQUIRE(is_cell(c));
    cells[g.rank_of(c)][g.file_of(c)] = letter;
  }
  std::string out;
  for (int y = 9; y >= 0; --y) {
    int run = 0;
    for (int x = 0; x < 20; ++x) {
      if (cells[y][x] == '.') {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += cells[y][x];
    }
    if (run) out += std::to_string(run);
    if (y) out += '/';
  }
  return out + "[" + pool + "] " + side + " - " + ep + " " + std::to_string(rule50) + " " +
         std::to_string(fullmove);
}

inline Position wpos(const std::string& fen) { return position("westfield", fen); }

// A square cell's name from its file letter and rank number.
inline std::string cell(char file, int rank) { return std::string(1, file) + std::to_string(rank); }

// The legal moves of the piece on `from`, as sorted text.
inline std::vector<std::string> moves_from(Position& p, const std::string& from) {
  const Cell c = p.geometry().parse(from);
  MoveList list;
  generate_legal(p, list);
  std::vector<std::string> out;
  for (Move m : list)
    if (m.from() == c) out.push_back(move_to_text(p, m));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Plays `text` (which must be legal) and returns the new FEN.
inline std::string play(Position& p, const std::string& text) {
  std::string err;
  const Move m = parse_move(p, text, err);
  INFO(text);
  REQUIRE(err == "");
  p.do_move(m);
  return p.fen();
}

// Every legal move: text -> FEN after it (do/undo on `p`).
inline std::map<std::string, std::string> results(Position& p) {
  MoveList list;
  generate_legal(p, list);
  std::map<std::string, std::string> out;
  for (Move m : list) {
    std::string text = move_to_text(p, m);
    p.do_move(m);
    out[out.count(text) ? text + "!dup" : text] = p.fen();
    p.undo_move(m);
  }
  return out;
}

// The engine and the independent oracle agree on every legal move's text and resulting FEN.
inline void same_as_oracle(Position& p) {
  const auto engine = results(p);
  const auto want = oracle::moves(oracle::parse(p.fen()));
  INFO(p.fen());
  for (const auto& [text, fen] : want) {
    INFO("oracle move " << text);
    auto it = engine.find(text);
    REQUIRE(it != engine.end());
    CHECK(it->second == fen);
  }
  for (const auto& [text, fen] : engine) {
    INFO("engine move " << text);
    CHECK(want.count(text) == 1);
  }
  REQUIRE(engine.size() == want.size());
}

}  // namespace tessera::test
