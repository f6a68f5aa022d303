// Piece diagrams (engine/api/piece_diagram): the moves and captures of one piece alone on the board,
// checked against the rules in /work/shared/variants for each seed variant and plain chess.
#include <algorithm>
#include <set>

#include "api/piece_diagram.h"
#include "helpers.h"

namespace tessera::test {
namespace {

struct Named {
  std::string from;
  std::set<std::string> moves, captures;
};

Named diagram(const std::string& id, char letter, const std::string& cell = "") {
  const Variant& v = variant(id);
  std::string error;
  const Cell from = cell.empty() ? NoCell : v.geometry().parse(cell);
  const auto r = piece_moves(v, letter, from, error);
  INFO(error);
  REQUIRE(r.has_value());
  Named out{v.geometry().name(r->from), {}, {}};
  for (Cell s : r->moves) out.moves.insert(v.geometry().name(s));
  for (Cell s : r->captures) out.captures.insert(v.geometry().name(s));
  return out;
}

using Cells = std::set<std::string>;

}  // namespace

TEST_CASE("piece diagram: a chess knight on d4 moves and captures on its eight leaps", "[piece_moves]") {
  const Named d = diagram("chess", 'N', "d4");
  const Cells leaps{"b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"};
  CHECK(d.moves == leaps);
  CHECK(d.captures == leaps);
}

TEST_CASE("piece diagram: a chess pawn moves straight and captures diagonally", "[piece_moves]") {
  const Named white = diagram("chess", 'P', "e4");
  CHECK(white.moves == Cells{"e5"});
  CHECK(white.captures == Cells{"d5", "f5"});
  const Named black = diagram("chess", 'p', "e5");
  CHECK(black.moves == Cells{"e4"});
  CHECK(black.captures == Cells{"d4", "f4"});
}

TEST_CASE("piece diagram: a rook alone slides to every cell of its file and rank", "[piece_moves]") {
  const Named d = diagram("chess", 'R', "a1");
  CHECK(d.moves.size() == 14);
  CHECK(d.captures == d.moves);
}

TEST_CASE("piece diagram: with no cell given, the piece stands near the middle", "[piece_moves]") {
  const Named d = diagram("chess", 'Q');
  CHECK((d.from == "d4" || d.from == "e4" || d.from == "d5" || d.from == "e5"));
  CHECK(d.moves.size() == 27);
}

TEST_CASE("piece diagram: Westfield Shepherding pieces never capture", "[piece_moves][westfield]") {
  const Named rook = diagram("westfield", 'Y', "e5");
  CHECK(rook.moves.size() == 19 + 9);
  CHECK(rook.captures.empty());
  const Named bishop = diagram("westfield", 'X', "e5");
  CHECK_FALSE(bishop.moves.empty());
  CHECK(bishop.captures.empty());
}

TEST_CASE("piece diagram: Westfield pawns of both armies move north", "[piece_moves][westfield]") {
  for (char letter : {'P', 'p'}) {
    const Named d = diagram("westfield", letter, "e5");
    CHECK(d.moves == Cells{"e6"});
    CHECK(d.captures == Cells{"d6", "f6"});
  }
}

TEST_CASE("piece diagram: Naydorian Guards stay on white cells, Army pieces on coloured ones",
          "[piece_moves][naydorian]") {
  const Named yeoman = diagram("naydorian", 'Y');
  CHECK(yeoman.from == "g7");
  // One diagonal step forward (60 and 120 degrees) or sideways (0 and 180); captures only enemy Guards there.
  CHECK(yeoman.moves.size() == 4);
  CHECK(yeoman.captures == yeoman.moves);
  const Named tor = diagram("naydorian", 'T');
  CHECK(tor.from != "g7");
  CHECK_FALSE(tor.moves.empty());
  std::string error;
  const Variant& v = variant("naydorian");
  CHECK_FALSE(piece_moves(v, 'Y', v.geometry().parse("g6"), error).has_value());
  CHECK(error.find("Yeoman") != std::string::npos);
  CHECK_FALSE(piece_moves(v, 'T', v.geometry().parse("g7"), error).has_value());
}

TEST_CASE("piece diagram: a Naydorian Pike steps forward and captures diagonally forward",
          "[piece_moves][naydorian]") {
  const Named pike = diagram("naydorian", 'P', "g6");
  CHECK(pike.moves.size() == 1);
  CHECK(pike.captures.size() == 2);
  for (const std::string& c : pike.captures) CHECK(pike.moves.count(c) == 0);
}

TEST_CASE("piece diagram: Officer-Spiel Amazon moves as Queen plus Knight", "[piece_moves][officer-spiel]") {
  const Named amazon = diagram("officer-spiel", 'Z', "h4");
  const Named queen = diagram("officer-spiel", 'Q', "h4");
  const Named knight = diagram("officer-spiel", 'N', "h4");
  Cells both = queen.moves;
  both.insert(knight.moves.begin(), knight.moves.end());
  CHECK(amazon.moves == both);
}

TEST_CASE("piece diagram JSON: errors for unknown variants, letters and cells", "[piece_moves]") {
  CHECK(piece_moves_json("nope", "N", "") == R"({"error":"unknown variant"})");
  CHECK(piece_moves_json("chess", "Nq", "").find("error") != std::string::npos);
  CHECK(piece_moves_json("chess", "w", "").find("letter 'w'") != std::string::npos);
  CHECK(piece_moves_json("chess", "N", "z9").find("no cell") != std::string::npos);
  const std::string ok = piece_moves_json("chess", "N", "a1");
  CHECK(ok == R"({"cell":"a1","moves":["b3","c2"],"captures":["c2","b3"]})");
}

}  // namespace tessera::test
