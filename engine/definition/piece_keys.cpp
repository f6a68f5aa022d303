// Tessera's per-piece keys, `property.letter = value`: names and values, promotion of any piece,
// the Shepherd's Push, Guards, where a piece may stand, and en-passant kinds.
#include <cctype>
#include <sstream>

#include "definition/betza.h"
#include "definition/builder_context.h"
#include "definition/value_text.h"

namespace tessera {

// The directions of a piece's one-step moves, whether the Betza reader made them rays or leaps.
DirSet Builder::step_dirs(const PieceDef& moves) const {
  const Geometry& g = v_.geometry;
  DirSet d = 0;
  for (const RayAtom& r : moves.rays) d |= r.dirs;
  for (const LeapAtom& l : moves.leaps)
    for (Coord c : l.vectors)
      if (const int k = g.dir_of_vector(c); k >= 0) d |= DirSet(1u << k);
  return d;
}

// Topology jumps, "W:0,0 W:0,1": a first step along every orthogonal (W) or diagonal (F), then
// one more step per number, turned by that many ring units, across hidden cells as steps go.
void Builder::jumps(const std::string& key, PieceDef& p, const Setting& st) {
  std::istringstream in(st.value);
  for (std::string item; in >> item;) {
    const bool ok = item.size() >= 3 && (item[0] == 'W' || item[0] == 'F') && item[1] == ':';
    std::vector<int> path;
    std::istringstream turns(ok ? item.substr(2) : "");
    for (std::string t; ok && std::getline(turns, t, ',');) {
      int turn = 0;
      if (!read_int(t, -6, 6, turn).empty() || path.size() >= 4) {
        path.clear();
        break;
      }
      path.push_back(turn);
    }
    if (path.empty()) {
      fail(key, &st, "expected W:turns or F:turns items such as W:0,1, found '" + item.substr(0, 20) + "'");
      return;
    }
    DirSet first = 0;
    for (int d = item[0] == 'W' ? 0 : 1; d < v_.geometry.dir_count(); d += 2) first |= DirSet(1u << d);
    p.jump(first, path);
  }
}

void Builder::piece_options() {
  for (const std::string& key : s_.keys_in_order()) {
    const size_t dot = key.find('.');
    if (dot == std::string::npos || key.rfind("eval.", 0) == 0) continue;
    const Setting* st = get(key);
    const std::string prop = key.substr(0, dot), letter = key.substr(dot + 1);
    PieceDef* p = letter.size() == 1 ? find_letter(letter[0]) : nullptr;
    if (!p) {
      // A parent's note about a piece this variant took out is no error of this variant's.
      if (!st->inherited()) fail(key, st, "no piece '" + letter.substr(0, 8) + "' in this variant");
      continue;
    }
    // A key an older section wrote about its own piece under this letter: the heir declared another.
    if (st->generation > declared_generation_[p->letter - 'a']) continue;
    piece_option(key, prop, *p, *st);
  }
}

void Builder::piece_option(const std::string& key, const std::string& prop, PieceDef& p, const Setting& st) {
  const std::string& value = st.value;
  bool b = false;
  if (prop == "name") {
    if (value.empty() || value.size() > 40) fail(key, &st, "a piece name has 1 to 40 characters");
    else p.name = value;
  } else if (prop == "value") {
    number(key, 0, MaxPieceValue, p.value);
  } else if (prop == "promotion") {
    letters(key, p.promotion.choices, true);
  } else if (prop == "promotionRegion") {
    CellSet white;
    if (region(key, white)) p.promotion.zone = mirrored(white);
  } else if (prop == "promotionOptional") {
    if (flag(key, b)) p.promotion.mandatory = !b;
  } else if (prop == "promotionOnEntry") {
    flag(key, p.promotion.on_entry_only);
  } else if (prop == "promotionFromPool") {
    flag(key, p.promotion.from_pool);
  } else if (prop == "promotionNotFromPool") {
    letters(key, p.promotion.not_from_pool, true);
  } else if (prop == "maxCount") {
    number(key, 0, MaxCells, p.max_count);
  } else if (prop == "push") {
    PieceDef moves;
    if (std::string e = parse_betza(value, v_.geometry, moves); !e.empty()) fail(key, &st, "Betza: " + e);
    for (const RayAtom& r : moves.rays) p.push.rays.push_back(r);
    for (const LeapAtom& l : moves.leaps)
      p.push.leaps.insert(p.push.leaps.end(), l.vectors.begin(), l.vectors.end());
    if (!moves.jumps.empty() || !moves.paths.empty())
      fail(key, &st, "a push moves by steps, slides or leaps only");
  } else if (prop == "pushEnPassant") {
    // Short (limited) push directions leave an en-passant target after a two-step push.
    if (flag(key, b) && b)
      for (RayAtom& r : p.push.rays)
        if (r.range >= 2) r.mode |= SetsEnPassant;
  } else if (prop == "pushedWhileMoving") {
    PieceDef moves;
    if (std::string e = parse_betza(value, v_.geometry, moves); !e.empty()) fail(key, &st, "Betza: " + e);
    p.push.shepherd_dirs |= step_dirs(moves);
  } else if (prop == "jump") {
    jumps(key, p, st);
  } else if (prop == "shepherd") {
    flag(key, p.shepherd);
  } else if (prop == "guard") {
    flag(key, p.guard);
  } else if (prop == "royal") {
    flag(key, p.royal);
  } else if (prop == "resetsClock") {
    flag(key, p.resets_clock);
  } else if (prop == "enPassantKind") {
    if (value.size() != 1 || !std::isalpha(static_cast<unsigned char>(value[0])))
      fail(key, &st, "expected one letter");
    else p.ep_kind = char(std::tolower(static_cast<unsigned char>(value[0])));
  } else if (prop == "cells") {
    CellSet white;
    if (region(key, white)) p.cells = mirrored(white);
  } else if (prop == "cellsNote") {
    p.cells_note = value.substr(0, 200);
  } else if (prop == "initial") {
    CellSet white;
    if (region(key, white)) p.initial = mirrored(white);
  } else {
    fail(key, &st, "unknown piece property '" + prop.substr(0, 40) + "'");
  }
}

}  // namespace tessera
