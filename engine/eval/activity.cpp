// The occupancy terms. Pawn structure: which cells pawn-like pieces attack, which of them have a
// free route to their goal, are doubled, isolated or defended by their own, kept per structure (pawns move
// rarely). Attack maps: one walk per side records per cell how many pieces attack it and the
// cheapest; too dear for every node, so their weights default to 0 and the walk runs only when a
// definition sets one.
#include "eval/activity.h"

#include <algorithm>

namespace tessera {

namespace {

constexpr int MaxPassed = 8;  // passed pieces remembered per side; more earn nothing

struct PawnInfo {
  uint64_t key = 0;
  CellSet pawns[ColorCount];           // where each side's pawn-like pieces stand
  CellSet attacks[ColorCount];         // cells each side's pawn-like pieces attack
  uint8_t doubled[ColorCount] = {};    // pawn-like pieces with one of their own on the route ahead
  uint8_t supported[ColorCount] = {};  // pawn-like pieces one of their own attacks (defends)
  uint8_t isolated[ColorCount] = {};   // pawn-like pieces none of their own could ever defend
  CellSet outposts[ColorCount];  // cells each side's pawn-like pieces defend and no enemy one ever attacks
  uint8_t passed_count[ColorCount] = {};
  Cell passed[ColorCount][MaxPassed] = {};
};

bool pawnlike(const EvalTables& et, Piece p) {
  return is_piece(p) && (et.pawnlike_types >> idx(type_of(p)) & 1);
}

// Attacks of pawn-like pieces depend only on where pawn-like pieces stand: a long capture ray (a
// lance) stops at the first of them and passes any other piece.
void pawn_attacks(const Position& pos, const EvalTables& et, Color c, Cell s, CellSet& out) {
  const Variant& v = pos.variant();
  const PieceType t = type_of(pos.at(s));
  for (const Target& x : v.leaps(c, t, s))
    if (x.mode & CaptureOnly) out.add(x.to);
  for (const RayStep& r : v.rays(c, t, s)) {
    if (!(r.mode & CaptureOnly)) continue;
    Cell at = s;
    for (int n = 1; n <= r.range && is_cell(at = v.next(at, r.dir)); ++n) {
      out.add(at);
      if (pawnlike(et, pos.at(at))) break;
    }
  }
}

void build_pawn_info(const Position& pos, const EvalTables& et, PawnInfo& info) {
  CellSet* pawns = info.pawns;
  for (Color c : {Color::White, Color::Black}) {
    pawns[idx(c)] = CellSet();
    info.attacks[idx(c)] = CellSet();
    info.passed_count[idx(c)] = 0;
    for (int i = 0; i < pos.count(c); ++i) {
      const Cell s = pos.piece_cell(c, i);
      if (!pawnlike(et, pos.at(s))) continue;
      pawns[idx(c)].add(s);
      pawn_attacks(pos, et, c, s, info.attacks[idx(c)]);
    }
  }
  // Passed: the route meets no enemy pawn-like piece and no cell one attacks. Doubled: it meets one
  // of our own, which blocks it.
  // Only where outposts are weighted: every other variant would build these for nothing.
  CellSet ever[ColorCount];  // cells each side's pawn-like pieces attack now or after advancing
  const bool posts = et.opt.outpost_mg || et.opt.outpost_eg;
  for (Color c : {Color::White, Color::Black})
    if (posts)
      pawns[idx(c)].for_each([&](Cell s) {
        const int ti = idx(type_of(pos.at(s)));
        ever[idx(c)] = ever[idx(c)] | et.span_masks[et.route_mask_first[idx(c)][ti] + idx(s)];
      });
  for (Color c : {Color::White, Color::Black}) {
    const int ci = idx(c), them = idx(~c);
    info.outposts[ci] = posts ? info.attacks[ci].minus(ever[them]) : CellSet();
    const CellSet stops = info.attacks[them] | pawns[them];
    info.doubled[ci] = info.supported[ci] = info.isolated[ci] = 0;
    for (int i = 0; i < pos.count(c); ++i) {
      const Cell s = pos.piece_cell(c, i);
      if (!pawnlike(et, pos.at(s))) continue;
      info.supported[ci] += info.attacks[ci].has(s);
      const int ti = idx(type_of(pos.at(s)));
      info.isolated[ci] += (et.ally_masks[et.route_mask_first[ci][ti] + idx(s)] & pawns[ci]).empty();
      if (et.steps_to_goal[ci][ti][idx(s)] >= EvalTables::PassedSteps) continue;
      const CellSet& route = et.route_masks[et.route_mask_first[ci][ti] + idx(s)];
      info.doubled[ci] += !(route & pawns[ci]).empty();
      if ((route & stops).empty() && info.passed_count[ci] < MaxPassed)
        info.passed[ci][info.passed_count[ci]++] = s;
    }
  }
}

// Pieces of side `c`, neither royal nor pawn-like, standing on one of `posts`.
int outposted(const Position& pos, const EvalTables& et, Color c, const CellSet& posts) {
  int n = 0;
  posts.for_each([&](Cell s) {
    const Piece p = pos.at(s);
    n += is_piece(p) && color_of(p) == c && !((et.pawnlike_types | et.royal_types) >> idx(type_of(p)) & 1);
  });
  return n;
}

// The terms read off a PawnInfo and the rest of the board: a passed piece earns its bonus, half
// when an enemy piece stands on its route; a piece dearer than the pawn-like piece attacking it
// is threatened.
ActivityScore score_pawns(const Position& pos, const EvalTables& et, const PawnInfo& info) {
  const EvalWeights& o = et.opt;
  int mg[ColorCount] = {}, eg[ColorCount] = {};
  for (Color c : {Color::White, Color::Black}) {
    const int ci = idx(c);
    for (int k = 0; k < info.passed_count[ci]; ++k) {
      const Cell s = info.passed[ci][k];
      const int ti = idx(type_of(pos.at(s)));
      const Cell* path = et.path_pool.data() + et.path_first[ci][ti][idx(s)];
      int share = 2;
      for (int j = 0; j < et.path_len[ci][ti][idx(s)]; ++j)
        if (is_piece(pos.at(path[j])) && color_of(pos.at(path[j])) != c) share = 1;
      const int steps = et.steps_to_goal[ci][ti][idx(s)];
      mg[ci] += et.passed_mg[ti][steps] * share / 2;
      eg[ci] += et.passed_eg[ti][steps] * share / 2;
    }
    // The cells enemy pawn-like pieces attack are fewer than the pieces: walk those.
    int threats = 0;
    info.attacks[idx(~c)].for_each([&](Cell s) {
      const Piece p = pos.at(s);
      threats += is_piece(p) && color_of(p) == c && et.value[idx(type_of(p))] > et.pawnlike_value;
    });
    mg[ci] -= o.pawn_threat_mg * threats + o.pawn_doubled_mg * info.doubled[ci] +
              o.pawn_isolated_mg * info.isolated[ci];
    eg[ci] -= o.pawn_threat_eg * threats + o.pawn_doubled_eg * info.doubled[ci] +
              o.pawn_isolated_eg * info.isolated[ci];
    mg[ci] += o.pawn_supported_mg * info.supported[ci];
    eg[ci] += o.pawn_supported_eg * info.supported[ci];
    const int posts = outposted(pos, et, c, info.outposts[ci]);  // none unless weighted
    mg[ci] += o.outpost_mg * posts;
    eg[ci] += o.outpost_eg * posts;
  }
  return {mg[0] - mg[1], eg[0] - eg[1]};
}

// ---- Attack maps ----

// Per cell: how many of one side's pieces attack it, the cheapest attacker's value, and whether a
// pawn-like piece is among them.
struct AttackMap {
  uint8_t count[MaxCells];
  uint8_t by_pawn[MaxCells];
  int16_t least[MaxCells];
};

// The cheapest attacker and the pawn flag are read only where a piece stands, so an empty cell
// records its count alone: most attacked cells are empty.
[[gnu::always_inline]] inline void record(AttackMap& m, Cell to, Piece there, int16_t value, bool pawn) {
  const int i = idx(to);
  m.count[i] = uint8_t(m.count[i] + 1);
  if (!is_piece(there)) return;
  m.least[i] = std::min(m.least[i], value);
  m.by_pawn[i] |= uint8_t(pawn);
}

// How many cells a piece can move or capture to (own pieces excluded), the number activity compares
// with the table's expectation, and how many of those an enemy pawn-like piece attacks.
struct Reach {
  int all = 0;
  int guarded = 0;
  int blocked = 0;  // cells of rays that end at one of the piece's own pawn-like pieces, from it on
  [[gnu::always_inline]] void add(bool counts, const CellSet& pawn_guarded, Cell to) {
    all += counts;
    guarded += counts && pawn_guarded.has(to);
  }
};

// Cells on from `at` along `dir`, at most `range` of them.
int rest_of_ray(const Variant& v, Cell at, Dir dir, int range) {
  int n = 0;
  while (n < range && is_cell(at = v.next(at, dir))) ++n;
  return n;
}

// Records the cells one piece attacks and counts its reach.
// `Confined` is a template parameter so that the common case (pieces that may stand anywhere)
// carries no per-cell test.
template <bool Confined>
Reach walk_piece(const Variant& v, const Position& pos, AttackMap& m, Color c, PieceType t, Cell from,
                 int16_t value, bool pawn, const CellSet& guarded, const CellSet& own_pawns) {
  constexpr bool confined = Confined;
  Reach reach;
  for (const Target& x : v.leaps(c, t, from)) {
    if (confined && !v.may_stand(c, t, x.to)) continue;
    const Piece p = pos.at(x.to);
    if (x.mode & CaptureOnly) record(m, x.to, p, value, pawn);
    reach.add(is_piece(p) ? (color_of(p) != c && (x.mode & CaptureOnly)) : (x.mode & MoveOnly) != 0, guarded,
              x.to);
  }
  for (const RayStep& r : v.rays(c, t, from)) {
    if (!(r.mode & CaptureOnly)) continue;  // a push threatens nothing
    Cell at = from;
    for (int n = 1; n <= r.range; ++n) {
      at = v.next(at, r.dir);
      if (!is_cell(at)) break;
      const Piece p = pos.at(at);
      if (confined && !v.may_stand(c, t, at)) {
        if (is_piece(p)) break;
        continue;
      }
      record(m, at, p, value, pawn);
      if (!is_piece(p)) {
        reach.add((r.mode & MoveOnly) != 0, guarded, at);
        continue;
      }
      reach.add(color_of(p) != c, guarded, at);
      if (own_pawns.has(at)) reach.blocked += rest_of_ray(v, at, r.dir, r.range - n) + 1;
      break;
    }
  }
  if (!v.has_paths()) return reach;
  for (const PathLine& l : v.paths(c, t, from)) {
    if (!(l.mode & CaptureOnly)) continue;
    const Cell* cells = v.path_cells(l.first);
    int k = 0;
    while (k < l.lame && pos.empty(cells[k])) ++k;
    if (k < l.lame) continue;
    int screens = 0;
    for (; k < l.len; ++k) {
      const bool lands = l.kind == PathKind::Slide         ? screens == 0
                         : l.kind == PathKind::Grasshopper ? screens == 1 && k > 0 && !pos.empty(cells[k - 1])
                                                           : screens == 1;
      const Piece p = pos.at(cells[k]);
      if (lands && (!confined || v.may_stand(c, t, cells[k]))) {
        record(m, cells[k], p, value, pawn);
        reach.add(is_piece(p) ? color_of(p) != c : (l.mode & MoveOnly) != 0, guarded, cells[k]);
      }
      screens += is_piece(p);
      if (screens > 1 || (l.kind == PathKind::Slide && screens)) break;
    }
  }
  return reach;
}

// One side's activity over its non-royal, non-pawn-like pieces: destinations against expectation in
// quarter cells, and destinations an enemy pawn-like piece attacks.
struct Activity {
  int active = 0;
  int guarded = 0;
  int blocked = 0;
};

// Builds `m` for side `c` and returns the side's activity; `guarded` is the set of cells the enemy's
// pawn-like pieces attack.
Activity build_map(const Position& pos, const EvalTables& et, AttackMap& m, Color c, int cells,
                   const CellSet& guarded, const CellSet& own_pawns) {
  const Variant& v = pos.variant();
  std::fill_n(m.count, cells, uint8_t(0));
  std::fill_n(m.by_pawn, cells, uint8_t(0));
  std::fill_n(m.least, cells, int16_t(32767));
  const int ci = idx(c);
  Activity sum;
  for (int i = 0; i < pos.count(c); ++i) {
    const Cell s = pos.piece_cell(c, i);
    const PieceType t = type_of(pos.at(s));
    const int ti = idx(t);
    const bool pawn = et.pawnlike_types >> ti & 1;
    // A royal attacker is never the cheaper piece: it may not take a defended one.
    const int16_t value = et.royal_types >> ti & 1 ? int16_t(32000) : int16_t(et.value[ti]);
    const Reach reach = et.confined_types >> ti & 1
                            ? walk_piece<true>(v, pos, m, c, t, s, value, pawn, guarded, own_pawns)
                            : walk_piece<false>(v, pos, m, c, t, s, value, pawn, guarded, own_pawns);
    if (pawn || (et.royal_types >> ti & 1)) continue;
    sum.active += 4 * reach.all - et.expect4[ci][ti][idx(s)];
    sum.guarded += reach.guarded;
    sum.blocked += reach.blocked;
  }
  return sum;
}

template <class T, int Size>
struct Cache {
  T slots[Size];
  T& at(uint64_t key) { return slots[key & (Size - 1)]; }
};

struct MapEntry {
  uint64_t key = 0;
  int16_t mg = 0, eg = 0;
};

}  // namespace

class OccupancyCache {
 public:
  Cache<PawnInfo, 1 << 12> pawns;
  Cache<MapEntry, 1 << 13> maps;
};

void OccupancyCacheDeleter::operator()(OccupancyCache* c) const { delete c; }
OccupancyCachePtr make_occupancy_cache() { return OccupancyCachePtr(new OccupancyCache()); }

uint64_t pawn_key(const Position& pos, const EvalTables& et) {
  uint64_t key = 0;
  for (Color c : {Color::White, Color::Black})
    for (int i = 0; i < pos.count(c); ++i) {
      const Cell s = pos.piece_cell(c, i);
      if (pawnlike(et, pos.at(s))) key ^= pawn_hash(pos.at(s), s);
    }
  return key;
}

ActivityScore pawn_terms(const Position& pos, const EvalTables& et) {
  PawnInfo info;
  build_pawn_info(pos, et, info);
  return score_pawns(pos, et, info);
}

namespace {

// Empty cells beside the enemy royal piece at `k` that no enemy piece but the royal one guards, each
// counted once for every type side `c` holds in hand and may drop there.
int drop_holes(const Position& pos, Color c, Cell k, const AttackMap& theirs) {
  const Variant& v = pos.variant();
  int holes = 0;
  for (int d = 0; d < v.geometry().dir_count(); ++d) {
    const Cell z = v.next(k, dir_at(d));
    if (!is_cell(z) || !pos.empty(z) || theirs.count[idx(z)] > 1) continue;
    for (int t = 1; t <= v.type_count(); ++t)
      holes += pos.pool(c, type_at(t)) > 0 && v.drop_cells(c, type_at(t)).has(z);
  }
  return holes;
}

// The attack-map terms, given the cells each side's pawn-like pieces attack.
ActivityScore score_maps(const Position& pos, const EvalTables& et, const PawnInfo& info) {
  const EvalWeights& o = et.opt;
  const Variant& v = pos.variant();
  const int cells = v.geometry().size();
  AttackMap maps[ColorCount];
  Activity act[ColorCount];
  // Unweighted, the blocked reach is not counted: an empty set of pawns blocks nothing.
  const bool blocked = o.pawn_blocked_mg || o.pawn_blocked_eg;
  for (Color c : {Color::White, Color::Black})
    act[idx(c)] = build_map(pos, et, maps[idx(c)], c, cells, info.attacks[idx(~c)],
                            blocked ? info.pawns[idx(c)] : CellSet());

  int mg[ColorCount] = {}, eg[ColorCount] = {};
  for (Color c : {Color::White, Color::Black}) {
    const int ci = idx(c);
    const AttackMap& ours = maps[ci];
    const AttackMap& theirs = maps[idx(~c)];
    mg[ci] += o.activity_mg * act[ci].active / 4 - o.guarded_reach_mg * act[ci].guarded -
              o.pawn_blocked_mg * act[ci].blocked;
    eg[ci] += o.activity_eg * act[ci].active / 4 - o.guarded_reach_eg * act[ci].guarded -
              o.pawn_blocked_eg * act[ci].blocked;
    int threats = 0, hanging = 0;
    const bool to_move = pos.side_to_move() == c;
    for (int i = 0; i < pos.count(c); ++i) {
      const int si = idx(pos.piece_cell(c, i));
      const int ti = idx(type_of(pos.at(pos.piece_cell(c, i))));
      if (!theirs.count[si] || (et.royal_types >> ti & 1)) continue;
      // A pawn-like attacker is the pawn terms' threat; this one counts the other cheaper pieces.
      threats += theirs.least[si] < et.value[ti] && !theirs.by_pawn[si];
      hanging += !to_move && !ours.count[si];
    }
    mg[ci] -= o.threat_mg * threats + o.hanging_mg * hanging;
    eg[ci] -= o.threat_eg * threats + o.hanging_eg * hanging;
    // Pressure on the cell the enemy royal piece stands on and the cells next to it, and the part
    // of it on cells the enemy guards with one piece at most.
    const Cell k = pos.royal(~c);
    if (is_cell(k)) {
      int pressure = ours.count[idx(k)];
      int weak = theirs.count[idx(k)] <= 1 ? pressure : 0;
      for (int d = 0; d < v.geometry().dir_count(); ++d) {
        const Cell z = v.next(k, dir_at(d));
        if (!is_cell(z)) continue;
        pressure += ours.count[idx(z)];
        weak += theirs.count[idx(z)] <= 1 ? ours.count[idx(z)] : 0;
      }
      mg[ci] +=
          o.king_attack_mg * pressure + o.king_danger_mg * pressure * pressure / 16 + o.king_weak_mg * weak;
      if (o.king_drop_mg && v.has_drops()) mg[ci] += o.king_drop_mg * drop_holes(pos, c, k, theirs);
    }
  }
  return {mg[0] - mg[1], eg[0] - eg[1]};
}

}  // namespace

ActivityScore attack_terms(const Position& pos, const EvalTables& et) {
  PawnInfo info;
  build_pawn_info(pos, et, info);
  return score_maps(pos, et, info);
}

namespace {

// The pawn-structure entry for `pawns` (its key without the salt), built if the slot holds another.
const PawnInfo& pawn_info(const Position& pos, const EvalTables& et, uint64_t pawns, OccupancyCache& cache) {
  const uint64_t key = pawns ^ et.cache_salt;
  PawnInfo& info = cache.pawns.at(key);
  if (info.key != key) {
    build_pawn_info(pos, et, info);
    info.key = key;
  }
  return info;
}

}  // namespace

ActivityScore pawn_occupancy(const Position& pos, const EvalTables& et, uint64_t pawns,
                             OccupancyCache& cache) {
  if (!et.pawnlike_types) return {};
  return score_pawns(pos, et, pawn_info(pos, et, pawns, cache));
}

bool attack_occupancy(const Position& pos, const EvalTables& et, uint64_t pawns, OccupancyCache& cache,
                      bool compute, ActivityScore& out) {
  const uint64_t key = pos.key() ^ et.cache_salt;
  MapEntry& e = cache.maps.at(key);
  if (e.key != key) {
    if (!compute) return false;
    // Where no type is pawn-like, the entry is built once with empty attack sets.
    const ActivityScore a = score_maps(pos, et, pawn_info(pos, et, pawns, cache));
    e = {key, saturated(a.mg), saturated(a.eg)};
  }
  out = {e.mg, e.eg};
  return true;
}

ActivityScore occupancy(const Position& pos, const EvalTables& et, uint64_t pawns, OccupancyCache& cache) {
  ActivityScore sum = pawn_occupancy(pos, et, pawns, cache);
  ActivityScore maps;
  if (et.attack_maps && attack_occupancy(pos, et, pawns, cache, true, maps)) {
    sum.mg += maps.mg;
    sum.eg += maps.eg;
  }
  return sum;
}

}  // namespace tessera
