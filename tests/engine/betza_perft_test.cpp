// Betza pieces against the oracles: perft equal to Fairy-Stockfish (ffish) for the definitions in
// tests/data/betza/*.ini, and the hex reading against the hand-written Gliński pieces.
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "api/piece_diagram.h"
#include "betza_helpers.h"

using namespace tessera;

namespace {

// The variant `id` as Tessera reads it from tests/data/betza/<ini>, the text ffish read too.
const Variant& ini_variant(const std::string& ini, const std::string& id) {
  if (const Variant* v = find_variant(id)) return *v;
  std::ifstream in(std::string(TESSERA_TEST_DATA) + "/betza/" + ini);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  test::load_definitions(text.str());
  const Variant* v = find_variant(id);
  REQUIRE(v != nullptr);
  return *v;
}

}  // namespace

TEST_CASE("Betza pieces give Fairy-Stockfish's perft for the ini definitions in tests/data/betza") {
  std::ifstream in(std::string(TESSERA_TEST_DATA) + "/betza_perft.tsv");
  REQUIRE(in.good());
  int rows = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string ini, id, depth, fen, nodes;
    std::getline(fields, ini, '\t');
    std::getline(fields, id, '\t');
    std::getline(fields, depth, '\t');
    std::getline(fields, fen, '\t');
    std::getline(fields, nodes, '\t');
    INFO(ini << " " << id << " " << fen << " depth " << depth);
    Position p = test::betza_position(ini_variant(ini, id), fen);
    CHECK(perft(p, std::stoi(depth)) == std::stoull(nodes));
    ++rows;
  }
  CHECK(rows >= 9);
}

namespace {

// Gliński's pieces written out by hand as rays and leaps on the 12-direction ring (even
// directions orthogonal, odd diagonal), independent of the Betza reader that tessera.ini uses.
VariantDef glinski_by_hand() {
  const DirSet orthogonal = dirs({0, 2, 4, 6, 8, 10}), diagonal = dirs({1, 3, 5, 7, 9, 11});
  VariantDef v;
  v.id = v.name = "glinski-by-hand";
  v.geometry = Geometry::hex(5);
  auto piece = [](const char* name, char letter) {
    PieceDef p;
    p.name = name;
    p.letter = letter;
    return p;
  };
  PieceDef pawn = piece("Pawn", 'p');
  pawn.ray(dirs({0}), 1, MoveOnly | SetsEnPassant, 2).ray(dirs({2, 10}), 1, CaptureOnly | TakesEnPassant);
  pawn.ep_kind = 'p';
  pawn.resets_clock = true;
  PieceDef knight = piece("Knight", 'n');
  knight.leap({{1, 2},
               {2, 1},
               {3, -1},
               {3, -2},
               {2, -3},
               {1, -3},
               {-1, -2},
               {-2, -1},
               {-3, 1},
               {-3, 2},
               {-2, 3},
               {-1, 3}});
  PieceDef king = piece("King", 'k');
  king.ray(orthogonal | diagonal, 1);
  king.royal = true;
  v.pieces = {pawn,
              knight,
              piece("Bishop", 'b').ray(diagonal),
              piece("Rook", 'r').ray(orthogonal),
              piece("Queen", 'q').ray(orthogonal | diagonal),
              king};
  v.start_fen = test::variant("glinski").def().start_fen;
  return v;
}

using RaySet = std::set<std::tuple<int, int, int>>;
RaySet ray_set(Span<RayStep> rays) {
  RaySet s;
  for (const RayStep& r : rays) s.insert({idx(r.dir), r.range, r.mode});
  return s;
}
std::set<std::pair<int, int>> leap_set(Span<Target> leaps) {
  std::set<std::pair<int, int>> s;
  for (const Target& x : leaps) s.insert({idx(x.to), x.mode});
  return s;
}

}  // namespace

TEST_CASE("Betza hex reading matches Gliński's pieces written by hand") {
  const Variant& hand = test::keep(glinski_by_hand());
  const Variant& betza = test::variant("glinski");
  const Geometry& g = hand.geometry();
  for (int ti = 1; ti <= hand.type_count(); ++ti) {
    const PieceType t = type_at(ti);
    const char letter = hand.piece(t).letter;
    INFO(letter);
    for (int ci = 0; ci < ColorCount; ++ci)
      for (int i = 0; i < g.size(); ++i) {
        const Color c = Color(ci);
        const Cell s = cell_at(i);
        INFO(g.name(s) << (ci ? " black" : " white"));
        // Same compiled tables for the pieces that keep one atom per move; the pawn's double
        // step is a ray in the hand-written table and a lame leap in Betza, so it is compared
        // by its moves below.
        if (letter != 'p') {
          CHECK(leap_set(hand.leaps(c, t, s)) == leap_set(betza.leaps(c, t, s)));
          CHECK(ray_set(hand.rays(c, t, s)) == ray_set(betza.rays(c, t, s)));
        }
        std::string e1, e2;
        const char l = ci ? letter : char(std::toupper(letter));
        const auto a = piece_moves(hand, l, s, e1), b = piece_moves(betza, l, s, e2);
        REQUIRE(a.has_value());
        REQUIRE(b.has_value());
        CHECK(std::set<Cell>(a->moves.begin(), a->moves.end()) ==
              std::set<Cell>(b->moves.begin(), b->moves.end()));
        CHECK(std::set<Cell>(a->captures.begin(), a->captures.end()) ==
              std::set<Cell>(b->captures.begin(), b->captures.end()));
      }
  }
  Position p(betza);
  const uint64_t expected[] = {51, 2586, 137858};
  for (int d = 1; d <= 3; ++d) CHECK(perft(p, d) == expected[d - 1]);
}
