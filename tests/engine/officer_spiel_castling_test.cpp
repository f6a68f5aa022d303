// Officer-Spiel's castle, rule by rule: the King leaps to any empty, unattacked square short of an
// unmoved Rook, which lands on the King's square; once per game, never out of check.
#include "api/game.h"
#include "api/game_record.h"
#include "helpers.h"
#include "officer_spiel_fens.h"

using namespace tessera;
using officer_fens::Id;
using tessera::test::legal_texts;
using tessera::test::position;

namespace {

// White Ki1 with Rooks a1 and p1 and nothing else on rank 1; Black the same on rank 8.
const std::string OpenRanks = "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R w KQkq - 0 1";

std::vector<std::string> castles(Position& p) {
  std::vector<std::string> out;
  for (const std::string& t : legal_texts(p))
    if (t.rfind("O-O", 0) == 0) out.push_back(t);
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& text) {
  return std::find(list.begin(), list.end(), text) != list.end();
}

Move parse_ok(Position& p, const std::string& text) {
  std::string err;
  const Move m = parse_move(p, text, err);
  INFO(text << ": " << err);
  REQUIRE(err == "");
  return m;
}

std::string after(const std::string& fen, const std::string& move) {
  Position p = position(Id, fen);
  p.do_move(parse_ok(p, move));
  return p.fen();
}

}  // namespace

TEST_CASE("officer-spiel castling: the King may leap to every empty square between it and each Rook") {
  Position p = position(Id, OpenRanks);
  CHECK(castles(p) == std::vector<std::string>{"O-O-O@b1", "O-O-O@c1", "O-O-O@d1", "O-O-O@e1", "O-O-O@f1",
                                               "O-O-O@g1", "O-O-O@h1", "O-O@j1", "O-O@k1", "O-O@l1", "O-O@m1",
                                               "O-O@n1", "O-O@o1"});
  Position b = position(Id, "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R b KQkq - 0 1");
  CHECK(castles(b).size() == 13);
  CHECK(has(castles(b), "O-O-O@b8"));
  CHECK(has(castles(b), "O-O@o8"));
}

TEST_CASE(
    "officer-spiel castling: the Rook lands on the King's start square, whichever square the King takes") {
  for (char file = 'b'; file <= 'o'; ++file) {
    if (file == 'i') continue;
    const std::string to = std::string(1, file) + "1";
    const std::string text = (file > 'i' ? "O-O@" : "O-O-O@") + to;
    Position p = position(Id, OpenRanks);
    const Move m = parse_ok(p, text);
    CHECK(m.kind() == MoveKind::Castle);
    p.do_move(m);
    const Geometry& g = p.geometry();
    INFO(text);
    CHECK(p.at(g.parse(to)) == make_piece(Color::White, p.variant().type_of_letter('k')));
    CHECK(p.at(g.parse("i1")) == make_piece(Color::White, p.variant().type_of_letter('r')));
    CHECK(p.empty(g.parse(file > 'i' ? "p1" : "a1")));
    // Castling ends both of White's rights and none of Black's.
    CHECK(p.fen().find(" b kq ") != std::string::npos);
  }
}

TEST_CASE("officer-spiel castling: undoing a castle restores the position and its key exactly") {
  Position p = position(Id, OpenRanks);
  const std::string fen = p.fen();
  const Key key = p.key();
  for (const std::string& text : castles(p)) {
    const Move m = parse_ok(p, text);
    p.do_move(m);
    p.undo_move(m);
    CHECK(p.fen() == fen);
    CHECK(p.key() == key);
  }
}

TEST_CASE(
    "officer-spiel castling: refused onto an attacked square, allowed over attacked and occupied ones") {
  // Black's Rook on n8 attacks n1; a White Knight stands on l1.
  Position p = position(Id, "1k11r2/16/16/16/16/16/16/8K2N3R w K - 0 1");
  CHECK(castles(p) == std::vector<std::string>{"O-O@j1", "O-O@k1", "O-O@m1", "O-O@o1"});
  // n1 is judged attacked before the move: the generator does not even propose it.
  MoveList pseudo;
  generate_pseudo(p, pseudo);
  for (Move m : pseudo)
    if (m.kind() == MoveKind::Castle) CHECK(p.geometry().name(m.to()) != "n1");
  // O-O@o1 passes over the occupied l1 and the attacked n1.
  CHECK(after("1k11r2/16/16/16/16/16/16/8K2N3R w K - 0 1", "O-O@o1") ==
        "1k11r2/16/16/16/16/16/16/8R2N2K1 b - - 1 1");
}

TEST_CASE("officer-spiel castling: refused while the King is in check") {
  // Black's Bishop on e5 checks the King on i1 and attacks no other square of rank 1.
  Position p = position(Id, "8k7/16/16/4b11/16/16/16/R7K6R w KQ - 0 1");
  REQUIRE(p.in_check());
  CHECK(castles(p).empty());
  CHECK_FALSE(legal_texts(p).empty());
  // The same position without the checking Bishop castles to all 13 squares.
  Position q = position(Id, "8k7/16/16/16/16/16/16/R7K6R w KQ - 0 1");
  CHECK(castles(q).size() == 13);
}

TEST_CASE("officer-spiel castling: the x-ray case, unattacked before the move but in check after it") {
  // e1-h1 are unattacked while the White Rook on d1 shields them from Black's Rook on a1. The
  // castle moves the shield to i1, so each castle would leave the King in check: none is legal.
  Position p = position(Id, "15k/16/16/16/16/16/16/r2R4K7 w D - 0 1");
  MoveList pseudo;
  generate_pseudo(p, pseudo);
  int pseudo_castles = 0;
  for (Move m : pseudo) pseudo_castles += m.kind() == MoveKind::Castle;
  CHECK(pseudo_castles == 4);  // the before-the-move test alone passes e1, f1, g1 and h1
  CHECK(castles(p).empty());
  std::string err;
  CHECK(parse_move(p, "O-O-O@g1", err) == Move::none());
  CHECK(err == "O-O-O@g1 is not legal: it would leave the King in check");
  // With a White Knight on f1 the King is shielded on g1 and h1 again, but e1 stays exposed.
  Position q = position(Id, "15k/16/16/16/16/16/16/r2R1N2K7 w D - 0 1");
  CHECK(castles(q) == std::vector<std::string>{"O-O-O@g1", "O-O-O@h1"});
}

TEST_CASE("officer-spiel castling: a Rook right next to the King gives no castle on that side") {
  Position p = position(Id, "8k7/16/16/16/16/16/16/R7KR6 w KQ - 0 1");
  const auto list = castles(p);
  CHECK(list.size() == 7);
  for (const std::string& t : list) CHECK(t.rfind("O-O-O@", 0) == 0);
}

TEST_CASE("officer-spiel castling: a King that has moved, even back home, has no castle") {
  std::string err;
  auto g = Game::create(Id, err);
  REQUIRE(g->load_fen("r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPP1PPPPPPP/R7K6R w KQkq - 0 1") == "");
  for (const char* m : {"i1i2", "a7a6", "i2i1", "a6a5"}) REQUIRE(g->play(m) == "");
  CHECK(castles(g->position()).empty());
  CHECK(g->fen().find(" w kq ") != std::string::npos);
  CHECK(g->play("O-O@j1") == "O-O@j1 is not a legal move here");
}

TEST_CASE("officer-spiel castling: a Rook that has moved loses its castle, the other Rook keeps its own") {
  std::string err;
  auto g = Game::create(Id, err);
  REQUIRE(g->load_fen(OpenRanks) == "");
  for (const char* m : {"p1o1", "a7a6", "o1p1", "a6a5"}) REQUIRE(g->play(m) == "");
  const auto list = castles(g->position());
  CHECK(list.size() == 7);
  for (const std::string& t : list) CHECK(t.rfind("O-O-O@", 0) == 0);
  // A different Rook arriving on the corner gains nothing either.
  REQUIRE(g->load_fen("8k7/16/16/16/16/16/16/R7K5R1 w Q - 0 1") == "");
  for (const char* m : {"o1p1", "i8i7"}) REQUIRE(g->play(m) == "");
  CHECK(castles(g->position()).size() == 7);
}

TEST_CASE("officer-spiel castling: a Rook captured on its square takes its castle with it") {
  // Black's Bishop on k6 takes the Rook on p1.
  Position p = position(Id, "8k7/16/10b5/16/16/16/16/R7K6R b KQ - 0 1");
  p.do_move(parse_ok(p, "k6p1"));
  CHECK(p.fen() == "8k7/16/16/16/16/16/16/R7K6b w Q - 0 2");
  const auto list = castles(p);
  CHECK(list.size() == 7);
  for (const std::string& t : list) CHECK(t.rfind("O-O-O@", 0) == 0);
}

TEST_CASE("officer-spiel castling: a castle and a King step to the same square are two distinct moves") {
  Position p = position(Id, "8k7/16/16/16/16/16/16/8K6R w K - 0 1");
  MoveList list;
  generate_legal(p, list);
  Move step = Move::none(), castle = Move::none();
  for (Move m : list)
    if (m.from() == p.geometry().parse("i1") && m.to() == p.geometry().parse("j1"))
      (m.kind() == MoveKind::Castle ? castle : step) = m;
  REQUIRE(step != Move::none());
  REQUIRE(castle != Move::none());
  CHECK(move_to_text(p, step) == "i1j1");
  CHECK(move_to_text(p, castle) == "O-O@j1");
  CHECK(after(p.fen(), "i1j1") == "8k7/16/16/16/16/16/16/9K5R b - - 1 1");
  CHECK(after(p.fen(), "O-O@j1") == "8k7/16/16/16/16/16/16/8RK6 b - - 1 1");
}

TEST_CASE("officer-spiel castling move text: side and square must match a legal castle") {
  Position p = position(Id, OpenRanks);
  std::string err;
  CHECK(parse_move(p, "O-O@h1", err) == Move::none());  // h1 lies towards the a-rook
  CHECK(err == "O-O@h1 is not a legal move here");
  CHECK(parse_move(p, "O-O@p1", err) == Move::none());  // the Rook's own square
  CHECK(parse_move(p, "O-O-O@a1", err) == Move::none());
  CHECK(parse_move(p, "O-O", err) == Move::none());  // the square is required
  CHECK(parse_move(p, "O-O@j9", err) == Move::none());
  CHECK(parse_ok(p, "O-O-O@h1").kind() == MoveKind::Castle);
}

TEST_CASE("officer-spiel castling rights: PApa reads the same as KQkq, K always means the outermost Rook") {
  Position x = position(Id, officer_fens::Start);
  Position s = position(
      Id, "rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNR w PApa - 0 1");
  CHECK(s.key() == x.key());
  CHECK(s.fen() == x.fen());
  CHECK(s.fen() == officer_fens::Start);
  CHECK(tessera::test::perft_of(Id, s.fen(), 3) == 128873);
  // With Rooks on k1 and p1, 'K' names p1 (X-FEN), not the file k: the King may leap past k1.
  Position k = position(Id, "8k7/16/16/16/16/16/16/8K1R4R w K - 0 1");
  CHECK(castles(k) == std::vector<std::string>{"O-O@j1", "O-O@l1", "O-O@m1", "O-O@n1", "O-O@o1"});
  // An inner Rook is named by its file letter, and written back the same way.
  Position inner = position(Id, "8k7/16/16/16/16/16/16/R1R5K7 w C - 0 1");
  CHECK(castles(inner) ==
        std::vector<std::string>{"O-O-O@d1", "O-O-O@e1", "O-O-O@f1", "O-O-O@g1", "O-O-O@h1"});
  CHECK(inner.fen() == "8k7/16/16/16/16/16/16/R1R5K7 w C - 0 1");
}

TEST_CASE("officer-spiel castles survive a game record: written and read back as O-O@ and O-O-O@") {
  std::string err;
  auto g = Game::create(Id, err);
  REQUIRE(g->load_fen(OpenRanks) == "");
  REQUIRE(g->play("O-O@m1") == "");
  REQUIRE(g->play("O-O-O@c8") == "");
  const std::string record = write_record(*g);
  CHECK(record.find("1. O-O@m1 O-O-O@c8 *") != std::string::npos);
  const RecordRead back = read_record(record);
  REQUIRE(back.error == "");
  CHECK(back.game->fen() == g->fen());
  CHECK(back.game->history() == g->history());
}
