// Checks that make a definition safe to play: one royal type, derived values, a start position
// that reads, and a bound on moves per position estimated from the piece tables alone.
#include "variants/compile_variant.h"

#include <algorithm>

#include "eval/mobility.h"
#include "position/position.h"
#include "variants/variants.h"

namespace tessera {

namespace {

void error_at(const Settings& s, std::string_view key, const std::string& message,
              std::vector<DefinitionError>& errors) {
  const Setting* st = s.peek(key);
  const bool inherited = st && st->inherited();
  errors.push_back({st ? st->line : 0, s.id(), std::string(key),
                    message + (inherited ? " (inherited from [" + st->origin + "])" : "")});
}

// Most cells a piece of type t could reach from any cell on an empty board.
int reach(const Variant& v, Color c, PieceType t) {
  int most = 0;
  for (int i = 0; i < v.geometry().size(); ++i) {
    const Cell from = cell_at(i);
    int n = v.leaps(c, t, from).size();
    for (const PathLine& l : v.paths(c, t, from)) n += l.len - l.lame;
    for (const RayStep& r : v.rays(c, t, from)) {
      Cell at = from;
      for (int k = 0; k < r.range && is_cell(at = v.next(at, r.dir)); ++k) ++n;
    }
    most = std::max(most, n);
  }
  return most;
}

// An upper bound on the moves of one side: every piece of the worst type, each reaching as
// far as it can and promoting in every way it can, plus every drop.
long move_bound(const Variant& v) {
  long worst = 0;
  for (int ti = 1; ti <= v.type_count(); ++ti) {
    const PieceType t = type_at(ti);
    const PieceDef& p = v.piece(t);
    const long ways = 2 + long(v.promotion_choices(t).size()) + (p.promotion.from_pool ? v.type_count() : 0);
    worst = std::max(worst, long(std::max(reach(v, Color::White, t), reach(v, Color::Black, t))) * ways);
  }
  // Drops: every type that could be in hand onto every cell.
  const long drops = v.has_drops() ? long(v.type_count()) * v.geometry().size() : 0;
  return worst * MaxPiecesPerSide + drops;
}

}  // namespace

std::shared_ptr<const Variant> compile_variant(VariantDef def, const Settings& settings,
                                               std::vector<DefinitionError>& errors) {
  int royals = 0;
  for (const PieceDef& p : def.pieces) royals += p.royal;
  if (royals > 1) {
    error_at(settings, "king", "more than one royal piece type", errors);
    return nullptr;
  }
  bool derive = false;
  for (const PieceDef& p : def.pieces) derive = derive || p.value < 0;
  if (derive) {
    const Variant measured(def);
    for (int ti = 1; ti <= measured.type_count(); ++ti) {
      PieceDef& p = def.pieces[ti - 1];
      if (p.value < 0) p.value = std::clamp(mobility_value(measured, type_at(ti)), 25, 5000);
    }
  }
  auto v = std::make_shared<const Variant>(std::move(def));
  if (!v->start_error().empty()) {
    error_at(settings, "startFen", "the start position does not read: " + v->start_error(), errors);
    return nullptr;
  }
  Position pos(*v);
  if (std::string err = pos.set_fen(v->def().start_fen); !err.empty()) {
    error_at(settings, "startFen", "the start position does not read: " + err, errors);
    return nullptr;
  }
  if (const long bound = move_bound(*v); bound > MaxMovesPerPosition) {
    errors.push_back({0, settings.id(), "",
                      "a position could have up to " + std::to_string(bound) + " moves; at most " +
                          std::to_string(MaxMovesPerPosition) +
                          " are allowed (fewer piece kinds, shorter ranges or fewer "
                          "promotion choices)"});
    return nullptr;
  }
  return v;
}

}  // namespace tessera
