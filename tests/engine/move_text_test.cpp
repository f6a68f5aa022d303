// Move text: coordinate form out, parsing back to the same move, and clear refusals.
#include "helpers.h"

using namespace tessera;
using tessera::test::position;

TEST_CASE("every legal move's text parses back to the same move") {
  for (const char* id : {"chess", "capablanca"}) {
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
