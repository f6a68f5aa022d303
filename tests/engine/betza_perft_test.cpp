// Betza pieces against the oracles: perft equal to Fairy-Stockfish (ffish) for the definitions in
// tests/data/betza/*.ini, and the hex reading against the hand-written Gliński pieces.
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "api/piece_moves.h"
#include "betza_helpers.h"

using namespace tessera;

namespace {

// The same variants as tests/data/betza/*.ini, built here until the ini reader loads them.
const Variant& ini_variant(const std::string& id) {
  static std::map<std::string, const Variant*> built;
  if (built.count(id)) return *built[id];
  const Variant* v = nullptr;
  if (id == "betza-riders")
    v = &test::betza_variant(id, Geometry::square(8, 8),
                             {{'h', "NN"}, {'c', "mRcpR"}, {'g', "gQ"}, {'d', "R4"}, {'e', "fbN"}, {'w', "fmWfcF"}},
                             "dhcgkceh/wwwwwwww/8/8/8/8/WWWWWWWW/DHCGKCEH w - - 0 1");
  else if (id == "betza-lame")
    v = &test::betza_variant(
        id, Geometry::square(8, 8),
        {{'h', "nN"}, {'e', "nA"}, {'z', "nZ"}, {'u', "nD"}, {'s', "fsW"}, {'a', "fmWfceFifmnD"}},
        "uezhkhes/aaaaaaaa/8/8/8/8/AAAAAAAA/UEZHKHES w - - 0 1");
  else if (id == "betza-big")
    v = &test::betza_variant(id, Geometry::square(10, 10),
                             {{'h', "NN"},
                              {'c', "mRcpR"},
                              {'g', "gQ"},
                              {'x', "nN"},
                              {'y', "nA"},
                              {'d', "R4"},
                              {'e', "fbN"},
                              {'l', "B2fsW"},
                              {'a', "fmWfceFifmnD"}},
                             "dxceykgcxd/aaaaaaaaaa/1h2ll2h1/10/10/10/10/1H2LL2H1/AAAAAAAAAA/DXCEYKGCXD w - - 0 1");
  REQUIRE(v != nullptr);
  built[id] = v;
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
    Position p = test::betza_position(ini_variant(id), fen);
    CHECK(perft(p, std::stoi(depth)) == std::stoull(nodes));
    ++rows;
  }
  CHECK(rows >= 9);
}

namespace {

// Gliński's variant with every piece's movement rewritten in Betza (hex reading).
VariantDef glinski_from_betza() {
  VariantDef def = glinski_def();
  const std::map<char, std::string> betza = {{'p', "fmWcefsWifmnD"}, {'n', "N"}, {'b', "B"},
                                             {'r', "R"},             {'q', "Q"}, {'k', "K"}};
  for (PieceDef& p : def.pieces) {
    p.rays.clear();
    p.leaps.clear();
    p.jumps.clear();
    INFO(p.letter);
    REQUIRE(parse_betza(betza.at(p.letter), def.geometry, p) == "");
  }
  return def;
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

TEST_CASE("Betza hex reading matches Gliński's pieces") {
  const Variant& hand = test::variant("glinski");
  const Variant& betza = test::keep(glinski_from_betza());
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
        CHECK(std::set<Cell>(a->moves.begin(), a->moves.end()) == std::set<Cell>(b->moves.begin(), b->moves.end()));
        CHECK(std::set<Cell>(a->captures.begin(), a->captures.end()) ==
              std::set<Cell>(b->captures.begin(), b->captures.end()));
      }
  }
  Position p(betza);
  const uint64_t expected[] = {51, 2586, 137858};
  for (int d = 1; d <= 3; ++d) CHECK(perft(p, d) == expected[d - 1]);
}
