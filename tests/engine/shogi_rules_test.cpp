// The shogi family's rules (fairy.ini's shogi sections, Fairy-Stockfish 11.1's keys): one test per
// rule, plus FEN and move text. Perft against Fairy-Stockfish itself is in fsf_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "game/game_status.h"
#include "helpers.h"
#include "notation/move_text.h"

namespace tessera {

namespace {

using test::has;
using test::legal_texts;
using test::play_move;
using test::position;

// The legal moves whose text starts with `prefix`.
std::vector<std::string> starting(Position& p, const std::string& prefix) {
  std::vector<std::string> out;
  for (const std::string& t : legal_texts(p))
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  std::sort(out.begin(), out.end());
  return out;
}

PieceType type(const Position& p, char letter) { return p.variant().type_of_letter(letter); }

}  // namespace

TEST_CASE("promotedPieceType: a shogi piece may promote on a move into, within or out of the zone") {
  // Zone: ranks 7 to 9. A silver steps into it, one steps back out of it, one on rank 3 stays out.
  Position p = position("shogi", "4k4/9/3S5/4S4/9/9/S8/9/4K4[] w - - 0 1");
  CHECK(starting(p, "e6e7") == std::vector<std::string>{"e6e7", "e6e7+"});
  CHECK(has(legal_texts(p), "d7c6+"));  // leaving the zone backwards
  CHECK(has(legal_texts(p), "d7c6"));
  CHECK(starting(p, "a3a4") == std::vector<std::string>{"a3a4"});
  play_move(p, "e6e7+");
  CHECK(p.at(p.geometry().parse("e7")) == make_piece(Color::White, type(p, 'g')));
  CHECK(p.fen() == "4k4/9/3S+S4/9/9/9/S8/9/4K4[] b - - 1 1");
}

TEST_CASE("immobilityIllegal: a shogi pawn, lance or knight that could never move again must promote") {
  Position p = position("shogi", "k8/4P4/9/2N6/8L/9/9/9/4K4[] w - - 0 1");
  CHECK(starting(p, "e8e9") == std::vector<std::string>{"e8e9+"});
  CHECK(starting(p, "c6b8") == std::vector<std::string>{"c6b8+"});  // rank 8: no knight move left
  CHECK(has(legal_texts(p), "i5i8"));                               // a lance on rank 8 still moves
  CHECK(starting(p, "i5i9") == std::vector<std::string>{"i5i9+"});
}

TEST_CASE("a captured promoted piece goes to hand as its base type") {
  Position p = position("minishogi", "2k2/5/2+p2/2R2/2K2[] w - - 0 1");
  CHECK(p.promoted(p.geometry().parse("c3")));
  play_move(p, "c2c3");
  CHECK(p.pool(Color::White, type(p, 'p')) == 1);
  CHECK(p.pool(Color::White, type(p, 'g')) == 0);
  CHECK(p.fen() == "2k2/5/2R2/5/2K2[P] b - - 0 1");
}

TEST_CASE("FEN: '+P' is a piece's promoted type, written back the same way") {
  const std::string fen = "rb1gk/1s+P1p/5/P1+p2/KGSBR[Gs] w - - 0 1";
  Position p = position("minishogi", fen);
  CHECK(p.fen() == fen);
  CHECK(p.at(p.geometry().parse("c4")) == make_piece(Color::White, type(p, 'g')));
  CHECK(p.origin(p.geometry().parse("c4")) == type(p, 'p'));
  CHECK_FALSE(p.set_fen("rb1gk/1s+G1p/5/P4/KGSBR[] w - - 0 1").empty());  // a gold has no promoted form
}

TEST_CASE("shogiDoubledPawn: no pawn drop on a file where the side has an unpromoted pawn") {
  // White pawn on a2 and a promoted pawn on c3; Black's pawn on b4 does not count for White.
  Position p = position("minishogi", "4k/1p3/2+P2/P4/4K[P] w - - 0 1");
  const auto drops = starting(p, "P@");
  CHECK_FALSE(std::any_of(drops.begin(), drops.end(), [](const std::string& t) { return t[2] == 'a'; }));
  CHECK(has(drops, "P@b3"));
  CHECK(has(drops, "P@c2"));        // the promoted pawn on c3 is a gold now
  CHECK_FALSE(has(drops, "P@d5"));  // immobilityIllegal: a pawn on the last rank could never move
}

TEST_CASE("shogiPawnDropMateIllegal: a pawn drop that mates is played, and loses for the dropper") {
  Position p = position("shogi", "kl7/1s7/1G7/9/9/9/9/9/4K4[P] w - - 0 1");
  play_move(p, "P@a8");
  const GameStatus s = game_status(p);
  CHECK(s.reason == EndReason::PawnDropMate);
  CHECK(s.outcome == Outcome::BlackWins);
  // The same mate by a pawn that stepped there is an ordinary checkmate.
  Position q = position("shogi", "kl7/1s7/PG7/9/9/9/9/9/4K4[] w - - 0 1");
  play_move(q, "a7a8");
  CHECK(game_status(q).reason == EndReason::Checkmate);
  CHECK(game_status(q).outcome == Outcome::WhiteWins);
}

TEST_CASE("mandatoryPiecePromotion: a euroshogi piece moving into or within the zone must promote") {
  Position p = position("euroshogi", "4k3/8/1P6/8/8/8/8/4K3[] w - - 0 1");
  CHECK(starting(p, "b6b7") == std::vector<std::string>{"b6b7+"});
}

TEST_CASE("dropPromoted: a Kyoto shogi piece in hand may be dropped either side up") {
  Position p = position("kyotoshogi", "2k2/5/5/5/2K2[P] w - - 0 1");
  const auto plain = starting(p, "P@"), turned = starting(p, "+P@");
  CHECK(plain.size() == 23);
  CHECK(turned.size() == 23);
  play_move(p, "+P@c3");
  CHECK(p.at(p.geometry().parse("c3")) == make_piece(Color::White, type(p, 'r')));
  CHECK(p.fen() == "2k2/5/2+P2/5/2K2[] b - - 1 1");
}

TEST_CASE("pieceDemotion: every Kyoto shogi move turns the piece over, and its text says which way") {
  Position p = position("kyotoshogi");  // p+nks+l/5/5/5/+LSK+NP
  for (const std::string& t : legal_texts(p)) {
    INFO(t);
    const char from = t[0];
    if (from == 'c') CHECK(t.size() == 4);                        // the king never turns
    else if (from == 'a' || from == 'd') CHECK(t.back() == '-');  // +L and +N turn back
    else CHECK(t.back() == '+');                                  // S and P turn over
  }
  play_move(p, "a1a2-");
  CHECK(p.at(p.geometry().parse("a2")) == make_piece(Color::White, type(p, 'l')));
  CHECK_FALSE(p.promoted(p.geometry().parse("a2")));
}

TEST_CASE("piecePromotionOnCapture: a micro shogi piece turns over only when it captures") {
  Position p = position("micro", "k3/4/1p2/1S2/3K[] w - - 0 1");
  CHECK(starting(p, "b2b3") == std::vector<std::string>{"b2b3"});  // silver has no promoted type
  Position q = position("micro", "k3/4/1p2/1L2/3K[] w - - 0 1");
  CHECK(starting(q, "b2b3") == std::vector<std::string>{"b2b3+"});  // a capture must turn it
  Position r = position("micro", "k3/4/4/1L2/3K[] w - - 0 1");
  CHECK(starting(r, "b2b3") == std::vector<std::string>{"b2b3"});  // a quiet move must not
}

TEST_CASE("dobutsu: a lion that reaches the far rank wins at once") {
  Position p = position("dobutsu", "3/L2/2l/3[] w - - 0 1");
  play_move(p, "a3a4");
  const GameStatus s = game_status(p);
  CHECK(s.reason == EndReason::FlagReached);
  CHECK(s.outcome == Outcome::WhiteWins);
}

TEST_CASE("shogi move text reads back: promotion '+', declined promotion plain, drops 'P@d5'") {
  Position p = position("shogi", "4k4/9/9/4P4/9/9/9/9/4K4[Pp] w - - 0 1");
  for (const char* t : {"e6e7+", "e6e7", "P@d5"}) {
    std::string error;
    const Move m = parse_move(p, t, error);
    INFO(t << ": " << error);
    REQUIRE(!m.is_none());
    CHECK(move_to_text(p, m) == t);
  }
}

TEST_CASE("shogi move text: a made-up promotion from an empty cell is written without asking a piece") {
  // The fuzzer's moves may start anywhere; the '+' rule must not read the type of an empty cell.
  Position p = position("shogi", "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1");
  const Cell from = p.geometry().parse("a1"), to = p.geometry().parse("a2");
  REQUIRE(!is_piece(p.at(from)));
  const Move made_up = Move::make(from, to, MoveKind::Promotion, p.variant().type_of_letter('g'));
  CHECK(move_to_text(p, made_up) == "a1a2g");
}

}  // namespace tessera
