// Perft against Fairy-Stockfish 11.1 for goals other than checkmate and for forced capture, from
// tests/data/endrules_perft.tsv (scripts/fsf-endrules-perft writes it), and FSF's own FENs read back.
#include <fstream>
#include <sstream>

#include "endrules_variants.h"
#include "helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

struct Case {
  std::string variant, fen, note;
  int depth = 0;
  uint64_t nodes = 0;
};

std::vector<Case> cases_for(const std::string& variant) {
  std::ifstream in(std::string(TESSERA_TEST_DATA) + "/endrules_perft.tsv");
  REQUIRE(in.good());
  std::vector<Case> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Case c;
    std::string depth, nodes;
    std::getline(fields, c.variant, '\t');
    std::getline(fields, c.fen, '\t');
    std::getline(fields, depth, '\t');
    std::getline(fields, nodes, '\t');
    std::getline(fields, c.note, '\t');
    c.depth = std::stoi(depth);
    c.nodes = std::stoull(nodes);
    if (c.variant == variant) out.push_back(c);
  }
  return out;
}

// Every stored position: Fairy-Stockfish's FEN reads and prints back unchanged, and perft agrees.
void matches_fairy_stockfish(const std::string& variant) {
  const std::vector<Case> cases = cases_for(variant);
  REQUIRE(cases.size() >= 3);  // the start and at least two later positions
  for (const Case& c : cases) {
    INFO(variant << " (" << c.note << "): " << c.fen << " depth " << c.depth);
    Position p = endrules_position(variant, c.fen);
    CHECK(p.fen() == c.fen);
    CHECK(perft(p, c.depth) == c.nodes);
  }
}

}  // namespace

TEST_CASE("king of the hill: a king reaching the centre wins at once (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("kingofthehill");
}

TEST_CASE(
    "racing kings: first king on the 8th rank wins, Black may still draw, no checks (perft as "
    "Fairy-Stockfish)") {
  matches_fairy_stockfish("racingkings");
}

TEST_CASE("3check: the third check wins (perft as Fairy-Stockfish)") { matches_fairy_stockfish("3check"); }

TEST_CASE("5check: the fifth check wins (perft as Fairy-Stockfish)") { matches_fairy_stockfish("5check"); }

TEST_CASE("extinction chess: losing every piece of one type loses (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("extinction");
}

TEST_CASE("three kings: losing one of three kings loses (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("threekings");
}

TEST_CASE(
    "horde: kingless White, first-rank double steps, losing every piece loses (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("horde");
}

TEST_CASE("breakthrough: a pawn reaching the far rank wins (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("breakthrough");
}

TEST_CASE("antichess: captures are forced and losing everything wins (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("antichess");
}

TEST_CASE("giveaway: antichess with castling by a king that is not royal (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("giveaway");
}

TEST_CASE("suicide: antichess moves, stalemate decided by piece count (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("suicide");
}

TEST_CASE(
    "losers: captures forced among legal moves, a bare king or being mated wins (perft as Fairy-Stockfish)") {
  matches_fairy_stockfish("losers");
}
