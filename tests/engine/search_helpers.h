// Shared helpers for the search tests: run a search on a FEN and keep its last report.
#pragma once

#include "helpers.h"
#include "search/search.h"

namespace tessera::test {

struct Searched {
  Move best;
  SearchReport last;
  std::string text;  // best move as text
};

// Searches `p` as it stands, with the game history it carries.
inline Searched search_position(Position& p, SearchLimits limits) {
  const std::string before = p.fen();
  Searcher s;
  s.set_hash_mib(4);
  Searched r;
  r.best = s.search(p, limits, [&](const SearchReport& rep) { r.last = rep; });
  REQUIRE(p.fen() == before);  // the search leaves the position as it found it
  r.text = r.best.is_none() ? "" : move_to_text(p, r.best);
  return r;
}

inline Searched search_fen(const std::string& variant_id, const std::string& fen, SearchLimits limits) {
  Position p = position(variant_id, fen);
  return search_position(p, limits);
}

inline SearchLimits depth(int d) {
  SearchLimits l;
  l.depth = d;
  return l;
}

}  // namespace tessera::test
