// Compiles path atoms (nightriders, hoppers, lame leapers, bent riders) into per-cell lines and
// their reverse (attacked-from) table, and finds piece types whose atoms can land on one cell twice.
#include <algorithm>

#include "rules/variant.h"

namespace tessera {

namespace {

uint32_t bit(PieceType t) { return uint32_t(1) << idx(t); }

constexpr int MaxLineCells = 255;

// The cells of one path atom from `from`, lame cells first; empty when a lame cell or the first
// landing cell is off the board.
std::vector<Cell> line_cells(const Geometry& g, const PathAtom& a, Cell from, bool flip) {
  auto orient = [&](Coord v) { return flip ? g.mirror(v) : v; };
  std::vector<Cell> cells;
  for (Coord v : a.lame) {
    const Cell c = g.offset(from, orient(v));
    if (!is_cell(c)) return {};
    cells.push_back(c);
  }
  Coord at = a.start;
  for (int n = 0; a.range == 0 || n < a.range; ++n) {
    const Cell c = g.offset(from, orient(at));
    if (!is_cell(c) || c == from || int(cells.size()) >= MaxLineCells) break;
    cells.push_back(c);
    if (a.step == Coord{}) break;
    at = at + a.step;
  }
  if (int(cells.size()) == int(a.lame.size())) return {};
  return cells;
}

}  // namespace

Span<PathAttacker> Variant::path_attackers(Color c, Cell target) const {
  const size_t s = size_t(idx(c)) * (geometry().size() + 1) + idx(target);
  return {path_attack_pool_.data() + path_attack_index_[s],
          path_attack_pool_.data() + path_attack_index_[s + 1]};
}

void Variant::compile_paths() {
  const Geometry& g = geometry();
  for (int ti = 1; ti <= type_count(); ++ti) has_paths_ = has_paths_ || !piece(type_at(ti)).paths.empty();
  path_index_.assign(size_t(ColorCount) * MaxTypes * (g.size() + 1) + 1, 0);
  const size_t cells = size_t(g.size()) + 1;
  path_attack_index_.assign(ColorCount * cells + 1, 0);
  if (!has_paths_) return;
  std::vector<std::vector<PathAttacker>> by_target(ColorCount * cells);
  for (int ci = 0; ci < ColorCount; ++ci) {
    const Color c = Color(ci);
    const bool flip = c == Color::Black && def_.black_mirrored;
    for (int ti = 0; ti < MaxTypes; ++ti)
      for (int i = 0; i <= g.size(); ++i) {
        const Cell from = cell_at(i);
        const PieceType t = type_at(ti);
        path_index_[slot(c, t, from)] = uint32_t(path_lines_.size());
        if (ti == 0 || ti > type_count() || i == g.size()) continue;
        for (const PathAtom& a : piece(t).paths) {
          if (a.initial && !on_start_cell(c, t, from)) continue;
          if (!a.from.empty() && !a.from.of(c).has(from)) continue;
          const std::vector<Cell> line = line_cells(g, a, from, flip);
          if (line.empty()) continue;
          const PathLine l{uint32_t(path_pool_.size()), uint8_t(line.size()), uint8_t(a.lame.size()), a.kind,
                           a.mode};
          path_pool_.insert(path_pool_.end(), line.begin(), line.end());
          path_lines_.push_back(l);
          if (!(a.mode & CaptureOnly)) continue;
          // Every landing cell of the line is attacked given the right cells between.
          const int first_landing = l.lame + (a.kind == PathKind::Slide ? 0 : 1);
          for (int k = first_landing; k < l.len; ++k) {
            if (!allowed_[ci][ti].has(line[k])) continue;  // outside its mobility region
            auto& list = by_target[ci * cells + idx(line[k])];
            const PathAttacker x{from, bit(t), l.first, uint8_t(k), l.lame, a.kind};
            auto same = [&](const PathAttacker& y) {
              return y.from == x.from && y.kind == x.kind && y.len == x.len && y.lame == x.lame &&
                     std::equal(path_pool_.begin() + y.first, path_pool_.begin() + y.first + y.len,
                                path_pool_.begin() + x.first);
            };
            auto it = std::find_if(list.begin(), list.end(), same);
            if (it == list.end()) list.push_back(x);
            else it->types |= x.types;
          }
        }
      }
  }
  path_index_.back() = uint32_t(path_lines_.size());
  for (size_t s = 0; s < by_target.size(); ++s) {
    path_attack_index_[s] = uint32_t(path_attack_pool_.size());
    path_attack_pool_.insert(path_attack_pool_.end(), by_target[s].begin(), by_target[s].end());
  }
  path_attack_index_.back() = uint32_t(path_attack_pool_.size());
}

// Two atoms of one piece overlap when both may land on one cell in one position, which would
// list that move twice. Landings exclude each other when one needs empty every cell where the
// other needs its screen.
void Variant::compile_overlaps() {
  struct Landing {
    Cell to;
    uint8_t mode;  // MoveOnly and/or CaptureOnly (landing on an en-passant cell counts as a move)
    std::vector<Cell> empty, screen;
    bool hop;
  };
  auto modes = [](uint8_t m) { return uint8_t((m & MoveOrCapture) | ((m & TakesEnPassant) ? MoveOnly : 0)); };
  auto excludes = [](const Landing& hop, const Landing& other) {
    return std::all_of(hop.screen.begin(), hop.screen.end(), [&](Cell s) {
      return std::find(other.empty.begin(), other.empty.end(), s) != other.empty.end();
    });
  };
  const Geometry& g = geometry();
  for (int ci = 0; ci < ColorCount; ++ci)
    for (int ti = 1; ti <= type_count(); ++ti) {
      const Color c = Color(ci);
      const PieceType t = type_at(ti);
      if (piece(t).paths.empty()) {
        // Leaps and rays only: no screens, so any shared landing cell and mode is an overlap.
        std::vector<uint8_t> seen(g.size() + 1);
        for (int i = 0; i < g.size() && !(overlap_mask_ & bit(t)); ++i) {
          const Cell from = cell_at(i);
          std::fill(seen.begin(), seen.end(), 0);
          auto mark = [&](Cell to, uint8_t m) {
            if (seen[idx(to)] & modes(m)) overlap_mask_ |= bit(t);
            seen[idx(to)] |= modes(m);
          };
          for (const Target& x : leaps(c, t, from)) mark(x.to, x.mode);
          for (const RayStep& r : rays(c, t, from)) {
            Cell at = from;
            for (int n = 1; n <= r.range && is_cell(at = next(at, r.dir)) && at != from; ++n)
              mark(at, r.mode);
          }
        }
        continue;
      }
      for (int i = 0; i < g.size() && !(overlap_mask_ & bit(t)); ++i) {
        const Cell from = cell_at(i);
        std::vector<Landing> all;
        for (const Target& x : leaps(c, t, from)) all.push_back({x.to, modes(x.mode), {}, {}, false});
        for (const RayStep& r : rays(c, t, from)) {
          std::vector<Cell> before;
          Cell at = from;
          for (int n = 1; n <= r.range && is_cell(at = next(at, r.dir)) && at != from; ++n) {
            all.push_back({at, modes(r.mode), before, {}, false});
            before.push_back(at);
          }
        }
        for (const PathLine& l : paths(c, t, from)) {
          const Cell* cells = path_cells(l.first);
          for (int k = l.lame; k < l.len; ++k) {
            Landing x{cells[k], modes(l.mode), {}, {}, l.kind != PathKind::Slide};
            for (int j = 0; j < k; ++j) (j < l.lame || !x.hop ? x.empty : x.screen).push_back(cells[j]);
            all.push_back(std::move(x));
          }
        }
        std::stable_sort(all.begin(), all.end(),
                         [](const Landing& x, const Landing& y) { return x.to < y.to; });
        for (size_t a = 0; a < all.size(); ++a)
          for (size_t b = a + 1; b < all.size() && all[b].to == all[a].to; ++b) {
            const Landing &x = all[a], &y = all[b];
            if (!(x.mode & y.mode)) continue;
            if ((x.hop && !y.hop && excludes(x, y)) || (y.hop && !x.hop && excludes(y, x))) continue;
            overlap_mask_ |= bit(t);
          }
      }
    }
}

}  // namespace tessera
