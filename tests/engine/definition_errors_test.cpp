// Bad variant definitions: each kind of mistake or hostile text gives an error that names the
// line, the variant and the key, and nothing is loaded. One test per rule of the reader.
#include <catch2/catch.hpp>

#include <string>

#include "variants/variants.h"

namespace tessera {

namespace {

// The first error for `text`, which must not load.
DefinitionError first_error(const std::string& text) {
  const LoadResult r = check_variants(text);
  REQUIRE_FALSE(r.ok());
  INFO(r.errors.front().text());
  return r.errors.front();
}

bool mentions(const DefinitionError& e, const std::string& words) {
  return e.text().find(words) != std::string::npos;
}

}  // namespace

TEST_CASE("An unknown key is an error naming the key and its line") {
  const DefinitionError e = first_error("[mine:chess]\nmaxFile = 8\nmaxFiles = 9\n");
  CHECK(e.line == 3);
  CHECK(e.variant == "mine");
  CHECK(e.key == "maxFiles");
  CHECK(mentions(e, "unknown key"));
}

TEST_CASE("A Fairy-Stockfish rule Tessera lacks is an error, never silently ignored") {
  const DefinitionError e = first_error("[mine:chess]\ndropChecks = false\n");
  CHECK(e.line == 2);
  CHECK(e.key == "dropChecks");
  CHECK(mentions(e, "not supported by Tessera yet"));
}

TEST_CASE("Bad Betza names the piece key and the place in the Betza text") {
  const DefinitionError e = first_error("[mine:chess]\ncustomPiece1 = a:QX\n");
  CHECK(e.line == 2);
  CHECK(e.key == "customPiece1");
  CHECK(mentions(e, "Betza 'QX'"));
}

TEST_CASE("A start position that does not fit the board is an error at startFen") {
  const DefinitionError e =
      first_error("[mine:chess]\nmaxFile = 7\n");  // the inherited 8-file FEN no longer fits
  CHECK(e.key == "startFen");
  CHECK(mentions(e, "start position does not read"));
  CHECK(mentions(e, "inherited from [chess]"));
  const DefinitionError own = first_error("[mine:chess]\nstartFen = rnbqkbnr/pppppppp/8/8 w - - 0 1\n");
  CHECK(own.line == 2);
}

TEST_CASE("A board over 256 cells is refused with its size") {
  const DefinitionError e = first_error("[mine:chess]\nmaxFile = 20\nmaxRank = 20\n");
  CHECK(e.key == "maxFile");
  CHECK(mentions(e, "400 cells; at most 256"));
  CHECK(mentions(first_error("[mine:chess]\ngeometry = hex\nradius = 9\n"), "radius"));
}

TEST_CASE("Pieces past the limits are refused: customPiece1 to 25, one letter each") {
  const DefinitionError e = first_error("[mine:chess]\ncustomPiece26 = a:W\n");
  CHECK(e.key == "customPiece26");
  CHECK(mentions(e, "customPiece1 to customPiece25"));
  // 26 letters name at most 26 types, below the engine's 31: a 27th piece finds no letter.
  std::string text = "[mine]\n";
  const std::string letters = "abcdefghijklmnopqrstuvwxyz";
  for (int i = 0; i < 25; ++i) text += "customPiece" + std::to_string(i + 1) + " = " + letters[i] + ":W\n";
  text += "wazir = z\ncommoner = a\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n";
  CHECK(mentions(first_error(text), "already the Piece A"));
}

TEST_CASE("Two pieces may not share a letter") {
  const DefinitionError e = first_error("[mine:chess]\nfers = n\n");
  CHECK(e.key == "fers");
  CHECK(mentions(e, "already the Knight"));
}

TEST_CASE("Inheritance cycles and unknown parents are errors") {
  CHECK(mentions(first_error("[a:b]\n[b:a]\n"), "inheritance cycle"));
  CHECK(mentions(first_error("[a:a]\n"), "unknown parent"));
  const DefinitionError e = first_error("[a:nosuchvariant]\n");
  CHECK(e.line == 1);
  CHECK(mentions(e, "unknown parent variant 'nosuchvariant'"));
}

TEST_CASE("A megabyte of text is refused before it is read") {
  std::string text = "[big:chess]\n";
  while (text.size() < 1024 * 1024) text += "# padding padding padding padding padding padding padding\n";
  CHECK(mentions(first_error(text), "at most 262144"));
}

TEST_CASE("Malformed lines and headers are errors with their line") {
  CHECK(first_error("maxFile = 8\n").line == 1);
  CHECK(mentions(first_error("[mine:chess\n"), "must end with ']'"));
  CHECK(mentions(first_error("[mi ne]\n"), "not a variant id"));
  const DefinitionError e = first_error("[mine:chess]\n\nthis line has no equals sign\n");
  CHECK(e.line == 3);
}

TEST_CASE("Bad values name the key and say what was expected") {
  const DefinitionError e = first_error("[mine:chess]\nmaxRank = ten\n");
  CHECK(e.key == "maxRank");
  CHECK(mentions(e, "expected a whole number"));
  CHECK(mentions(first_error("[mine:chess]\ncastling = maybe\n"), "expected true or false"));
  CHECK(mentions(first_error("[mine:chess]\npromotionPieceTypes = qx\n"), "no piece 'x'"));
  CHECK(mentions(first_error("[mine:chess]\npromotionRegionWhite = z9\n"), "not a cell of this board"));
}

TEST_CASE("A built-in id cannot be redefined, and a text may not define an id twice") {
  CHECK(mentions(first_error("[chess]\nking = k\n"), "is a built-in variant"));
  CHECK(mentions(first_error("[a:chess]\n[a:chess]\n"), "defined twice"));
}

TEST_CASE("A section that takes its parent's id is not blamed for the keys its parent wrote") {
  // [chess] writes value.q; a [chess:chess] without a queen shares the id but not that key.
  const LoadResult r = check_variants(
      "[chess:chess]\nqueen = -\npromotionPieceTypes = rbn\n"
      "startFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\n");
  REQUIRE(r.errors.size() == 1);
  CHECK(mentions(r.errors.front(), "is a built-in variant"));
  // Its own key about the missing queen is still its error, and is not called inherited.
  const LoadResult own = check_variants(
      "[chess:chess]\nqueen = -\nvalue.q = 5\npromotionPieceTypes = rbn\n"
      "startFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\n");
  REQUIRE(own.errors.size() == 2);
  CHECK(own.errors[1].key == "value.q");
  CHECK(own.errors[1].line == 3);
  CHECK_FALSE(mentions(own.errors[1], "inherited"));
}

TEST_CASE("A definition whose move lists could explode is refused with the bound") {
  const DefinitionError e = first_error(
      "[boom:chess]\nmaxFile = 16\nmaxRank = 16\ncustomPiece1 = a:QNNCCZZ\n"
      "promotion.a = aqrbn\npromotionRegion.a = *\n"
      "startFen = 16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14k w - - 0 1\n");
  CHECK(mentions(e, "could have up to"));
  CHECK(mentions(e, "at most 20000"));
}

TEST_CASE("Nothing of a text with an error is loaded") {
  const LoadResult r = load_variants("[good-one:chess]\n[bad-one:chess]\nnonsense = 1\n");
  CHECK_FALSE(r.ok());
  CHECK(find_variant("good-one") == nullptr);
}

}  // namespace tessera
