// Pseudo-legal moves of ordinary pieces: leaps and rays from the compiled tables, with
// promotion choices, double steps and en passant. Castling, pushes and Westfield's en passant
// live in castling.cpp, push.cpp and en_passant.cpp.
#include "movegen/movegen.h"
#include "movegen/push.h"

namespace tessera {

namespace {

// Everything one piece's generation needs, gathered once per node.
struct Ctx {
  const Position& pos;
  const Variant& v;
  Color us;
  MoveList& out;
  const StateInfo& st;
  bool leaving = false;  // some piece promotes shogi-style, on moves out of the zone too
};

bool is_ep_land(const StateInfo& st, Cell s) {
  for (int i = 0; i < st.ep_count; ++i)
    if (st.ep[i].land == s) return true;
  return false;
}

// Under EnPassantRule::SameKind a capture-capable move of a same-kind piece
// onto a passed cell is always the en-passant capture, which en_passant.cpp
// generates; the plain move or capture is not a separate choice.
template <bool SameKindEp>
bool replaced_by_ep(const Ctx& c, PieceType t, Cell to, uint8_t mode) {
  if (!SameKindEp || !(mode & CaptureOnly)) return false;
  for (int i = 0; i < c.st.ep_count; ++i)
    if (c.st.ep[i].land == to && (c.v.ep_capturer_types(type_of(c.pos.at(c.st.ep[i].victim))) >> idx(t) & 1))
      return true;
  return false;
}

// Adds every promotion choice of a move into the zone (and the plain move where declining is allowed).
[[gnu::noinline]] void emit_promotions(const Ctx& c, PieceType t, Cell from, Cell to, MoveKind kind,
                                       uint64_t extra) {
  const PromotionDef& rule = c.v.piece(t).promotion;
  const MoveKind pk = kind == MoveKind::Normal ? MoveKind::Promotion : kind;
  if (rule.on_capture_only && c.pos.empty(to)) {  // piecePromotionOnCapture: a quiet move stays
    c.out.add(Move::make(from, to, kind, PieceType::None, extra));
    return;
  }
  for (PieceType p : c.v.promotion_choices(t)) {
    const int limit = c.v.piece(p).max_count;
    if (!limit || c.pos.count(c.us, p) < limit) c.out.add(Move::make(from, to, pk, p, extra));
  }
  if (rule.from_pool)
    for (int i = 1; i <= c.v.type_count(); ++i)
      if (c.v.promotion_uses_pool(t, type_at(i)) && c.pos.pool(c.us, type_at(i)) > 0)
        c.out.add(Move::make(from, to, pk, type_at(i), extra));
  if (!rule.mandatory && !(c.v.def().immobility_illegal && c.v.stuck(c.us, t, to)))
    c.out.add(Move::make(from, to, kind, PieceType::None, extra));
}

// Into the zone (for a pawn promoting on entry, only from outside it), or for a shogi piece also out
// of or within it.
inline bool promotes(const Ctx& c, PieceType t, Cell from, Cell to) {
  return c.v.may_promote(c.us, t) &&
         (c.v.promotes_in(c.us, t, to)
              ? !(c.v.piece(t).promotion.on_entry_only && c.v.promotes_in(c.us, t, from))
              : c.leaving && c.v.promotes_leaving(c.us, t, from));
}

// Adds from-to, expanding promotion choices where the piece promotes.
inline void add_with_promotions(const Ctx& c, PieceType t, Cell from, Cell to, MoveKind kind,
                                uint64_t extra) {
  if (promotes(c, t, from, to)) emit_promotions(c, t, from, to, kind, extra);
  else c.out.add(Move::make(from, to, kind, PieceType::None, extra));
}

// With Tactical set, a move to an empty cell is made only when it promotes: quiescence wants
// captures and promotions, and skipping the rest here saves their legality tests too.
template <bool SameKindEp, bool Tactical = false>
[[gnu::always_inline]] inline void leap_moves(const Ctx& c, PieceType t, Cell from) {
  for (const Target& x : c.v.leaps(c.us, t, from)) {
    const Piece q = c.pos.at(x.to);
    if (!is_piece(q) ? (x.mode & MoveOnly) && (!Tactical || promotes(c, t, from, x.to))
                     : (color_of(q) != c.us && (x.mode & CaptureOnly)))
      if (!replaced_by_ep<SameKindEp>(c, t, x.to, x.mode))
        add_with_promotions(c, t, from, x.to, MoveKind::Normal, 0);
  }
}

template <bool Hidden, bool SameKindEp, bool Tactical = false>
[[gnu::always_inline]] inline void ray_moves(const Ctx& c, PieceType t, Cell from) {
  const uint32_t guards = c.v.guard_types();
  for (const RayStep& r : c.v.rays(c.us, t, from)) {
    Cell at = from;
    for (int n = 1; n <= r.range; ++n) {
      if constexpr (Hidden) {
        const Piece w = c.pos.at(c.v.via(at, r.dir));
        if (is_piece(w) && color_of(w) != c.us && (guards >> idx(type_of(w)) & 1)) break;
      }
      const Cell prev = at;
      at = c.v.next(at, r.dir);
      if (!is_cell(at)) break;
      const Piece q = c.pos.at(at);
      if (!is_piece(q)) {
        if (r.mode & MoveOnly) {
          const bool double_step = n == 2 && (r.mode & SetsEnPassant);
          if ((!Tactical || promotes(c, t, from, at)) && !replaced_by_ep<SameKindEp>(c, t, at, r.mode))
            add_with_promotions(c, t, from, at, MoveKind::Normal, double_step ? uint64_t(idx(prev)) + 1 : 0);
        } else if ((r.mode & TakesEnPassant) && is_ep_land(c.st, at)) {
          add_with_promotions(c, t, from, at, MoveKind::EnPassant, 0);
        }
        continue;
      }
      if (color_of(q) != c.us && (r.mode & CaptureOnly) && !replaced_by_ep<SameKindEp>(c, t, at, r.mode))
        add_with_promotions(c, t, from, at, MoveKind::Normal, 0);
      break;
    }
  }
}

// Path atoms (PieceDef::paths): walk the compiled line, crossing its lame cells (which must be
// empty) and, for hoppers, exactly one screen. A lame double step leaves its crossed cell as
// the en-passant target, like a pawn's.
template <bool Tactical>
void path_moves(const Ctx& c, PieceType t, Cell from) {
  for (const PathLine& l : c.v.paths(c.us, t, from)) {
    const Cell* cells = c.v.path_cells(l.first);
    int k = 0;
    while (k < l.lame && c.pos.empty(cells[k])) ++k;
    if (k < l.lame) continue;
    bool screened = l.kind == PathKind::Slide;
    // The janggi cannon neither hops over nor takes a cannon.
    const bool shy = l.kind == PathKind::JanggiCannon;
    for (; k < l.len; ++k) {
      const Cell to = cells[k];
      const Piece q = c.pos.at(to);
      if (!screened) {
        if (shy && is_piece(q) && type_of(q) == t) break;
        screened = is_piece(q);
        continue;
      }
      const bool lands = c.v.may_stand(c.us, t, to);
      if (!is_piece(q)) {
        if (lands && (l.mode & MoveOnly)) {
          const bool double_step = (l.mode & SetsEnPassant) && l.lame == 1 && k == 1;
          if (!Tactical || promotes(c, t, from, to))
            add_with_promotions(c, t, from, to, MoveKind::Normal,
                                double_step ? uint64_t(idx(cells[0])) + 1 : 0);
        } else if (lands && (l.mode & TakesEnPassant) && is_ep_land(c.st, to)) {
          add_with_promotions(c, t, from, to, MoveKind::EnPassant, 0);
        }
        if (l.kind == PathKind::Grasshopper) break;
        continue;
      }
      if (lands && color_of(q) != c.us && (l.mode & CaptureOnly) && !(shy && type_of(q) == t))
        add_with_promotions(c, t, from, to, MoveKind::Normal, 0);
      break;
    }
  }
}

// Variant features as template flags, so chess-like variants pay nothing for Westfield's.
template <bool Hidden, bool SameKindEp, bool Shepherds, bool Tactical = false>
void all_piece_moves(const Ctx& c) {
  const int n = c.pos.count(c.us);
  for (int i = 0; i < n; ++i) {
    const Cell from = c.pos.piece_cell(c.us, i);
    const PieceType t = type_of(c.pos.at(from));
    if (Shepherds && c.v.is_shepherd(t)) {
      gen::shepherd_moves(c.pos, from, t, c.out);
      continue;
    }
    leap_moves<SameKindEp, Tactical>(c, t, from);
    ray_moves<Hidden, SameKindEp, Tactical>(c, t, from);
    if constexpr (Shepherds)
      if (c.v.has_paths()) path_moves<Tactical>(c, t, from);  // Westfield rules with Betza pieces
  }
}

// Drops the moves after `start` that repeat one before them (two atoms landing on one cell).
void drop_repeats(MoveList& out, int start) {
  int n = start;
  for (int i = start; i < out.size(); ++i) {
    bool seen = false;
    for (int j = start; j < n && !seen; ++j) seen = out[j] == out[i];
    if (!seen) out[n++] = out[i];
  }
  out.truncate(n);
}

// Variants with path atoms or overlapping atoms (Betza definitions): every piece also walks its
// paths, and a type whose atoms overlap has its repeated moves dropped.
template <bool Hidden, bool Tactical>
[[gnu::noinline]] void extended_piece_moves(const Ctx& c) {
  const int n = c.pos.count(c.us);
  for (int i = 0; i < n; ++i) {
    const Cell from = c.pos.piece_cell(c.us, i);
    const PieceType t = type_of(c.pos.at(from));
    const int start = c.out.size();
    leap_moves<false, Tactical>(c, t, from);
    ray_moves<Hidden, false, Tactical>(c, t, from);
    path_moves<Tactical>(c, t, from);
    if (c.v.overlap_types() >> idx(t) & 1) drop_repeats(c.out, start);
  }
}

// Boards with Shepherding pieces or a pending same-kind en passant, kept out of line so that
// the common path below compiles as if these features did not exist.
[[gnu::noinline]] void special_piece_moves(const Ctx& c, bool same_kind) {
  if (c.v.has_hidden_cells())
    same_kind ? all_piece_moves<true, true, true>(c) : all_piece_moves<true, false, true>(c);
  else same_kind ? all_piece_moves<false, true, true>(c) : all_piece_moves<false, false, true>(c);
}

// pieceDemotion: a promoted piece's moves that start or end in its base type's zone may turn it back
// (with mandatoryPiecePromotion they must); with piecePromotionOnCapture only its captures do.
[[gnu::noinline]] void add_demotions(const Position& pos, MoveList& out, int start) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  const int end = out.size();
  for (int i = start; i < end; ++i) {
    const Move m = out[i];
    if (m.kind() != MoveKind::Normal || !pos.promoted(m.from())) continue;
    const PieceType base = pos.origin(m.from());
    const PromotionDef& rule = v.piece(base).promotion;
    if (!rule.shogi || !(v.promotes_in(us, base, m.to()) || v.promotes_in(us, base, m.from()))) continue;
    if (rule.on_capture_only && pos.empty(m.to())) continue;
    const Move back = Move::make(m.from(), m.to(), MoveKind::Promotion, base);
    if (rule.mandatory) out[i] = back;
    else out.add(back);
  }
}

}  // namespace

void gen::add_with_promotions(const Position& pos, PieceType t, Cell from, Cell to, MoveKind kind,
                              uint64_t extra, MoveList& out) {
  add_with_promotions(
      Ctx{pos, pos.variant(), pos.side_to_move(), out, pos.state(), pos.variant().shogi_promotion()}, t, from,
      to, kind, extra);
}

void generate_pseudo(const Position& pos, MoveList& out) {
  gen::plain_moves(pos, out);
  if (pos.variant().seirawan_gating()) [[unlikely]]
    gen::gates(pos, out);
}

void gen::plain_moves(const Position& pos, MoveList& out) {
  const Ctx c{pos, pos.variant(), pos.side_to_move(), out, pos.state(), pos.variant().shogi_promotion()};
  const int start = out.size();
  const bool same_kind = c.v.en_passant_rule() == EnPassantRule::SameKind && c.st.ep_count;
  if (c.v.shepherd_types() || same_kind) {
    special_piece_moves(c, same_kind);
    if (same_kind) gen::same_kind_en_passant(pos, out);
  } else if (c.v.extended_moves()) {
    c.v.has_hidden_cells() ? extended_piece_moves<true, false>(c) : extended_piece_moves<false, false>(c);
  } else if (c.v.has_hidden_cells()) {
    all_piece_moves<true, false, false>(c);
  } else {
    all_piece_moves<false, false, false>(c);
  }
  if (c.v.piece_demotion()) add_demotions(pos, out, start);
  if (c.v.def().castling.kind != CastlingDef::Kind::None && pos.castling_rights()) gen::castles(pos, out);
  if (c.v.has_drops()) gen::drops(pos, out);
  if (c.v.cambodian_moves()) [[unlikely]]
    gen::cambodian_leaps(pos, out);
  if (c.v.setup().sittuyin_promotion) [[unlikely]]
    gen::sittuyin_promotions(pos, out);
  if (c.v.king_pass() && is_cell(pos.royal(c.us))) out.add(Move::pass(pos.royal(c.us)));
}

void generate_tactical(const Position& pos, MoveList& out) {
  const Ctx c{pos, pos.variant(), pos.side_to_move(), out, pos.state(), pos.variant().shogi_promotion()};
  const int start = out.size();
  // A push can capture by landing and a same-kind en passant replaces plain moves, so those
  // boards get the full list; quiescence filters it the same way.
  if (c.v.shepherd_types() || (c.v.en_passant_rule() == EnPassantRule::SameKind && c.st.ep_count))
    generate_pseudo(pos, out);
  else if (c.v.extended_moves())
    c.v.has_hidden_cells() ? extended_piece_moves<true, true>(c) : extended_piece_moves<false, true>(c);
  else if (c.v.has_hidden_cells()) all_piece_moves<true, false, false, true>(c);
  else all_piece_moves<false, false, false, true>(c);
  if (c.v.piece_demotion()) add_demotions(pos, out, start);
}

}  // namespace tessera
