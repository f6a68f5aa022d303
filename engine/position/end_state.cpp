// Game ends that a variant rule decides before anyone moves: extinction, a flag reached, the last check given,
// bikjang and two passes. Checked in Fairy-Stockfish's order, so that positions where two rules apply end the same way.
#include <algorithm>
#include <bit>
#include <iterator>

#include "position/position.h"

namespace tessera {

namespace {

// Does colour c have a flag piece in its own flag region?
bool on_flag(const Position& pos, Color c) {
  const Variant& v = pos.variant();
  bool found = false;
  v.flag_region(c).for_each([&](Cell s) {
    const Piece p = pos.at(s);
    found = found || (is_piece(p) && color_of(p) == c && v.carries_flag(type_of(p)));
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
  // The royal pieces faced each other before and after the last move, or both sides passed.
  if (state().plies_from_null > 0 && plies_since_fen() > 0) {
    const StateInfo& st = state();
    const StateInfo& before = states_[states_.size() - 2];
    if (st.facing && before.facing) return {EndKind::Bikjang, material_result()};
    if (st.passed && before.passed) return {EndKind::BothPassed, material_result()};
  }
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

// Janggi's points: White (who moves first) must lead by more than the one and a half points the
// second player is given, so a game scored this way is never drawn.
EndValue Position::material_result() const {
  const EndRules& e = v_->end_rules();
  if (e.material_counting == MaterialCounting::None) return EndValue::Draw;
  static constexpr int Points[] = {13, 7, 5, 3, 3, 2};
  int lead = 0;
  for (size_t i = 0; i < e.material_pieces.size() && i < std::size(Points); ++i) {
    const PieceType t = e.material_pieces[i] ? v_->type_of_letter(e.material_pieces[i]) : PieceType::None;
    if (t != PieceType::None) lead += Points[i] * (count(Color::White, t) - count(Color::Black, t));
  }
  const bool white_wins = 2 * lead > 3;
  return white_wins == (side_ == Color::White) ? EndValue::Win : EndValue::Loss;
}

}  // namespace tessera
