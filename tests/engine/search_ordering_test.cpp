// Move ordering: captures that lose material come after the quiet moves, and asking their static
// exchange only when pick_next reaches them gives the order that asking every one up front gives.
#include "eval/eval.h"
#include "helpers.h"
#include "search/ordering.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// Positions with captures of every kind: winning, even, and a queen taking a defended pawn.
const char* const Positions[] = {
    "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9",
    "4k3/8/4p3/3p4/8/2n5/3Q4/4K2R w K - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkb1r/pp1p1ppp/4pn2/2p5/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 4",
};

std::vector<std::string> picked(Position& pos, MoveFrame& frame, const EvalTables& et) {
  std::vector<std::string> out;
  for (int i = 0; i < frame.moves.size(); ++i) out.push_back(move_to_text(pos, pick_next(pos, frame, i, et)));
  return out;
}

// The order as it was before pick_next asked lazily: every capture's exchange up front, then the
// same selection.
std::vector<std::string> eager_order(Position& pos, MoveFrame& frame, const EvalTables& et) {
  for (int i = 0; i < frame.moves.size(); ++i) {
    if (frame.unsure[i] && pos.see(frame.moves[i], et.value) < 0)
      frame.score[i] += order::BadTactical - order::GoodTactical;
    frame.unsure[i] = false;
  }
  return picked(pos, frame, et);
}

}  // namespace

TEST_CASE("move ordering: a capture whose exchange loses is tried after every quiet move") {
  Position pos = position("chess", "4k3/8/4p3/3p4/8/2n5/3Q4/4K2R w K - 0 1");
  const EvalTables& et = eval_tables(pos.variant());
  MoveFrame frame;
  History history;
  history.clear();
  generate_pseudo(pos, frame.moves);
  score_moves(pos, frame, Move::none(), 0, history, et);
  const std::vector<std::string> order = picked(pos, frame, et);
  const auto at = [&](const std::string& m) {
    return std::find(order.begin(), order.end(), m) - order.begin();
  };
  REQUIRE(at("d2d5") < ptrdiff_t(order.size()));
  CHECK(at("d2c3") == 0);                            // the free knight first
  CHECK(at("d2d5") == ptrdiff_t(order.size()) - 1);  // the queen for a pawn last
  CHECK(at("h1h8") < at("d2d5"));                    // after even a rook's quiet move
  CHECK(is_losing_tactic(frame, int(at("d2d5"))));
  CHECK_FALSE(is_losing_tactic(frame, int(at("d2c3"))));
}

TEST_CASE("move ordering: asking exchanges as moves come up gives the order asking them all first gives") {
  for (const char* fen : Positions) {
    INFO(fen);
    Position pos = position("chess", fen);
    const EvalTables& et = eval_tables(pos.variant());
    History history;
    history.clear();
    MoveFrame lazy, eager;
    generate_pseudo(pos, lazy.moves);
    generate_pseudo(pos, eager.moves);
    score_moves(pos, lazy, Move::none(), 0, history, et);
    score_moves(pos, eager, Move::none(), 0, history, et);
    const std::string before = pos.fen();
    CHECK(picked(pos, lazy, et) == eager_order(pos, eager, et));
    CHECK(pos.fen() == before);
  }
}

TEST_CASE("quiescence ordering: losing captures come last and are marked, winning ones first") {
  Position pos = position("chess", "4k3/8/4p3/3p4/8/2n5/3Q4/4K2R w K - 0 1");
  const EvalTables& et = eval_tables(pos.variant());
  MoveFrame frame;
  generate_tactical(pos, frame.moves);
  score_tactics(pos, frame, et);
  std::vector<std::string> order = picked(pos, frame, et);
  REQUIRE(order.size() == 2);
  CHECK(order[0] == "d2c3");
  CHECK_FALSE(is_losing_tactic(frame, 0));
  CHECK(order[1] == "d2d5");
  CHECK(is_losing_tactic(frame, 1));
}
