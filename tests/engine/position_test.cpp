// Position do/undo and hashing: every move restores the exact FEN and key, and keys are incremental.
#include "helpers.h"

using namespace tessera;
using tessera::test::position;

namespace {

// Checks one variant over random playouts: undo restores FEN and key, and the
// incremental key equals the key of the same position read fresh from FEN.
void check_do_undo(const std::string& id, int games, int plies) {
  std::mt19937 rng(12345);
  for (int g = 0; g < games; ++g) {
    Position p = position(id);
    test::random_playout(p, rng, plies, test::check_do_undo_move);
  }
}

}  // namespace

TEST_CASE("make/unmake restores FEN and hash in random chess and Capablanca games") {
  check_do_undo("chess", 40, 200);
  check_do_undo("capablanca", 20, 200);
}

TEST_CASE("the key depends on side to move, castling rights and a capturable en-passant cell") {
  const Key base = position("chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").key();
  CHECK(position("chess", "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1").key() != base);
  CHECK(position("chess", "4k3/8/8/8/8/8/8/R3K2R w K - 0 1").key() != base);
  // An en-passant cell no pawn can use does not change the key; a usable one does.
  CHECK(position("chess", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").key() ==
        position("chess", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1").key());
  CHECK(position("chess", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").key() !=
        position("chess", "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").key());
}

TEST_CASE("repetition counts earlier occurrences since the last irreversible move") {
  Position p = position("chess");
  std::string err;
  for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"}) {
    p.do_move(parse_move(p, m, err));
    REQUIRE(err == "");
  }
  CHECK(p.repetitions() == 2);
  p.do_move(parse_move(p, "e2e4", err));
  CHECK(p.repetitions() == 0);
}

// The search lists moves in piece-list order, so a list left reordered by a move tried and taken
// back would change which move a later node tries first: trees would depend on what was pruned.
TEST_CASE("undo_move puts both piece lists back in their order, for every kind of move") {
  int captures = 0;
  for (const std::string& id :
       {"chess", "capablanca", "westfield", "officer-spiel", "naydorian", "glinski", "crazyhouse", "seirawan",
        "shogi", "sittuyin", "makruk", "janggi", "antichess", "placement", "horde", "3check"}) {
    INFO(id);
    std::mt19937 rng(21);
    for (int game = 0; game < 6; ++game) {
      Position p = position(id);
      test::random_playout(p, rng, 120, [&](Position& pos, Move) {
        const std::vector<int> order = test::piece_order(pos);
        MoveList pseudo;
        generate_pseudo(pos, pseudo);
        for (Move m : pseudo) {
          const int before = pos.count(~pos.side_to_move());
          pos.do_move(m);
          captures += pos.count(pos.side_to_move()) < before;
          pos.undo_move(m);
          if (test::piece_order(pos) != order) FAIL_CHECK(pos.fen() << " " << move_to_text(pos, m));
        }
      });
    }
  }
  CHECK(captures > 1000);
}

TEST_CASE("undo_move restores piece-list order after a line of captures taken back in turn") {
  std::mt19937 rng(5);
  for (const std::string& id : {"chess", "westfield", "crazyhouse"}) {
    INFO(id);
    for (int game = 0; game < 20; ++game) {
      Position p = position(id);
      const std::vector<int> order = test::piece_order(p);
      std::vector<Move> line;
      for (int ply = 0; ply < 80; ++ply) {
        MoveList legal;
        generate_legal(p, legal);
        if (legal.empty()) break;
        line.push_back(legal[int(rng() % unsigned(legal.size()))]);
        p.do_move(line.back());
      }
      for (auto it = line.rbegin(); it != line.rend(); ++it) p.undo_move(*it);
      CHECK(test::piece_order(p) == order);
    }
  }
}
