// Displaced pieces: movers are read from the move itself (castling's rook, a push's plan), and
// every capture and pool change from the position before and after, so no rule is restated here.
#include "game/move_effects.h"

#include "position/push_plan.h"

namespace tessera {

const char* how_name(Displaced::How how) {
  switch (how) {
    case Displaced::How::Moved: return "moved";
    case Displaced::How::Pushed: return "pushed";
    case Displaced::How::Captured: return "captured";
    case Displaced::How::Pooled: return "pooled";
    case Displaced::How::Unpooled: return "unpooled";
  }
  return "moved";
}

namespace {

void add_movers(const Position& pos, Move m, std::vector<Displaced>& out) {
  // A drop moves a piece from the hand (no `from` cell); the hand's count shows it as Unpooled.
  out.push_back({Displaced::How::Moved, pos.mover(m), m.from(), m.to()});
  if (m.kind() == MoveKind::Castle) {
    const Cell rook = pos.castle_rook(m.castle_slot());
    out.push_back({Displaced::How::Moved, pos.at(rook), rook, pos.castle_rook_target(m)});
  }
  if (m.kind() != MoveKind::Push) return;
  PushPlan plan;
  if (!plan_push(pos, m, plan)) return;
  for (int i = 0; i < plan.count; ++i)
    if (!plan.pieces[i].taken)
      out.push_back({Displaced::How::Pushed, plan.pieces[i].piece, plan.pieces[i].from, plan.pieces[i].to});
}

}  // namespace

std::vector<Displaced> displaced_pieces(Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Variant& v = pos.variant();
  std::vector<Displaced> out;
  add_movers(pos, m, out);
  const size_t movers = out.size();
  std::vector<Piece> before(size_t(g.size()));
  for (int i = 0; i < g.size(); ++i) before[size_t(i)] = pos.at(cell_at(i));
  int pools[ColorCount][MaxTypes] = {};
  for (int c = 0; c < ColorCount; ++c)
    for (int t = 1; t <= v.type_count(); ++t) pools[c][t] = pos.pool(Color(c), type_at(t));

  pos.do_move(m);
  for (size_t k = 0; k < movers; ++k)
    if (pos.at(out[k].to) != out[k].piece) out[k].becomes = pos.at(out[k].to);
  // A piece that was on a cell no mover left, and is there no longer, was captured.
  for (int i = 0; i < g.size(); ++i) {
    const Cell c = cell_at(i);
    if (!is_piece(before[size_t(i)]) || pos.at(c) == before[size_t(i)]) continue;
    bool left = false;
    for (size_t k = 0; k < movers; ++k) left = left || out[k].from == c;
    if (!left) out.push_back({Displaced::How::Captured, before[size_t(i)], c, NoCell});
  }
  for (int c = 0; c < ColorCount; ++c)
    for (int t = 1; t <= v.type_count(); ++t) {
      const Piece p = make_piece(Color(c), type_at(t));
      for (int n = pools[c][t]; n < pos.pool(Color(c), type_at(t)); ++n)
        out.push_back({Displaced::How::Pooled, p});
      for (int n = pos.pool(Color(c), type_at(t)); n < pools[c][t]; ++n)
        out.push_back({Displaced::How::Unpooled, p});
    }
  pos.undo_move(m);
  return out;
}

}  // namespace tessera
