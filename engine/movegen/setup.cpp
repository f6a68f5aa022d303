// Setup phases (placement, sittuyin): bishops that must end on both shades
// (dropOppositeColoredBishop), drops that come before every other move (mustDrop), and sittuyin's
// promotions, which are moves of their own and may not give check or attack a piece.
#include "movegen/movegen.h"

namespace tessera {

namespace {

// dropOppositeColoredBishop, as Fairy-Stockfish 11.1 decides it: a bishop may not be dropped on the
// shade of a bishop already down; another piece may not take the last free drop cell of a shade
// that a bishop still in hand needs.
bool bishops_stay_apart(const Position& pos, Move m) {
  const Variant& v = pos.variant();
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const PieceType bishop = v.bishop_type();
  if (bishop == PieceType::None) return true;
  bool placed[2] = {false, false}, free[2] = {false, false};
  for (int i = 0; i < pos.count(us); ++i) {
    const Cell s = pos.piece_cell(us, i);
    if (type_of(pos.at(s)) == bishop) placed[g.shade(s)] = true;
  }
  if (m.dropped() == bishop) return !placed[g.shade(m.to())];
  const CellSet& region = v.def().hands.region.side[idx(us)];
  for (int i = 0; i < g.size(); ++i) {
    const Cell s = cell_at(i);
    if (s != m.to() && pos.empty(s) && (region.empty() || region.has(s))) free[g.shade(s)] = true;
  }
  const int shades = (!placed[0] && free[0]) + (!placed[1] && free[1]);
  return shades >= pos.pool(us, bishop);
}

// A sittuyin promotion may neither give check nor leave the new piece attacking an enemy piece
// (Fairy-Stockfish 11.1's rule). With promotionLimit 1 no other piece of the new type can be the
// attacker that attacked() finds.
bool promotion_threatens(Position& pos, Move m) {
  const Color us = pos.side_to_move();
  pos.do_move(m);
  bool hit = pos.in_check();
  for (int i = 0; i < pos.count(~us) && !hit; ++i)
    hit = pos.attacked(pos.piece_cell(~us, i), us, 1u << idx(m.promotion()));
  pos.undo_move(m);
  return hit;
}

// On a long diagonal (a bishop's line from a corner of the side's first rank) in the opponent's half.
bool promotion_cell(const Position& pos, Color us, Cell s) {
  const Geometry& g = pos.geometry();
  const int last = g.rank_count() - 1;
  const int rank = us == Color::White ? g.rank_of(s) : last - g.rank_of(s);
  const int f = g.file_of(s);
  return rank > (last - 1) / 2 && (f == rank || g.file_count() - 1 - f == rank);
}

// The cells the promoted type could capture on from `s`, where they are empty (Fairy-Stockfish's
// sittuyin promotion steps as its new type captures: a fers one cell diagonally).
void add_promotion_steps(const Position& pos, Cell s, PieceType p, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (const Target& x : v.leaps(us, p, s))
    if ((x.mode & CaptureOnly) && pos.empty(x.to)) out.add(Move::make(s, x.to, MoveKind::Promotion, p));
  for (const RayStep& r : v.rays(us, p, s)) {
    Cell at = s;
    for (int n = 1; n <= r.range; ++n) {
      at = v.next(at, r.dir);
      if (!is_cell(at) || !pos.empty(at)) break;
      if (r.mode & CaptureOnly) out.add(Move::make(s, at, MoveKind::Promotion, p));
    }
  }
}

}  // namespace

void gen::sittuyin_promotions(const Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  const std::string& pawns = v.def().hands.pawn_letters;
  auto is_pawn = [&](Cell s) { return pawns.find(v.piece(type_of(pos.at(s))).letter) != std::string::npos; };
  int count = 0;
  for (int i = 0; i < pos.count(us); ++i) count += is_pawn(pos.piece_cell(us, i));
  for (int i = 0; i < pos.count(us); ++i) {
    const Cell s = pos.piece_cell(us, i);
    if (!is_pawn(s) || (count > 1 && !promotion_cell(pos, us, s))) continue;
    for (char l : v.piece(type_of(pos.at(s))).promotion.choices) {
      const PieceType p = v.type_of_letter(l);
      const int limit = p == PieceType::None ? 0 : v.piece(p).max_count;
      if (p == PieceType::None || (limit && pos.count(us, p) >= limit)) continue;
      out.add(Move::make(s, s, MoveKind::Promotion, p));
      add_promotion_steps(pos, s, p, out);
    }
  }
}

void gen::setup_filter(Position& pos, MoveList& out) {
  const Variant& v = pos.variant();
  if (v.setup().sittuyin_promotion)
    out.filter([&](Move m) { return m.kind() != MoveKind::Promotion || !promotion_threatens(pos, m); });
  if (v.setup().opposite_bishops)
    out.filter([&](Move m) { return !m.is_drop() || bishops_stay_apart(pos, m); });
  if (!v.must_drop() || !pos.hand_count(pos.side_to_move())) return;
  bool drop = false;
  for (Move m : out) drop = drop || m.is_drop();
  if (drop) out.filter([](Move m) { return m.is_drop(); });
}

}  // namespace tessera
