// Janggi's rules as fairy.ini defines them (diagonalLines, janggiCannon, janggiElephant, kingPass,
// bikjangRule, materialCounting), each checked on the moves or the game end it decides.
#include <algorithm>

#include "game/game_status.h"
#include "helpers.h"
#include "search_helpers.h"

using namespace tessera;
using tessera::test::cells;
using tessera::test::position;
using tessera::test::to_cells;

namespace {

bool legal(Position& p, const std::string& move) {
  const std::vector<std::string> all = test::legal_texts(p);
  return std::find(all.begin(), all.end(), move) != all.end();
}

// Plays the moves (each must be legal) and returns them, for game_status's look back.
std::vector<Move> play(Position& p, std::initializer_list<const char*> moves) {
  std::vector<Move> played;
  for (const char* text : moves) {
    std::string error;
    const Move m = parse_move(p, text, error);
    INFO(text << ": " << error);
    REQUIRE(!m.is_none());
    p.do_move(m);
    played.push_back(m);
  }
  return played;
}

}  // namespace

TEST_CASE("janggi palace: the chariot slides along the palace diagonal, and no further") {
  Position p = position("janggi", "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
  CHECK(legal(p, "d1e2"));
  CHECK(legal(p, "d1f3"));
  CHECK_FALSE(legal(p, "d1g4"));
  // A piece on the palace centre blocks the line.
  Position q = position("janggi", "5k3/9/9/9/9/9/9/9/4A4/3RK4 w - - 0 1");
  CHECK_FALSE(legal(q, "d1f3"));
  // Off the lines (d2 is not on a diagonal) the chariot has no diagonal step.
  Position r = position("janggi", "5k3/9/9/9/9/9/9/9/3R5/4K4 w - - 0 1");
  CHECK_FALSE(legal(r, "d2e3"));
  CHECK_FALSE(legal(r, "d2e1"));
}

TEST_CASE("janggi palace: the general and the advisors step along the palace diagonals") {
  // The general on the centre reaches all four corners; on d2 it has no diagonal step.
  Position p = position("janggi", "5k3/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
  CHECK(to_cells(p, "e2") == cells({"d1", "d2", "d3", "e1", "e2", "e3", "f1", "f2", "f3"}));
  Position q = position("janggi", "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
  CHECK(to_cells(q, "d2") == cells({"d1", "d2", "d3", "e2"}));
  // An advisor in a corner steps to the centre, and never out of the palace.
  Position a = position("janggi", "5k3/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
  CHECK(to_cells(a, "d1") == cells({"d2", "e2"}));
}

TEST_CASE("janggi palace: the soldier steps forward along the enemy palace's diagonals, never back") {
  Position p = position("janggi", "4k4/9/3P5/9/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(to_cells(p, "d8") == cells({"c8", "d9", "e8", "e9"}));
  // From the centre: forward to both corners; the back corners d8 and f8 stay out of reach.
  Position q = position("janggi", "9/4P4/4k4/9/9/9/9/9/9/5K3 w - - 0 1");
  CHECK(to_cells(q, "e9") == cells({"d10", "d9", "e10", "f10", "f9"}));
}

TEST_CASE("janggi cannon: may not hop over a cannon") {
  // Over the general it hops along the first rank; the cannon on a3 is no screen.
  Position p = position("janggi", "4k4/9/9/9/9/9/9/C8/9/C2K5 w - - 0 1");
  CHECK(to_cells(p, "a1") == cells({"e1", "f1", "g1", "h1", "i1"}));
  // Any other piece is a screen.
  Position q = position("janggi", "4k4/9/9/9/9/9/9/P8/9/C2K5 w - - 0 1");
  CHECK(to_cells(q, "a1") ==
        cells({"a10", "a4", "a5", "a6", "a7", "a8", "a9", "e1", "f1", "g1", "h1", "i1"}));
}

TEST_CASE("janggi cannon: may not capture a cannon, and needs a screen to move at all") {
  Position p = position("janggi", "4k4/9/9/9/c8/9/9/P8/9/C2K5 w - - 0 1");
  CHECK(to_cells(p, "a1") == cells({"a4", "a5", "e1", "f1", "g1", "h1", "i1"}));
  // With nothing to hop over on the a-file, the cannon moves only along the first rank.
  Position q = position("janggi", "4k4/9/9/9/9/9/9/9/9/C2K5 w - - 0 1");
  CHECK(to_cells(q, "a1") == cells({"e1", "f1", "g1", "h1", "i1"}));
}

TEST_CASE("janggi cannon: hops across the palace over its centre, never over a cannon there") {
  Position p = position("janggi", "3k5/9/9/9/9/9/9/9/4A4/3CK4 w - - 0 1");
  CHECK(legal(p, "d1f3"));
  Position q = position("janggi", "3k5/9/9/9/9/9/9/9/4c4/3CK4 w - - 0 1");
  CHECK_FALSE(legal(q, "d1f3"));
  // A cannon on the far corner is not taken, another piece is.
  Position r = position("janggi", "3k5/9/9/9/9/9/9/5c3/4A4/3CK4 w - - 0 1");
  CHECK_FALSE(legal(r, "d1f3"));
  Position s = position("janggi", "3k5/9/9/9/9/9/9/5r3/4A4/3CK4 w - - 0 1");
  CHECK(legal(s, "d1f3"));
}

TEST_CASE("janggi cannon: gives check over a screen that is not a cannon") {
  Position p = position("janggi", "4k4/9/9/9/4P4/9/9/9/9/4CK3 b - - 0 1");
  CHECK(p.in_check());
  Position q = position("janggi", "4k4/9/9/9/4C4/9/9/9/9/4CK3 b - - 0 1");
  CHECK_FALSE(q.in_check());
}

TEST_CASE("janggi elephant: one step straight, then two diagonally outwards, blocked on either cell") {
  Position p = position("janggi", "3k5/9/9/9/4B4/9/9/9/9/5K3 w - - 0 1");
  CHECK(to_cells(p, "e6") == cells({"b4", "b8", "c3", "c9", "g3", "g9", "h4", "h8"}));
  // A piece on e7 (the straight step) blocks both leaps that start with it.
  Position q = position("janggi", "3k5/9/9/4p4/4B4/9/9/9/9/5K3 w - - 0 1");
  CHECK(to_cells(q, "e6") == cells({"b4", "b8", "c3", "g3", "h4", "h8"}));
  // A piece on f8 (the diagonal cell) blocks only the leap through it.
  Position r = position("janggi", "3k5/9/5p3/9/4B4/9/9/9/9/5K3 w - - 0 1");
  CHECK(to_cells(r, "e6") == cells({"b4", "b8", "c3", "c9", "g3", "h4", "h8"}));
}

TEST_CASE("janggi pass: a side may pass, written as its general's move onto its own square") {
  Position p = position("janggi");
  CHECK(legal(p, "e2e2"));
  const std::string board = p.fen().substr(0, p.fen().find(' '));
  play(p, {"e2e2"});
  CHECK(p.side_to_move() == Color::Black);
  CHECK(p.fen().substr(0, p.fen().find(' ')) == board);
  p.undo_move(Move::pass(p.variant().geometry().parse("e2")));
  CHECK(p.fen() == position("janggi").fen());
}

TEST_CASE("janggi pass: a side in check may not pass") {
  Position p = position("janggi", "3k5/9/9/9/9/4r4/9/9/9/4K4 w - - 0 1");
  CHECK(p.in_check());
  CHECK_FALSE(legal(p, "e1e1"));
  Position q = position("janggi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(legal(q, "e1e1"));
}

TEST_CASE("janggi pass: two passes in a row end the game, scored by points where materialCounting says") {
  // Equal armies: the second player's one and a half points win janggi; janggicasual draws.
  Position p = position("janggi");
  const std::vector<Move> moves = play(p, {"e2e2", "e9e9"});
  CHECK(perft(p, 1) == 0);
  const GameStatus s = game_status(p, moves);
  CHECK(s.reason == EndReason::BothPassed);
  CHECK(s.outcome == Outcome::BlackWins);
  Position c = position("janggicasual");
  const std::vector<Move> casual = play(c, {"e2e2", "e9e9"});
  CHECK(game_status(c, casual).outcome == Outcome::Draw);
  // A pass answered by a move does not end it.
  Position q = position("janggi");
  play(q, {"e2e2", "a7a6", "e2e2"});
  CHECK(perft(q, 1) > 0);
}

TEST_CASE("bikjang: while the generals face each other, a move that leaves them facing is illegal") {
  Position p = position("janggi", "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
  CHECK(test::legal_texts(p) == cells({"e1d1", "e1e1", "e1f1"}));
  // A piece may part them by stepping between.
  Position q = position("janggi", "4k4/9/9/9/9/9/9/9/R8/4K4 w - - 0 1");
  CHECK(test::legal_texts(q) == cells({"a2e2", "e1d1", "e1e1", "e1f1"}));
  // Without bikjangRule facing generals are nothing special.
  Position c = position("janggicasual", "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
  CHECK(legal(c, "e1e2"));
  CHECK(legal(c, "a1a2"));
  // Bringing them face to face is legal.
  Position d = position("janggi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(legal(d, "e1d1"));
}

TEST_CASE("bikjang: a side may pass while the generals face, even in check") {
  Position p = position("janggi", "5k3/9/9/9/9/9/9/9/r4K3/9 w - - 0 1");
  CHECK(p.in_check());
  CHECK(test::legal_texts(p) == cells({"f2f2"}));
  Position c = position("janggicasual", "5k3/9/9/9/9/9/9/9/r4K3/9 w - - 0 1");
  CHECK(test::legal_texts(c) == cells({"f2f1", "f2f3"}));
}

TEST_CASE("bikjang: generals facing two positions running end the game, drawn or scored by points") {
  const char* fen = "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
  Position t = position("janggitraditional", fen);
  const std::vector<Move> moves = play(t, {"e1e1"});
  CHECK(perft(t, 1) == 0);
  GameStatus s = game_status(t, moves);
  CHECK(s.reason == EndReason::Bikjang);
  CHECK(s.outcome == Outcome::Draw);
  // janggi counts points: White's chariot wins it.
  Position j = position("janggi", fen);
  s = game_status(j, play(j, {"e1e1"}));
  CHECK(s.reason == EndReason::Bikjang);
  CHECK(s.outcome == Outcome::WhiteWins);
  // janggimodern has no bikjang: the game goes on.
  Position m = position("janggimodern", fen);
  play(m, {"e1e1"});
  CHECK(game_status(m).outcome == Outcome::Ongoing);
}

TEST_CASE("materialCounting: the move rule scores the game by points instead of drawing it") {
  const char* fen = "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 100 80";
  Position j = position("janggi", fen);
  GameStatus s = game_status(j);
  CHECK(s.reason == EndReason::FiftyMoves);
  CHECK(s.outcome == Outcome::WhiteWins);
  Position t = position("janggitraditional", fen);
  CHECK(game_status(t).outcome == Outcome::Draw);
}

TEST_CASE("bikjang: the search plays only moves that part facing generals, or a pass") {
  // White's chariot would win quickly on a1-a9, but while the generals face only the general's
  // sideways steps and the pass are legal; in the second position only the pass is (in check).
  for (const char* fen : {"4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "5k3/9/9/9/9/9/9/9/r4K3/9 w - - 0 1"}) {
    for (int d : {1, 2, 4}) {
      const test::Searched r = test::search_fen("janggi", fen, test::depth(d));
      INFO(fen << " depth " << d << ": " << r.text);
      Position p = position("janggi", fen);
      MoveList legal;
      generate_legal(p, legal);
      CHECK(legal.contains(r.best));
    }
  }
}
