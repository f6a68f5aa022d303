// FEN in and out for every variant: board (with an optional [pool] suffix), side, castling,
// en passant, clocks. A bad FEN is rejected with a message and leaves the position untouched.
#include <cctype>
#include <charconv>
#include <sstream>
#include <utility>

#include "position/position.h"
#include "position/zobrist.h"
#include "rules/fen_board.h"

namespace tessera {

namespace {

std::vector<std::string> split_fields(std::string_view fen) {
  std::vector<std::string> fields;
  std::istringstream in{std::string(fen)};
  for (std::string f; in >> f;) fields.push_back(f);
  return fields;
}

// Writes `out` only when the whole string is a number in [lo, hi].
bool parse_int(const std::string& s, int lo, int hi, int& out) {
  int value = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size() || value < lo || value > hi) return false;
  out = value;
  return true;
}

// The file a letter names on this board (hex boards skip j), or -1.
int file_index(const Geometry& g, char letter) {
  for (int f = 0; f < g.file_count(); ++f)
    if (g.file_letter(f) == letter) return f;
  return -1;
}

// The cell on `king`'s rank at `file`, or NoCell.
Cell on_rank(const Geometry& g, Cell king, int file) {
  for (Cell c : g.rows()[g.rows().size() - 1 - g.rank_of(king)])
    if (g.file_of(c) == file) return c;
  return NoCell;
}

}  // namespace

class FenReader {
 public:
  FenReader(Position& pos, std::string_view fen) : pos_(pos), fen_(fen) {}

  std::string read() {
    auto fields = split_fields(fen_);
    if (fields.empty()) return "the FEN is empty";
    pos_.clear();
    std::string err = checks(fields);
    if (!err.empty()) return err;
    // Fairy-Stockfish leaves out castling and en passant when the next field is a number
    // (breakthrough: "… w 0 1").
    if (fields.size() > 2 && std::isdigit(static_cast<unsigned char>(fields[2][0])))
      fields.insert(fields.begin() + 2, {"-", "-"});
    // Variants without castling may leave its field out entirely, as published
    // Gliński FENs do ("… w - 0 1"): five fields then mean no castling field.
    if (fields.size() == 5 && pos_.variant().def().castling.kind == CastlingDef::Kind::None)
      fields.insert(fields.begin() + 2, "-");
    if (fields.size() > 6)
      return "the FEN has " + std::to_string(fields.size()) + " fields; at most 6 are allowed";
    err = board(fields[0]);
    if (err.empty() && pos_.variant().setup().castling_dropped) pos_.preset_dropped_castling();
    if (err.empty() && fields.size() > 1) err = side(fields[1]);
    if (err.empty() && fields.size() > 2) err = castling(fields[2]);
    // countingRule variants: Fairy-Stockfish writes a running count's limit where the en-passant cell
    // goes, and the plies counted where the halfmove clock goes.
    const bool count_field = fields.size() > 3 && pos_.variant().end_rules().counting != CountingRule::None &&
                             std::isdigit(static_cast<unsigned char>(fields[3][0]));
    if (err.empty() && count_field && !parse_int(fields[3], 1, 100000, pos_.fen_count_limit_))
      err = "the counting limit '" + fields[3] + "' is not a number from 1 to 100000";
    if (err.empty() && fields.size() > 3 && !count_field) err = en_passant(fields[3]);
    if (err.empty() && fields.size() > 4 && !parse_int(fields[4], 0, 100000, pos_.states_.back().rule50))
      err = "the halfmove clock '" + fields[4] + "' is not a number from 0 to 100000";
    if (err.empty() && pos_.fen_count_limit_) std::swap(pos_.fen_count_ply_, pos_.states_.back().rule50);
    int fullmove = 1;
    if (err.empty() && fields.size() > 5 && !parse_int(fields[5], 1, 100000, fullmove))
      err = "the fullmove number '" + fields[5] + "' is not a number from 1 to 100000";
    pos_.game_ply_ = 2 * (fullmove - 1) + (pos_.side_ == Color::Black);
    if (err.empty()) err = validate();
    if (err.empty()) finish_state();
    return err;
  }

 private:
  std::string board(std::string field) {
    const Variant& v = pos_.variant();
    if (const size_t open = field.find('['); open != std::string::npos) {
      if (field.back() != ']') return "the pool part of the board field must end with ']'";
      std::string err = pools(field.substr(open + 1, field.size() - open - 2));
      if (!err.empty()) return err;
      field = field.substr(0, open);
    }
    std::string err;
    const auto cells = parse_fen_board(v, field, err, v.tracks_promoted() ? pos_.origin_ : nullptr);
    if (!cells) return err;
    for (int i = 0; i < pos_.geometry().size(); ++i) {
      const Piece p = (*cells)[i];
      if (!is_piece(p)) continue;
      if (pos_.count(color_of(p)) >= MaxPiecesPerSide)
        return "too many pieces: at most " + std::to_string(MaxPiecesPerSide) + " per side";
      if (!v.may_stand(color_of(p), type_of(p), cell_at(i)))
        return "a " + v.piece(type_of(p)).name + " cannot stand on " + pos_.geometry().name(cell_at(i)) +
               (v.piece(type_of(p)).cells_note.empty() ? "" : ": " + v.piece(type_of(p)).cells_note);
      pos_.put(p, cell_at(i));
    }
    return "";
  }

  std::string pools(std::string_view text) {
    const Variant& v = pos_.variant();
    if (!pos_.tracks_pool_)
      return "this variant has no captured-piece pools or hands, so the board field takes no [...]";
    if (text.size() > 256) return "the hand part of the board field is too long";
    for (char ch : text) {
      if (ch == '-') continue;
      const PieceType t = v.type_of_letter(char(std::tolower(static_cast<unsigned char>(ch))));
      if (t == PieceType::None || !std::isalpha(static_cast<unsigned char>(ch)))
        return "unknown piece letter '" + std::string(1, ch) +
               "' in the pool or hand ([...] after the board)";
      const Color owner = std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black;
      if (++pos_.pool_[idx(owner)][idx(t)] >= 60) return "a pool holds too many pieces of one type";
    }
    return "";
  }

  // Check-counting variants: the checks each side has left, "W+B", as a field of its own after the
  // en-passant field (Fairy-Stockfish's place for it). Without it, the start position's counters.
  std::string checks(std::vector<std::string>& fields) {
    const Variant& v = pos_.variant();
    if (!v.counts_checks()) return "";
    StateInfo& st = pos_.states_.back();
    st.checks[0] = uint8_t(v.start_checks(Color::White));
    st.checks[1] = uint8_t(v.start_checks(Color::Black));
    for (size_t i = 2; i < fields.size(); ++i) {
      const size_t plus = fields[i].find('+');
      if (plus == std::string::npos) continue;
      int white = 0, black = 0;
      if (!parse_int(fields[i].substr(0, plus), 0, zobrist::MaxCheckCount, white) ||
          !parse_int(fields[i].substr(plus + 1), 0, zobrist::MaxCheckCount, black))
        return "the check counter field '" + fields[i] + "' must be two numbers from 0 to " +
               std::to_string(zobrist::MaxCheckCount) + " joined by '+', such as 3+3";
      st.checks[0] = uint8_t(white);
      st.checks[1] = uint8_t(black);
      fields.erase(fields.begin() + long(i));
      break;
    }
    return "";
  }

  std::string side(const std::string& f) {
    if (f == "w") pos_.side_ = Color::White;
    else if (f == "b") pos_.side_ = Color::Black;
    else return "the side to move must be 'w' or 'b', not '" + f + "'";
    return "";
  }

  // X-FEN (KQkq: the outermost rook on that side) and Shredder-FEN (rook file letters).
  std::string castling(const std::string& f) {
    if (f == "-") return "";
    if (pos_.variant().gating()) return gated_castling(f);
    const Variant& v = pos_.variant();
    const Geometry& g = pos_.geometry();
    if (v.def().castling.kind == CastlingDef::Kind::None)
      return "this variant has no castling, so the castling field must be '-'";
    for (char ch : f) {
      const Color c = std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black;
      const int rank = v.def().castling.rank;
      const int home = c == Color::White ? rank : g.rank_count() - 1 - rank;
      const Cell king = castling_king(c, home);
      if (!is_cell(king) || g.rank_of(king) != home)
        return "castling right '" + std::string(1, ch) + "' needs the " + v.def().color_names[idx(c)] +
               " king on its castling rank (" + std::to_string(rank + 1) + " from its side)";
      const char lower = char(std::tolower(static_cast<unsigned char>(ch)));
      const PieceType rook = v.type_of_letter(v.def().castling.rook);
      Cell found = NoCell;
      if (lower == 'k' || lower == 'q') {
        const int dir = lower == 'k' ? 1 : -1;
        for (int file = g.file_of(king) + dir; file >= 0 && file < g.file_count(); file += dir) {
          const Cell s = on_rank(g, king, file);
          if (is_cell(s) && pos_.at(s) == make_piece(c, rook)) found = s;
        }
      } else if (const int file = file_index(g, lower); file >= 0) {
        const Cell s = on_rank(g, king, file);
        if (is_cell(s) && pos_.at(s) == make_piece(c, rook)) found = s;
      } else {
        return "castling field '" + f + "' has an unknown letter '" + std::string(1, ch) + "'";
      }
      if (!is_cell(found) || found == king)
        return "castling right '" + std::string(1, ch) + "' names no " + v.piece(rook).name +
               " on the king's rank";
      add_right(c, king, found);
    }
    return "";
  }

  void add_right(Color c, Cell king, Cell rook) {
    const int side = pos_.geometry().file_of(rook) > pos_.geometry().file_of(king) ? 1 : 0;
    const int slot = castle_slot(c, side);
    pos_.castle_rook_[slot] = rook;
    pos_.castle_king_[idx(c)] = king;
    pos_.states_.back().castling |= uint8_t(1u << slot);
    pos_.castling_mask_[idx(rook)] |= uint8_t(1u << slot);
    pos_.castling_mask_[idx(king)] |= uint8_t(3u << (2 * idx(c)));
  }

  // ---- Gates (gating variants), read as Fairy-Stockfish 11.1 reads them ----
  // K/Q: castling with the outermost rook, and gates on its cell and the king's. A file letter: a gate
  // on that file of the castling rank, which is also a Shredder castling right only while no piece
  // could enter through it (Seirawan with an empty hand). A king on its gate with no right read then
  // castles with every rook on a gate.
  std::string gated_castling(const std::string& f) {
    const Variant& v = pos_.variant();
    const Geometry& g = pos_.geometry();
    const bool castles = v.def().castling.kind != CastlingDef::Kind::None;
    const Piece rooks[2] = {make_piece(Color::White, v.type_of_letter(v.def().castling.rook)),
                            make_piece(Color::Black, v.type_of_letter(v.def().castling.rook))};
    uint64_t& gates = pos_.states_.back().gates;
    for (char ch : f) {
      const Color c = std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black;
      const char lower = char(std::tolower(static_cast<unsigned char>(ch)));
      const Cell king = castles ? home_king(c) : NoCell;
      if (lower == 'k' || lower == 'q') {
        Cell rook = NoCell;
        for (int i = 0; i < g.file_count() && is_cell(king) && !is_cell(rook); ++i) {
          const Cell s = v.gate_cell(c, lower == 'k' ? g.file_count() - 1 - i : i);
          if (is_cell(s) && pos_.at(s) == rooks[idx(c)]) rook = s;
        }
        if (!is_cell(rook) || rook == king)
          return "castling right '" + std::string(1, ch) + "' needs the king and a " +
                 v.piece(type_of(rooks[0])).name + " on the castling rank";
        if (gates_stay_open(c)) gates |= v.gate_bit(c, rook) | v.gate_bit(c, king);
        add_right(c, king, rook);
        continue;
      }
      const int file = file_index(g, lower);
      const Cell s = file >= 0 && file < 32 ? v.gate_cell(c, file) : NoCell;
      if (!is_cell(s)) return "castling field '" + f + "' has an unknown letter '" + std::string(1, ch) + "'";
      if (gates_stay_open(c)) gates |= v.gate_bit(c, s);
      else if (is_cell(king) && s != king && pos_.at(s) == rooks[idx(c)]) add_right(c, king, s);
    }
    for (Color c : {Color::White, Color::Black}) {
      const Cell king = castles ? home_king(c) : NoCell;
      if (!is_cell(king) || !(gates & v.gate_bit(c, king)) || !gates_stay_open(c) ||
          (pos_.states_.back().castling >> (2 * idx(c)) & 3))
        continue;
      for (int file = 0; file < g.file_count() && file < 32; ++file) {
        const Cell s = v.gate_cell(c, file);
        if (is_cell(s) && s != king && (gates & v.gate_bit(c, s)) && pos_.at(s) == rooks[idx(c)])
          add_right(c, king, s);
      }
    }
    return "";
  }

  // Is a gate a gate? Everywhere but in Seirawan with an empty hand, where nothing can enter it any
  // more: Fairy-Stockfish then neither prints gates nor uses them, and a file letter is a castling right.
  bool gates_stay_open(Color c) const {
    return !pos_.variant().seirawan_gating() || pos_.hand_count(c) > 0 ||
           pos_.variant().captures_to_capturer();
  }

  Cell home_king(Color c) const {
    const int rank = pos_.variant().def().castling.rank;
    const int home = c == Color::White ? rank : pos_.geometry().rank_count() - 1 - rank;
    const Cell king = castling_king(c, home);
    return is_cell(king) && pos_.geometry().rank_of(king) == home ? king : NoCell;
  }

  // The royal piece, or where the castling piece is not royal (giveaway), the one on the home rank.
  Cell castling_king(Color c, int home) const {
    const Variant& v = pos_.variant();
    const PieceType t = v.castle_king_type();
    if (t == v.royal_type()) return pos_.royal(c);
    Cell found = NoCell;
    for (int i = 0; i < pos_.count(c); ++i) {
      const Cell s = pos_.piece_cell(c, i);
      if (type_of(pos_.at(s)) != t || pos_.geometry().rank_of(s) != home) continue;
      if (is_cell(found)) return NoCell;  // two candidates: no right can be read
      found = s;
    }
    return found;
  }

  // A list of targets: "e3", or "e3e4" to name the victim when it cannot be inferred.
  std::string en_passant(const std::string& f) {
    if (f == "-") return "";
    const Variant& v = pos_.variant();
    const Geometry& g = pos_.geometry();
    StateInfo& st = pos_.states_.back();
    std::string_view rest = f;
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      const std::string_view item = rest.substr(0, comma);
      rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
      size_t split = 1;
      while (split < item.size() && std::isdigit(static_cast<unsigned char>(item[split]))) ++split;
      const Cell land = g.parse(item.substr(0, split));
      if (!is_cell(land)) return "the en-passant field '" + f + "' names no cell";
      const Color mover = ~pos_.side_;
      Dir forward = g.north();
      if (mover == Color::Black && v.def().black_mirrored) forward = g.mirror(forward);
      const Cell victim = split < item.size() ? g.parse(item.substr(split)) : v.next(land, forward);
      const Piece vp = is_cell(victim) ? pos_.at(victim) : Piece::None;
      // Westfield: the Shepherding piece that pushed the victim may stand on the passed cell.
      if (!pos_.empty(land) && (!v.is_shepherd(type_of(pos_.at(land))) || color_of(pos_.at(land)) != mover))
        return "the en-passant cell " + g.name(land) + " is occupied";
      if (!is_piece(vp) || color_of(vp) != mover || !v.piece(type_of(vp)).ep_kind)
        return "no piece can be taken en passant via " + g.name(land);
      bool next_to = false;
      for (int d = 0; d < g.dir_count(); ++d) next_to = next_to || v.next(land, dir_at(d)) == victim;
      if (!next_to) return "the en-passant victim " + g.name(victim) + " is not next to " + g.name(land);
      if (st.ep_count == MaxEpTargets) return "too many en-passant targets";
      st.ep[st.ep_count++] = {land, victim};
    }
    return "";
  }

  std::string validate() {
    const Variant& v = pos_.variant();
    const Geometry& g = pos_.geometry();
    for (int c = 0; c < ColorCount; ++c) {
      const std::string& who = v.def().color_names[c];
      if (v.royal_required(Color(c)) && pos_.count(Color(c), v.royal_type()) != 1)
        return who + " must have exactly one " + v.piece(v.royal_type()).name;
      if (v.has_royal() && pos_.count(Color(c), v.royal_type()) > 1)
        return who + " may have at most one " + v.piece(v.royal_type()).name;
      for (int i = 0; i < pos_.count(Color(c)); ++i) {
        const Cell s = pos_.piece_cell(Color(c), i);
        const PieceType t = type_of(pos_.at(s));
        const PromotionDef& p = v.piece(t).promotion;
        // A piece promoting only on entry may stand inside the zone where it can still step on (a
        // makruk pawn on its sixth rank), not where it has no step left (a pawn on the last rank, which
        // may still have a capture on a hex board).
        if (p.mandatory && !p.shogi && v.promotes_in(Color(c), t, s) &&
            (!p.on_entry_only || v.no_quiet_move(Color(c), t, s)))
          return "the " + who + " " + v.piece(t).name + " on " + g.name(s) +
                 " stands where it must already have promoted";
      }
    }
    if (pos_.tracks_pool_) {
      std::string err = pool_bound();
      if (!err.empty()) return err;
    }
    if (v.has_drops()) {
      std::string err = hand_bound();
      if (!err.empty()) return err;
    }
    const Color them = ~pos_.side_;
    if (v.has_royal() && is_cell(pos_.royal(them)) && pos_.attacked(pos_.royal(them), pos_.side_))
      return "the side not to move (" + v.def().color_names[idx(them)] + ") is in check";
    return "";
  }

  // Every piece of a type may end up in one pool, and each pool count must hash apart from the others
  // (zobrist::pool), so a type's pieces on the board and in that pool stay below MaxPoolCount.
  std::string pool_bound() const {
    const Variant& v = pos_.variant();
    for (int t = 1; t <= v.type_count(); ++t) {  // types are 1..type_count()
      const PieceType type = type_at(t);
      int on_board = pos_.count(Color::White, type) + pos_.count(Color::Black, type);
      for (int i = 0; i < pos_.geometry().size(); ++i)  // each promoted one may come back as one
        on_board += pos_.origin_[i] == idx(type) && type_of(pos_.board_[i]) != type;
      for (int c = 0; c < ColorCount; ++c)
        if (on_board + pos_.pool(Color(c), type) >= zobrist::MaxPoolCount)
          return "too many " + v.piece(type).name + "s for a variant with pools: at most " +
                 std::to_string(zobrist::MaxPoolCount - 1) + " on the board and in one pool together";
    }
    return "";
  }

  // Drops put hand pieces on the board and captures move pieces between the sides, so one side could
  // come to own every piece on the board and in both hands: together they must fit one side's list.
  std::string hand_bound() const {
    const Variant& v = pos_.variant();
    int total = pos_.count(Color::White) + pos_.count(Color::Black);
    for (int c = 0; c < ColorCount; ++c)
      for (int t = 1; t <= v.type_count(); ++t) total += pos_.pool(Color(c), type_at(t));
    if (total > MaxPiecesPerSide)
      return "too many pieces: the board and the hands hold " + std::to_string(total) + ", at most " +
             std::to_string(MaxPiecesPerSide) + " are allowed in a variant with drops";
    return "";
  }

  void finish_state() {
    StateInfo& st = pos_.states_.back();
    for (int i = 0; i < st.ep_count; ++i)
      if (pos_.ep_capturable(st.ep[i].land, st.ep[i].victim)) st.ep_hashed |= uint8_t(1u << i);
    st.key = pos_.compute_key();
    st.facing = pos_.variant().bikjang() && pos_.generals_face(pos_.side_to_move());
  }

  Position& pos_;
  std::string_view fen_;
};

std::string Position::set_fen(std::string_view fen) {
  if (fen.size() > 4096) return "the FEN is too long";
  Position next(*this);
  std::string err = FenReader(next, fen).read();
  if (err.empty()) *this = std::move(next);
  return err;
}

std::string Position::fen() const {
  const Variant& v = *v_;
  const Geometry& g = geometry();
  std::vector<Piece> cells(board_, board_ + g.size());
  std::string out = format_fen_board(v, cells, tracks_promoted_ ? origin_ : nullptr);
  if (tracks_pool_) {
    // Hands as Fairy-Stockfish writes them: White's, then Black's, in its piece-type order.
    const bool fsf_order = v.has_drops() || v.seirawan_gating();
    out += '[';
    for (int c = 0; c < ColorCount; ++c)
      for (int i = 1; i <= v.type_count(); ++i) {
        const int t = fsf_order ? idx(v.hand_order()[size_t(i - 1)]) : i;
        out += std::string(pool_[c][t], v.letter(make_piece(Color(c), type_at(t))));
      }
    out += ']';
  }
  out += side_ == Color::White ? " w " : " b ";
  // White's rights first, each side's kingside before its queenside, and then its gates.
  std::string rights;
  for (int slot : {1, 0, 3, 2}) {
    if (slot == 3 && v.gating()) rights += gate_letters(Color::White);
    if (!(state().castling >> slot & 1)) continue;
    const Cell rook = castle_rook_[slot];
    // X-FEN letter when the rook is the outermost one on its side, else its file.
    bool outermost = true;
    const int dir = slot & 1 ? 1 : -1;
    for (int file = g.file_of(rook) + dir; file >= 0 && file < g.file_count(); file += dir) {
      const Cell s = on_rank(g, rook, file);
      if (is_cell(s) && at(s) == at(rook)) outermost = false;
    }
    const char letter = outermost ? (slot & 1 ? 'k' : 'q') : g.file_letter(g.file_of(rook));
    rights += slot < 2 ? char(std::toupper(letter)) : letter;
  }
  if (v.gating()) rights += gate_letters(Color::Black);
  out += rights.empty() ? "-" : rights;
  out += ' ';
  std::string ep;
  for (int i = 0; i < state().ep_count; ++i) {
    if (i) ep += ',';
    ep += g.name(state().ep[i].land);
    Dir forward = g.north();
    if (color_of(at(state().ep[i].victim)) == Color::Black && v.def().black_mirrored)
      forward = g.mirror(forward);
    if (v.next(state().ep[i].land, forward) != state().ep[i].victim) ep += g.name(state().ep[i].victim);
  }
  out += ep.empty() ? "-" : ep;
  if (v.counts_checks())
    out += ' ' + std::to_string(state().checks[0]) + '+' + std::to_string(state().checks[1]);
  out += ' ' + std::to_string(state().rule50) + ' ' + std::to_string(fullmove());
  return out;
}

}  // namespace tessera
