// Piece diagrams from the move generator: the piece alone, then each enemy victim placed one at a time.
// No royal pieces stand on the board, so pseudo-legal moves are exactly the piece's moves.
#include "api/piece_diagram.h"

#include <algorithm>
#include <cctype>

#include "core/json.h"
#include "movegen/movegen.h"
#include "position/position.h"
#include "variants/variants.h"

namespace tessera {
namespace {

bool may_stand(const Variant& v, PieceType t, Color c, Cell s) {
  const PieceDef& p = v.piece(t);
  return p.cells.empty() || p.cells.of(c).has(s);
}

// The allowed cell nearest the board's middle (ties go to the lower cell index, so it is repeatable).
Cell central_cell(const Variant& v, PieceType t, Color c) {
  const Geometry& g = v.geometry();
  double cx = 0, cy = 0;
  for (int i = 0; i < g.size(); ++i) {
    cx += g.x_of(cell_at(i));
    cy += g.y_of(cell_at(i));
  }
  cx /= g.size();
  cy /= g.size();
  Cell best = NoCell;
  double best_d = 1e18;
  for (int i = 0; i < g.size(); ++i) {
    const Cell s = cell_at(i);
    if (!may_stand(v, t, c, s) || v.promotes_in(c, t, s)) continue;
    const double dx = g.x_of(s) - cx, dy = g.y_of(s) - cy;
    if (dx * dx + dy * dy < best_d - 1e-9) {
      best_d = dx * dx + dy * dy;
      best = s;
    }
  }
  return best;
}

// An enemy piece that may stand on `s` and is not royal: the victim for a capture test.
PieceType victim_type(const Variant& v, Color enemy, Cell s) {
  for (int t = 1; t <= v.type_count(); ++t)
    if (!v.piece(type_at(t)).royal && may_stand(v, type_at(t), enemy, s)) return type_at(t);
  return PieceType::None;
}

// Does a move of the piece on `from` land on `to` and take the lone enemy piece standing there?
// (A Shepherding piece may move onto that cell too, but by pushing the piece away, which takes nothing.)
bool captures_on(Position& pos, Cell from, Cell to) {
  MoveList list;
  generate_pseudo(pos, list);
  const Color enemy = ~pos.side_to_move();
  for (Move m : list) {
    if (m.from() != from || m.to() != to) continue;
    pos.do_move(m);
    const bool took = pos.count(enemy) == 0;
    pos.undo_move(m);
    if (took) return true;
  }
  return false;
}

// The variant's position with every piece taken off, no castling rights, `side` to move.
Position empty_board(const Variant& v, Color side) {
  Position pos(v);
  StateInfo& st = pos.mutable_state();
  // Edits outside any move: the journal (sized for one move) is emptied after each.
  for (int i = 0; i < v.geometry().size(); ++i)
    if (!pos.empty(cell_at(i))) {
      pos.set_cell(cell_at(i), Piece::None);
      st.journal_size = 0;
    }
  st.castling = 0;
  st.ep_count = 0;
  st.journal_size = 0;
  if (pos.side_to_move() != side) pos.do_null_move();
  return pos;
}

}  // namespace

std::optional<PieceMoves> piece_moves(const Variant& v, char letter, Cell from, std::string& error) {
  const PieceType t = v.type_of_letter(char(std::tolower(static_cast<unsigned char>(letter))));
  if (t == PieceType::None) {
    error = "no piece of this variant has the letter '" + std::string(1, letter) + "'";
    return std::nullopt;
  }
  const Color us = std::isupper(static_cast<unsigned char>(letter)) ? Color::White : Color::Black;
  if (!is_cell(from)) from = central_cell(v, t, us);
  if (!is_cell(from) || !may_stand(v, t, us, from)) {
    error = "the " + v.piece(t).name + " may not stand on " +
            (is_cell(from) ? v.geometry().name(from) : "any cell") +
            (v.piece(t).cells_note.empty() ? "" : " (" + v.piece(t).cells_note + ")");
    return std::nullopt;
  }
  Position pos = empty_board(v, us);
  pos.set_cell(from, make_piece(us, t));
  pos.mutable_state().journal_size = 0;  // edits outside any move: nothing for undo to replay

  PieceMoves out;
  out.from = from;
  MoveList list;
  generate_pseudo(pos, list);
  for (Move m : list)
    if (m.from() == from && std::find(out.moves.begin(), out.moves.end(), m.to()) == out.moves.end())
      out.moves.push_back(m.to());

  for (int i = 0; i < v.geometry().size(); ++i) {
    const Cell s = cell_at(i);
    const PieceType victim = s == from ? PieceType::None : victim_type(v, ~us, s);
    if (victim == PieceType::None) continue;
    pos.set_cell(s, make_piece(~us, victim));
    if (captures_on(pos, from, s)) out.captures.push_back(s);
    pos.set_cell(s, Piece::None);
    pos.mutable_state().journal_size = 0;
  }
  return out;
}

std::string piece_moves_json(std::string_view variant_id, std::string_view letter, std::string_view cell) {
  const Variant* v = find_variant(variant_id);
  if (!v) return json::Object().str("error", "unknown variant").done();
  if (letter.size() != 1) return json::Object().str("error", "give one piece letter").done();
  Cell from = NoCell;
  if (!cell.empty()) {
    from = v->geometry().parse(cell);
    if (!is_cell(from))
      return json::Object().str("error", "no cell is named " + std::string(cell.substr(0, 8))).done();
  }
  std::string error;
  const std::optional<PieceMoves> r = piece_moves(*v, letter[0], from, error);
  if (!r) return json::Object().str("error", error).done();
  const Geometry& g = v->geometry();
  json::Array moves, captures;
  for (Cell s : r->moves) moves.str(g.name(s));
  for (Cell s : r->captures) captures.str(g.name(s));
  return json::Object()
      .str("cell", g.name(r->from))
      .raw("moves", moves.done())
      .raw("captures", captures.done())
      .done();
}

}  // namespace tessera
