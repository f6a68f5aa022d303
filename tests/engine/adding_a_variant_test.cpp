// The README's "Adding a variant" paragraph, followed for a small variant written out in full: its
// section of text is all the engine needs, and it passes each check a built-in section must pass.
#include <catch2/catch.hpp>

#include "api/game.h"
#include "eval/eval.h"
#include "helpers.h"
#include "variants/variants.h"

namespace tessera {

namespace {

// Los Alamos chess under a new id, every key spelt out rather than inherited from [chess].
const char* const Section = R"([readme-minichess]
name = README Minichess
summary = Six by six chess without bishops, added as the README says.
rulesPage = rules/readme-minichess.html
maxRank = 6
maxFile = 6
pawn = p
knight = n
rook = r
queen = q
king = k
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
promotionRank = 6
promotionPieceTypes = qrn
doubleStep = false
castling = false
)";

}  // namespace

TEST_CASE("README adding a variant: one section of text, and the engine plays it with no code change") {
  test::load_definitions(Section);
  std::string error;
  auto game = Game::create("readme-minichess", error);
  REQUIRE(game != nullptr);
  const Variant& v = game->variant();
  CHECK(v.def().name == "README Minichess");
  CHECK(v.def().rules_page == "rules/readme-minichess.html");
  CHECK(describe_variant_json(v).find("\"name\":\"README Minichess\"") != std::string::npos);

  // Its rules are the definition's: Fairy-Stockfish's Los Alamos counts (tests/data/fsf_perft.tsv).
  CHECK(game->perft(1) == 10);
  CHECK(game->perft(2) == 100);
  CHECK(game->perft(3) == 1212);
  CHECK(game->play("b2b3") == "");
  CHECK(game->play("a5a4") == "");
  CHECK(game->play("b3a4") == "");
  CHECK(game->state_json().find("\"captured\":[\"\",\"p\"]") != std::string::npos);

  // What the tests ask of every section in tessera.ini: the plain generator (no Betza path atoms,
  // betza_test.cpp) and a level start (eval_test.cpp); the playout list is invariant_playout_test.cpp.
  CHECK_FALSE(v.has_paths());
  CHECK(v.overlap_types() == 0);
  Position start(v);
  const EvalTables& et = eval_tables(v);
  CHECK(evaluate(start, et) == et.opt.tempo);
}

}  // namespace tessera
