// Westfield promotion (Pawns on rank 10, Supersilvers entering ranks 8-10, the captured pools,
// the limit of 8 Supersilvers) and game end (all captured, no move, repetition, 50 moves).
#include "api/game.h"
#include "game/game_status.h"
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;
using V = std::vector<std::string>;

TEST_CASE(
    "Westfield promotion: a Pawn on rank 10 becomes a Supersilver or a type from its own pool, never a "
    "Pawn") {
  // White's pool holds a Queen, a Pawn and a Shepherding Bishop; Black's a Rook (not White's to use).
  Position p = wpos(wf({{"e9", 'P'}, {"t1", 'n'}}, "QPXr"));
  CHECK(moves_from(p, "e9") == V{"e9e10e", "e9e10q", "e9e10x"});
  CHECK(play(p, "e9e10q") == wf({{"e10", 'Q'}, {"t1", 'n'}}, "PXr", "b"));
}

TEST_CASE("Westfield promotion: at most 8 Supersilvers, with no choice left the Pawn may not reach rank 10") {
  std::vector<std::pair<std::string, char>> eight = {{"a1", 'E'}, {"b1", 'E'}, {"c1", 'E'}, {"d1", 'E'},
                                                     {"e1", 'E'}, {"f1", 'E'}, {"g1", 'E'}, {"h1", 'E'}};
  auto with = [&](std::vector<std::pair<std::string, char>> more, const std::string& pool) {
    more.insert(more.end(), eight.begin(), eight.end());
    return wpos(wf(more, pool));
  };
  Position none = with({{"e9", 'P'}, {"d10", 'n'}, {"f10", 'n'}}, "");
  CHECK(moves_from(none, "e9").empty());
  Position rook = with({{"e9", 'P'}, {"d10", 'n'}, {"f10", 'n'}}, "R");
  CHECK(moves_from(rook, "e9") == V{"e9d10r", "e9e10r", "e9f10r"});
  // With 7 on the board the eighth is allowed.
  Position seven = wpos(wf({{"a1", 'E'},
                            {"b1", 'E'},
                            {"c1", 'E'},
                            {"d1", 'E'},
                            {"e1", 'E'},
                            {"f1", 'E'},
                            {"g1", 'E'},
                            {"e9", 'P'}}));
  CHECK(moves_from(seven, "e9") == V{"e9e10e"});
}

TEST_CASE(
    "Westfield promotion: a pushed Pawn promotes from its owner's choices, the Shepherd's owner choosing") {
  const std::vector<std::pair<std::string, char>> around = {
      {"e8", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'}};
  auto with = [&](char pawn, const std::string& pool) {
    auto pieces = around;
    pieces.push_back({"e9", pawn});
    return wpos(wf(pieces, pool));
  };
  Position own = with('P', "Nb");
  CHECK(moves_from(own, "e8") == V{"e8e9:e9e10e", "e8e9:e9e10n"});
  // Black's Pawn pushed by White chooses among Black's choices: Supersilver or Black's pooled Bishop.
  Position enemy = with('p', "Nb");
  CHECK(moves_from(enemy, "e8") == V{"e8e9:e9e10b", "e8e9:e9e10e"});
  CHECK(play(enemy, "e8e9:e9e10b") ==
        wf({{"e9", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'}, {"e10", 'b'}}, "N", "b"));
}

TEST_CASE("Westfield promotion: a pushed enemy Pawn taken as it lands on rank 10 makes no choice") {
  Position p = wpos(wf({{"e8", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'}, {"e9", 'p'}, {"f10", 'N'}}, "q"));
  CHECK(moves_from(p, "e8") == V{"e8e9:e9e10e", "e8e9:e9e10q", "e8e9:e9f10"});
  CHECK(play(p, "e8e9:e9f10") ==
        wf({{"e9", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'}, {"f10", 'N'}}, "pq", "b"));
}

TEST_CASE(
    "Westfield promotion: Pawns promoting in one push share the pool, and the Supersilver limit counts them "
    "all") {
  const std::vector<std::pair<std::string, char>> line = {{"e8", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'},
                                                          {"d9", 'P'}, {"e9", 'P'}, {"f9", 'P'}};
  Position one_queen = wpos(wf(line, "Q"));
  CHECK(moves_from(one_queen, "e8") == sorted({"e8e9:e9e10e,d9d10e,f9f10e", "e8e9:e9e10q,d9d10e,f9f10e",
                                               "e8e9:e9e10e,d9d10q,f9f10e", "e8e9:e9e10e,d9d10e,f9f10q"}));
  // Six Supersilvers already: three more would make nine, so one Pawn must take the Queen.
  auto six = line;
  for (const char* c : {"a1", "b1", "c1", "j1", "k1", "l1"}) six.push_back({c, 'E'});
  Position limited = wpos(wf(six, "Q"));
  CHECK(moves_from(limited, "e8") ==
        sorted({"e8e9:e9e10q,d9d10e,f9f10e", "e8e9:e9e10e,d9d10q,f9f10e", "e8e9:e9e10e,d9d10e,f9f10q"}));
  Position two_queens = wpos(wf(line, "QQ"));
  CHECK(moves_from(two_queens, "e8").size() == 7);  // every mix but three Queens
}

TEST_CASE(
    "Westfield promotion: a push promotes from the pools as they were before it, not with what it captures") {
  // White's Rook takes the black Knight on e10 while Black's Pawn d9 is pushed to d10: the Knight
  // reaches Black's pool only after the move, so the Pawn's one choice is a Supersilver.
  Position p =
      wpos(wf({{"e8", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'}, {"e9", 'R'}, {"d9", 'p'}, {"e10", 'n'}}));
  CHECK(moves_from(p, "e8") == V{"e8e9:e9e10,d9d10e"});
  CHECK(play(p, "e8e9:e9e10,d9d10e") ==
        wf({{"e9", 'Y'}, {"d8", 'X'}, {"f8", 'X'}, {"e7", 'X'}, {"e10", 'R'}, {"d10", 'e'}}, "n", "b"));
}

TEST_CASE(
    "Westfield promotion: a Supersilver entering ranks 8-10 may promote from its pool, declining is its own "
    "move") {
  // Pooled Pawns and Supersilvers are no choice for it.
  Position p = wpos(wf({{"e7", 'E'}, {"t1", 'n'}}, "PRE"));
  CHECK(moves_from(p, "e7") ==
        sorted({"e7e8", "e7e8r", "e7f8", "e7f8r", "e7d8", "e7d8r", "e7f7", "e7d7", "e7f6", "e7d6"}));
  // Already inside the camp it does not promote again.
  Position inside = wpos(wf({{"e8", 'E'}, {"t1", 'n'}}, "R"));
  CHECK(moves_from(inside, "e8") == sorted({"e8e9", "e8f9", "e8d9", "e8f8", "e8d8", "e8f7", "e8d7"}));
}

TEST_CASE("Westfield game end: capturing every enemy piece wins, on that move") {
  Position p = wpos(wf({{"a1", 'Q'}, {"a8", 'n'}}));
  play(p, "a1a8");
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::AllCaptured);
  // By a push too.
  Position push = wpos(wf({{"e1", 'Y'}, {"e2", 'R'}, {"e5", 'n'}}));
  play(push, "e1e4:e2e5");
  CHECK(game_status(push).reason == EndReason::AllCaptured);
}

TEST_CASE("Westfield game end: a player with pieces but no legal move loses") {
  Position p = wpos(wf({{"e6", 'R'}, {"e5", 'p'}}, "", "b"));
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::NoMoves);
}

TEST_CASE("Westfield game end: threefold repetition and the 50-move rule draw") {
  std::string err;
  auto g = Game::create("westfield", err);
  REQUIRE(g->load_fen(wf({{"a1", 'N'}, {"t1", 'n'}, {"j5", 'P'}})) == "");
  for (const char* m : {"a1b3", "t1s3", "b3a1", "s3t1", "a1b3", "t1s3", "b3a1"}) REQUIRE(g->play(m) == "");
  CHECK(g->status().outcome == Outcome::Ongoing);
  REQUIRE(g->play("s3t1") == "");
  CHECK(g->status().reason == EndReason::Repetition);
  // A quiet Rook push is the 100th quiet ply; a pushed Pawn would have reset the count.
  Position p = wpos(wf({{"e1", 'Y'}, {"e2", 'R'}, {"t10", 'n'}}, "", "w", "-", 99));
  play(p, "e1e2:e2e3");
  CHECK(game_status(p).reason == EndReason::FiftyMoves);
  Position q = wpos(wf({{"e1", 'Y'}, {"e2", 'P'}, {"t10", 'n'}}, "", "w", "-", 99));
  play(q, "e1e2:e2e3");
  CHECK(game_status(q).outcome == Outcome::Ongoing);
}
