// Fairy-Stockfish's variants whose goal is not only checkmate, or whose captures are forced, written
// as VariantDefs in test code (until the ini reader lands): each sets only the EndRules it needs.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "helpers.h"
#include "variants/square_pieces.h"
#include "variants/variants.h"

namespace tessera::test {

// Named cells of an 8x8 board.
inline CellSet cells(const Geometry& g, std::initializer_list<const char*> names) {
  CellSet s;
  for (const char* n : names) s.add(g.parse(n));
  return s;
}

// A whole rank, counted from 1 as on the board.
inline CellSet rank_cells(const Geometry& g, int rank) {
  CellSet s;
  for (int i = 0; i < g.size(); ++i)
    if (g.rank_of(cell_at(i)) == rank - 1) s.add(cell_at(i));
  return s;
}

// The king as an ordinary piece: it may be captured and pawns may become one (FSF's commoner).
inline PieceDef commoner() {
  PieceDef k = square::king();
  k.royal = false;
  k.value = 300;
  return k;
}

inline VariantDef chess_as(const char* id) {
  VariantDef v = chess_def();
  v.id = id;
  v.name = id;
  return v;
}

inline VariantDef kingofthehill() {
  VariantDef v = chess_as("kingofthehill");
  v.end.flag.pieces = "k";
  v.end.flag.region = {cells(v.geometry, {"d4", "e4", "d5", "e5"}), cells(v.geometry, {"d4", "e4", "d5", "e5"})};
  v.end.flag.name = "king of the hill";
  return v;
}

inline VariantDef racingkings() {
  VariantDef v = chess_as("racingkings");
  v.start_fen = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
  v.castling = {};
  v.end.flag.pieces = "k";
  v.end.flag.region = {rank_cells(v.geometry, 8), rank_cells(v.geometry, 8)};
  v.end.flag.flag_move = true;
  v.end.flag.name = "race won";
  v.end.checking = false;
  return v;
}

inline VariantDef ncheck(const char* id, int n) {
  VariantDef v = chess_as(id);
  v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - " + std::to_string(n) + "+" +
                std::to_string(n) + " 0 1";
  v.end.check_counting = true;
  return v;
}

// Chess with a king that is not royal and castles all the same.
inline VariantDef commoner_chess(const char* id, const char* promotions) {
  VariantDef v = chess_as(id);
  v.pieces = {square::pawn(promotions), square::knight(), square::bishop(), square::rook(), square::queen(), commoner()};
  v.castling.king = 'k';
  return v;
}

inline VariantDef extinction() {
  VariantDef v = commoner_chess("extinction", "qrbnk");
  v.end.extinction.types = "kqrbnp";
  return v;
}

inline VariantDef threekings() {
  VariantDef v = commoner_chess("threekings", "qrbn");
  v.start_fen = "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1";
  v.end.extinction.types = "k";
  v.end.extinction.piece_count = 2;
  return v;
}

inline VariantDef horde() {
  VariantDef v = chess_as("horde");
  v.start_fen = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
  v.double_step = {2, true};
  v.end.extinction.types = "*";
  return v;
}

inline VariantDef breakthrough() {
  using namespace square;
  VariantDef v = chess_as("breakthrough");
  PieceDef p = named("Pawn", 'p', 100);
  p.ray(dirs({N}), 1, MoveOnly).ray(dirs({NE, NW}), 1);
  v.pieces = {p};
  v.start_fen = "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1";
  v.castling = {};
  v.end.stalemate_value = EndValue::Loss;
  v.end.flag.pieces = "p";
  v.end.flag.region = {rank_cells(v.geometry, 8), rank_cells(v.geometry, 1)};
  return v;
}

// Lose everything (or be stalemated) to win; captures are forced; the king is an ordinary piece.
inline VariantDef giveaway(const char* id = "giveaway") {
  VariantDef v = commoner_chess(id, "kqrbn");
  v.end.stalemate_value = EndValue::Win;
  v.end.extinction.types = "*";
  v.end.extinction.value = EndValue::Win;
  v.end.must_capture = true;
  return v;
}

inline VariantDef antichess(const char* id = "antichess") {
  VariantDef v = giveaway(id);
  v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
  v.castling = {};
  return v;
}

inline VariantDef losers() {
  VariantDef v = chess_as("losers");
  v.end.checkmate_value = EndValue::Win;
  v.end.stalemate_value = EndValue::Win;
  v.end.extinction.types = "*";
  v.end.extinction.piece_count = 1;
  v.end.extinction.value = EndValue::Win;
  v.end.must_capture = true;
  return v;
}

// The compiled variant for an id of the table above, built once.
inline const Variant& endrules_variant(const std::string& id) {
  static std::map<std::string, std::unique_ptr<Variant>> built;
  auto it = built.find(id);
  if (it != built.end()) return *it->second;
  VariantDef def;
  if (id == "kingofthehill") def = kingofthehill();
  else if (id == "racingkings") def = racingkings();
  else if (id == "3check") def = ncheck("3check", 3);
  else if (id == "5check") def = ncheck("5check", 5);
  else if (id == "extinction") def = extinction();
  else if (id == "threekings") def = threekings();
  else if (id == "horde") def = horde();
  else if (id == "breakthrough") def = breakthrough();
  else if (id == "antichess") def = antichess();
  else if (id == "giveaway") def = giveaway();
  else if (id == "suicide") def = antichess("suicide");  // 11.1 plays it as antichess
  else if (id == "losers") def = losers();
  else FAIL("no test definition for variant " << id);
  return *built.emplace(id, std::make_unique<Variant>(std::move(def))).first->second;
}

// A position of a test variant; fails the test on a bad FEN.
inline Position endrules_position(const std::string& id, const std::string& fen = "") {
  Position p(endrules_variant(id));
  if (!fen.empty()) {
    INFO(id << ": " << fen);
    REQUIRE(p.set_fen(fen) == "");
  }
  return p;
}

}  // namespace tessera::test
