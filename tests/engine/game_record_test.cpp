// Game records as PGN: the seven tags plus [Variant] and [FEN], SAN moves with numbers, comments kept,
// side lines and glyphs dropped with a note, coordinate text still read; bad input keeps the legal prefix.
#include "api/game_record.h"
#include "helpers.h"
#include "notation/pgn_text.h"

using namespace tessera;

namespace {

std::unique_ptr<Game> played(const char* id, std::initializer_list<const char*> moves) {
  std::string err;
  auto g = Game::create(id, err);
  REQUIRE(g);
  for (const char* m : moves) REQUIRE(g->play(m) == "");
  return g;
}

}  // namespace

TEST_CASE("PGN round-trips: variant, start FEN, SAN moves and result") {
  std::string err;
  auto g = Game::create("chess", err);
  REQUIRE(g->load_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7") == "");
  for (const char* m : {"e8d7", "e2e4", "d7c6"}) REQUIRE(g->play(m) == "");
  const std::string text = write_record(*g);
  for (const char* t : {"[Event \"?\"]", "[Site \"?\"]", "[Date \"????.??.??\"]", "[Round \"?\"]",
                        "[White \"?\"]", "[Black \"?\"]", "[Result \"*\"]", "[Variant \"chess\"]",
                        "[SetUp \"1\"]", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]"})
    CHECK_THAT(text, Catch::Contains(t));
  CHECK_THAT(text, Catch::Contains("7... Kd7 8. e4 Kc6 *"));
  RecordRead r = read_record(text);
  REQUIRE(r.error == "");
  CHECK(r.game->fen() == g->fen());
  CHECK(r.game->history() == g->history());
}

TEST_CASE("PGN of a finished game carries its result, termination and mate mark") {
  auto g = played("chess", {"f2f3", "e7e5", "g2g4", "d8h4"});
  const std::string text = write_record(*g);
  CHECK_THAT(text, Catch::Contains("[Result \"0-1\"]"));
  CHECK_THAT(text, Catch::Contains("[Termination \"checkmate\"]"));
  CHECK_THAT(text, Catch::EndsWith("1. f3 e5 2. g4 Qh4# 0-1\n"));
}

TEST_CASE("PGN from other tools: comments kept, side lines and glyphs dropped with a note") {
  const char* pgn =
      "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
      "{Opening} 1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 $1 Nc6! 3. Bb5 a6?! ; Morphy\n"
      "4. Ba4 1-0\n";
  RecordRead r = read_record(pgn);
  REQUIRE(r.game);
  CHECK(r.error == "");
  CHECK(r.game->san_history() == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"});
  CHECK(r.game->comment(0) == "Opening");
  CHECK(r.game->comment(1) == "best by test");
  CHECK(r.game->comment(6) == "Morphy");
  CHECK(r.dropped == "1 side line(s) and 1 move glyph(s)");
  const std::string again = write_record(*r.game);
  CHECK_THAT(again,
             Catch::Contains("{Opening} 1. e4 {best by test} 1... e5 2. Nf3 Nc6 3. Bb5 a6 {Morphy} 4. Ba4"));
}

TEST_CASE("PGN [Variant] tags are read by id or name, in any case") {
  for (const char* tag : {"capablanca", "Capablanca", "CAPABLANCA"}) {
    RecordRead r = read_record(std::string("[Variant \"") + tag + "\"]\n\n1. e4 *");
    REQUIRE(r.game);
    CHECK(r.game->variant().id() == "capablanca");
  }
  RecordRead standard = read_record("[Variant \"Standard\"]\n\n1. e4 *", "capablanca");
  REQUIRE(standard.game);
  CHECK(standard.game->variant().id() == "chess");
}

TEST_CASE("every variant's PGN reads back to the same game") {
  for (const std::string& id : variant_ids()) {
    INFO(id);
    std::string err;
    auto g = Game::create(id, err);
    std::mt19937 rng(9);
    for (int i = 0; i < 60 && g->status().outcome == Outcome::Ongoing; ++i) {
      const auto legal = g->legal_moves();
      if (legal.empty()) break;
      REQUIRE(g->play(g->move_text(legal[rng() % legal.size()])) == "");
    }
    const std::string text = write_record(*g);
    RecordRead r = read_record(text);
    INFO(text);
    REQUIRE(r.game);
    CHECK(r.error == "");
    CHECK(r.game->history() == g->history());
  }
}

TEST_CASE("the engine's coordinate text still reads, and SAN plays in a game") {
  RecordRead r = read_record("[Variant \"chess\"]\n\n1. e2e4 e7e5 2.g1f3 Nc6 *");
  REQUIRE(r.game);
  CHECK(r.error == "");
  CHECK(r.game->san_history() == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"});
}

TEST_CASE("reading keeps the legal prefix and names the first bad move") {
  RecordRead r = read_record("[Variant \"chess\"]\n\n1. e2e4 e7e5 2.g1f3 e5e4 3. f1c4 *");
  REQUIRE(r.game);
  CHECK(r.game->history() == std::vector<std::string>{"e2e4", "e7e5", "g1f3"});
  CHECK_THAT(r.error, Catch::Contains("move 4 (e5e4)"));
  RecordRead san = read_record("1. e4 e5 2. Nf3 Nf6 3. Qh5 *");
  CHECK_THAT(san.error, Catch::Contains("move 5 (Qh5)"));
  CHECK(san.game->ply() == 4);
}

TEST_CASE("unusable tags are refused without a game, and broken movetext is named") {
  CHECK_FALSE(read_record("[Variant \"nope\"]\n1. e2e4").game);
  RecordRead bad = read_record("[Variant \"chess\"]\n[FEN \"8/8 w\"]\n");
  CHECK_FALSE(bad.game);
  CHECK_THAT(bad.error, Catch::Contains("bad FEN tag"));
  CHECK_THAT(read_record(std::string(2 << 20, 'a')).error, Catch::Contains("larger than 1 MB"));
  CHECK_THAT(read_record("1. e4 {never closed").error, Catch::Contains("never closed"));
  CHECK_THAT(read_record("1. e4 (1. d4 e5").error, Catch::Contains("never closed"));
  CHECK_THAT(read_record(std::string(100, '(') + "1. e4").error, Catch::Contains("more than 64 deep"));
}

TEST_CASE("PGN tag values are escaped and unescaped") {
  CHECK(pgn_escape("say \"hi\" \\ bye") == "say \\\"hi\\\" \\\\ bye");
  const PgnText t = read_pgn_text("[White \"A \\\"B\\\" ] C\"]\n1. e4");
  REQUIRE(t.tag("White"));
  CHECK(*t.tag("White") == "A \"B\" ] C");
  CHECK(t.moves == std::vector<std::string>{"e4"});
}

TEST_CASE("PGN of a game with a clock has its TimeControl tag and each mover's clock as [%clk]") {
  auto g = played("chess", {"e2e4", "e7e5", "g1f3"});
  g->set_comment(2, "solid");
  RecordExtras x;
  x.time_control = "300+3";
  x.clock_ms = {302000, 299500, 3723400};
  const std::string text = write_record(*g, x);
  CHECK_THAT(text, Catch::Contains("[TimeControl \"300+3\"]"));
  CHECK_THAT(text, Catch::Contains(
                       "1. e4 {[%clk 0:05:02]} 1... e5 {[%clk 0:04:59] solid} 2. Nf3 {[%clk 1:02:03]} *"));
  RecordRead r = read_record(text);
  REQUIRE(r.error == "");
  CHECK(r.game->history() == g->history());
}

TEST_CASE("PGN clocks under ten seconds keep their tenths, and a malformed time control is left out") {
  auto g = played("chess", {"e2e4"});
  RecordExtras x;
  x.time_control = "300+3\"]\n[Evil \"1";
  x.clock_ms = {9870, 5000};  // a clock for a ply not played is ignored
  const std::string text = write_record(*g, x);
  CHECK_THAT(text, Catch::Contains("1. e4 {[%clk 0:00:09.8]} *"));
  CHECK_THAT(text, !Catch::Contains("TimeControl"));
  CHECK_THAT(text, !Catch::Contains("Evil"));
}

TEST_CASE("PGN of a game lost on time: the front end's result and termination, unless the board ended it") {
  auto g = played("chess", {"e2e4", "e7e5"});
  RecordExtras x;
  x.result = "1-0";
  x.termination = "time forfeit";
  std::string text = write_record(*g, x);
  CHECK_THAT(text, Catch::Contains("[Result \"1-0\"]"));
  CHECK_THAT(text, Catch::Contains("[Termination \"time forfeit\"]"));
  CHECK_THAT(text, Catch::EndsWith("1-0\n"));
  x.result = "2-0";  // not a PGN result: the record stays unfinished
  text = write_record(*g, x);
  CHECK_THAT(text, Catch::Contains("[Result \"*\"]"));
  CHECK_THAT(text, !Catch::Contains("Termination"));
  auto mated = played("chess", {"f2f3", "e7e5", "g2g4", "d8h4"});
  x.result = "1-0";
  text = write_record(*mated, x);
  CHECK_THAT(text, Catch::Contains("[Result \"0-1\"]"));  // checkmate came first
  CHECK_THAT(text, !Catch::Contains("time forfeit"));
}
