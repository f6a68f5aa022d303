// The variant builder's working state, shared by the files that read each group of keys
// (variant_builder.cpp: board and pieces; piece_keys.cpp; rule_keys.cpp; drop_keys.cpp; end_keys.cpp;
// region_keys.cpp; palace_keys.cpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "definition/named_pieces.h"
#include "definition/settings.h"
#include "rules/variant_def.h"

namespace tessera {

class Builder {
 public:
  Builder(Settings& s, VariantDef& v, std::vector<DefinitionError>& errors) : s_(s), v_(v), errors_(errors) {}
  bool run();

 private:
  // variant_builder.cpp
  void describe();
  void geometry();
  void pieces();
  void declare(const std::string& key, const NamedPiece* named, const Setting& st);
  void pawn_moves(PieceDef& p);
  void king_type();
  void leftovers();
  // piece_keys.cpp: Tessera's per-piece keys, written property.letter
  void piece_options();
  void piece_option(const std::string& key, const std::string& prop, PieceDef& p, const Setting& st);
  void jumps(const std::string& key, PieceDef& p, const Setting& st);
  DirSet step_dirs(const PieceDef& moves) const;
  // rule_keys.cpp
  void pawn_rules();
  void promotion_zone(Zone& zone);
  bool double_steps(Zone& initial);  // false: no double steps
  void castling();
  void file_key(std::string_view key, bool check, int& out);
  void tessera_rules();
  void eval_weights();
  // drop_keys.cpp
  void drop_rules();
  // gating_keys.cpp
  void gating_rules();
  void setup_rules();
  // shogi_keys.cpp
  void shogi_rules();
  void promoted_types(const Zone& zone);
  // end_keys.cpp
  void game_end();
  void game_value(std::string_view key, EndValue& out);
  void piece_kinds(std::string_view key, std::string& out);
  void extinction();
  void flag_rule();
  // region_keys.cpp
  void region_rules();
  void mobility_regions();
  void rays_to_paths(PieceDef& p);
  void soldier_moves();
  void regional_ends();
  // palace_keys.cpp
  void palace_rules();
  void janggi_cannon();
  void diagonal_lines();
  void diagonal_atoms(PieceDef& p, bool forward_only, bool slides, PathKind kind, const CellSet& lines);

  // Reading helpers: each returns whether the key is present, reporting a bad value.
  const Setting* get(std::string_view key) { return s_.get(key); }
  void fail(std::string_view key, const Setting* at, const std::string& message);
  bool flag(std::string_view key, bool& out);
  bool number(std::string_view key, int lo, int hi, int& out);
  bool region(std::string_view key, CellSet& out);
  bool letters(std::string_view key, std::string& out, bool must_exist);
  const PieceDef* find_letter(char l) const;
  PieceDef* find_letter(char l);
  // White's region and its mirror image for Black.
  Zone mirrored(const CellSet& white) const;
  // Ranks `from`..`to`, counted from the side's own first rank (1-based).
  CellSet relative_ranks(Color c, int from, int to) const;

  Settings& s_;
  VariantDef& v_;
  std::vector<DefinitionError>& errors_;
  std::string pawn_types_;        // letters of pieces declared as Fairy-Stockfish pawns
  std::string commoner_;          // the letter of the `commoner` piece, if any
  char fers_ = 0;                 // the letter of the `fers` piece, if any (cambodianMoves)
  char bishop_ = 0, rook_ = 0;    // the letters of the `bishop` and `rook` pieces (setup rules)
  std::string shogi_pawn_types_;  // letters of pieces declared with the `shogiPawn` key
  std::string region_pieces_;     // letters of pieces bound to a mobility region
  // Per letter a-z: the generation of the section that declared its piece (Setting::generation).
  int declared_generation_[26] = {};
  bool any_region_ = false;
  bool ok_ = true;
};

}  // namespace tessera
