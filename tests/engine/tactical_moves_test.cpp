// generate_tactical, quiescence's generator: along random games in every variant it must list, in
// generate_pseudo's order, a subset of the pseudo-legal moves that holds every capture and promotion.
#include "helpers.h"

#include "eval/eval.h"
#include "search/move_facts.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// Checks one position; returns how many tactical moves it had, so the caller can see coverage.
int check_position(Position& p) {
  MoveList pseudo, tactical;
  generate_pseudo(p, pseudo);
  generate_tactical(p, tactical);
  const EvalTables& et = eval_tables(p.variant());
  int next = 0, tactics = 0;
  for (Move m : pseudo) {
    const bool listed = next < tactical.size() && tactical[next] == m;
    if (listed) ++next;
    if (!move_facts(p, m, et).tactical()) continue;
    ++tactics;
    INFO(p.fen() << "  " << move_to_text(p, m));
    CHECK(listed);  // every capture and promotion is there
  }
  INFO(p.fen());
  CHECK(next == tactical.size());  // nothing else, and in the same order
  return tactics;
}

void check_variant(const std::string& id, int games, int plies) {
  std::mt19937 rng(20261130);
  int positions = 0, tactics = 0;
  for (int g = 0; g < games; ++g) {
    Position p = position(id);
    random_playout(p, rng, plies, [&](Position& q, Move) {
      ++positions;
      tactics += check_position(q);
    });
  }
  CHECK(positions > games * 20);
  CHECK(tactics > positions);  // the games reached captures and promotions, not just openings
}

}  // namespace

TEST_CASE("Quiescence moves: every capture and promotion, in order, in every variant") {
  for (const char* id : {"chess", "capablanca", "officer-spiel", "glinski", "naydorian"}) {
    SECTION(id) { check_variant(id, 40, 200); }
  }
  SECTION("westfield") { check_variant("westfield", 6, 200); }
}

TEST_CASE("Quiescence moves: a quiet pawn step onto the last rank is listed as a promotion") {
  Position p = position("chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  MoveList tactical;
  generate_tactical(p, tactical);
  std::vector<std::string> texts;
  for (Move m : tactical) texts.push_back(move_to_text(p, m));
  std::sort(texts.begin(), texts.end());
  CHECK(texts == std::vector<std::string>{"a7a8b", "a7a8n", "a7a8q", "a7a8r"});
}
