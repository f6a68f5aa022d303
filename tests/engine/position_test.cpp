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
