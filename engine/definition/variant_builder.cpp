// The keys of a variant definition and what each sets in the VariantDef. Fairy-Stockfish's keys
// keep their meaning and defaults; Tessera's own keys (README, "Variant definitions") add the rest.
#include "definition/variant_builder.h"

#include <cctype>

#include "definition/betza.h"
#include "definition/builder_context.h"
#include "definition/named_pieces.h"
#include "definition/value_text.h"

namespace tessera {

namespace {

constexpr const char* ChessStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr int MaxFiles = 26, MaxRanks = 32, MaxHexRadius = 8, MaxCustomPieces = 25;

// Fairy-Stockfish keys that Tessera reads but cannot play yet: an error, never ignored.
constexpr std::string_view NotYet[] = {"dropOnTop",
                                       "enclosingDrop",
                                       "enclosingDropStart",
                                       "dropNoDoubledCount",
                                       "mustDropType",
                                       "dropChecks",
                                       "arrowGating",
                                       "duckGating",
                                       "staticGating",
                                       "pastGating",
                                       "pass",
                                       "passOnStalemate",
                                       "kingPassOnStalemate",
                                       "flipEnclosedPieces",
                                       "blastOnCapture",
                                       "petrifyOnCapture",
                                       "moveRepetitionIllegal",
                                       "chasingRule",
                                       "connectN",
                                       "twoBoards",
                                       "extinctionPseudoRoyal",
                                       "dupleCheck",
                                       "flagPieceWhite",
                                       "flagPieceBlack",
                                       "castlingRookKingsideFile",
                                       "castlingRookQueensideFile",
                                       "castlingKingFile"};

// Keys that only steer XBoard's display of a variant; they change nothing in a game.
constexpr std::string_view DisplayOnly[] = {"variantTemplate", "pieceToCharTable", "pocketSize"};

template <size_t N>
bool listed(const std::string_view (&list)[N], std::string_view key) {
  for (std::string_view k : list)
    if (k == key) return true;
  return false;
}

}  // namespace

// ---- Board and description ---------------------------------------------------

void Builder::describe() {
  v_.id = s_.id();
  v_.name = v_.id;
  if (const Setting* st = get("name")) v_.name = st->value;
  if (const Setting* st = get("summary")) v_.summary = st->value;
  if (const Setting* st = get("rulesPage")) v_.rules_page = st->value;
  if (const Setting* st = get("colorNames")) {
    const size_t space = st->value.find(' ');
    if (space == std::string::npos || space == 0 || space + 1 >= st->value.size())
      fail("colorNames", st, "expected two names separated by a space");
    else v_.color_names = {st->value.substr(0, space), st->value.substr(space + 1)};
  }
}

void Builder::geometry() {
  flag("blackMirrored", v_.black_mirrored);  // first: mirrored regions depend on it
  std::string kind = "square";
  if (const Setting* st = get("geometry")) kind = st->value;
  if (kind == "hex") {
    int radius = 5;
    number("radius", 1, MaxHexRadius, radius);
    v_.geometry = Geometry::hex(radius);
    return;
  }
  if (kind != "square") {
    fail("geometry", get("geometry"), "expected square or hex");
    return;
  }
  int files = 8, ranks = 8;
  if (const Setting* st = get("maxFile"))
    if (std::string e = read_file_number(st->value, MaxFiles, files); !e.empty()) fail("maxFile", st, e);
  number("maxRank", 1, MaxRanks, ranks);
  if (files * ranks > MaxCells) {
    fail("maxFile", get("maxFile"),
         "a board of " + std::to_string(files) + "x" + std::to_string(ranks) + " has " +
             std::to_string(files * ranks) + " cells; at most " + std::to_string(MaxCells) + " are allowed");
    return;
  }
  v_.geometry = Geometry::square(files, ranks);
}

// ---- Pieces ---------------------------------------------------------------------

void Builder::pieces() {
  for (const std::string& key : s_.keys_in_order()) {
    const NamedPiece* named = find_named_piece(key);
    const bool custom = key.rfind("customPiece", 0) == 0;
    if (!named && !custom) continue;
    const Setting* st = get(key);
    if (st->value == "-") continue;  // the parent's piece, taken out
    if (custom) {
      int n = 0;
      if (!read_int(key.substr(11), 1, MaxCustomPieces, n).empty()) {
        fail(key, st, "custom pieces are customPiece1 to customPiece" + std::to_string(MaxCustomPieces));
        continue;
      }
    }
    declare(key, named, *st);
  }
  if (v_.pieces.empty()) fail("", nullptr, "the variant defines no pieces");
  king_type();
}

void Builder::declare(const std::string& key, const NamedPiece* named, const Setting& st) {
  const std::string& value = st.value;
  const char letter = value.empty() ? 0 : char(std::tolower(static_cast<unsigned char>(value[0])));
  if (!std::islower(static_cast<unsigned char>(letter)) || (value.size() > 1 && value[1] != ':')) {
    fail(key, &st, "expected a piece letter, or letter:Betza, found '" + value.substr(0, 40) + "'");
    return;
  }
  std::string betza = value.size() > 2 ? value.substr(2) : std::string(named ? named->betza : "");
  if (!named && value.size() < 2) {
    fail(key, &st, "a custom piece needs its moves: letter:Betza, e.g. a:NB");
    return;
  }
  if (const PieceDef* clash = find_letter(letter)) {
    fail(key, &st, "the letter '" + std::string(1, letter) + "' is already the " + clash->name);
    return;
  }
  if (int(v_.pieces.size()) >= MaxTypes - 1) {
    fail(key, &st, "more than " + std::to_string(MaxTypes - 1) + " piece types");
    return;
  }
  PieceDef p;
  p.name = named ? std::string(named->name) : std::string("Piece ") + char(std::toupper(letter));
  p.letter = letter;
  p.value = -1;
  // Custom pieces follow the named ones in the hand order, as in Fairy-Stockfish's type numbers.
  p.hand_order = named ? named_piece_order(named) : 100 + int(v_.pieces.size());
  const bool fsf_pawn = key == "pawn" && value.size() <= 2;
  if (fsf_pawn) {
    pawn_moves(p);
  } else if (std::string e = parse_betza(betza, v_.geometry, p); !e.empty()) {
    fail(key, &st, "Betza '" + betza.substr(0, 40) + "': " + e);
    return;
  }
  if (key == "king") {
    p.royal = true;
    p.value = 0;
  }
  declared_generation_[letter - 'a'] = st.generation;
  v_.pieces.push_back(std::move(p));
  if (fsf_pawn) pawn_types_ += letter;
  if (key == "commoner") commoner_ = std::string(1, letter);
  if (key == "fers") fers_ = letter;
  if (key == "bishop") bishop_ = letter;
  if (key == "rook") rook_ = letter;
  if (key == "shogiPawn") shogi_pawn_types_ += letter;
}

// Fairy-Stockfish's pawn: a step forward, a double step from its double-step region, captures
// on the forward diagonals (on hex boards the forward orthogonals beside the file, as Gliński's).
void Builder::pawn_moves(PieceDef& p) {
  const bool hex = v_.geometry.kind() == GeometryKind::Hex;
  p.value = 100;
  p.ray(dirs({0}), 1, MoveOnly | SetsEnPassant, 2);
  p.ray(hex ? dirs({2, 10}) : dirs({1, 7}), 1, CaptureOnly | TakesEnPassant);
  p.resets_clock = true;
  p.ep_kind = 'p';
}

// Fairy-Stockfish 11.1's kingType: the royal piece moves as the named type does.
void Builder::king_type() {
  const Setting* st = get("kingType");
  if (!st) return;
  PieceDef* king = nullptr;
  for (PieceDef& p : v_.pieces)
    if (p.royal) king = &p;
  const PieceDef* model = st->value.size() == 1 ? find_letter(st->value[0]) : nullptr;
  if (!king || !model) {
    fail("kingType", st,
         king ? "no piece '" + st->value.substr(0, 8) + "' in this variant" : "there is no king");
    return;
  }
  const PieceDef copy = *model;
  king->rays = copy.rays;
  king->leaps = copy.leaps;
  king->jumps = copy.jumps;
  king->paths = copy.paths;
}

const PieceDef* Builder::find_letter(char l) const {
  for (const PieceDef& p : v_.pieces)
    if (p.letter == l) return &p;
  return nullptr;
}

PieceDef* Builder::find_letter(char l) {
  return const_cast<PieceDef*>(static_cast<const Builder*>(this)->find_letter(l));
}

// ---- Leftovers ------------------------------------------------------------------

void Builder::leftovers() {
  for (const auto& [key, st] : s_.unused()) {
    if (listed(DisplayOnly, key)) continue;
    if (listed(NotYet, key)) fail(key, st, "this Fairy-Stockfish rule is not supported by Tessera yet");
    else fail(key, st, "unknown key");
  }
}

// ---- Helpers --------------------------------------------------------------------------

void Builder::fail(std::string_view key, const Setting* at, const std::string& message) {
  std::string m = message;
  if (at && at->inherited()) m += " (inherited from [" + at->origin + "])";
  errors_.push_back({at ? at->line : 0, s_.id(), std::string(key), m});
  ok_ = false;
}

bool Builder::flag(std::string_view key, bool& out) {
  const Setting* st = get(key);
  if (!st) return false;
  if (std::string e = read_bool(st->value, out); !e.empty()) fail(key, st, e);
  return true;
}

bool Builder::number(std::string_view key, int lo, int hi, int& out) {
  const Setting* st = get(key);
  if (!st) return false;
  if (std::string e = read_int(st->value, lo, hi, out); !e.empty()) fail(key, st, e);
  return true;
}

bool Builder::region(std::string_view key, CellSet& out) {
  const Setting* st = get(key);
  if (!st) return false;
  if (std::string e = read_region(st->value, v_.geometry, out); !e.empty()) fail(key, st, e);
  return true;
}

bool Builder::letters(std::string_view key, std::string& out, bool must_exist) {
  const Setting* st = get(key);
  if (!st) return false;
  if (std::string e = read_letters(st->value, out); !e.empty()) {
    fail(key, st, e);
    return true;
  }
  if (must_exist)
    for (char l : out)
      if (!find_letter(l)) fail(key, st, "no piece '" + std::string(1, l) + "' in this variant");
  return true;
}

Zone Builder::mirrored(const CellSet& white) const {
  Zone z;
  z.side[0] = white;
  if (v_.black_mirrored) white.for_each([&](Cell c) { z.side[1].add(v_.geometry.mirror(c)); });
  else z.side[1] = white;
  return z;
}

CellSet Builder::relative_ranks(Color c, int from, int to) const {
  CellSet s;
  const Geometry& g = v_.geometry;
  for (int i = 0; i < g.size(); ++i) {
    const int r = c == Color::White ? g.rank_of(cell_at(i)) + 1 : g.rank_count() - g.rank_of(cell_at(i));
    if (r >= from && r <= to) s.add(cell_at(i));
  }
  return s;
}

bool build_variant(Settings& s, VariantDef& out, std::vector<DefinitionError>& errors) {
  out = VariantDef();
  Builder b(s, out, errors);
  return b.run();
}

bool Builder::run() {
  describe();
  geometry();
  if (!ok_) return false;
  pieces();
  if (!ok_) return false;
  piece_options();
  pawn_rules();
  castling();
  drop_rules();
  gating_rules();
  setup_rules();
  shogi_rules();
  game_end();
  tessera_rules();
  region_rules();
  palace_rules();
  v_.start_fen = ChessStartFen;
  if (const Setting* st = get("startFen")) v_.start_fen = st->value;
  leftovers();
  return ok_;
}

}  // namespace tessera
