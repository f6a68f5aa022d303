// SAN: piece letter (none for the variant's one pawn), the fewest origin characters that make the move
// unique, 'x', the target cell, "=X" for a promotion, '+' or '#'. Castling is O-O / O-O-O, a leaping
// castle O-O@c1, a drop P@e4 (pawns too, as Fairy-Stockfish writes it), and a push appends ':' and
// each pushed piece's letter, 'x' if a capture happens where it lands, and its landing cell
// ("Yj3:Pj4,Pxh3").
#include "notation/san.h"

#include <cctype>

#include "movegen/movegen.h"
#include "notation/move_text.h"
#include "position/push_plan.h"

namespace tessera {

namespace {

constexpr size_t MaxSanText = 96;

char upper(char letter) { return char(std::toupper(static_cast<unsigned char>(letter))); }

// The piece SAN writes without a letter: the only type that both promotes and resets the move clock.
PieceType pawn_type(const Variant& v) {
  PieceType found = PieceType::None;
  for (int i = 1; i <= v.type_count(); ++i) {
    const PieceDef& d = v.piece(PieceType(uint8_t(i)));
    if (!d.resets_clock || d.promotion.zone.empty()) continue;
    if (found != PieceType::None) return PieceType::None;
    found = PieceType(uint8_t(i));
  }
  return found;
}

std::string file_of(const std::string& cell) { return cell.substr(0, 1); }
std::string rank_of(const std::string& cell) { return cell.substr(1); }

// The origin characters: none, the file, the rank, or the whole cell, whichever first tells `m` apart
// from the other legal moves of the same piece type to the same cell.
std::string origin(const Position& pos, Move m, const MoveList& legal, bool pawn_capture) {
  const Geometry& g = pos.geometry();
  const std::string from = g.name(m.from());
  const PieceType t = type_of(pos.at(m.from()));
  bool rivals = false, same_file = false, same_rank = false;
  for (Move o : legal) {
    if (o.to() != m.to() || o.from() == m.from() || o.kind() == MoveKind::Castle || o.is_drop()) continue;
    if (type_of(pos.at(o.from())) != t) continue;
    const std::string other = g.name(o.from());
    rivals = true;
    same_file |= file_of(other) == file_of(from);
    same_rank |= rank_of(other) == rank_of(from);
  }
  if (pawn_capture) return same_file ? from : file_of(from);
  if (!rivals) return "";
  if (!same_file) return file_of(from);
  if (!same_rank) return rank_of(from);
  return from;
}

// Seirawan gating as Fairy-Stockfish writes it: "/H" and, after a castle, the cell it enters ("O-O/He1").
std::string gate_text(const Position& pos, Move m) {
  const std::string s = std::string("/") + upper(pos.variant().piece(m.gated()).letter);
  if (m.kind() != MoveKind::Castle) return s;
  return s + pos.geometry().name(m.gates_rook_cell() ? pos.castle_rook(m.castle_slot()) : m.from());
}

std::string castle_text(const Position& pos, Move m) {
  const std::string side = m.extra() & 1 ? "O-O" : "O-O-O";
  if (pos.variant().def().castling.kind == CastlingDef::Kind::Leap)
    return side + "@" + pos.geometry().name(m.to());
  return m.gated() == PieceType::None ? side : side + gate_text(pos, m);
}

std::string pushed_text(const Position& pos, Move m) {
  PushPlan plan;
  if (!plan_push(pos, m, plan)) return ":?";
  const Variant& v = pos.variant();
  std::string s;
  for (int i = 0; i < plan.count; ++i) {
    const PushedPiece& p = plan.pieces[i];
    s += i ? ',' : ':';
    s += upper(v.piece(type_of(p.piece)).letter);
    if (p.taken || is_cell(p.captures)) s += 'x';
    s += pos.geometry().name(p.to);
    if (p.promotion != PieceType::None) s += std::string("=") + upper(v.piece(p.promotion).letter);
  }
  return s;
}

// SAN without its check mark.
std::string san_body(const Position& pos, Move m, const MoveList& legal) {
  if (m.kind() == MoveKind::Castle) return castle_text(pos, m);
  const Variant& v = pos.variant();
  if (m.is_drop()) return drop_text(v, m, pos.geometry());
  const PieceType t = type_of(pos.at(m.from()));
  // A Shepherding piece never captures: its landing cell holds the piece it pushes on.
  const bool capture = m.kind() != MoveKind::Push && is_capture(pos, m);
  const bool pawn = t == pawn_type(v);
  std::string s;
  if (!pawn) s += upper(v.piece(t).letter);
  s += origin(pos, m, legal, pawn && capture);
  if (capture) s += 'x';
  s += pos.geometry().name(m.to());
  if (m.kind() == MoveKind::Gate) s += gate_text(pos, m);
  else if (m.promotion() != PieceType::None) s += std::string("=") + upper(v.piece(m.promotion()).letter);
  if (m.kind() == MoveKind::Push) s += pushed_text(pos, m);
  return s;
}

const char* check_mark(Position& pos, Move m) {
  if (!pos.variant().has_royal()) return "";
  pos.do_move(m);
  const char* mark = "";
  if (pos.in_check()) {
    MoveList replies;
    generate_legal(pos, replies);
    mark = replies.empty() ? "#" : "+";
  }
  pos.undo_move(m);
  return mark;
}

bool is_castle_text(std::string_view text) {
  if (text.size() < 3) return false;
  auto o = [](char ch) { return ch == 'O' || ch == 'o' || ch == '0'; };
  return o(text[0]) && text[1] == '-' && o(text[2]);
}

// The loose form that reading falls back on: lower case, no capture, promotion or check marks. An 'x'
// is a capture mark unless it starts the text or a pushed piece, where it is a piece letter.
std::string loose(std::string_view text) {
  const bool castle = is_castle_text(text);
  std::string s;
  for (size_t i = 0; i < text.size(); ++i) {
    char ch = text[i];
    if (castle && ch == '0') ch = 'O';
    if (std::string_view("+#!?=").find(ch) != std::string_view::npos) continue;
    if (!castle && ch == '-') continue;
    const bool letter_slot = i == 0 || text[i - 1] == ':' || text[i - 1] == ',';
    if (!castle && (ch == 'x' || ch == 'X') && !letter_slot) continue;
    s += char(std::tolower(static_cast<unsigned char>(ch)));
  }
  return s;
}

bool plausible(std::string_view text) {
  if (text.empty() || text.size() > MaxSanText) return false;
  for (char ch : text)
    if (!std::isalnum(static_cast<unsigned char>(ch)) &&
        std::string_view("-@=:,+#!?/").find(ch) == std::string_view::npos)
      return false;
  return true;
}

std::string_view without_marks(std::string_view text) {
  while (!text.empty() && std::string_view("+#!?").find(text.back()) != std::string_view::npos)
    text.remove_suffix(1);
  return text;
}

}  // namespace

std::string san_without_mark(const Position& pos, Move m, const MoveList& legal) {
  return san_body(pos, m, legal);
}

const char* san_mark_after(const Position& after, const MoveList& replies) {
  if (!after.variant().has_royal() || !after.in_check()) return "";
  return replies.empty() ? "#" : "+";
}

std::string move_to_san(Position& pos, Move m, const MoveList& legal) {
  return san_body(pos, m, legal) + check_mark(pos, m);
}

std::string move_to_san(Position& pos, Move m) {
  MoveList legal;
  generate_legal(pos, legal);
  return move_to_san(pos, m, legal);
}

Move parse_san(Position& pos, std::string_view text, std::string& error) {
  MoveList legal;
  generate_legal(pos, legal);
  return parse_san(pos, text, error, legal);
}

Move parse_san(Position& pos, std::string_view text, std::string& error, const MoveList& legal) {
  if (!plausible(text)) {
    // Built in steps: GCC 12 wrongly warns (-Wrestrict, its bug 105329) on a one-character literal
    // assigned to or put before a std::string.
    error.assign(1, '\'');
    error += text.substr(0, 32);
    error +=
        "' is not move text: expected SAN such as e4, Nf3, exd5, e8=Q or O-O, or coordinates such as e2e4";
    return Move::none();
  }
  const std::string_view exact = without_marks(text);
  const std::string want = loose(text);
  Move found = Move::none();
  int loose_matches = 0;
  std::string candidates;
  for (Move m : legal) {
    const std::string body = san_body(pos, m, legal);
    if (body == exact) return m;
    if (loose(body) != want) continue;
    found = m;
    candidates += (loose_matches++ ? ", " : "") + body;
  }
  if (loose_matches == 1) return found;
  if (loose_matches > 1) {
    error.assign(1, '\'');
    error += text;
    error += "' could be any of " + candidates + ": write the letters' case as shown";
  } else {
    error = std::string(text) + " is not a legal move here";
  }
  return Move::none();
}

}  // namespace tessera
