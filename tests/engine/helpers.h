// Shared test helpers: positions from FEN by variant id, perft shortcuts and random playouts.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <random>
#include <string>

#include "movegen/movegen.h"
#include "notation/move_text.h"
#include "perft/perft.h"
#include "position/position.h"
#include "variants/variants.h"

namespace tessera::test {

// Loads definition text into the engine; fails the test with the reader's first error.
inline void load_definitions(const std::string& text) {
  const LoadResult r = load_variants(text);
  INFO((r.errors.empty() ? std::string() : r.errors.front().text()));
  REQUIRE(r.ok());
}

inline const Variant& variant(const std::string& id) {
  const Variant* v = find_variant(id);
  REQUIRE(v != nullptr);
  return *v;
}

// A position of `id` set from `fen` (the start position when empty); fails the test on a bad FEN.
inline Position position(const std::string& id, const std::string& fen = "") {
  Position p(variant(id));
  if (!fen.empty()) {
    const std::string err = p.set_fen(fen);
    INFO(fen);
    REQUIRE(err == "");
  }
  return p;
}

inline uint64_t perft_of(const std::string& id, const std::string& fen, int depth) {
  Position p = position(id, fen);
  return perft(p, depth);
}

// The legal moves as text, sorted, for exact-set assertions.
inline std::vector<std::string> legal_texts(Position& p) {
  MoveList list;
  generate_legal(p, list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(move_to_text(p, m));
  std::sort(out.begin(), out.end());
  return out;
}

// The pseudo-legal move written `text` in coordinates, for questions asked before legality is known;
// fails the test when there is none.
inline Move pseudo_move(Position& p, const std::string& text) {
  MoveList pseudo;
  generate_pseudo(p, pseudo);
  for (Move m : pseudo)
    if (move_to_text(p, m) == text) return m;
  FAIL(text << " is not a pseudo-legal move in " << p.fen());
  return Move::none();
}

// Plays the move `text` names (coordinates or SAN), which must be legal here; returns it.
inline Move play_move(Position& p, const std::string& text) {
  std::string error;
  const Move m = parse_move(p, text, error);
  INFO(text << ": " << error);
  REQUIRE(!m.is_none());
  p.do_move(m);
  return m;
}

inline bool has(const std::vector<std::string>& texts, const std::string& t) {
  return std::find(texts.begin(), texts.end(), t) != texts.end();
}

// The legal destinations of the piece on `from`, sorted (a cell name may run to rank 10).
inline std::vector<std::string> to_cells(Position& p, const std::string& from) {
  std::vector<std::string> out;
  for (const std::string& m : legal_texts(p))
    if (m.compare(0, from.size(), from) == 0 && !std::isdigit(static_cast<unsigned char>(m[from.size()])))
      out.push_back(m.substr(from.size()));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> cells(std::initializer_list<const char*> l) {
  std::vector<std::string> out(l.begin(), l.end());
  std::sort(out.begin(), out.end());
  return out;
}

// Plays `plies` random legal moves (fewer if the game ends), calling check(pos, move)
// before each; returns the number of moves made.
template <class Check>
int random_playout(Position& p, std::mt19937& rng, int plies, Check check) {
  int made = 0;
  for (; made < plies; ++made) {
    MoveList list;
    generate_legal(p, list);
    if (list.empty()) break;
    const Move m = list[int(rng() % unsigned(list.size()))];
    check(p, m);
    p.do_move(m);
  }
  return made;
}

// Each side's piece list in its order (the order the move generator lists moves in).
inline std::vector<int> piece_order(const Position& pos) {
  std::vector<int> cells;
  for (Color c : {Color::White, Color::Black}) {
    for (int i = 0; i < pos.count(c); ++i) cells.push_back(idx(pos.piece_cell(c, i)));
    cells.push_back(-1);
  }
  return cells;
}

// Plays `m` and takes it back: the incremental key must equal that of the same position read fresh
// from its FEN, and undo must restore the exact FEN, key and piece-list order.
inline void check_do_undo_move(Position& pos, Move m) {
  const std::string fen = pos.fen();
  const Key key = pos.key();
  const std::vector<int> order = piece_order(pos);
  pos.do_move(m);
  Position fresh(pos.variant());
  REQUIRE(fresh.set_fen(pos.fen()) == "");
  REQUIRE(fresh.key() == pos.key());
  pos.undo_move(m);
  REQUIRE(pos.fen() == fen);
  REQUIRE(pos.key() == key);
  REQUIRE(piece_order(pos) == order);
}

}  // namespace tessera::test
