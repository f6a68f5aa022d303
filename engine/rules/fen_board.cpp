// Reads and writes the FEN board field row by row, following the geometry's own row layout.
// Every rejection names the row and the problem, so a pasted FEN can be fixed by hand.
#include "rules/fen_board.h"

#include <cctype>

#include "rules/variant.h"

namespace tessera {

namespace {

std::string row_label(const Variant& v, int row) {
  return "rank " + std::to_string(int(v.geometry().rows().size()) - row);
}

// Splits on '/', keeping empty pieces so that "//" is reported, not skipped.
std::vector<std::string_view> split_rows(std::string_view field) {
  std::vector<std::string_view> rows;
  size_t start = 0;
  for (size_t i = 0; i <= field.size(); ++i)
    if (i == field.size() || field[i] == '/') {
      rows.push_back(field.substr(start, i - start));
      start = i + 1;
    }
  return rows;
}

}  // namespace

std::optional<std::vector<Piece>> parse_fen_board(const Variant& v, std::string_view field,
                                                  std::string& error, uint8_t* origins) {
  const auto& layout = v.geometry().rows();
  const auto rows = split_rows(field);
  if (rows.size() != layout.size()) {
    error = "the board has " + std::to_string(layout.size()) + " ranks but the FEN gives " +
            std::to_string(rows.size());
    return std::nullopt;
  }
  std::vector<Piece> board(v.geometry().size(), Piece::None);
  for (size_t r = 0; r < rows.size(); ++r) {
    const auto& cells = layout[r];
    size_t at = 0;
    std::string_view text = rows[r];
    for (size_t i = 0; i < text.size(); ++i) {
      const char ch = text[i];
      if (std::isdigit(static_cast<unsigned char>(ch))) {
        size_t n = 0, j = i;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && n <= MaxCells)
          n = n * 10 + size_t(text[j++] - '0');
        if (n == 0) {
          error = row_label(v, int(r)) + " has an empty count of 0";
          return std::nullopt;
        }
        at += n;
        i = j - 1;
      } else {
        const bool plus = ch == '+';
        const char letter = plus && i + 1 < text.size() ? text[++i] : ch;
        PieceType t = v.type_of_letter(char(std::tolower(static_cast<unsigned char>(letter))));
        if (t == PieceType::None || !std::isalpha(static_cast<unsigned char>(letter))) {
          error = "unknown piece letter '" + std::string(1, letter) + "' in " + row_label(v, int(r));
          return std::nullopt;
        }
        const PieceType base = t;
        if (plus && (t = v.shogi_promoted(base)) == PieceType::None) {
          error = "'+" + std::string(1, letter) + "' in " + row_label(v, int(r)) + ": a " +
                  v.piece(base).name + " has no promoted form";
          return std::nullopt;
        }
        if (at < cells.size()) {
          const Color c = std::isupper(static_cast<unsigned char>(letter)) ? Color::White : Color::Black;
          board[idx(cells[at])] = make_piece(c, t);
          if (plus && origins) origins[idx(cells[at])] = uint8_t(idx(base));
        }
        if (i + 1 < text.size() && text[i + 1] == '~') {
          if (!origins || v.demoted_type() == PieceType::None) {
            error = "'~' (a promoted piece) after '" + std::string(1, ch) + "' in " + row_label(v, int(r)) +
                    ": only variants whose captured pieces go to hand mark promoted pieces";
            return std::nullopt;
          }
          if (at < cells.size()) origins[idx(cells[at])] = uint8_t(idx(v.demoted_type()));
          ++i;
        }
        ++at;
      }
    }
    if (at != cells.size()) {
      error = row_label(v, int(r)) + " lists " + std::to_string(at) + " cells but the board has " +
              std::to_string(cells.size()) + " there";
      return std::nullopt;
    }
  }
  return board;
}

std::string format_fen_board(const Variant& v, const std::vector<Piece>& board, const uint8_t* origins) {
  std::string out;
  const auto& layout = v.geometry().rows();
  for (size_t r = 0; r < layout.size(); ++r) {
    if (r) out += '/';
    int empty = 0;
    for (Cell c : layout[r]) {
      const Piece p = board[idx(c)];
      if (!is_piece(p)) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      const PieceType from = origins ? PieceType(origins[idx(c)]) : PieceType::None;
      if (from != PieceType::None && v.piece(from).promotion.shogi) {
        out += '+';
        out += v.letter(make_piece(color_of(p), from));
        continue;
      }
      out += v.letter(p);
      if (from != PieceType::None) out += '~';
    }
    if (empty) out += std::to_string(empty);
  }
  return out;
}

}  // namespace tessera
