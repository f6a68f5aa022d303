// Compiles a VariantDef into the per-cell tables that move generation and attack tests read.
// Mirroring for Black, topology rerouting and reverse (attacked-from) tables are all resolved here.
#include "rules/variant.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>

#include "rules/fen_board.h"

namespace tessera {

namespace {

uint32_t bit(PieceType t) { return uint32_t(1) << idx(t); }

}  // namespace

Variant::Variant(VariantDef def) : def_(std::move(def)) {
  cells_ = geometry().size();
  for (int i = 1; i <= type_count(); ++i) {
    const PieceType t = type_at(i);
    const PieceDef& p = piece(t);
    if (p.royal) royal_type_ = t;
    if (p.guard) guard_mask_ |= bit(t);
    if (p.shepherd) shepherd_mask_ |= bit(t);
    if (p.resets_clock) clock_mask_ |= bit(t);
  }
  compile_topology();
  compile_pieces();
  compile_attacks();
  compile_start_cells();
  compile_paths();
  compile_overlaps();
  compile_stuck_cells();
  compile_double_steps();
  compile_end_rules();
  compile_drops();
  compile_gates();
  push_table_.build(def_);
}

PieceType Variant::type_of_letter(char lower) const {
  for (int i = 0; i < type_count(); ++i)
    if (def_.pieces[i].letter == lower) return type_at(i + 1);
  return PieceType::None;
}

char Variant::letter(Piece p) const {
  const char l = piece(type_of(p)).letter;
  return color_of(p) == Color::White ? char(std::toupper(l)) : l;
}

void Variant::compile_topology() {
  const Geometry& g = geometry();
  for (int d = 0; d < MaxDirs; ++d) {
    topo_.next[d].fill(NoCell);
    topo_.via[d].fill(NoCell);
    if (d >= g.dir_count()) continue;
    for (int i = 0; i < g.size(); ++i) topo_.next[d][i] = g.step(cell_at(i), dir_at(d));
  }
  if (!def_.hidden_cells.empty()) hop_hidden_cells();
  for (const auto& row : topo_.via)
    for (Cell c : row) has_via_ = has_via_ || is_cell(c);
}

void Variant::hop_hidden_cells() {
  const Geometry& g = geometry();
  const CellSet& hidden = def_.hidden_cells;
  for (int d = 0; d < g.dir_count(); d += 2)
    for (int i = 0; i < g.size(); ++i) {
      const Cell from = cell_at(i), n = g.step(from, dir_at(d));
      if (hidden.has(from)) {
        topo_.next[d][i] = NoCell;
      } else if (hidden.has(n)) {
        topo_.next[d][i] = g.step(n, dir_at(d));
        topo_.via[d][i] = is_cell(topo_.next[d][i]) ? n : NoCell;
      }
    }
}

Span<LeapAttacker> Variant::leap_attackers(Color c, Cell target) const {
  const size_t s = size_t(idx(c)) * (geometry().size() + 1) + idx(target);
  return {leap_attack_pool_.data() + leap_attack_index_[s],
          leap_attack_pool_.data() + leap_attack_index_[s + 1]};
}

void Variant::compile_pieces() {
  const Geometry& g = geometry();
  leap_index_.assign(size_t(ColorCount) * MaxTypes * (g.size() + 1) + 1, 0);
  for (int ci = 0; ci < ColorCount; ++ci) {
    const Color c = Color(ci);
    const bool flip = c == Color::Black && def_.black_mirrored;
    auto orient = [&](Dir d) { return flip ? g.mirror(d) : d; };
    for (int ti = 1; ti <= type_count(); ++ti) {
      const PieceType t = type_at(ti);
      const PieceDef& p = piece(t);
      CellSet& allowed = allowed_[ci][ti];
      if (!p.cells.empty()) allowed = p.cells.of(c);
      else
        for (int i = 0; i < g.size(); ++i) allowed.add(cell_at(i));
      promo_zone_[ci][ti] = p.promotion.zone.of(c);
      if (p.promotion.shogi) promo_from_[ci][ti] = promo_zone_[ci][ti];
      may_promote_[ci][ti] = !promo_zone_[ci][ti].empty();
      for (const RayAtom& a : p.rays)
        for (int d = 0; d < g.dir_count(); ++d) {
          if (!(a.dirs >> d & 1)) continue;
          const Dir od = orient(dir_at(d));
          const uint8_t range = a.range ? uint8_t(a.range) : Unlimited;
          const uint8_t start = a.start_range ? uint8_t(a.start_range) : range;
          if (!a.initial_only) rays_[ci][ti].push_back({od, range, a.mode});
          start_rays_[ci][ti].push_back({od, start, a.mode});
        }
    }
  }
  // Leaps and jumps, flattened per (colour, type, cell) in slot order.
  for (int ci = 0; ci < ColorCount; ++ci) {
    const Color c = Color(ci);
    const bool flip = c == Color::Black && def_.black_mirrored;
    for (int ti = 0; ti < MaxTypes; ++ti) {
      for (int i = 0; i <= g.size(); ++i) {
        const Cell from = cell_at(i);
        const PieceType t = type_at(ti);
        leap_index_[slot(c, t, from)] = uint32_t(leap_pool_.size());
        if (ti == 0 || ti > type_count() || i == g.size()) continue;
        const PieceDef& p = piece(t);
        std::vector<Target> found;
        auto add = [&](Cell to, uint8_t mode) {
          if (!is_cell(to) || !allowed_[ci][ti].has(to)) return;
          for (Target& x : found)
            if (x.to == to) {
              x.mode |= mode;
              return;
            }
          found.push_back({to, mode});
        };
        for (const LeapAtom& a : p.leaps)
          for (Coord v : a.vectors) add(g.offset(from, flip ? g.mirror(v) : v), a.mode);
        for (const JumpAtom& a : p.jumps)
          for (int d = 0; d < g.dir_count(); ++d) {
            if (!(a.first >> d & 1)) continue;
            const Dir first = flip ? g.mirror(dir_at(d)) : dir_at(d);
            Cell at = from;
            for (int turn : a.path)
              if (is_cell(at)) at = topo_.next[idx(g.rotate(first, flip ? -turn : turn))][idx(at)];
            add(at, a.mode);
          }
        leap_pool_.insert(leap_pool_.end(), found.begin(), found.end());
      }
    }
  }
  leap_index_.back() = uint32_t(leap_pool_.size());
  for (int ti = 1; ti <= type_count(); ++ti) {
    const PieceDef& p = piece(type_at(ti));
    for (char l : p.promotion.choices) promo_choices_[ti].push_back(type_of_letter(l));
    if (p.promotion.shogi) shogi_promoted_[ti] = promo_choices_[ti][0];
    shogi_promotion_ = shogi_promotion_ || p.promotion.shogi;
    for (int tj = 1; tj <= type_count(); ++tj) {
      const PieceDef& q = piece(type_at(tj));
      if (p.ep_kind && q.ep_kind == p.ep_kind) ep_capturer_types_[ti] |= bit(type_at(tj));
      if (p.promotion.from_pool && p.promotion.choices.find(q.letter) == std::string::npos &&
          p.promotion.not_from_pool.find(q.letter) == std::string::npos)
        pool_promo_[ti] |= bit(type_at(tj));
    }
  }
}

void Variant::compile_attacks() {
  const Geometry& g = geometry();
  for (int ci = 0; ci < ColorCount; ++ci)
    for (int ti = 1; ti <= type_count(); ++ti)
      for (const RayStep& r : rays_[ci][ti]) {
        if (!(r.mode & CaptureOnly)) continue;
        const Dir back = g.reverse(r.dir);
        uint8_t& range = attack_range_[ci][ti][idx(back)];
        range = std::max(range, r.range);
        attack_dirs_[ci] |= DirSet(1u << idx(back));
      }
  attack_lines_.assign(size_t(ColorCount) * size_t(g.size()), CellSet());
  for (int ci = 0; ci < ColorCount; ++ci)
    for (int i = 0; i < g.size(); ++i) {
      CellSet& line = attack_lines_[size_t(ci) * size_t(g.size()) + size_t(i)];
      for (DirSet dirs = attack_dirs_[ci]; dirs; dirs &= DirSet(dirs - 1)) {
        const Dir d = dir_at(std::countr_zero(unsigned(dirs)));
        for (Cell at = next(cell_at(i), d); is_cell(at); at = next(at, d)) line.add(at);
      }
    }
  // Reverse the leap tables: for each target cell, who lands there capturing.
  const size_t cells = size_t(g.size()) + 1;
  std::vector<std::vector<LeapAttacker>> by_target(ColorCount * cells);
  for (int ci = 0; ci < ColorCount; ++ci)
    for (int ti = 1; ti <= type_count(); ++ti)
      for (int i = 0; i < g.size(); ++i)
        for (const Target& x : leaps(Color(ci), type_at(ti), cell_at(i))) {
          if (!(x.mode & CaptureOnly)) continue;
          auto& list = by_target[ci * cells + idx(x.to)];
          auto it = std::find_if(list.begin(), list.end(),
                                 [&](const LeapAttacker& a) { return a.from == cell_at(i); });
          if (it == list.end()) list.push_back({cell_at(i), bit(type_at(ti))});
          else it->types |= bit(type_at(ti));
        }
  leap_attack_index_.assign(ColorCount * cells + 1, 0);
  for (size_t s = 0; s < by_target.size(); ++s) {
    leap_attack_index_[s] = uint32_t(leap_attack_pool_.size());
    leap_attack_pool_.insert(leap_attack_pool_.end(), by_target[s].begin(), by_target[s].end());
  }
  leap_attack_index_.back() = uint32_t(leap_attack_pool_.size());
  check_zone_ = attack_lines_;
  for (int ci = 0; ci < ColorCount; ++ci)
    for (int i = 0; i < g.size(); ++i)
      for (const LeapAttacker& a : leap_attackers(Color(ci), cell_at(i)))
        check_zone_[size_t(ci) * size_t(g.size()) + size_t(i)].add(a.from);
}

// A piece's start cells, where rays with a start range (the pawn's double step) apply, are its
// `initial` zone when the definition gives one, else where the setup places it.
// The setup also says which sides have a royal piece (horde: White has none).
void Variant::compile_start_cells() {
  for (int ti = 1; ti <= type_count(); ++ti) {
    const Zone& z = piece(type_at(ti)).initial;
    for (int ci = 0; ci < ColorCount; ++ci) start_cells_[ci][ti] = z.side[ci];
  }
  std::string error;
  const std::string field = def_.start_fen.substr(0, def_.start_fen.find_first_of(" ["));
  const auto board = parse_fen_board(*this, field, error);
  if (!board) {
    start_error_ = error;  // reported by compile_variant, which then refuses the variant
    return;
  }
  for (int i = 0; i < geometry().size(); ++i) {
    const Piece p = (*board)[i];
    if (is_piece(p) && piece(type_of(p)).initial.empty())
      start_cells_[idx(color_of(p))][idx(type_of(p))].add(cell_at(i));
    if (is_piece(p) && type_of(p) == royal_type_) royal_required_[idx(color_of(p))] = true;
  }
}

// DoubleStepRule: pieces with a longer first move use it from a fixed rank instead of their
// setup cells; from the first rank (horde) that move leaves nothing to take en passant.
void Variant::compile_double_steps() {
  const DoubleStepRule& rule = def_.double_step;
  if (rule.rank <= 0) return;
  const Geometry& g = geometry();
  for (int ci = 0; ci < ColorCount; ++ci) {
    const bool flip = ci == idx(Color::Black) && def_.black_mirrored;
    for (int ti = 1; ti <= type_count(); ++ti) {
      const auto& rays = piece(type_at(ti)).rays;
      if (std::none_of(rays.begin(), rays.end(), [](const RayAtom& a) { return a.start_range != 0; }))
        continue;
      CellSet cells, first;
      for (int i = 0; i < g.size(); ++i) {
        const int rank = flip ? g.rank_count() - 1 - g.rank_of(cell_at(i)) : g.rank_of(cell_at(i));
        if (rank == rule.rank - 1) cells.add(cell_at(i));
        if (rule.first_rank && rank == 0) first.add(cell_at(i));
      }
      start_cells_[ci][ti] = cells | first;
      quiet_start_cells_[ci][ti] = first;
      quiet_double_steps_ = quiet_double_steps_ || !first.empty();
    }
  }
}

void Variant::compile_end_rules() {
  const EndRules& e = def_.end;
  for (char l : e.extinction.types) {
    if (l == '*') extinction_all_ = true;
    else if (const PieceType t = type_of_letter(l); t != PieceType::None) extinction_mask_ |= bit(t);
  }
  for (char l : e.flag.pieces)
    if (const PieceType t = type_of_letter(l); t != PieceType::None) flag_mask_ |= bit(t);
  immediate_end_ =
      extinction_all_ || extinction_mask_ || flag_mask_ || e.check_counting || e.bikjang || def_.king_pass;
  filters_legal_ = !e.checking || e.must_capture || def_.makpong;
  castle_king_ = def_.castling.king ? type_of_letter(def_.castling.king) : royal_type_;
  // The start position's check counters: the field "W+B" after the en-passant field.
  const std::string& fen = def_.start_fen;
  if (const size_t at = fen.find('+'); e.check_counting && at != std::string::npos && at > 0) {
    size_t b = at;
    while (b > 0 && std::isdigit(static_cast<unsigned char>(fen[b - 1]))) --b;
    start_checks_[0] = std::atoi(fen.c_str() + b);
    start_checks_[1] = std::atoi(fen.c_str() + at + 1);
  }
}

}  // namespace tessera

namespace tessera {

void Variant::compile_stuck_cells() {
  for (int ci = 0; ci < ColorCount; ++ci)
    for (int ti = 1; ti <= type_count(); ++ti)
      for (int i = 0; i < geometry().size(); ++i) {
        const Cell s = cell_at(i);
        bool moves = false, quiet = false;
        auto add = [&](uint8_t mode) {
          moves = true;
          quiet = quiet || (mode & MoveOnly);
        };
        for (const Target& t : leaps(Color(ci), type_at(ti), s)) add(t.mode);
        for (const PathLine& p : paths(Color(ci), type_at(ti), s)) add(p.mode);
        for (const RayStep& r : rays_[ci][ti])
          if (is_cell(next(s, r.dir))) add(r.mode);
        if (!moves) stuck_[ci][ti].add(s);
        if (!quiet) quietless_[ci][ti].add(s);
        quiet_moves_ = quiet_moves_ || quiet;
      }
}

}  // namespace tessera
