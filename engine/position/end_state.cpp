// Game ends that a variant rule decides before anyone moves: extinction, a flag reached, the last check given.
// Checked in Fairy-Stockfish's order, so that positions where two rules apply end the same way.
#include <algorithm>
#include <bit>

#include "position/position.h"

namespace tessera {

namespace {

// Does colour c have a flag piece in its own flag region?
bool on_flag(const Position& pos, Color c) {
  const Variant& v = pos.variant();
  bool found = false;
  v.flag_region(c).for_each([&](Cell s) {
    const Piece p = pos.at(s);
    found = found || (is_piece(p) && color_of(p) == c && (v.flag_types() >> idx(type_of(p)) & 1));
  });
  return found;
}

bool extinct(const Position& pos, Color c, Color us) {
  const Variant& v = pos.variant();
  const ExtinctionRule& rule = v.end_rules().extinction;
  const int needed = rule.opponent_piece_count + (rule.claim && c == us ? 1 : 0);
  if (v.extinction_all() && pos.count(c) <= rule.piece_count && pos.count(~c) >= needed) return true;
  for (uint32_t m = v.extinction_types(); m; m &= m - 1) {
    const PieceType t = type_at(std::countr_zero(m));
    if (pos.count(c, t) <= rule.piece_count && pos.count(~c, t) >= needed) return true;
  }
  return false;
}

}  // namespace

ImmediateEnd Position::immediate_end() const {
  const Variant& v = *v_;
  if (!v.has_immediate_end()) return {};
  const EndRules& e = v.end_rules();
  const Color us = side_;
  if (v.extinction_all() || v.extinction_types())
    for (Color c : {~us, us})
      if (extinct(*this, c, us))
        return {EndKind::Extinction, c == us ? e.extinction.value : -e.extinction.value};
  if (v.flag_types()) {
    // Without flagMove the side that just moved has won by arriving. With it the opponent had its
    // reply, and the side to move now wins, or draws if Black followed White onto its flag.
    if (!e.flag.flag_move && on_flag(*this, ~us)) return {EndKind::Flag, EndValue::Loss};
    if (e.flag.flag_move && on_flag(*this, us))
      return {EndKind::Flag, us == Color::White && on_flag(*this, ~us) ? EndValue::Draw : EndValue::Win};
  }
  if (e.check_counting && checks_left(~us) == 0) return {EndKind::CheckCount, EndValue::Loss};
  return {};
}

bool Position::checked_by_drop_mate_piece() const {
  const uint32_t types = v_->drop_mate_types();
  const StateInfo& st = state();
  if (!types || !st.dropped || !(types >> idx(type_of(st.moved)) & 1) || !is_cell(royal(side_))) return false;
  Cell checkers[8];
  const int n = std::min(attackers(royal(side_), ~side_, checkers, 8), 8);
  for (int i = 0; i < n; ++i)
    if (!(types >> idx(type_of(at(checkers[i]))) & 1)) return false;
  return n > 0;
}

}  // namespace tessera
