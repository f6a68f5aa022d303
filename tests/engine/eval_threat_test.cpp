// The threat terms, whoever is to move: a piece attacked by a cheaper pawn-like piece costs
// eval.pawnThreatMg/Eg (pawn structure, always on); by another cheaper piece, eval.threatMg/Eg
// (attack maps); attacked only by dearer pieces, it costs nothing.
#include "eval_terms.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("pawn threat: a knight attacked by a pawn scores worse than one attacked by a rook") {
  const auto et = only_term(variant("chess"), &EvalWeights::pawn_threat_mg, 40);
  // e4xd5 is on: the knight is threatened by a cheaper piece, for either side to move.
  CHECK(term_mg("chess", "4k3/8/8/3n4/4P3/8/8/4K3 b - - 0 1", *et) == 40);
  CHECK(term_mg("chess", "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", *et) == 40);
  // A rook attacking a defended knight threatens nothing: the rook is the dearer piece.
  CHECK(term_mg("chess", "4k3/8/4p3/3n4/8/8/3R4/4K3 w - - 0 1", *et) == 0);
  // A knight attacking a pawn is no threat either.
  CHECK(term_mg("chess", "4k3/8/8/8/4p3/2N5/8/4K3 w - - 0 1", *et) == 0);
  // Two white pieces forked by a pawn: two threats, against White.
  CHECK(term_mg("chess", "4k3/8/8/8/3p4/2N1B3/8/4K3 w - - 0 1", *et) == -80);
  // The pawn terms are on by default.
  CHECK(variant("chess").def().eval.pawn_threat_mg > 0);
}

TEST_CASE("threat: a rook attacked by a knight scores worse than one attacked by a queen") {
  const auto et = only_term(variant("chess"), &EvalWeights::threat_mg, 40);
  CHECK(term_mg("chess", "4k3/8/8/8/8/2n5/8/3RK3 w - - 0 1", *et) == -40);
  CHECK(term_mg("chess", "4k3/8/8/8/6q1/8/8/3RK3 w - - 0 1", *et) == 0);
  // A pawn's attack is the pawn threat's, not counted twice.
  CHECK(term_mg("chess", "4k3/8/8/3n4/4P3/8/8/4K3 b - - 0 1", *et) == 0);
}

// The attack map is built by walking each piece's moves forwards; Position::attackers looks back
// from the target. Both must agree on every board shape: square, 10x8, hex and Westfield's 20x10.
TEST_CASE("threat: the counts agree with Position::attackers over random games on every board shape") {
  for (const char* id : {"chess", "capablanca", "glinski", "westfield"}) {
    INFO(id);
    const Variant& v = variant(id);
    const auto threat = only_term(v, &EvalWeights::threat_mg, 1);
    const auto pawn_threat = only_term(v, &EvalWeights::pawn_threat_mg, 1);
    const auto hanging = only_term(v, &EvalWeights::hanging_mg, 1);
    std::mt19937 rng(7);
    int seen = 0;
    for (int game = 0; game < 6; ++game) {
      Position p = position(id);
      random_playout(p, rng, 80, [&](const Position& pos, Move) {
        int threats[2] = {}, pawn_threats[2] = {}, hangs[2] = {};
        for (Color c : {Color::White, Color::Black})
          for (int i = 0; i < pos.count(c); ++i) {
            const Cell s = pos.piece_cell(c, i);
            const PieceType t = type_of(pos.at(s));
            if (v.piece(t).royal) continue;
            Cell by[64];
            const int n = std::min(pos.attackers(s, ~c, by, 64), 64);
            if (!n) continue;
            Value least = ValueInfinite;
            bool pawn = false;
            for (int k = 0; k < n; ++k) {
              const int a = idx(type_of(pos.at(by[k])));
              least = std::min(least, v.piece(type_at(a)).royal ? Value(32000) : threat->value[a]);
              pawn |= bool(threat->pawnlike_types >> a & 1);
            }
            threats[idx(c)] += least < threat->value[idx(t)] && !pawn;
            pawn_threats[idx(c)] += pawn && threat->value[idx(t)] > threat->pawnlike_value;
            Cell mine[64];
            hangs[idx(c)] += pos.side_to_move() != c && pos.attackers(s, c, mine, 64) == 0;
          }
        INFO(pos.fen());
        CHECK(attack_terms(pos, *threat).mg == threats[1] - threats[0]);
        CHECK(pawn_terms(pos, *pawn_threat).mg == pawn_threats[1] - pawn_threats[0]);
        CHECK(attack_terms(pos, *hanging).mg == hangs[1] - hangs[0]);
        seen += threats[0] + threats[1] + hangs[0] + hangs[1] + pawn_threats[0] + pawn_threats[1];
      });
    }
    CHECK(seen > 0);
  }
}
