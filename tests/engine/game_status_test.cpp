// Game end for the chess-like rules: checkmate, stalemate, threefold repetition, the 50-move rule.
#include "game/game_status.h"
#include "api/game.h"
#include "helpers.h"

using namespace tessera;
using tessera::test::position;

TEST_CASE("checkmate: the side to move is in check with no legal move and loses") {
  Position p = position("chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::BlackWins);
  CHECK(s.reason == EndReason::Checkmate);
  CHECK(s.check);
}

TEST_CASE("stalemate is a draw in chess") {
  Position p = position("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::Draw);
  CHECK(s.reason == EndReason::Stalemate);
}

TEST_CASE("the 50-move rule draws after 100 plies without capture or pawn move") {
  Position before = position("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
  CHECK(game_status(before).outcome == Outcome::Ongoing);
  Position p = position("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
  CHECK(game_status(p).reason == EndReason::FiftyMoves);
}

TEST_CASE("threefold repetition draws, and the Game refuses moves afterwards") {
  std::string err;
  auto g = Game::create("chess", err);
  for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}) REQUIRE(g->play(m) == "");
  CHECK(g->status().outcome == Outcome::Ongoing);
  REQUIRE(g->play("f6g8") == "");
  CHECK(g->status().reason == EndReason::Repetition);
  CHECK(g->play("e2e4") == "the game is over");
  REQUIRE(g->undo());
  CHECK(g->status().outcome == Outcome::Ongoing);
}
