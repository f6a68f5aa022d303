// Officer-Spiel's rules apart from castling: board, setup and letters, each piece's move,
// pawns (double step, en passant, the 12 promotions), and how the game ends.
#include "api/game.h"
#include "game/game_status.h"
#include "helpers.h"
#include "officer_spiel_fens.h"

using namespace tessera;
using officer_fens::Id;
using tessera::test::legal_texts;
using tessera::test::position;

namespace {

// The legal moves of the piece on `from`, as destination squares.
std::vector<std::string> targets(Position& p, const std::string& from) {
  MoveList list;
  generate_legal(p, list);
  std::vector<std::string> out;
  for (Move m : list)
    if (m.from() == p.geometry().parse(from)) out.push_back(p.geometry().name(m.to()));
  std::sort(out.begin(), out.end());
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

std::unique_ptr<Game> game(const std::string& fen = "") {
  std::string err;
  auto g = Game::create(Id, err);
  REQUIRE(g);
  if (!fen.empty()) REQUIRE(g->load_fen(fen) == "");
  return g;
}

}  // namespace

TEST_CASE("officer-spiel: a 16x8 board with the reconstructed setup, White to move") {
  const Variant& v = tessera::test::variant(Id);
  CHECK(v.def().name == "Officer-Spiel");
  CHECK(v.def().rules_page == "rules/officer-spiel.html");
  CHECK(v.geometry().file_count() == 16);
  CHECK(v.geometry().rank_count() == 8);
  Position p(v);
  CHECK(p.fen() == officer_fens::Start);
  CHECK(p.side_to_move() == Color::White);
  CHECK(v.letter(p.at(v.geometry().parse("i1"))) == 'K');
  CHECK(v.letter(p.at(v.geometry().parse("i8"))) == 'k');
}

TEST_CASE("officer-spiel: the fourteen piece types and their letters") {
  const Variant& v = tessera::test::variant(Id);
  const std::pair<char, const char*> table[] = {
      {'k', "King"},       {'q', "Queen"},  {'r', "Rook"},       {'b', "Bishop"},    {'n', "Knight"},
      {'p', "Pawn"},       {'z', "Amazon"}, {'h', "Ship"},       {'f', "Freemason"}, {'c', "Chancellor"},
      {'a', "Archbishop"}, {'s', "Sailor"}, {'m', "Missionary"}, {'j', "Judge"}};
  CHECK(v.type_count() == 14);
  for (const auto& [letter, name] : table) {
    INFO(letter);
    const PieceType t = v.type_of_letter(letter);
    REQUIRE(t != PieceType::None);
    CHECK(v.piece(t).name == name);
    CHECK(v.piece(t).royal == (letter == 'k'));
  }
  // Values rank the pieces as their moves do: each compound above its parts.
  auto value = [&](char l) { return v.piece(v.type_of_letter(l)).value; };
  CHECK(value('z') > value('q'));
  CHECK(value('h') > value('c'));
  CHECK(value('c') > value('r'));
  CHECK(value('f') > value('a'));
  CHECK(value('a') > value('b'));
  CHECK(value('s') > value('r'));
  CHECK(value('m') > value('b'));
  CHECK(value('j') > value('n'));
}

TEST_CASE("officer-spiel: each piece moves as its table row says") {
  // One piece on d4 of an otherwise empty board (Kings on p1 and p8). From d4 a Rook has 22
  // moves, a Bishop 13, a Knight 8, a Ferz or Wazir 4 (inside the slides) and a King 8.
  struct Row {
    char letter;
    size_t moves;
    std::vector<std::string> reaches, misses;
  };
  const Row rows[] = {
      {'Q', 35, {"p4", "h8", "a1"}, {"e6"}},
      {'R', 22, {"p4", "d8", "a4"}, {"e5"}},
      {'B', 13, {"h8", "a7", "g1"}, {"d5"}},
      {'N', 8, {"e6", "b3", "f5"}, {"d5", "e5"}},
      {'Z', 43, {"p4", "h8", "e6", "b5"}, {"f7"}},        // Amazon: Queen + Knight
      {'H', 34, {"p4", "d8", "e6", "e5", "c3"}, {"f6"}},  // Ship: Rook + Knight + Ferz
      {'F', 25, {"h8", "e6", "d5", "c4"}, {"d6"}},        // Freemason: Bishop + Knight + Wazir
      {'C', 30, {"p4", "e6"}, {"e5"}},                    // Chancellor: Rook + Knight
      {'A', 21, {"h8", "e6"}, {"d5"}},                    // Archbishop: Bishop + Knight
      {'S', 26, {"p4", "e5", "c3"}, {"f6", "e6"}},        // Sailor: Rook + Ferz
      {'M', 17, {"h8", "d5", "c4"}, {"d6", "e6"}},        // Missionary: Bishop + Wazir
      {'J', 16, {"d5", "e5", "e6", "b3"}, {"d6", "f6"}},  // Judge: King step + Knight
      {'K', 8, {"d5", "e5"}, {"d6"}},
  };
  for (const Row& r : rows) {
    INFO(r.letter);
    const bool king = r.letter == 'K';
    const std::string fen =
        "15k/16/16/16/3" + std::string(1, r.letter) + "12/16/16/" + (king ? "16" : "15K") + " w - - 0 1";
    Position p = position(Id, fen);
    const auto reach = targets(p, "d4");
    CHECK(reach.size() == r.moves);
    for (const std::string& s : r.reaches) CHECK(has(reach, s));
    for (const std::string& s : r.misses) CHECK_FALSE(has(reach, s));
  }
}

TEST_CASE("officer-spiel: the Judge steps like a King but is not royal") {
  // A White Judge left attacked by a Black Rook does not count as check.
  Position p = position(Id, "15k/16/16/3r12/3J12/16/16/15K w - - 0 1");
  CHECK_FALSE(p.in_check());
}

TEST_CASE("officer-spiel pawns: one or two steps from the second rank, one step after") {
  Position p = position(Id, officer_fens::Start);
  CHECK(targets(p, "k2") == std::vector<std::string>{"k3", "k4"});
  Position later = position(Id, "15k/16/16/16/16/10P5/16/15K w - - 0 1");
  CHECK(targets(later, "k3") == std::vector<std::string>{"k4"});
  Position black = position(Id, "15k/10p5/16/16/16/16/16/15K b - - 0 1");
  CHECK(targets(black, "k7") == std::vector<std::string>{"k5", "k6"});
}

TEST_CASE("officer-spiel en passant: a pawn passing an enemy pawn may be taken on the next move only") {
  auto g = game();
  for (const char* m : {"e2e4", "a7a6", "e4e5", "f7f5"}) REQUIRE(g->play(m) == "");
  CHECK(g->fen().find(" f6 ") != std::string::npos);
  REQUIRE(g->play("e5f6") == "");
  const Geometry& geo = g->position().geometry();
  CHECK(g->position().empty(geo.parse("f5")));
  CHECK(g->history().back() == "e5f6");
  // One move later the chance is gone.
  auto h = game();
  for (const char* m : {"e2e4", "a7a6", "e4e5", "f7f5", "a2a3", "a6a5"}) REQUIRE(h->play(m) == "");
  CHECK(h->play("e5f6") == "e5f6 is not a legal move here");
  // Black takes en passant too.
  auto b = game();
  for (const char* m : {"a2a3", "k7k5", "a3a4", "k5k4", "l2l4"}) REQUIRE(b->play(m) == "");
  REQUIRE(b->play("k4l3") == "");
  CHECK(b->position().empty(geo.parse("l4")));
}

TEST_CASE("officer-spiel en passant is refused when it would expose the King along the rank") {
  Position p = position(Id, "15k/16/16/K2pP10r/16/16/16/16 w - d6 0 1");
  std::string err;
  CHECK(parse_move(p, "e5d6", err) == Move::none());
  CHECK(err == "e5d6 is not legal: it would leave the King in check");
}

TEST_CASE("officer-spiel promotion: each of the 12 choices, and no King or Pawn") {
  const std::string fen = "15k/4P11/16/16/16/16/16/K15 w - - 0 1";
  Position p = position(Id, fen);
  std::vector<std::string> promos;
  for (const std::string& t : legal_texts(p))
    if (t.rfind("e7e8", 0) == 0) promos.push_back(t.substr(4));
  CHECK(promos == std::vector<std::string>{"a", "b", "c", "f", "h", "j", "m", "n", "q", "r", "s", "z"});
  for (char letter : std::string("qrbnzhfcasmj")) {
    INFO(letter);
    auto g = game(fen);
    REQUIRE(g->play(std::string("e7e8") + letter) == "");
    const Position& after = g->position();
    CHECK(after.variant().letter(after.at(after.geometry().parse("e8"))) == std::toupper(letter));
  }
  auto g = game(fen);
  CHECK(g->play("e7e8Z") == "");  // the letter may be typed in capitals
  auto h = game(fen);
  CHECK(h->play("e7e8") != "");  // promotion is compulsory
  CHECK(h->play("e7e8k") != "");
  CHECK(h->play("e7e8p") != "");
}

TEST_CASE("officer-spiel promotion: Black promotes on rank 1, also by capture") {
  Position p = position(Id, "15k/16/16/16/16/16/4p11/K2R12 b - - 0 1");
  int pushes = 0, captures = 0;
  for (const std::string& t : legal_texts(p)) {
    pushes += t.rfind("e2e1", 0) == 0;
    captures += t.rfind("e2d1", 0) == 0;
  }
  CHECK(pushes == 12);
  CHECK(captures == 12);
}

TEST_CASE("officer-spiel checkmate wins: the Amazon's knight leap mates a cornered King") {
  Position p = position(Id, "15k/16/14Z1/16/16/16/16/K15 b - - 0 1");
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::WhiteWins);
  CHECK(s.reason == EndReason::Checkmate);
  // A Queen on the same square neither checks nor mates.
  Position q = position(Id, "15k/16/14Q1/16/16/16/16/K15 b - - 0 1");
  CHECK(game_status(q).outcome == Outcome::Draw);  // and Black, not in check, has no move
  CHECK(game_status(q).reason == EndReason::Stalemate);
}

TEST_CASE("officer-spiel stalemate is a draw") {
  Position p = position(Id, "15k/13Q2/16/16/16/16/16/K15 b - - 0 1");
  REQUIRE_FALSE(p.in_check());
  const GameStatus s = game_status(p);
  CHECK(s.outcome == Outcome::Draw);
  CHECK(s.reason == EndReason::Stalemate);
  CHECK(std::string(reason_name(s.reason)) == "stalemate");
}

TEST_CASE("officer-spiel 50-move rule: 100 plies without capture or pawn move draw") {
  const std::string fen = "8k7/16/16/16/16/16/2P13/R7K7 w - - 99 80";
  auto g = game(fen);
  CHECK(g->status().outcome == Outcome::Ongoing);
  REQUIRE(g->play("a1a2") == "");
  CHECK(g->status().outcome == Outcome::Draw);
  CHECK(g->status().reason == EndReason::FiftyMoves);
  CHECK(g->play("i8i7") == "the game is over");
  // A pawn move resets the count instead.
  auto h = game(fen);
  REQUIRE(h->play("c2c3") == "");
  CHECK(h->position().rule50() == 0);
  CHECK(h->status().outcome == Outcome::Ongoing);
  // Mate on the hundredth ply still wins.
  auto m = game("15k/16/16/16/13Z2/16/16/K15 w - - 99 80");
  REQUIRE(m->play("n4o6") == "");
  CHECK(m->status().reason == EndReason::Checkmate);
  CHECK(m->status().outcome == Outcome::WhiteWins);
}

TEST_CASE("officer-spiel threefold repetition draws") {
  auto g = game();
  const char* moves[] = {"b1a3", "b8a6", "a3b1", "a6b8", "b1a3", "b8a6", "a3b1", "a6b8"};
  for (int i = 0; i < 8; ++i) {
    CHECK(g->status().outcome == Outcome::Ongoing);
    REQUIRE(g->play(moves[i]) == "");
  }
  CHECK(g->status().outcome == Outcome::Draw);
  CHECK(g->status().reason == EndReason::Repetition);
}

TEST_CASE("officer-spiel repetition counts castling rights: lost rights make a new position") {
  // The Kings step out and back. Ignoring rights, the start's placement would recur at plies 4
  // and 8 (a draw at ply 8) and ply 1's at 5 and 9. But the start still had every right and
  // ply 1 Black's, so the first third occurrence is ply 10's (as at plies 2 and 6, no rights).
  auto g = game("r7k6r/pppppppp1ppppppp/16/16/16/16/PPPPPPPP1PPPPPPP/R7K6R w KQkq - 0 1");
  const char* cycle[] = {"i1i2", "i8i7", "i2i1", "i7i8"};
  for (int ply = 0; ply < 10; ++ply) {
    INFO(ply);
    CHECK(g->status().outcome == Outcome::Ongoing);
    REQUIRE(g->play(cycle[ply % 4]) == "");
  }
  CHECK(g->status().reason == EndReason::Repetition);
}

TEST_CASE("officer-spiel FEN: bad input is refused with a reason") {
  Position p = position(Id);
  const std::string start = p.fen();
  for (const std::string bad : {
           "rnbcshzqkjfmabnr/pppppppppppppppp/17/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNR w KQkq - 0 1",
           "rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNX w KQkq - 0 1",
           "rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP w KQkq - 0 1",
           "15k/16/16/16/16/16/16/8K7 w K - 0 1",
           "4P10k/16/16/16/16/16/16/K15 w - - 0 1",
       }) {
    INFO(bad);
    CHECK(p.set_fen(bad) != "");
    CHECK(p.fen() == start);
  }
}
