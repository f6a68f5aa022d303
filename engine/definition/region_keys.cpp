// Keys of palaces, rivers and regional game ends: mobility regions, the xiangqi soldier,
// flyingGeneral, makpongRule, and the counting, shatar and repetition rules, as Fairy-Stockfish 11.1 reads them.
#include <cctype>

#include "definition/builder_context.h"
#include "definition/value_text.h"

namespace tessera {

namespace {

constexpr std::string_view RegionPrefix[] = {"mobilityRegionWhite", "mobilityRegionBlack"};

// The letters of the pieces declared under these Fairy-Stockfish keys ('\0' where absent).
std::string letters_of(Settings& s, std::initializer_list<const char*> keys) {
  std::string out;
  for (const char* k : keys) {
    const Setting* st = s.peek(k);
    out += st && !st->value.empty() && st->value != "-"
               ? char(std::tolower(static_cast<unsigned char>(st->value[0])))
               : '\0';
  }
  return out;
}

}  // namespace

void Builder::region_rules() {
  flag("flyingGeneral", v_.flying_general);
  flag("makpongRule", v_.makpong);
  mobility_regions();
  soldier_moves();
  if (!v_.hidden_cells.empty() && (v_.flying_general || any_region_))
    fail("hiddenCells", get("hiddenCells"),
         "hidden cells do not combine with mobility regions or flyingGeneral");
  regional_ends();
}

// mobilityRegionWhite<Piece> / mobilityRegionBlack<Piece>, the piece named by its key with the first
// letter raised (King, Fers, Elephant, CustomPiece1): it may land only on those cells, each side's
// region written as is (not mirrored). The other side, when not given, may go anywhere.
void Builder::mobility_regions() {
  const Geometry& g = v_.geometry;
  for (const std::string& key : s_.keys_in_order()) {
    for (int side = 0; side < ColorCount; ++side) {
      if (key.rfind(RegionPrefix[side], 0) != 0) continue;
      std::string name = key.substr(RegionPrefix[side].size());
      if (!name.empty()) name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
      const Setting* piece_key = s_.peek(name);
      PieceDef* p = piece_key && !piece_key->value.empty() && piece_key->value != "-"
                        ? find_letter(char(std::tolower(static_cast<unsigned char>(piece_key->value[0]))))
                        : nullptr;
      CellSet cells;
      if (!region(key, cells)) continue;
      if (!p) {
        fail(key, get(key), "no piece '" + name.substr(0, 40) + "' in this variant");
        continue;
      }
      if (cells.empty()) {
        fail(key, get(key), "a mobility region needs at least one cell");
        continue;
      }
      CellSet all;
      for (int i = 0; i < g.size(); ++i) all.add(cell_at(i));
      Zone& z = p->cells;
      if (z.empty()) z = {{all, all}};
      z.side[side] = z.side[side] & cells;
      if (p->cells_note.empty()) p->cells_note = "outside its mobility region";
      region_pieces_ += p->letter;
      any_region_ = true;
    }
  }
  for (char l : region_pieces_) rays_to_paths(*find_letter(l));
}

// A piece bound to a region lands only inside it, which rays cannot express: its rays become slide
// paths, whose landing cells the move generator and the attack tables check against the region.
void Builder::rays_to_paths(PieceDef& p) {
  const Geometry& g = v_.geometry;
  for (const RayAtom& r : p.rays) {
    if (r.initial_only || r.start_range) {
      fail("", nullptr,
           "the " + p.name + " has a mobility region and initial moves, which Tessera cannot combine yet");
      return;
    }
    for (int d = 0; d < g.dir_count(); ++d) {
      if (!(r.dirs >> d & 1)) continue;
      PathAtom a;
      a.start = a.step = g.vector(dir_at(d));
      a.range = r.range;
      a.kind = PathKind::Slide;
      a.mode = r.mode;
      p.paths.push_back(a);
    }
  }
  p.rays.clear();
}

// Fairy-Stockfish's soldier steps forward, and also sideways from soldierPromotionRank on (counted
// from its own side; the default, 1, gives sideways steps everywhere, as in janggi).
void Builder::soldier_moves() {
  int rank = 1;
  const Setting* rank_key = get("soldierPromotionRank");
  if (rank_key) number("soldierPromotionRank", 1, v_.geometry.rank_count(), rank);
  const Setting* st = s_.peek("soldier");
  if (!st || st->value.empty() || st->value == "-" || st->value.size() > 1) {
    if (rank_key && (!st || st->value == "-"))
      fail("soldierPromotionRank", rank_key, "there is no soldier in this variant");
    return;
  }
  PieceDef* p = find_letter(char(std::tolower(static_cast<unsigned char>(st->value[0]))));
  if (!p) return;
  Zone from{{relative_ranks(Color::White, rank, v_.geometry.rank_count()),
             relative_ranks(Color::Black, rank, v_.geometry.rank_count())}};
  for (int x : {-1, 1}) {
    PathAtom a;
    a.start = a.step = Coord{x, 0};
    a.range = 1;
    a.from = from;
    p->paths.push_back(a);
  }
}

// countingRule, shatarMateRule, nFoldValue, nFoldValueAbsolute, perpetualCheckIllegal: how games end,
// never which moves are legal.
void Builder::regional_ends() {
  EndRules& e = v_.end;
  if (const Setting* st = get("countingRule")) {
    if (st->value == "makruk") e.counting = CountingRule::Makruk;
    else if (st->value == "asean") e.counting = CountingRule::Asean;
    else if (st->value != "none" && !st->value.empty())
      fail("countingRule", st, "expected makruk, asean or none");
  }
  flag("shatarMateRule", e.shatar_mate);
  e.shak_pieces = letters_of(s_, {"knight", "rook", "bers"});
  e.counting_pieces = letters_of(s_, {"pawn", "rook", "silver", "knight", "fers"});
  game_value("nFoldValue", e.repetition_value);
  flag("nFoldValueAbsolute", e.repetition_value_absolute);
  flag("perpetualCheckIllegal", e.perpetual_check_illegal);
}

}  // namespace tessera
