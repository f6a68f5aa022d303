// Static exchange evaluation: each side takes back with its least valuable attacker and may stop,
// sliders behind a capturer join in, a royal piece never takes into a defended cell.
#include "eval/eval.h"
#include "hex_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

struct Exchange {
  Position pos;
  const EvalTables& et;
  explicit Exchange(const std::string& fen, const std::string& id = "chess")
      : pos(position(id, fen)), et(eval_tables(variant(id))) {}
  Value worth(const char* cell) { return et.value[idx(type_of(pos.at(pos.geometry().parse(cell))))]; }
  Value see(const std::string& text) {
    std::string error;
    const Move m = parse_move(pos, text, error);
    INFO(text << ": " << error);
    REQUIRE(!m.is_none());
    const std::string before = pos.fen();
    const Key key = pos.key();
    const Value v = pos.see(m, et.value);
    CHECK(pos.fen() == before);  // every lifted piece is back
    CHECK(pos.key() == key);
    return v;
  }
};

}  // namespace

TEST_CASE("static exchange: a pawn taking a pawn-defended knight nets the knight less the pawn") {
  Exchange x("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1");
  const Value knight = x.worth("d5"), pawn = x.worth("e4");
  CHECK(x.see("e4d5") == knight - pawn);
}

TEST_CASE("static exchange: a queen taking a pawn-defended pawn loses the queen less the pawn") {
  Exchange x("4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1");
  CHECK(x.see("d2d5") == x.worth("d5") - x.worth("d2"));
}

TEST_CASE("static exchange: an undefended piece is won outright") {
  Exchange x("4k3/8/8/3n4/8/8/3Q4/4K3 w - - 0 1");
  CHECK(x.see("d2d5") == x.worth("d5"));
}

TEST_CASE("static exchange: a rook behind the capturing rook joins the exchange") {
  // Rd2xd5 Rd8xd5 Rd1xd5: the second white rook sees d5 only once the first has left d2.
  Exchange doubled("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1");
  CHECK(doubled.see("d2d5") == doubled.worth("d5"));
  Exchange single("3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1");
  CHECK(single.see("d2d5") == single.worth("d5") - single.worth("d2"));
}

TEST_CASE("static exchange: the side behind may stop instead of taking back") {
  // Nxd5 Qxd5 would only lose Black's queen to the rook behind: Black stops after losing the pawn.
  Exchange x("3qk3/8/8/3p4/8/2N5/8/3RK3 w - - 0 1");
  CHECK(x.see("c3d5") == x.worth("d5"));
}

TEST_CASE("static exchange: a royal piece does not take into a defended cell") {
  Exchange covered("8/8/4k3/3p4/8/1B6/3R4/4K3 w - - 0 1");
  CHECK(covered.see("d2d5") == covered.worth("d5"));
  Exchange open("8/8/4k3/3p4/8/8/3R4/4K3 w - - 0 1");
  CHECK(open.see("d2d5") == open.worth("d5") - open.worth("d2"));
}

TEST_CASE("static exchange: a quiet move onto a pawn-guarded cell loses the piece") {
  Exchange x("4k3/8/8/4p3/8/8/2N5/4K3 w - - 0 1");
  CHECK(x.see("c2d4") == -x.worth("c2"));
  CHECK(x.see("c2b4") == 0);
}

TEST_CASE("static exchange: on a 10x8 board the archbishop's knight leap defends") {
  // The black archbishop on f7 covers d6 by its knight move: Rxd6 loses the rook for the pawn.
  Exchange x("4k5/5a4/3p6/10/10/10/3R6/4K5 w - - 0 1", "capablanca");
  CHECK(x.see("d2d6") == x.worth("d6") - x.worth("d2"));
}

TEST_CASE("static exchange: castling and en passant are left at zero") {
  Exchange x("4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 1");
  CHECK(x.see("e5d6") == 0);
  CHECK(x.see("e1c1") == 0);
}

TEST_CASE("static exchange: a capturing promotion counts the new piece, and loses it if taken back") {
  // bxa8=Q: the rook is taken and the pawn becomes a queen; the king on b8 takes the queen back
  // unless the queen on h1 guards a8.
  Exchange open("rk6/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(open.see("b7a8q") == open.worth("a8") - open.worth("b7"));
  Exchange guarded("rk6/1P6/8/8/8/8/8/4K2Q w - - 0 1");
  CHECK(guarded.see("b7a8q") == guarded.worth("a8") + guarded.worth("h1") - guarded.worth("b7"));
}

TEST_CASE("static exchange: a piece dropped where a pawn takes it is lost") {
  // Black's knight on h8 only prices the knight; it reaches neither cell.
  Exchange x("4k2n/8/8/4p3/8/8/8/4K3[N] w - - 0 1", "crazyhouse");
  CHECK(x.see("N@d4") == -x.worth("h8"));
  CHECK(x.see("N@b4") == 0);
}

TEST_CASE("static exchange: a Tor behind the capturing side's Guard on a white cell takes no part") {
  // Gold's Tor takes the Battle-Hound on g5; Red's War-Horse d3 and Gold's War-Horse c4 reach g5
  // by leaps. Red's Tor g8 would slide down through g7, where Gold's Yeoman stands.
  const std::string pieces = "Kc1 km4 Tg3 Wc4 hg5 wd3";
  Exchange blocked(placed("naydorian", pieces + " tg8 Yg7"), "naydorian");
  Exchange without(placed("naydorian", pieces + " Yg7"), "naydorian");
  Exchange open(placed("naydorian", pieces + " tg8"), "naydorian");
  const Value plain = without.see("g3g5");
  CHECK(blocked.see("g3g5") == plain);
  CHECK(open.see("g3g5") < plain);  // the same Tor with the file open takes part and costs Gold
}
