// Writes and reads PGN. [Variant] carries the variant's id, the name Fairy-Stockfish's UCI_Variant,
// pychess and XBoard use too; reading also takes display names and lichess's "Standard".
#include "api/game_record.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <cstdio>

#include "notation/pgn_text.h"
#include "variants/variants.h"

namespace tessera {

namespace {

constexpr size_t LineWidth = 79;

std::string result_token(const GameStatus& s) {
  switch (s.outcome) {
    case Outcome::WhiteWins: return "1-0";
    case Outcome::BlackWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    case Outcome::Ongoing: return "*";
  }
  return "*";
}

std::string tag(std::string_view name, std::string_view value) {
  std::string out(1, '[');  // in steps, for GCC 12's false -Wrestrict (see parse_move)
  out += name;
  out += " \"";
  out += pgn_escape(value);
  out += "\"]\n";
  return out;
}

// Appends `word` to the movetext, breaking lines before LineWidth as PGN asks.
void append(std::string& out, size_t& line, const std::string& word) {
  if (line > 0 && line + 1 + word.size() > LineWidth) {
    out += '\n';
    line = 0;
  } else if (line > 0) {
    out += ' ';
    ++line;
  }
  out += word;
  line += word.size();
}

std::string comment_text(const std::string& c) {
  std::string s = "{";
  for (char ch : c) s += ch == '}' ? ')' : ch;  // a brace would end the comment early
  return s + "}";
}

// PGN's clock form H:MM:SS, with tenths under ten seconds as lichess writes them.
std::string clock_text(int ms) {
  ms = std::max(0, ms);
  const int s = ms / 1000;
  char buf[32];
  if (s < 10) std::snprintf(buf, sizeof buf, "0:00:%02d.%d", s, ms % 1000 / 100);
  else std::snprintf(buf, sizeof buf, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  return buf;
}

// "300+3", "60" or "-": digits, at most one '+' between digits.
bool time_control_ok(std::string_view tc) {
  if (tc == "-") return true;
  const size_t plus = tc.find('+');
  auto digits = [](std::string_view d) {
    return !d.empty() && d.size() <= 9 &&
           std::all_of(d.begin(), d.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  return plus == std::string_view::npos ? digits(tc)
                                        : digits(tc.substr(0, plus)) && digits(tc.substr(plus + 1));
}

// The comment after ply `ply` (1-based), with the mover's clock first.
std::string ply_comment(Game& game, const RecordExtras& extras, int ply) {
  std::string c = game.comment(ply);
  if (ply >= 1 && ply - 1 < int(extras.clock_ms.size()))
    c = "[%clk " + clock_text(extras.clock_ms[size_t(ply - 1)]) + "]" + (c.empty() ? "" : " " + c);
  return c;
}

std::string lower(std::string_view s) {
  std::string out;
  for (char ch : s)
    if (ch != ' ' && ch != '-' && ch != '_') out += char(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// The variant a [Variant] tag names: an id or a display name, in any case, with "Standard" for chess.
std::string variant_of(std::string_view value) {
  const std::string want = lower(value);
  if (want == "standard" || want == "chess" || want == "fromposition") return "chess";
  for (const std::string& id : all_variant_ids()) {
    if (lower(id) == want) return id;
    if (const Variant* v = find_variant(id); v && lower(v->def().name) == want) return id;
  }
  return std::string(value.substr(0, 64));
}

}  // namespace

std::string write_record(Game& game, const RecordExtras& extras) {
  const GameStatus s = game.status();
  const bool off_board = s.outcome == Outcome::Ongoing &&
                         (extras.result == "1-0" || extras.result == "0-1" || extras.result == "1/2-1/2");
  const std::string result = off_board ? extras.result : result_token(s);
  std::string out;
  for (const char* name : {"Event", "Site", "Round", "White", "Black"}) {
    out += tag(name, "?");
    if (std::string_view(name) == "Site") out += tag("Date", "????.??.??");
  }
  out += tag("Result", result);
  out += tag("Variant", game.variant().id());
  if (game.start_fen() != game.variant().def().start_fen)
    out += tag("SetUp", "1") + tag("FEN", game.start_fen());
  if (s.reason != EndReason::None) out += tag("Termination", s.text);
  else if (off_board && !extras.termination.empty())
    out += tag("Termination", extras.termination.substr(0, 64));
  if (time_control_ok(extras.time_control)) out += tag("TimeControl", extras.time_control);
  out += "\n";
  // Move numbers follow the start position's side to move and fullmove number.
  Position start(game.variant());
  // The game's start FEN came from its own Position, so it always reads back.
  [[maybe_unused]] const std::string err = start.set_fen(game.start_fen());
  assert(err.empty());
  int number = start.fullmove();
  bool white = start.side_to_move() == Color::White;
  size_t line = 0;
  if (!game.comment(0).empty()) append(out, line, comment_text(game.comment(0)));
  const auto& sans = game.san_history();
  for (size_t i = 0; i < sans.size(); ++i) {
    if (white) append(out, line, std::to_string(number) + ".");
    else if (i == 0 || !ply_comment(game, extras, int(i)).empty())
      append(out, line, std::to_string(number) + "...");
    append(out, line, sans[i]);
    if (const std::string c = ply_comment(game, extras, int(i + 1)); !c.empty())
      append(out, line, comment_text(c));
    if (!white) ++number;
    white = !white;
  }
  append(out, line, result);
  return out + "\n";
}

RecordRead read_record(std::string_view text, std::string_view default_variant) {
  RecordRead r;
  const PgnText pgn = read_pgn_text(text);
  if (text.size() > MaxPgnBytes) {
    r.error = pgn.error;
    return r;
  }
  const std::string* variant_tag = pgn.tag("Variant");
  const std::string variant = variant_tag ? variant_of(*variant_tag) : std::string(default_variant);
  r.game = Game::create(variant, r.error);
  if (!r.game) return r;
  if (const std::string* fen = pgn.tag("FEN")) {
    if (std::string err = r.game->load_fen(*fen); !err.empty()) {
      r.error = "bad FEN tag: " + err;
      r.game.reset();
      return r;
    }
  }
  r.game->set_comment(0, pgn.comments[0]);
  for (size_t i = 0; i < pgn.moves.size(); ++i) {
    if (std::string err = r.game->play(pgn.moves[i]); !err.empty()) {
      r.error = "move " + std::to_string(i + 1) + " (" + pgn.moves[i].substr(0, 40) + "): " + err;
      break;
    }
    r.game->set_comment(int(i + 1), pgn.comments[i + 1]);
  }
  if (r.error.empty()) r.error = pgn.error;
  if (pgn.variations > 0) r.dropped = std::to_string(pgn.variations) + " side line(s)";
  if (pgn.nags > 0)
    r.dropped += (r.dropped.empty() ? "" : " and ") + std::to_string(pgn.nags) + " move glyph(s)";
  return r;
}

}  // namespace tessera
