// Random Westfield games that favour pushes, captures by landing, en passant and promotions:
// every legal move at every node is made and unmade, and must restore the exact FEN and key.
#include <algorithm>

#include "movegen/push.h"
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// Start points: the setup, and crowded positions near the seam, the camp and the far rank.
const char* const Starts[] = {
    "",
    "20/20/20/20/4x15/3p1p14/2p3p1e11/3PPPPN1Ggp8/4Y2X2y1x7/8R4r6[] w - - 0 1",
    "4n15/2PPPPpp12/3Y2X13/7x12/20/20/20/20/18y1/EEEEEE13q[QRnb] w - - 0 1",
    "3nhn14/20/20/20/20/20/20/11e8/2pPGEs1g1S1Pp6/4Y4X2y7[] w - - 0 1",
    "20/R19/20/1nE1Ee2EeP9/3Y5y10/3X2x13/20/20/20/20[QNbr] w - - 0 1",
    "20/20/10p9/9r1N8/10X9/6QNb2qBn6/1hRG3Y4x7/2y17/20/20[Bn] w - - 0 1",
    "20/20/20/20/20/9Ee9/9Pp9/8BHhb8/7NPSspn7/8YXxy8[] b - - 0 1",
    "20/20/20/20/20/2pp3PP2pp3PP2/1PYP3xpp2XP3yp1/2p1G1E1g3s1e1S3/20/20[] w - - 0 1",
};

struct Tally {
  int moves = 0, pushes = 0, landing_captures = 0, en_passant = 0, ep_with_shepherd = 0;
  int promotions = 0, push_promotions = 0, ep_targets = 0;
};

bool interesting(const Position& p, Move m) {
  if (m.kind() != MoveKind::Normal) return true;
  return !p.empty(m.to());
}

void tally(const Position& p, Move m, Tally& t) {
  ++t.moves;
  if (m.kind() == MoveKind::Promotion ||
      (m.kind() == MoveKind::EnPassant && m.promotion() != PieceType::None))
    ++t.promotions;
  if (m.kind() == MoveKind::EnPassant) {
    ++t.en_passant;
    if (!p.empty(m.to())) ++t.ep_with_shepherd;
  }
  PushPlan plan;
  if (m.kind() != MoveKind::Push || !plan_push(p, m, plan)) return;
  ++t.pushes;
  for (int i = 0; i < plan.count; ++i) {
    if (plan.pieces[i].taken || is_cell(plan.pieces[i].captures)) ++t.landing_captures;
    if (plan.pieces[i].promotion != PieceType::None) ++t.push_promotions;
  }
}

// Every legal move made and unmade restores FEN and key; the chosen one's
// incremental key equals the key of its FEN read afresh.
Move check_node(Position& p, std::mt19937& rng, bool with_oracle) {
  MoveList list;
  generate_legal(p, list);
  const std::string fen = p.fen();
  const Key key = p.key();
  if (with_oracle) same_as_oracle(p);
  for (Move m : list) {
    p.do_move(m);
    p.undo_move(m);
    if (p.key() != key || p.fen() != fen) {
      INFO(fen << "  move " << move_to_text(p, m));
      REQUIRE(p.fen() == fen);
      REQUIRE(p.key() == key);
    }
  }
  if (list.empty()) return Move::none();
  // Sorted by text, so the games follow from the rules and the seed, not from the order the
  // generator happens to list moves in (which undo and piece-list changes redraw).
  std::vector<std::pair<std::string, Move>> all, pick;
  for (Move m : list) all.emplace_back(move_to_text(p, m), m);
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& e : all)
    if (interesting(p, e.second)) pick.push_back(e);
  const auto& from = (!pick.empty() && rng() % 3) ? pick : all;
  return from[rng() % from.size()].second;
}

}  // namespace

#if defined(__SANITIZE_ADDRESS__)
constexpr int Rounds = 25;  // the sanitizer build is ~5-10x slower
#else
constexpr int Rounds = 250;
#endif

TEST_CASE("Westfield make/unmake restores FEN and hash over thousands of push-heavy random playouts") {
  std::mt19937 rng(20240607);
  Tally t;
  int playouts = 0;
  for (int round = 0; round < Rounds; ++round)
    for (const char* start : Starts) {
      Position p = wpos(start);
      ++playouts;
      for (int ply = 0; ply < 40; ++ply) {
        const Move m = check_node(p, rng, round % 10 == 0);
        if (m.is_none()) break;
        tally(p, m, t);
        p.do_move(m);
        t.ep_targets += p.state().ep_count;
        Position fresh(p.variant());
        REQUIRE(fresh.set_fen(p.fen()) == "");
        REQUIRE(fresh.key() == p.key());
      }
    }
  INFO("moves " << t.moves << " pushes " << t.pushes << " landing captures " << t.landing_captures
                << " en passant " << t.en_passant << " (with Shepherd " << t.ep_with_shepherd
                << ") promotions " << t.promotions << " push promotions " << t.push_promotions
                << " ep targets " << t.ep_targets);
  const int scale = 250 / Rounds;  // the counts below are for the full run, 8 x 250 playouts
  CHECK(playouts == 8 * Rounds);
  CHECK(t.pushes * scale > 1000);
  CHECK(t.landing_captures * scale > 100);
  CHECK(t.en_passant * scale > 10);
  CHECK((Rounds < 250 || t.ep_with_shepherd > 0));  // rare: 7 in the full run
  CHECK(t.promotions * scale > 100);
  CHECK(t.push_promotions * scale > 10);
  WARN("moves " << t.moves << " pushes " << t.pushes << " landing captures " << t.landing_captures
                << " en passant " << t.en_passant << " (with Shepherd " << t.ep_with_shepherd
                << ") promotions " << t.promotions << " push promotions " << t.push_promotions
                << " ep targets " << t.ep_targets);
}
