// Evaluation: symmetric for both colours, derived piece values close to the conventional ones, and
// race terms that grow as a piece nears its goal: a promotion zone or a flag region.
#include <map>
#include <string>

#include "eval/eval.h"
#include "eval/mobility.h"
#include "helpers.h"
#include "search/tt.h"

using namespace tessera;
using tessera::test::load_definitions;
using tessera::test::position;
using tessera::test::variant;

TEST_CASE("evaluation is colour-symmetric: a mirrored position scores the same for its side to move") {
  const std::pair<const char*, const char*> pairs[] = {
      {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
       "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3"},
      {"8/5k2/8/3P4/8/8/2K5/8 w - - 0 1", "8/2k5/8/8/3p4/8/5K2/8 b - - 0 1"},
  };
  for (const auto& [a, b] : pairs) {
    INFO(a);
    const EvalTables& et = eval_tables(variant("chess"));
    CHECK(evaluate(position("chess", a), et) == evaluate(position("chess", b), et));
  }
  for (const std::string& id : variant_ids()) {
    INFO(id);
    Position p = position(id);
    const EvalTables& et = eval_tables(p.variant());
    CHECK(evaluate(p, et) == et.opt.tempo);  // the start is level: only the move is worth something
  }
}

TEST_CASE("material counts: an extra queen is worth about a queen") {
  const EvalTables& et = eval_tables(variant("chess"));
  const Value with = evaluate(position("chess", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), et);
  CHECK(with > 800);
  CHECK(with < 1200);
}

// Giveaway, antichess and losers: whoever loses every piece (but the king, in losers) wins, so
// each piece held is a burden and the side with less stands better.
TEST_CASE("material is a burden where losing every piece wins") {
  const char* fewer_black = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";  // no g8 knight
  for (const char* id : {"giveaway", "antichess", "losers"}) {
    INFO(id);
    const EvalTables& et = eval_tables(variant(id));
    const Value level = evaluate(position(id), et);
    const Value behind = evaluate(position(id, fewer_black), et);
    CHECK(behind < level - 20);   // Black, a knight lighter, is ahead
    CHECK(behind > level - 300);  // at an eighth of the knight's value, not its whole
  }
  const EvalTables& chess = eval_tables(variant("chess"));
  CHECK(evaluate(position("chess", fewer_black), chess) > evaluate(position("chess"), chess) + 200);
}

// 3check and 5check: a check given stays given, and the last one wins, so each counts for more
// than the one before.
TEST_CASE("checks given count, the last ones most, where checks are counted") {
  const std::string board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ";
  const EvalTables& et = eval_tables(variant("3check"));
  const Value level = evaluate(position("3check", board + "3+3 0 1"), et);
  const Value one = evaluate(position("3check", board + "2+3 0 1"), et);
  const Value two = evaluate(position("3check", board + "1+3 0 1"), et);
  CHECK(level == et.opt.tempo);
  CHECK(one > level + 50);
  CHECK(two - one > 2 * (one - level));
  CHECK(evaluate(position("3check", board + "3+1 0 1"), et) <
        level - 300);  // Black is one check from winning
}

// eval.checkRace is the whole race's weight: a side one check from winning, against one with all
// three to give, counts it less its ninth (weight / 1 - weight / 9).
TEST_CASE("the check race is worth eval.checkRace, by the square of the checks left") {
  const Variant& v = variant("3check");
  const Position two = position("3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+3 0 1");
  EvalWeights w = resolved_weights(v, v.def().eval);
  w.check_race_cp = 0;
  const Value none = evaluate(two, *build_eval_tables(v, w));
  w.check_race_cp = 1200;
  const Value some = evaluate(two, *build_eval_tables(v, w));
  CHECK(some - none == 1200 - 1200 / 9);
}

TEST_CASE("promotion race: a pawn is worth more the closer it is to promoting") {
  const EvalTables& et = eval_tables(variant("chess"));
  Value last = -ValueInfinite;
  for (int rank = 3; rank <= 7; ++rank) {
    const std::string fen = "4k3/" + std::string(rank == 7 ? "P7" : "8") + "/" + (rank == 6 ? "P7" : "8") +
                            "/" + (rank == 5 ? "P7" : "8") + "/" + (rank == 4 ? "P7" : "8") + "/" +
                            (rank == 3 ? "P7" : "8") + "/" + (rank == 2 ? "P7" : "8") + "/4K3 w - - 0 1";
    INFO(fen);
    const Value v = evaluate(position("chess", fen), et);
    CHECK(v > last);
    last = v;
  }
  // a2 and a3 are both five moves from a8: the double step makes up the difference.
  CHECK(et.steps_to_goal[0][1][8] == 5);
  CHECK(et.steps_to_goal[0][1][16] == 5);
}

// King of the hill, racing kings, breakthrough: a flag piece in its region wins, so the race term
// counts the distance to the region as it counts a pawn's to promotion, and a breakthrough piece
// that never steps back has a route, which earns the passed bonus while nothing stops it.
TEST_CASE("flag race: a flag piece is worth more the nearer it stands to its flag region") {
  const Variant& bt = variant("breakthrough");
  const EvalTables& et = eval_tables(bt);
  const int piece = idx(bt.type_of_letter('p'));
  CHECK(et.goal_types >> piece & 1);
  CHECK(et.pawnlike_types >> piece & 1);
  CHECK(et.steps_to_goal[0][piece][8] == 6);  // a2: six moves from the eighth rank
  CHECK(et.steps_to_goal[1][piece][8] == 1);  // Black's goal is the first rank
  Value last = -ValueInfinite;
  for (int rank = 2; rank <= 7; ++rank) {
    std::string fen = "7p/";
    for (int r = 7; r >= 1; --r) fen += r == rank ? "P7/" : "8/";
    fen.back() = ' ';
    fen += "w 0 1";
    INFO(fen);
    const Value v = evaluate(position("breakthrough", fen), et);
    CHECK(v > last);
    last = v;
  }
  // The same king steps towards the centre: worth more where the centre wins than in chess, and in
  // racing kings a step north is worth more than one east.
  const auto gain = [](const char* id, const char* near, const char* far) {
    const EvalTables& t = eval_tables(variant(id));
    return evaluate(position(id, near), t) - evaluate(position(id, far), t);
  };
  const char* centre = "4k3/8/8/8/8/4K3/8/8 w - - 0 1";
  const char* home = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  CHECK(gain("kingofthehill", centre, home) > gain("chess", centre, home) + 20);
  CHECK(gain("racingkings", "8/8/8/8/8/8/k5K1/8 w - - 0 1", "8/8/8/8/8/8/k7/6K1 w - - 0 1") >
        gain("racingkings", "8/8/8/8/8/8/k6K/8 w - - 0 1", "8/8/8/8/8/8/k5K1/8 w - - 0 1"));
}

// Kyoto shogi: every move turns the piece over (pawn and rook, silver and bishop, lance or knight
// and gold). Each face is worth the mean of its group, so a move gains or loses no material by
// turning a piece over; before, a gold turning back into a lance lost 220 cp, and the search would
// not move its golds or rooks.
namespace {

// Counts the quiet moves from the start that turn a piece over, checking that none changes material.
int turning_over_keeps_material(const char* id) {
  Position pos = position(id);
  const EvalTables& et = eval_tables(pos.variant());
  const Value white = material(pos, Color::White, et);
  MoveList moves;
  generate_legal(pos, moves);
  int turned = 0;
  for (Move m : moves) {
    if (is_capture(pos, m)) continue;
    const PieceType before = type_of(pos.mover(m));
    pos.do_move(m);
    INFO(id << " " << pos.fen());
    turned += type_of(pos.at(m.to())) != before;
    CHECK(material(pos, Color::White, et) == white);  // turning over neither gains nor loses
    pos.undo_move(m);
  }
  return turned;
}

Value table_value(const char* id, char letter) {
  const Variant& v = variant(id);
  return eval_tables(v).value[idx(v.type_of_letter(letter))];
}

}  // namespace

TEST_CASE("a piece that turns over on every move is worth the mean of its two faces") {
  const Variant& kyoto = variant("kyotoshogi");
  CHECK(table_value("kyotoshogi", 'p') == table_value("kyotoshogi", 'r'));
  CHECK(table_value("kyotoshogi", 's') == table_value("kyotoshogi", 'b'));
  CHECK(table_value("kyotoshogi", 'l') == table_value("kyotoshogi", 'g'));
  CHECK(table_value("kyotoshogi", 'n') == table_value("kyotoshogi", 'g'));
  CHECK(table_value("kyotoshogi", 'p') > 100);
  // Where every cell is in the zone, mobility is measured there: a silver is not the floor value.
  // (Asked of the derivation itself: the definition sets fitted values.)
  CHECK(mobility_value(kyoto, kyoto.type_of_letter('s')) > 100);
  CHECK(turning_over_keeps_material("kyotoshogi") > 5);
  // Micro shogi turns a piece over only when it captures: its faces keep their own values.
  CHECK(table_value("micro", 'r') != table_value("micro", 'g'));
  CHECK(table_value("micro", 'r') > 200);
}

// The lance and the knight both turn into the gold. Valued apart, each pair's own mean would leave
// the three faces at three values, and turning a lance into a gold would gain material: the whole
// group shares one value instead.
TEST_CASE("faces that turn into one face share one value, whatever the definition gives them") {
  load_definitions("[kyoto-apart:kyotoshogi]\nvalue.l = 131\nvalue.n = 10\nvalue.g = 228\n");
  CHECK(table_value("kyoto-apart", 'l') == (131 + 10 + 2 * 228) / 4);
  CHECK(table_value("kyoto-apart", 'n') == table_value("kyoto-apart", 'l'));
  CHECK(table_value("kyoto-apart", 'g') == table_value("kyoto-apart", 'l'));
  CHECK(turning_over_keeps_material("kyoto-apart") > 5);
}

TEST_CASE("a lone minor piece cannot mate so its advantage is scaled down") {
  const EvalTables& et = eval_tables(variant("chess"));
  CHECK(evaluate(position("chess", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), et) < 100);
  CHECK(evaluate(position("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), et) > 400);
}

TEST_CASE("piece values derived from mobility agree with the conventional values") {
  // The derivation is fitted on Chess; it must reproduce the conventional values within 15%. The
  // variants' own tables are fitted to self-play and may leave it (Capablanca's Knight is 265 on the
  // wider board), so they are held only to its ranking, in the next test.
  const std::map<std::string, std::map<std::string, int>> conventional = {
      {"chess", {{"Knight", 300}, {"Bishop", 325}, {"Rook", 500}, {"Queen", 950}}},
      {"capablanca",
       {{"Knight", 300},
        {"Bishop", 350},
        {"Rook", 500},
        {"Archbishop", 850},
        {"Chancellor", 900},
        {"Queen", 950}}}};
  for (const auto& [id, values] : conventional) {
    const Variant& v = variant(id);
    int measured = 0;
    for (int t = 1; t <= v.type_count(); ++t) {
      const PieceDef& p = v.piece(type_at(t));
      if (p.royal || !p.promotion.zone.empty()) continue;  // kings are priceless, pawns are the unit
      const int want = values.at(p.name);
      INFO(id << " " << p.name << " derived " << mobility_value(v, type_at(t)) << " conventional " << want);
      CHECK(std::abs(mobility_value(v, type_at(t)) - want) <= want * 15 / 100);
      ++measured;
    }
    CHECK(measured == int(values.size()));
  }
  CHECK(average_mobility(variant("chess"), type_at(2), 0.0) == Approx(5.25));  // knight: 336 / 64
  CHECK(average_mobility(variant("chess"), type_at(4), 0.0) == Approx(14.0));  // rook: always 14
}

// Hoppelpoppel's Knibis moves as a knight and captures as a bishop, New Zealand's Kniroo moves as a
// knight and captures as a rook; the Biskni and the Rookni the other way round. Only the capture
// counts, as for a pawn's push: the knight moves used to add 390 cp to the Knibis and the Kniroo.
TEST_CASE("a move-only step adds nothing to a piece's derived value") {
  const Variant& chess = variant("chess");
  const int knight = mobility_value(chess, chess.type_of_letter('n'));
  const int bishop = mobility_value(chess, chess.type_of_letter('b'));
  const int rook = mobility_value(chess, chess.type_of_letter('r'));
  const auto derived = [](const char* id, char letter, const char* name) {
    const Variant& v = variant(id);
    const PieceType t = v.type_of_letter(letter);
    CHECK(v.piece(t).name == name);
    return mobility_value(v, t);
  };
  CHECK(derived("hoppelpoppel", 'n', "Knibis") == bishop);
  CHECK(derived("hoppelpoppel", 'b', "Biskni") == knight);
  CHECK(derived("newzealand", 'n', "Kniroo") == rook);
  CHECK(derived("newzealand", 'r', "Rookni") == knight);
}

TEST_CASE("derived values rank the pieces as each variant's own table does") {
  // Pieces that can neither be measured (royal, promoting) nor capture (Shepherds) are left out.
  for (const std::string& id : variant_ids()) {
    const Variant& v = variant(id);
    std::vector<PieceType> measured;
    for (int t = 1; t <= v.type_count(); ++t) {
      const PieceDef& p = v.piece(type_at(t));
      if (!p.royal && p.promotion.zone.empty() && !p.shepherd && !p.guard) measured.push_back(type_at(t));
    }
    for (PieceType a : measured)
      for (PieceType b : measured) {
        // Where the table ranks a clearly (5%) below b, the derivation must not rank a clearly above b.
        if (v.piece(a).value * 105 / 100 >= v.piece(b).value) continue;
        const int da = mobility_value(v, a), db = mobility_value(v, b);
        INFO(id << ": " << v.piece(a).name << " " << da << "/" << v.piece(a).value << " vs "
                << v.piece(b).name << " " << db << "/" << v.piece(b).value);
        CHECK(da <= db * 105 / 100);
      }
  }
}

TEST_CASE("transposition table keeps mate scores relative to the node and returns stored moves") {
  TranspositionTable tt(1);
  const Move m = Move::make(cell_at(12), cell_at(28));
  tt.store(0x123456789abcdef0ull, value_to_tt(ValueMate - 7, 3), 15, 6, BoundExact, m);
  TTEntry e;
  REQUIRE(tt.probe(0x123456789abcdef0ull, e));
  CHECK(e.best() == m);
  CHECK(value_from_tt(e.value, 5) == ValueMate - 9);
  CHECK(e.depth == 6);
  CHECK(e.bound() == BoundExact);
  CHECK_FALSE(tt.probe(0x0fedcba987654321ull, e));
  tt.clear();
  CHECK_FALSE(tt.probe(0x123456789abcdef0ull, e));
}
