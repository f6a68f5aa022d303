// Betza notation (engine/definition/betza): each construct's moves on small positions, the
// directions as Fairy-Stockfish reads them (expected sets taken from ffish 0.7.10), legality with
// screens and lame blocks, errors naming the position, and limits.
#include <set>

#include "api/piece_diagram.h"
#include "betza_helpers.h"
#include "hex_helpers.h"

using namespace tessera;
using test::betza_position;
using test::betza_variant;
using test::destinations;
using test::sorted;

namespace {

// The cells d4 + each offset, for direction tables written as leaps.
std::vector<std::string> from_d4(std::initializer_list<std::pair<int, int>> offsets) {
  std::vector<std::string> out;
  for (auto [dx, dy] : offsets) out.push_back(std::string(1, char('d' + dx)) + std::to_string(4 + dy));
  std::sort(out.begin(), out.end());
  return out;
}

// The legal destinations of a lone piece `betza` on d4 (kings tucked away on a8 and h1).
std::vector<std::string> alone_on_d4(const std::string& betza) {
  const Variant& v = betza_variant("alone", Geometry::square(8, 8), {{'a', betza}});
  Position p = betza_position(v, "k7/8/8/8/3A4/8/8/7K w - - 0 1");
  return destinations(p, "d4");
}

}  // namespace

TEST_CASE("cannon captures only by hopping exactly one screen") {
  const Variant& v = betza_variant("cannon", Geometry::square(8, 8), {{'c', "mRcpR"}, {'w', "fmW"}});
  // Up: d5 d6 empty, d7 the screen, d8 the victim. Right: f4 screen, g4 empty, h4 victim.
  // Left: own b4 is a screen too, a4 empty. Down: nothing to hop.
  Position p = betza_position(v, "k2w4/3w4/8/8/1W1C1w1w/8/8/7K w - - 0 1");
  CHECK(destinations(p, "d4") == sorted({"c4", "e4", "d5", "d6", "d3", "d2", "d1", "d8", "h4"}));
  // The adjacent piece is a screen, never a victim; the piece after it is, and nothing beyond.
  Position near = betza_position(v, "k2w4/3w4/3w4/3w4/3C4/8/8/7K w - - 0 1");
  CHECK(destinations(near, "d4") ==
        sorted({"a4", "b4", "c4", "e4", "f4", "g4", "h4", "d3", "d2", "d1", "d6"}));
}

TEST_CASE("grasshopper lands just beyond the screen") {
  const Variant& v = betza_variant("grass", Geometry::square(8, 8), {{'g', "gQ"}, {'w', "fmW"}});
  // Screens on d6 (landing d7 empty), f4 (landing g4 holds an enemy: capture), b2 (landing a1 own king).
  Position p = betza_position(v, "k7/8/3w4/8/3G1Ww1/8/1w6/K7 w - - 0 1");
  CHECK(destinations(p, "d4") == sorted({"d7", "g4"}));
}

TEST_CASE("nightrider stops at the first piece") {
  const Variant& v = betza_variant("nightrider", Geometry::square(8, 8), {{'h', "NN"}, {'w', "fmW"}});
  // From a1 along (1,2): b3, c5 (enemy, captured, stop) - d7 is never reached.
  // Along (2,1): c2, e3 (own piece: stop before it), g4 unreached.
  Position p = betza_position(v, "7k/8/8/2w5/8/4W3/8/H6K w - - 0 1");
  CHECK(destinations(p, "a1") == sorted({"b3", "c5", "c2"}));
}

TEST_CASE("lame horse is blocked by a piece beside it") {
  const Variant& v = betza_variant("horse", Geometry::square(8, 8), {{'h', "nN"}, {'e', "nA"}, {'w', "fmW"}});
  // d5 blocks the two leaps that start upwards; every other leap is open.
  Position p = betza_position(v, "k7/8/8/3w4/3H4/8/8/7K w - - 0 1");
  CHECK(destinations(p, "d4") == sorted({"b3", "b5", "c2", "e2", "f3", "f5"}));
  // The elephant is blocked by a piece on the diagonal cell it crosses (e5), not beside it (d5).
  Position e = betza_position(v, "k7/8/8/3wW3/3E4/8/8/7K w - - 0 1");
  CHECK(destinations(e, "d4") == sorted({"b2", "b6", "f2"}));
}

TEST_CASE("a piece on a lame horse's leg is pinned when the horse would check") {
  const Variant& v = betza_variant("horsepin", Geometry::square(8, 8), {{'h', "nN"}, {'d', "R4"}});
  // The black horse on d3 reaches e1 over d2; the rook on d2 may only take the horse.
  Position p = betza_position(v, "k7/8/8/8/8/3h4/3D4/4K3 w - - 0 1");
  CHECK(destinations(p, "d2") == sorted({"d3"}));
}

TEST_CASE("a cannon checks through exactly one screen, so screens are pinned in pairs") {
  const Variant& v = betza_variant("cannonpin", Geometry::square(8, 8), {{'c', "mRcpR"}, {'d', "R4"}});
  // Two white rooks screen e1 from the cannon on e8: each may move only along the e-file
  // (or take the cannon), since leaving would turn the other into the single screen.
  Position p = betza_position(v, "k3c3/8/8/4D3/8/4D3/8/4K3 w - - 0 1");
  CHECK(destinations(p, "e3") == sorted({"e2", "e4"}));
  CHECK(destinations(p, "e5") == sorted({"e4", "e6", "e7", "e8"}));
  // With one screen the king is in check: it must step off the file or the screen must leave.
  Position check = betza_position(v, "k3c3/8/8/4D3/8/8/8/4K3 w - - 0 1");
  CHECK(check.in_check());
  CHECK(destinations(check, "e1") == sorted({"d1", "d2", "f1", "f2"}));
}

TEST_CASE("initial moves come only from the second rank, are lame when n says so, and never capture") {
  const Variant& v = betza_variant("initial", Geometry::square(8, 8), {{'a', "ifmnDfmWfcF"}, {'w', "fmW"}});
  Position p = betza_position(v, "k7/8/8/8/5w2/4w3/1A1A2A1/7K w - - 0 1");
  CHECK(destinations(p, "b2") == sorted({"b3", "b4"}));
  CHECK(destinations(p, "d2") == sorted({"d3", "d4", "e3"}));
  CHECK(destinations(p, "g2") == sorted({"g3", "g4"}));
  Position lame = betza_position(v, "k7/8/8/8/8/3w4/3A4/7K w - - 0 1");
  CHECK(destinations(lame, "d2").empty());
  Position third = betza_position(v, "k7/8/8/8/8/3A4/8/7K w - - 0 1");
  CHECK(destinations(third, "d3") == sorted({"d4"}));
  PieceDef d;
  CHECK(parse_betza("icN", Geometry::square(8, 8), d).find("never capture") != std::string::npos);
}

TEST_CASE("an initial lame double step can be taken en passant by an e capture") {
  const Variant& v = betza_variant("ep", Geometry::square(8, 8), {{'a', "fmWfceFifmnD"}});
  Position p = betza_position(v, "k7/8/8/8/4a3/8/3A4/7K w - - 0 1");
  MoveList list;
  generate_legal(p, list);
  Move dbl;
  for (Move m : list)
    if (move_to_text(p, m) == "d2d4") dbl = m;
  REQUIRE(dbl);
  p.do_move(dbl);
  CHECK(p.fen().find(" d3 ") != std::string::npos);
  CHECK(destinations(p, "e4") == sorted({"d3", "e3"}));
}

TEST_CASE("Betza directions follow Fairy-Stockfish") {
  // Each expected set is what ffish 0.7.10 lists for the piece alone on d4.
  CHECK(alone_on_d4("fN") == from_d4({{-1, 2}, {1, 2}}));
  CHECK(alone_on_d4("frN") == from_d4({{2, 1}}));
  CHECK(alone_on_d4("rfN") == from_d4({{1, 2}}));
  CHECK(alone_on_d4("fsN") == from_d4({{-2, 1}, {2, 1}}));
  CHECK(alone_on_d4("lvN") == from_d4({{-1, -2}, {-1, 2}}));
  CHECK(alone_on_d4("fhN") == from_d4({{-1, 2}, {-2, 1}, {1, 2}, {2, 1}}));
  CHECK(alone_on_d4("hlN") == from_d4({{-1, 2}, {-2, -1}, {1, -2}, {2, 1}}));
  CHECK(alone_on_d4("hrN") == from_d4({{-1, -2}, {-2, 1}, {1, 2}, {2, -1}}));
  CHECK(alone_on_d4("fbN") == from_d4({{-1, 2}, {1, 2}, {-1, -2}, {1, -2}}));
  CHECK(alone_on_d4("fsW") == from_d4({{-1, 0}, {0, 1}, {1, 0}}));
  CHECK(alone_on_d4("sfW") == from_d4({{-1, 0}, {0, 1}, {1, 0}}));
  CHECK(alone_on_d4("fsK") == from_d4({{-1, 0}, {-1, 1}, {1, 0}, {1, 1}}));
  CHECK(alone_on_d4("fK") == from_d4({{-1, 1}, {0, 1}, {1, 1}}));
  CHECK(alone_on_d4("fsF") == from_d4({{-1, 1}, {1, 1}}));
  CHECK(alone_on_d4("fR") == from_d4({{0, 1}, {0, 2}, {0, 3}, {0, 4}}));
}

TEST_CASE(
    "Betza ranges: R4 and W2 limit a rider, N1 is a knight, R0 and ranges past the board are unlimited") {
  CHECK(alone_on_d4("R4").size() == 14);  // d5-d8, d1-d3, a4-c4, e4-h4 (h4 is 4 away)
  CHECK(alone_on_d4("W2") == alone_on_d4("R2"));
  CHECK(alone_on_d4("N1") == alone_on_d4("N"));
  CHECK(alone_on_d4("R0") == alone_on_d4("R"));
  CHECK(alone_on_d4("R12") == alone_on_d4("R"));
  CHECK(alone_on_d4("NN").size() == 12);
  CHECK(alone_on_d4("N3").size() == 12);
  CHECK(alone_on_d4("KK") == alone_on_d4("Q"));
}

TEST_CASE("atoms that land on one cell list the move once") {
  for (const char* betza : {"RD", "NmNN", "KQ", "WfR", "RpR", "FA2", "DDR"}) {
    INFO(betza);
    const std::vector<std::string> d = alone_on_d4(betza);
    CHECK(std::set<std::string>(d.begin(), d.end()).size() == d.size());
  }
  CHECK(alone_on_d4("RD") == alone_on_d4("R"));  // D only adds d2, d6, b4, f4, which R reaches
}

TEST_CASE("XBetza two-leg moves: mafsW is the xiangqi horse, FyafsF the griffon") {
  const std::string fens[] = {"k7/8/8/3w4/3A4/8/8/7K w - - 0 1", "k7/8/8/8/2wAw3/8/8/7K w - - 0 1",
                              "k7/8/8/8/3A4/3w4/8/7K w - - 0 1"};
  const Variant& horse = betza_variant("nN", Geometry::square(8, 8), {{'a', "nN"}, {'w', "fmW"}});
  const Variant& legs = betza_variant("mafsW", Geometry::square(8, 8), {{'a', "mafsW"}, {'w', "fmW"}});
  for (const std::string& fen : fens) {
    Position a = betza_position(horse, fen), b = betza_position(legs, fen);
    CHECK(destinations(a, "d4") == destinations(b, "d4"));
  }
  // Griffon from b2: the four diagonal steps, then outward along the files and ranks.
  const Variant& griffon = betza_variant("griffon", Geometry::square(8, 8), {{'a', "FyafsF"}, {'w', "fmW"}});
  Position p = betza_position(griffon, "7k/8/8/8/2w5/8/1A6/7K w - - 0 1");
  CHECK(destinations(p, "b2") == sorted({"a1", "a3", "c1", "c3", "c4", "d3", "e3", "f3", "g3", "h3", "a4",
                                         "a5", "a6", "a7", "a8", "d1", "e1", "f1", "g1"}));
}

TEST_CASE("bad Betza is an error naming the position") {
  const Geometry g = Geometry::square(8, 8);
  struct Bad {
    std::string text, says;
  };
  const Bad table[] = {
      {"X", "'X' is not a Betza atom at position 1"},
      {"Nx", "'x' is not a Betza modifier or atom at position 2"},
      {"fm", "not followed by an atom"},
      {"2R", "a range must follow an atom at position 1"},
      {"R123", "at most two digits at position 4"},
      {"NN2", "doubled atom cannot also have a range at position 1"},
      {"R 4", "' ' is not a Betza modifier or atom at position 2"},
      {"icN", "never capture"},
      {"hN", "select none"},
      {"vlN", "select none"},
      {"pnR", "'n' cannot be combined"},
      {"pgR", "'p' and 'g'"},
      {"mafsmafW", "second 'a') at position 6"},
      {"mafsN", "W, F and K steps"},
      {"cafsW", "first leg must end on an empty cell"},
      {"maW", "needs directions"},
      {"yR", "'y' belongs to the first leg"},
      {"meN", "'e' (en passant) needs a capturing move"},
      {std::string(65, 'W'), "at most 64"},
      {"pNpCpZpDpApH", "36 hopping, lame, multi-leg or leap-riding moves; at most 32"},
      {"W\xff", "'?' is not a Betza modifier or atom at position 2"},
  };
  for (const Bad& b : table) {
    INFO(b.text);
    PieceDef d;
    const std::string error = parse_betza(b.text, g, d);
    CHECK(error.find(b.says) != std::string::npos);
    CHECK((d.rays.empty() && d.leaps.empty() && d.paths.empty()));
  }
  PieceDef hex;
  CHECK(parse_betza("mafsW", Geometry::hex(5), hex).find("not defined on hex boards") != std::string::npos);
  CHECK(parse_betza("hrN", Geometry::hex(5), hex).find("not defined on hex boards") != std::string::npos);
  CHECK(parse_betza("nN", Geometry::hex(5), hex).find("straight leap") != std::string::npos);
}

TEST_CASE("built-in variants keep the plain generator: no path atoms and no overlapping atoms") {
  for (const std::string& id : variant_ids()) {
    INFO(id);
    const Variant& v = test::variant(id);
    CHECK_FALSE(v.has_paths());
    CHECK(v.overlap_types() == 0);
    CHECK_FALSE(v.extended_moves());
  }
}

TEST_CASE("move lists past MoveList's inline capacity stay whole with Betza pieces on 16x16") {
  // 48 nightrider-queens with camel and zebra leaps: thousands of moves, each listed once.
  std::string rank = "AAAAAAAAAAAAAAAA";
  const std::string fen =
      "k15/16/16/" + rank + "/16/16/16/16/" + rank + "/16/16/16/16/" + rank + "/16/7K8 w - - 0 1";
  VariantDef def = test::betza_def("wide", Geometry::square(16, 16), {{'a', "QNNCZ"}}, fen);
  def.pieces.back().royal = false;  // no king could stand safe among them
  const Variant& v = test::keep(std::move(def));
  Position p = betza_position(v, fen);
  MoveList list;
  generate_legal(p, list);
  CHECK(list.size() > MaxMoves);
  std::set<uint64_t> unique;
  for (Move m : list) unique.insert(m.raw());
  CHECK(int(unique.size()) == list.size());
}

TEST_CASE("piece diagrams work for Betza pieces") {
  const Variant& v = betza_variant("diagram", Geometry::square(8, 8), {{'h', "NN"}, {'c', "mRcpR"}});
  std::string error;
  const auto h = piece_moves(v, 'H', v.geometry().parse("d4"), error);
  REQUIRE(h.has_value());
  CHECK(h->moves.size() == 12);
  CHECK(h->captures.size() == 12);
  // A lone cannon has no screen, so it shows rook moves and no captures.
  const auto c = piece_moves(v, 'C', v.geometry().parse("d4"), error);
  REQUIRE(c.has_value());
  CHECK(c->moves.size() == 14);
  CHECK(c->captures.empty());
}
