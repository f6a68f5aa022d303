// Writes moves as from-cell + to-cell + promotion or gating letter; Officer-Spiel's leaping castle is
// "O-O@j1" (towards the last file) or "O-O-O@c1"; Westfield's push adds each pushed piece's
// from-to ("j1j3:j2j4,i2h3"); a drop is the piece's capital letter, '@' and the cell ("P@e4"), as
// Fairy-Stockfish writes it for either side. Reading checks the text against the legal moves.
#include "notation/move_text.h"

#include <cctype>

#include "movegen/movegen.h"
#include "position/push_plan.h"

namespace tessera {

namespace {

bool plausible(std::string_view text) {
  if (text.empty() || text.size() > 64) return false;
  for (char ch : text)
    if (!std::isalnum(static_cast<unsigned char>(ch)) &&
        std::string_view("-@=:>,/+").find(ch) == std::string_view::npos)
      return false;
  return true;
}

std::string normalise(std::string_view text) {
  std::string s(text);
  // Promotion letters may be typed in either case ("a7a8Q", "j1j2:j9j10E"); castling keeps its capital O.
  // (File o exists on 20-file boards, so only "O-O" marks castling.)
  if (s.rfind("O-O", 0) != 0)
    for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  if (s.size() > 2 && s[1] == '@') s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));  // a drop
  if (s.size() > 3 && s[0] == '+' && s[2] == '@')  // a drop as the promoted type (dropPromoted)
    s[1] = char(std::toupper(static_cast<unsigned char>(s[1])));
  return s;
}

// Shepherd's from-to, ':', then each pushed piece's from-to (front, left flank,
// right flank), comma-separated, each with its promotion letter if it promotes.
std::string push_text(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  PushPlan plan;
  std::string s = g.name(m.from()) + g.name(m.to());
  if (!plan_push(pos, m, plan)) return s + ":?";
  for (int i = 0; i < plan.count; ++i) {
    const PushedPiece& p = plan.pieces[i];
    s += i ? ',' : ':';
    s += g.name(p.from) + g.name(p.to);
    if (p.promotion != PieceType::None) s += pos.variant().piece(p.promotion).letter;
  }
  return s;
}

// The legal move whose text is `want`. Writing a move's text costs a string, and a Westfield position
// can have thousands of moves, so only the moves from the cell the text starts with are written.
Move find_legal(const Position& pos, const std::string& want, const MoveList& legal) {
  size_t split = 0;
  while (split < want.size() && std::isalpha(static_cast<unsigned char>(want[split]))) ++split;
  while (split < want.size() && std::isdigit(static_cast<unsigned char>(want[split]))) ++split;
  const Cell from = pos.geometry().parse(std::string_view(want).substr(0, split));
  for (Move m : legal)
    if ((!is_cell(from) || m.from() == from) && move_to_text(pos, m) == want) return m;
  if (!is_cell(from)) return Move::none();
  // A text whose first cell is not the mover's (none is today): the whole list decides.
  for (Move m : legal)
    if (m.from() != from && move_to_text(pos, m) == want) return m;
  return Move::none();
}

}  // namespace

std::string drop_text(const Variant& v, Move m, const Geometry& g) {
  const std::string piece(1, v.letter(make_piece(Color::White, m.dropped())));
  return (m.placed() != m.dropped() ? "+" + piece : piece) + '@' + g.name(m.to());
}

std::string move_to_text(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Variant& v = pos.variant();
  if (m.kind() == MoveKind::Castle && v.def().castling.kind == CastlingDef::Kind::Leap)
    return std::string(m.extra() & 1 ? "O-O@" : "O-O-O@") + g.name(m.to());
  if (m.kind() == MoveKind::Push) return push_text(pos, m);
  if (m.is_drop()) return drop_text(v, m, g);
  // Seirawan: a castle whose held piece enters on the rook's cell is written rook-cell first ("h1e1h").
  // Chess960: the king takes its own rook ("e1h1").
  std::string s = m.gates_rook_cell() ? g.name(pos.castle_rook(m.castle_slot())) + g.name(m.from())
                  : m.kind() == MoveKind::Castle && v.def().castling.rook_cell_text
                      ? g.name(m.from()) + g.name(pos.castle_rook(m.castle_slot()))
                      : g.name(m.from()) + g.name(m.to());
  if (m.promotion() == PieceType::None) return s;
  // Shogi pieces, as Fairy-Stockfish writes them: '+' promotes, '-' turns a promoted piece back. A
  // made-up move (a fuzzer's, a hostile caller's) may start on an empty cell: it has no piece to ask.
  const Piece mover = pos.at(m.from());
  if (m.kind() == MoveKind::Promotion && is_piece(mover)) {
    if (v.piece(m.promotion()).promotion.shogi && pos.origin(m.from()) == m.promotion()) return s + '-';
    if (v.piece(type_of(mover)).promotion.shogi) return s + '+';
  }
  return s + v.piece(m.promotion()).letter;
}

Move parse_move(Position& pos, std::string_view text, std::string& error) {
  MoveList legal;
  generate_legal(pos, legal);
  return parse_move(pos, text, error, legal);
}

Move parse_move(Position& pos, std::string_view text, std::string& error, const MoveList& legal) {
  if (!plausible(text)) {
    // Built in steps: GCC 12 wrongly warns (-Wrestrict, its bug 105329) on a one-character literal
    // assigned to or put before a std::string.
    error.assign(1, '\'');
    error += text.substr(0, 64);
    error +=
        "' is not move text: expected a from-cell, a to-cell and an optional promotion letter, like e2e4 "
        "or a7a8q";
    return Move::none();
  }
  const std::string want = normalise(text);
  if (const Move m = find_legal(pos, want, legal); !m.is_none()) return m;
  // A Chess960 castle may also be written king cell to landing cell (Tessera wrote it so before),
  // where no other legal move has that text.
  if (pos.variant().def().castling.rook_cell_text)
    for (Move m : legal)
      if (m.kind() == MoveKind::Castle && pos.geometry().name(m.from()) + pos.geometry().name(m.to()) == want)
        return m;
  MoveList pseudo;
  generate_pseudo(pos, pseudo);
  for (Move m : pseudo)
    if (move_to_text(pos, m) == want) {
      error = want + " is not legal: it would leave the " +
              pos.variant().piece(pos.variant().royal_type()).name + " in check";
      return Move::none();
    }
  const Geometry& g = pos.geometry();
  const std::string& who = pos.variant().def().color_names[idx(pos.side_to_move())];
  size_t split = 1;
  while (split < want.size() && std::isdigit(static_cast<unsigned char>(want[split]))) ++split;
  const Cell from = g.parse(std::string_view(want).substr(0, split));
  if (want.size() > 2 && want[1] == '@') {
    const PieceType t = pos.variant().type_of_letter(char(std::tolower(static_cast<unsigned char>(want[0]))));
    if (!pos.variant().has_drops()) error = "this variant has no drops, so '" + want + "' is not a move";
    else if (t == PieceType::None) error = "'" + want + "' drops an unknown piece";
    else if (!pos.pool(pos.side_to_move(), t))
      error = who + " has no " + pos.variant().piece(t).name + " in hand to drop";
    else error = want + " is not a legal drop here";
  } else if (want.rfind("O-O", 0) != 0 && !is_cell(from)) {
    error = "'" + want + "' does not start with a cell of this board";
  } else if (is_cell(from) && (pos.empty(from) || color_of(pos.at(from)) != pos.side_to_move())) {
    error = "there is no " + who + " piece on " + g.name(from);
  } else {
    error = want + " is not a legal move here";
  }
  return Move::none();
}

}  // namespace tessera
