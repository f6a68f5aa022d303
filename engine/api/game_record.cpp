// Writes and reads game records. Headers are [Name "value"] lines; moves are the engine's own
// move text, with optional move numbers ("12." or "12...") and a result token at the end.
#include "api/game_record.h"

#include <cctype>
#include <cassert>
#include <sstream>

namespace tessera {

namespace {

constexpr size_t MaxRecordBytes = 1 << 20;
constexpr int MaxRecordMoves = 5000;

std::string result_token(const GameStatus& s) {
  switch (s.outcome) {
    case Outcome::WhiteWins: return "1-0";
    case Outcome::BlackWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    case Outcome::Ongoing: return "*";
  }
  return "*";
}

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// "12." or "12..." — a move number, skipped on reading.
bool is_move_number(std::string_view t) {
  size_t i = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
  return i > 0 && i < t.size() && t.substr(i).find_first_not_of('.') == std::string_view::npos;
}

// Parses one header line `[Name "value"]`; false if the line is not one.
bool parse_header(std::string_view line, std::string& name, std::string& value) {
  if (line.size() < 4 || line.front() != '[' || line.back() != ']') return false;
  const size_t space = line.find(' ');
  const size_t q1 = line.find('"'), q2 = line.rfind('"');
  if (space == std::string_view::npos || q1 == std::string_view::npos || q2 <= q1) return false;
  name = std::string(line.substr(1, space - 1));
  value = std::string(line.substr(q1 + 1, q2 - q1 - 1));
  return true;
}

}  // namespace

std::string write_record(Game& game) {
  const GameStatus s = game.status();
  std::ostringstream out;
  out << "[Variant \"" << game.variant().id() << "\"]\n";
  if (game.start_fen() != game.variant().def().start_fen) out << "[FEN \"" << game.start_fen() << "\"]\n";
  out << "[Result \"" << result_token(s) << "\"]\n";
  if (s.reason != EndReason::None) out << "[Termination \"" << s.text << "\"]\n";
  out << "\n";
  // Move numbers follow the start position's side to move and fullmove number.
  Position replay(game.variant());
  // The game's start FEN came from its own Position, so it always reads back.
  [[maybe_unused]] const std::string err = replay.set_fen(game.start_fen());
  assert(err.empty());
  int number = replay.fullmove();
  bool white = replay.side_to_move() == Color::White;
  std::string line;
  for (size_t i = 0; i < game.history().size(); ++i) {
    if (white) line += std::to_string(number) + ". ";
    else if (i == 0) line += std::to_string(number) + "... ";
    line += game.history()[i] + " ";
    if (!white) ++number;
    white = !white;
  }
  out << line << result_token(s) << "\n";
  return out.str();
}

RecordRead read_record(std::string_view text, std::string_view default_variant) {
  RecordRead r;
  if (text.size() > MaxRecordBytes) {
    r.error = "the record is larger than 1 MB";
    return r;
  }
  std::string variant(default_variant), fen;
  std::istringstream in{std::string(text)};
  std::string moves_text;
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    std::string name, value;
    if (parse_header(line, name, value)) {
      if (name == "Variant") variant = value;
      if (name == "FEN") fen = value;
    } else {
      moves_text += line + " ";
    }
  }
  r.game = Game::create(variant, r.error);
  if (!r.game) return r;
  if (!fen.empty()) {
    if (std::string err = r.game->load_fen(fen); !err.empty()) {
      r.error = "bad FEN header: " + err;
      r.game.reset();
      return r;
    }
  }
  std::istringstream moves{moves_text};
  int played = 0;
  for (std::string tok; moves >> tok;) {
    if (is_move_number(tok)) continue;
    // "12.e2e4": a number glued to its move.
    if (const size_t dot = tok.find_last_of('.'); dot != std::string::npos && is_move_number(tok.substr(0, dot + 1)))
      tok = tok.substr(dot + 1);
    if (is_result(tok)) break;
    if (played >= MaxRecordMoves) {
      r.error = "the record has more than " + std::to_string(MaxRecordMoves) + " moves";
      break;
    }
    if (std::string err = r.game->play(tok); !err.empty()) {
      r.error = "move " + std::to_string(played + 1) + " (" + tok.substr(0, 40) + "): " + err;
      break;
    }
    ++played;
  }
  return r;
}

}  // namespace tessera
