// Variants read at run time: a loaded variant works wherever a built-in does (games, search,
// piece diagrams), replaces an earlier load safely, and plays on boards Fairy-Stockfish lacks.
#include <catch2/catch.hpp>

#include "api/game.h"
#include "api/piece_diagram.h"
#include "helpers.h"
#include "movegen/movegen.h"
#include "perft/perft.h"
#include "search/search.h"
#include "variants/variants.h"

namespace tessera {

namespace {

std::shared_ptr<const Variant> load(const std::string& text, const std::string& id) {
  test::load_definitions(text);
  auto v = acquire_variant(id);
  REQUIRE(v != nullptr);
  return v;
}

uint64_t perft_at(const Variant& v, const std::string& fen, int depth) {
  Position p(v);
  REQUIRE(p.set_fen(fen) == "");
  return perft(p, depth);
}

}  // namespace

TEST_CASE("A loaded variant plays like a built-in: game, moves, search and piece diagrams") {
  load(
      "[knightly:chess]\nname = Knightly\nqueen = -\ncustomPiece1 = a:NN\nname.a = Nightrider\n"
      "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\npromotionPieceTypes = arbn\n",
      "knightly");
  std::string error;
  auto game = Game::create("knightly", error);
  REQUIRE(game != nullptr);
  CHECK(game->variant().def().name == "Knightly");
  CHECK(game->play("e2e4") == "");
  CHECK(game->play("e7e5") == "");
  Searcher searcher;
  SearchLimits limits;
  limits.depth = 3;
  Position pos = game->position();
  const Move best = searcher.search(pos, limits, nullptr);
  CHECK_FALSE(best.is_none());
  CHECK(piece_moves_json("knightly", "a", "d4").find("\"error\"") == std::string::npos);
}

TEST_CASE("Loading a variant again replaces it, and games of the old definition keep theirs") {
  load("[swap-me:chess]\nname = First\n", "swap-me");
  std::string error;
  auto old_game = Game::create("swap-me", error);
  REQUIRE(old_game != nullptr);
  load(
      "[swap-me:chess]\nname = Second\nmaxFile = 10\n"
      "startFen = rnbqkbnrnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRNR w - - 0 1\n",
      "swap-me");
  CHECK(old_game->variant().def().name == "First");
  CHECK(old_game->play("e2e4") == "");
  CHECK(find_variant("swap-me")->def().name == "Second");
  CHECK(find_variant("swap-me")->geometry().file_count() == 10);
}

// 16x16 lies past Fairy-Stockfish's 12x10, so the counts are worked out by hand: a king in the
// corner has 3 moves and a rook on an empty 16x16 board 15 + 15.
TEST_CASE("A 16x16 variant defined only in text gives the perft counts worked out by hand") {
  auto v = load(
      "[sixteen:chess]\nmaxFile = 16\nmaxRank = 16\ncastling = false\n"
      "startFen = 15k/16/16/16/16/16/16/7R8/16/16/16/16/16/16/16/K15 w - - 0 1\n",
      "sixteen");
  const std::string fen = v->def().start_fen;
  CHECK(perft_at(*v, fen, 1) == 3 + 30);
  // Black's king on p16 keeps its 3 moves, except where the rook (from h9) now guards them:
  // on h16 (check along the rank: o16 guarded, 2 left), h15 (o15 and p15 guarded: 1 left),
  // o9 (o16 and o15: 1 left) and p9 (check along the file: p15 guarded, 2 left).
  CHECK(perft_at(*v, fen, 2) == 3 * 3 + 26 * 3 + 2 + 1 + 1 + 2);
}

// A hex board of radius 4 (61 cells), centre e5, corners at the ends of the six orthogonals
// from it. A queen on the centre reaches 4 cells along each orthogonal and 2 along each diagonal
// (a diagonal step crosses two rings): 36, less a1, where its own king closes the SW orthogonal.
// That king, in a corner, has 3 orthogonal and 2 diagonal neighbours.
TEST_CASE("A hex variant defined only in text gives the move counts worked out by hand") {
  auto v = load(
      "[hexlet]\ngeometry = hex\nradius = 4\nking = k\nqueen = q\ncastling = false\n"
      "startFen = 1/k2/5/7/4Q4/9/9/9/K8 w - - 0 1\n",
      "hexlet");
  CHECK(v->geometry().size() == 61);
  CHECK(perft_at(*v, v->def().start_fen, 1) == (6 * 4 + 6 * 2 - 1) + (3 + 2));
}

// value.X and the other per-piece keys follow a letter. Shatranj inherits [chess]'s tuned values
// and gives `q` to its Fers and `b` to its Alfil; before, the Fers took the Queen's 1096.
TEST_CASE("a parent's per-piece key does not reach a piece its heir declares anew under that letter") {
  const std::string text = R"([keys-parent]
pawn = p
queen = q
king = k
value.q = 900
name.q = Parent Queen
startFen = 3qk3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1
[keys-fers:keys-parent]
queen = -
fers = q
[keys-fers-valued:keys-fers]
value.q = 170
[keys-queen-valued:keys-parent]
value.q = 950
)";
  const auto value = [&](const std::string& id) {
    auto v = load(text, id);
    const PieceDef& q = v->piece(v->type_of_letter('q'));
    return std::make_pair(q.value, q.name);
  };
  CHECK(value("keys-parent") == std::make_pair(900, std::string("Parent Queen")));
  const auto fers = value("keys-fers");
  CHECK(fers.first < 300);  // derived from a Fers's moves, not the parent's Queen
  CHECK(fers.second == "Fers");
  CHECK(value("keys-fers-valued").first == 170);   // an heir's own key reaches the piece it inherits
  CHECK(value("keys-queen-valued").first == 950);  // and overrides the parent's for the same piece
  const Variant& shatranj = *acquire_variant("shatranj");
  CHECK(shatranj.piece(shatranj.type_of_letter('q')).value < 300);
  CHECK(shatranj.piece(shatranj.type_of_letter('b')).value < 200);
}

}  // namespace tessera
