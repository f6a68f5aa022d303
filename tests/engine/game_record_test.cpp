// Game records: written with headers and numbered moves, read back to the same game; bad input
// keeps the legal prefix and names the first bad move.
#include "api/game_record.h"
#include "helpers.h"

using namespace tessera;

TEST_CASE("a record round-trips: variant, start FEN, moves and result") {
  std::string err;
  auto g = Game::create("chess", err);
  REQUIRE(g->load_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7") == "");
  for (const char* m : {"e8d7", "e2e4", "d7c6"}) REQUIRE(g->play(m) == "");
  const std::string text = write_record(*g);
  CHECK_THAT(text, Catch::Contains("[Variant \"chess\"]"));
  CHECK_THAT(text, Catch::Contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]"));
  CHECK_THAT(text, Catch::Contains("7... e8d7 8. e2e4 d7c6 *"));
  RecordRead r = read_record(text);
  REQUIRE(r.error == "");
  CHECK(r.game->fen() == g->fen());
  CHECK(r.game->history() == g->history());
}

TEST_CASE("a finished game's record carries its result and termination") {
  std::string err;
  auto g = Game::create("chess", err);
  for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) REQUIRE(g->play(m) == "");
  const std::string text = write_record(*g);
  CHECK_THAT(text, Catch::Contains("[Result \"0-1\"]"));
  CHECK_THAT(text, Catch::Contains("[Termination \"checkmate\"]"));
  CHECK_THAT(text, Catch::EndsWith("d8h4 0-1\n"));
}

TEST_CASE("reading keeps the legal prefix and names the first bad move") {
  RecordRead r = read_record("[Variant \"chess\"]\n\n1. e2e4 e7e5 2.g1f3 e5e4 3. f1c4 *");
  REQUIRE(r.game);
  CHECK(r.game->history() == std::vector<std::string>{"e2e4", "e7e5", "g1f3"});
  CHECK_THAT(r.error, Catch::Contains("move 4 (e5e4)"));
}

TEST_CASE("unusable headers are refused without a game") {
  CHECK_FALSE(read_record("[Variant \"nope\"]\n1. e2e4").game);
  RecordRead bad = read_record("[Variant \"chess\"]\n[FEN \"8/8 w\"]\n");
  CHECK_FALSE(bad.game);
  CHECK_THAT(bad.error, Catch::Contains("bad FEN header"));
  CHECK_THAT(read_record(std::string(2 << 20, 'a')).error, Catch::Contains("larger than 1 MB"));
}
