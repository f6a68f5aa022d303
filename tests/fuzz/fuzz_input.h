// Shared helpers for the fuzz targets: pick a variant from a byte, and check position invariants.
// A failed invariant aborts, which libFuzzer reports as a crash with the input saved.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "movegen/movegen.h"
#include "position/position.h"
#include "variants/variants.h"

namespace tessera::fuzz {

inline const Variant& pick_from(const std::vector<std::string>& ids, uint8_t byte) {
  return *find_variant(ids[byte % ids.size()]);
}

// Tessera's own variants, and from 0xF0 up the drop variants (hands, '~' marks, P@e4 drops).
inline const Variant& pick_variant(uint8_t byte) {
  static const std::vector<std::string> ids = variant_ids();
  static const std::vector<std::string> drops = {"crazyhouse", "pocketknight", "capahouse", "loop"};
  return pick_from(byte >= 0xF0 ? drops : ids, byte);
}

// Any built-in variant, Fairy-Stockfish's included: their rules reach search paths Tessera's own do
// not (perpetual check, passes, forced captures, counting).
inline const Variant& pick_builtin(uint8_t byte) {
  static const std::vector<std::string> ids = builtin_variant_ids();
  return pick_from(ids, byte);
}

[[noreturn]] inline void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "invariant broken: %s\n%s\n", what, detail.c_str());
  std::abort();
}

// FEN round-trips, the incremental key equals a fresh one, and piece lists
// agree with a scan of the board.
inline void check_invariants(const Position& p) {
  const std::string fen = p.fen();
  Position fresh(p.variant());
  if (const std::string err = fresh.set_fen(fen); !err.empty()) fail("own FEN rejected", fen + "\n" + err);
  if (fresh.fen() != fen) fail("FEN does not round-trip", fen + "\n" + fresh.fen());
  if (fresh.key() != p.key()) fail("incremental key differs from a fresh one", fen);
  int seen[ColorCount] = {0, 0};
  for (int i = 0; i < p.geometry().size(); ++i)
    if (!p.empty(cell_at(i))) ++seen[idx(color_of(p.at(cell_at(i))))];
  for (int c = 0; c < ColorCount; ++c)
    if (seen[c] != p.count(Color(c))) fail("piece list count differs from the board", fen);
}

// Every legal move is made and unmade, restoring FEN and key exactly.
inline void check_moves_undo(Position& p) {
  const std::string fen = p.fen();
  const Key key = p.key();
  MoveList list;
  generate_legal(p, list);
  for (Move m : list) {
    p.do_move(m);
    p.undo_move(m);
    if (p.fen() != fen || p.key() != key) fail("undo did not restore the position", fen);
  }
}

}  // namespace tessera::fuzz
