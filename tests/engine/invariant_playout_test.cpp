// Random games to the end in every registered variant: FEN round-trips, undo restores everything,
// and game-end detection agrees with an independent, brute-force count of legal moves.
#include "game/game_status.h"
#include "helpers.h"

using namespace tessera;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int GamesPerVariant = 150;  // the sanitizer build is ~10x slower
constexpr int SanitizerDivisor = 10;
#else
constexpr int GamesPerVariant = 2000;
constexpr int SanitizerDivisor = 1;
#endif
constexpr int MaxPlies = 1000;

// Legal moves counted without the pin/check shortcuts: make every pseudo-legal
// move and look at the mover's royal piece.
int brute_force_legal_count(Position& p) {
  MoveList pseudo;
  generate_pseudo(p, pseudo);
  const Color us = p.side_to_move();
  int n = 0;
  for (Move m : pseudo) {
    p.do_move(m);
    const Cell king = p.royal(us);
    if (!p.variant().has_royal() || !p.attacked(king, ~us)) ++n;
    p.undo_move(m);
  }
  return n;
}

struct Tally {
  int games = 0, finished = 0, plies = 0;
};

void play_out(const std::string& id, std::mt19937& rng, Tally& tally, int max_plies) {
  Position p = test::position(id);
  for (int ply = 0; ply < max_plies; ++ply) {
    const std::string fen = p.fen();
    Position fresh(p.variant());
    REQUIRE(fresh.set_fen(fen) == "");
    REQUIRE(fresh.fen() == fen);
    REQUIRE(fresh.key() == p.key());
    MoveList legal;
    generate_legal(p, legal);
    REQUIRE(legal.size() == brute_force_legal_count(p));
    const GameStatus s = game_status(p);
    if (legal.empty()) REQUIRE(s.outcome != Outcome::Ongoing);
    if (s.outcome != Outcome::Ongoing) {
      ++tally.finished;
      break;
    }
    const Move m = legal[int(rng() % unsigned(legal.size()))];
    const Key key = p.key();
    p.do_move(m);
    p.undo_move(m);
    REQUIRE(p.fen() == fen);
    REQUIRE(p.key() == key);
    p.do_move(m);
    ++tally.plies;
  }
  ++tally.games;
}

// Long games (Westfield's random games end by the 50-move rule after 1000-2000
// plies) may play fewer games with a higher ply cap.
void check_variant(const std::string& id, int games = GamesPerVariant, int max_plies = MaxPlies) {
  std::mt19937 rng(2024);
  Tally tally;
  for (int g = 0; g < games; ++g) play_out(id, rng, tally, max_plies);
  INFO(id << ": " << tally.games << " games, " << tally.finished << " finished, " << tally.plies << " plies");
  CHECK(tally.games == games);
  // Most random games must reach an end by the rules, or end detection is never exercised.
  CHECK(tally.finished * 2 > tally.games);
}

const std::vector<std::string> Covered = {"chess",   "capablanca", "officer-spiel",
                                          "glinski", "naydorian",  "westfield"};

}  // namespace

// One test case per variant so that CTest runs them in parallel.
TEST_CASE("random playouts keep every invariant: chess") { check_variant("chess"); }
TEST_CASE("random playouts keep every invariant: capablanca") { check_variant("capablanca"); }
TEST_CASE("random playouts keep every invariant: officer-spiel") { check_variant("officer-spiel"); }
TEST_CASE("random playouts keep every invariant: glinski") { check_variant("glinski"); }
TEST_CASE("random playouts keep every invariant: naydorian") { check_variant("naydorian"); }
TEST_CASE("random playouts keep every invariant: westfield") {
  check_variant("westfield", 200 / SanitizerDivisor, 2500);
}

TEST_CASE("every registered variant has a random-playout invariant test") {
  std::vector<std::string> ids = variant_ids(), covered = Covered;
  std::sort(ids.begin(), ids.end());
  std::sort(covered.begin(), covered.end());
  CHECK(covered == ids);
}
