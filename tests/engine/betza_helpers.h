// Variants built from Betza text for the tests: the listed pieces plus a royal K, no castling,
// compiled once and kept alive for the positions that point at them.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "definition/betza.h"
#include "helpers.h"

namespace tessera::test {

struct BetzaPiece {
  char letter;
  std::string betza;
};

inline VariantDef betza_def(const std::string& id, const Geometry& g, const std::vector<BetzaPiece>& pieces,
                            const std::string& fen) {
  VariantDef v;
  v.id = v.name = id;
  v.geometry = g;
  for (const BetzaPiece& p : pieces) {
    PieceDef d;
    d.name = std::string(1, p.letter);
    d.letter = p.letter;
    INFO(p.betza);
    REQUIRE(parse_betza(p.betza, v.geometry, d) == "");
    v.pieces.push_back(d);
  }
  PieceDef king;
  king.name = "King";
  king.letter = 'k';
  king.royal = true;
  REQUIRE(parse_betza("K", v.geometry, king) == "");
  v.pieces.push_back(king);
  v.start_fen = fen;
  return v;
}

inline const Variant& keep(VariantDef def) {
  static std::vector<std::unique_ptr<Variant>> kept;
  kept.push_back(std::make_unique<Variant>(std::move(def)));
  return *kept.back();
}

inline const Variant& betza_variant(const std::string& id, const Geometry& g,
                                    const std::vector<BetzaPiece>& pieces, const std::string& fen = "") {
  return keep(betza_def(id, g, pieces, fen.empty() ? "k7/8/8/8/8/8/8/K7 w - - 0 1" : fen));
}

inline Position betza_position(const Variant& v, const std::string& fen) {
  Position p(v);
  INFO(fen);
  REQUIRE(p.set_fen(fen) == "");
  return p;
}

}  // namespace tessera::test
