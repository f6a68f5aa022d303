// Legal move filtering: finds checks and pinned pieces once per node, so most moves need no test.
// In check, for pinned pieces, en passant and castling, the move is made and the royal piece examined.
#include <bit>

#include "movegen/movegen.h"

namespace tessera {

namespace {

struct Safety {
  bool check = false;
  CellSet pinned;
};

// Walks out from our royal piece along every line an enemy slider uses; a
// lone friendly piece (or, on hidden-cell boards, a friendly Guard on a
// crossed cell) between it and such a slider is pinned.
Safety find_pins(const Position& pos, Color us, Cell king) {
  const Variant& v = pos.variant();
  const Color them = ~us;
  const bool hidden = v.has_hidden_cells();
  Safety s;
  s.check = pos.attacked(king, them);
  for (DirSet dirs = v.attack_dirs(them); dirs; dirs &= DirSet(dirs - 1)) {
    const Dir d = dir_at(std::countr_zero(unsigned(dirs)));
    Cell at = king, blocker = NoCell;
    for (int dist = 1;; ++dist) {
      if (hidden) {
        const Cell w = v.via(at, d);
        const Piece g = pos.at(w);
        if (is_piece(g) && color_of(g) == us && v.is_guard(type_of(g))) {
          if (is_cell(blocker)) break;
          blocker = w;
        }
      }
      at = v.next(at, d);
      if (!is_cell(at)) break;
      const Piece p = pos.at(at);
      if (!is_piece(p)) continue;
      if (color_of(p) == us) {
        if (is_cell(blocker)) break;
        blocker = at;
        continue;
      }
      if (is_cell(blocker) && v.attack_range(them, type_of(p), d) >= dist) s.pinned.add(blocker);
      break;
    }
  }
  return s;
}

bool royal_safe_after(Position& pos, Move m) {
  const Color us = pos.side_to_move();
  pos.do_move(m);
  const Cell king = pos.royal(us);
  const bool safe = !is_cell(king) || !pos.attacked(king, ~us);
  pos.undo_move(m);
  return safe;
}

// flyingGeneral, and bikjangRule while they face: besides its safety, the move may not leave the
// royal pieces facing each other.
bool royal_safe_and_apart_after(Position& pos, Move m) {
  const Color us = pos.side_to_move();
  pos.do_move(m);
  const Cell king = pos.royal(us);
  const bool ok = !is_cell(king) || (!pos.attacked(king, ~us) && !pos.generals_face(us));
  pos.undo_move(m);
  return ok;
}

// makpongRule: in check, the royal piece may move only to capture the one piece giving check.
void makpong_filter(Position& pos, MoveList& out) {
  const Cell king = pos.royal(pos.side_to_move());
  if (!is_cell(king)) return;
  Cell checkers[2];
  const int n = pos.attackers(king, ~pos.side_to_move(), checkers, 2);
  if (n == 0) return;
  out.filter([&](Move m) { return m.from() != king || (n == 1 && m.to() == checkers[0]); });
}

// Inlined into the filter below: called out of line, it costs chess perft about 8% more instructions.
[[gnu::always_inline]] inline bool legal_given(Position& pos, Move m, const Safety& s, Cell king) {
  if (s.check || m.moves_other_cells() || s.pinned.has(m.from())) return royal_safe_after(pos, m);
  if (m.from() == king) return pos.royal_step_safe(m.from(), m.to());
  return true;
}

// checking = false: does `m` leave the opponent's royal piece attacked?
bool gives_check(Position& pos, Move m) {
  pos.do_move(m);
  const bool check = pos.in_check();
  pos.undo_move(m);
  return check;
}

// Path atoms: a screen or a lame leaper's block can pin, so only the royal piece's own steps skip
// making the move. Out of line, so that the common filter in generate_legal stays one loop.
[[gnu::noinline]] void filter_exactly(Position& pos, MoveList& out, Cell king) {
  if (pos.variant().flying_general()) {
    out.filter([&](Move m) { return royal_safe_and_apart_after(pos, m); });
    return;
  }
  // Bikjang: the generals must part, unless the side passes, which it may even in check (the
  // pass ends the game).
  if (pos.state().facing) {
    out.filter([&](Move m) { return m.is_pass() || royal_safe_and_apart_after(pos, m); });
    return;
  }
  Safety s;
  s.check = pos.attacked(king, ~pos.side_to_move());
  out.filter(
      [&](Move m) { return m.from() == king ? legal_given(pos, m, s, king) : royal_safe_after(pos, m); });
}

// The rules that narrow the royal-safe moves further, as Fairy-Stockfish applies them: moves giving
// check go first, then forced capture keeps only the captures if any capture is still left.
[[gnu::noinline]] void apply_end_rules(Position& pos, MoveList& out) {
  const EndRules& rules = pos.variant().end_rules();
  if (pos.variant().makpong()) makpong_filter(pos, out);
  if (!rules.checking) out.filter([&](Move m) { return !gives_check(pos, m); });
  if (rules.must_capture) {
    bool any = false;
    for (Move m : out) any = any || is_capture(pos, m);
    if (any) out.filter([&](Move m) { return is_capture(pos, m); });
  }
}

}  // namespace

bool is_capture(const Position& pos, Move m) {
  switch (m.kind()) {
    case MoveKind::EnPassant: return true;
    case MoveKind::Castle: return false;
    default: return !pos.empty(m.to()) && color_of(pos.at(m.to())) != pos.side_to_move();
  }
}

void generate_legal(Position& pos, MoveList& out) {
  out.clear();
  const Variant& v = pos.variant();
  gen::plain_moves(pos, out);
  const Color us = pos.side_to_move();
  const Cell king = v.has_royal() ? pos.royal(us) : NoCell;
  if (is_cell(king) && v.exact_legality()) {
    filter_exactly(pos, out, king);
  } else if (is_cell(king)) {
    const Safety s = find_pins(pos, us, king);
    out.filter([&](Move m) { return legal_given(pos, m, s, king); });
  }
  if (v.seirawan_gating()) gen::gates(pos, out);  // each legal because its plain move is
  if (v.filters_setup()) gen::setup_filter(pos, out);
  if (v.filters_legal()) apply_end_rules(pos, out);
}

}  // namespace tessera
