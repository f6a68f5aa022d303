// Move text: coordinate form out, parsing back to the same move, and clear refusals.
#include "helpers.h"

using namespace tessera;
using tessera::test::position;

TEST_CASE("every legal move's text parses back to the same move") {
  for (const char* id : {"chess", "capablanca", "fischerandom", "caparandom"}) {
    std::mt19937 rng(7);
    Position p = position(id);
    test::random_playout(p, rng, 150, [](Position& pos, Move) {
      MoveList list;
      generate_legal(pos, list);
      for (Move m : list) {
        std::string err;
        REQUIRE(parse_move(pos, move_to_text(pos, m), err) == m);
      }
    });
  }
}

TEST_CASE("promotion, castling and en passant use the coordinate form") {
  Position p = position("chess", "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1");
  const auto moves = test::legal_texts(p);
  for (const char* m : {"b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "e1g1", "e1c1", "e5d6"})
    CHECK(std::count(moves.begin(), moves.end(), m) == 1);
  std::string err;
  CHECK(parse_move(p, "b7b8Q", err) == parse_move(p, "b7b8q", err));
}

// As Fairy-Stockfish writes them there: with the king and rooks anywhere on the rank, the king's
// landing cell may be a plain king move as well, and its own rook's cell never is.
TEST_CASE("a Chess960 castle is written as the king taking its own rook") {
  Position p = position("fischerandom", "r3k2r/8/8/8/8/8/8/1R2K1R1 w GB - 0 1");
  const auto moves = test::legal_texts(p);
  for (const char* m : {"e1g1", "e1b1"}) CHECK(std::count(moves.begin(), moves.end(), m) == 1);
  std::string err;
  const Move castle = parse_move(p, "e1g1", err);
  REQUIRE(castle.kind() == MoveKind::Castle);
  CHECK(p.geometry().name(castle.to()) == "g1");
  // The king on f1: its castle lands on g1, where a plain king move goes too.
  Position q = position("fischerandom", "4k3/8/8/8/8/8/8/5K1R w H - 0 1");
  CHECK(parse_move(q, "f1g1", err).kind() == MoveKind::Normal);
  CHECK(parse_move(q, "f1h1", err).kind() == MoveKind::Castle);
  // The landing-cell form is still read where nothing else has that text.
  Position r = position("fischerandom", "4k3/8/8/8/8/8/8/R3K3 w A - 0 1");
  CHECK(parse_move(r, "e1c1", err) == parse_move(r, "e1a1", err));
  CHECK(parse_move(r, "e1a1", err).kind() == MoveKind::Castle);
  Position c = position("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  const auto chess = test::legal_texts(c);
  CHECK(std::count(chess.begin(), chess.end(), "e1g1") == 1);
  CHECK(std::count(chess.begin(), chess.end(), "e1h1") == 0);
}

TEST_CASE("bad move text is refused with a reason") {
  Position p = position("chess");
  const std::pair<const char*, const char*> cases[] = {
      {"", "not move text"},        {"e2", "not a legal move"},       {"e2e5", "not a legal move"},
      {"z9e4", "does not start"},   {"e3e4", "no White piece on e3"}, {"e7e5", "no White piece on e7"},
      {"e2e4<b>", "not move text"}, {"e2e4q", "not a legal move"},
  };
  for (auto [text, message] : cases) {
    std::string err;
    INFO(text);
    CHECK(parse_move(p, text, err).is_none());
    CHECK_THAT(err, Catch::Contains(message));
  }
  Position q = position("chess", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
  std::string err;
  CHECK(parse_move(q, "e1f2", err).is_none());
  CHECK_THAT(err, Catch::Contains("leave the King in check"));
}
