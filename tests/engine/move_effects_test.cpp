// What a move displaces (game/move_effects.h), which the page draws and describes instead of working
// it out: castling's rook, en-passant victims, promotions, Shepherd's Pushes and captured-piece pools.
#include <catch2/catch.hpp>

#include "game/move_effects.h"
#include "helpers.h"

namespace tessera {

namespace {

using How = Displaced::How;

std::vector<Displaced> effects(Position& p, const std::string& text) {
  std::string error;
  const Move m = parse_move(p, text, error);
  INFO(text << ": " << error);
  REQUIRE(!m.is_none());
  const std::string fen = p.fen();
  auto out = displaced_pieces(p, m);
  CHECK(p.fen() == fen);  // played and taken back
  return out;
}

Cell cell(const Position& p, const char* name) { return p.geometry().parse(name); }
char letter(const Position& p, Piece pc) { return p.variant().letter(pc); }

int count(const std::vector<Displaced>& d, How how) {
  return int(std::count_if(d.begin(), d.end(), [&](const Displaced& x) { return x.how == how; }));
}

}  // namespace

TEST_CASE("displaced pieces: castling moves the king first, then its rook") {
  Position p = test::position("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  MoveList list;
  generate_legal(p, list);
  const auto castle = std::find_if(list.begin(), list.end(), [&](Move m) {
    return m.kind() == MoveKind::Castle && m.to() == cell(p, "g1");
  });
  REQUIRE(castle != list.end());
  const auto d = displaced_pieces(p, *castle);
  REQUIRE(d.size() == 2);
  CHECK((d[0].how == How::Moved && d[0].from == cell(p, "e1") && d[0].to == cell(p, "g1") &&
         letter(p, d[0].piece) == 'K'));
  CHECK((d[1].how == How::Moved && d[1].from == cell(p, "h1") && d[1].to == cell(p, "f1") &&
         letter(p, d[1].piece) == 'R'));
}

TEST_CASE("displaced pieces: en passant captures the pawn beside, a promotion says what it becomes") {
  Position p = test::position("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  const auto ep = effects(p, "e5d6");
  REQUIRE(ep.size() == 2);
  CHECK((ep[1].how == How::Captured && ep[1].from == cell(p, "d5") && !is_cell(ep[1].to)));

  Position q = test::position("chess", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  const auto promo = effects(q, "a7b8n");
  REQUIRE(promo.size() == 2);
  CHECK(
      (promo[0].how == How::Moved && letter(q, promo[0].piece) == 'P' && letter(q, promo[0].becomes) == 'N'));
  CHECK((promo[1].how == How::Captured && letter(q, promo[1].piece) == 'r'));
  const auto quiet = effects(q, "e1e2");
  REQUIRE(quiet.size() == 1);
  CHECK(quiet[0].becomes == Piece::None);
}

// Over random Westfield games (pushes, pools, promotions from pools): every piece the board loses is
// reported captured, every pool change is reported, and each mover stands where it is said to land.
TEST_CASE("displaced pieces: random Westfield playouts account for every piece and pool") {
  std::mt19937 rng(18);
  int pushes = 0, pooled = 0;
  for (int game = 0; game < 4; ++game) {
    Position p = test::position("westfield");
    test::random_playout(p, rng, 160, [&](Position& pos, Move m) {
      const auto d = displaced_pieces(pos, m);
      const int before = pos.count(Color::White) + pos.count(Color::Black);
      int pools_before = 0;
      for (int c = 0; c < ColorCount; ++c)
        for (int t = 1; t <= pos.variant().type_count(); ++t) pools_before += pos.pool(Color(c), type_at(t));
      pos.do_move(m);
      const int after = pos.count(Color::White) + pos.count(Color::Black);
      int pools_after = 0;
      for (int c = 0; c < ColorCount; ++c)
        for (int t = 1; t <= pos.variant().type_count(); ++t) pools_after += pos.pool(Color(c), type_at(t));
      INFO(pos.fen());
      CHECK(count(d, How::Captured) == before - after);
      CHECK(count(d, How::Pooled) - count(d, How::Unpooled) == pools_after - pools_before);
      REQUIRE(!d.empty());
      CHECK(d[0].from == m.from());
      for (const Displaced& x : d)
        if (x.how == How::Moved || x.how == How::Pushed)
          CHECK(pos.at(x.to) == (is_piece(x.becomes) ? x.becomes : x.piece));
      pos.undo_move(m);
      pushes += count(d, How::Pushed) > 0;
      pooled += count(d, How::Pooled);
    });
  }
  CHECK(pushes > 0);
  CHECK(pooled > 0);
}

}  // namespace tessera
