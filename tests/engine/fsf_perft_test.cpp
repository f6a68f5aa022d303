// Fairy-Stockfish's built-in variants as Tessera reads them from fairy.ini, against the perft
// counts of Fairy-Stockfish 11.1 itself (tests/data/fsf_perft.tsv, made by scripts/fsf-perft).
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "perft/perft.h"
#include "position/position.h"
#include "test_data.h"
#include "variants/variants.h"

namespace tessera {

namespace {

// The variants of the data Tessera plays; every other one must say what it lacks.
const std::set<std::string> Playable = {
    "3check", "5check", "ai-wok", "almost", "amazon", "antichess", "asean", "breakthrough", "capablanca",
    "capahouse", "caparandom", "centaur", "chancellor", "chess", "chessgi", "chigorin", "clobber",
    "clobber10", "codrus", "courier", "crazyhouse", "embassy", "extinction", "fairy", "fischerandom",
    "gardner", "giveaway", "gothic", "grand", "hoppelpoppel", "horde", "janus", "jesonmor", "kinglet",
    "kingofthehill", "knightmate", "loop", "losalamos", "losers", "makpong", "makruk", "manchu",
    "minixiangqi", "modern", "newzealand", "nocastle", "normal", "pocketknight", "racingkings", "shako",
    "shatar", "shatranj", "suicide", "threekings", "xiangqi", "seirawan", "shouse", "cambodian", "karouk",
    "placement", "sittuyin",
    // Shogi family
    "dobutsu", "euroshogi", "gorogoro", "judkins", "kyotoshogi", "micro", "mini", "minishogi", "shogi"};

// The janggi family: palace diagonals, the janggi cannon, passing and bikjang.
const std::set<std::string> PlayableJanggi = {"janggi", "janggitraditional", "janggimodern", "janggicasual"};

bool playable(const std::string& id) { return Playable.count(id) || PlayableJanggi.count(id); }

// Checks every row of the data whose count is at most `most` nodes; returns how many it checked.
int check_rows(uint64_t most) {
  int checked = 0;
  for (const auto& row : test::read_tsv("fsf_perft.tsv")) {
    REQUIRE(row.size() == 4);
    const uint64_t expected = std::stoull(row[3]);
    if (!playable(row[0]) || expected > most) continue;
    const Variant* v = find_variant(row[0]);
    INFO(row[0] << " " << row[1] << " depth " << row[2]);
    REQUIRE(v != nullptr);
    Position pos(*v);
    REQUIRE(pos.set_fen(row[1]) == "");
    CHECK(perft(pos, std::stoi(row[2])) == expected);
    ++checked;
  }
  return checked;
}

}  // namespace

TEST_CASE(
    "Fairy-Stockfish variants read from fairy.ini give Fairy-Stockfish 11.1's perft (rows to 300k nodes)") {
  CHECK(check_rows(300000) > 500);
}

TEST_CASE("Fairy-Stockfish variants give Fairy-Stockfish 11.1's perft at the data's deepest rows",
          "[.deep]") {
  CHECK(check_rows(UINT64_MAX) > 700);
}

TEST_CASE("Every Fairy-Stockfish variant of the data is played or says which rule Tessera lacks") {
  std::set<std::string> ids;
  for (const auto& row : test::read_tsv("fsf_perft.tsv")) ids.insert(row[0]);
  for (const std::string& id : ids) {
    INFO(id);
    if (playable(id)) {
      CHECK(find_variant(id) != nullptr);
    } else {
      CHECK(find_variant(id) == nullptr);
      CHECK(unplayable_reason(id).find("not supported") != std::string::npos);
    }
  }
  CHECK(Playable.size() >= 30);
}

}  // namespace tessera
