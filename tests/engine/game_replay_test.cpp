// Game::replay, the page's way to open a long record: the same game as play() move by move,
// one compact line per ply, and the same refusals (an illegal move, a move after the game ended).
#include <sstream>

#include "api/game.h"
#include "helpers.h"

using namespace tessera;

namespace {

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace

TEST_CASE("replay reaches the same positions and history as playing each move") {
  std::string error;
  auto a = Game::create("chess", error);
  auto b = Game::create("chess", error);
  const std::vector<std::string> moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1g1"};
  std::string text;
  for (const std::string& m : moves) text += m + "  ";
  std::string lines;
  CHECK(a->replay(text, lines, error) == int(moves.size()));
  CHECK(error.empty());
  const std::vector<std::string> got = split_lines(lines);
  REQUIRE(got.size() == moves.size());
  for (size_t i = 0; i < moves.size(); ++i) {
    CHECK(b->play(moves[i]).empty());
    CHECK(got[i] == b->ply_json());
  }
  CHECK(a->fen() == b->fen());
  CHECK(a->history() == b->history());
}

TEST_CASE("a replay line holds no history, so a long record costs the same per ply") {
  std::string error;
  auto g = Game::create("chess", error);
  std::string lines;
  CHECK(g->replay("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6", lines, error) == 6);
  for (const std::string& line : split_lines(lines)) CHECK(line.find("history") == std::string::npos);
  CHECK(g->state_json().find("\"history\":[\"g1f3\"") != std::string::npos);
}

TEST_CASE("replay stops at the first illegal move and keeps the moves before it") {
  std::string error;
  auto g = Game::create("chess", error);
  std::string lines;
  CHECK(g->replay("e2e4 e7e5 e1e3 g1f3", lines, error) == 2);
  CHECK(!error.empty());
  CHECK(g->ply() == 2);
  CHECK(split_lines(lines).size() == 2);
}

TEST_CASE("replay refuses a move after checkmate, as play does") {
  std::string error;
  auto g = Game::create("chess", error);
  std::string lines;
  CHECK(g->replay("f2f3 e7e5 g2g4 d8h4 a2a3", lines, error) == 4);
  CHECK(error == "the game is over");
  CHECK(split_lines(lines).back().find("\"outcome\":\"black\"") != std::string::npos);
}
