// The Game record and its JSON replies: moves are validated against the legal list before
// anything changes, so bad input from a URL or a paste can never corrupt the game.
#include "api/game.h"

#include <algorithm>
#include <cassert>
#include <cctype>

#include "core/json.h"
#include "game/move_effects.h"
#include "movegen/movegen.h"
#include "notation/move_text.h"
#include "notation/san.h"
#include "perft/perft.h"
#include "position/push_plan.h"
#include "variants/variants.h"

namespace tessera {

namespace {

// A cell, another cell (e2e4, j1j3:j2j4), or a leaping castle's O-O@c1: the engine's own move text.
bool looks_like_coordinates(std::string_view t) {
  if (t.rfind("O-O", 0) == 0) return t.find('@') != std::string_view::npos;
  size_t i = 0;
  for (int cell = 0; cell < 2; ++cell) {
    if (i >= t.size() || !std::isalpha(static_cast<unsigned char>(t[i]))) return false;
    ++i;
    if (i >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i]))) return false;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
  }
  return true;
}

}  // namespace

std::unique_ptr<Game> Game::create(std::string_view variant_id, std::string& error) {
  auto v = acquire_variant(variant_id);
  if (!v) {
    const std::string why = unplayable_reason(variant_id);
    error = why.empty() ? "unknown variant '" + std::string(variant_id.substr(0, 40)) + "'"
                        : "variant '" + std::string(variant_id) + "' is not playable in Tessera yet: " + why;
    return nullptr;
  }
  return std::make_unique<Game>(std::move(v));
}

Game::Game(const Variant& v) : variant_(&v), pos_(v), start_fen_(v.def().start_fen) {}

Game::Game(std::shared_ptr<const Variant> v) : Game(*v) { hold_ = std::move(v); }

void Game::new_game() {
  // Every variant a Game can hold has had its start FEN read by compile_variant.
  [[maybe_unused]] const std::string err = pos_.set_start();
  assert(err.empty());
  start_fen_ = variant_->def().start_fen;
  legal_fresh_ = false;
  forget_moves();
}

void Game::forget_moves() {
  moves_.clear();
  history_.clear();
  captured_.clear();
  captured_before_.clear();
  san_history_.clear();
  comments_.assign(1, "");
}

const std::string& Game::comment(int ply) const {
  static const std::string none;
  return ply >= 0 && ply < int(comments_.size()) ? comments_[size_t(ply)] : none;
}

void Game::set_comment(int ply, std::string text) {
  if (ply >= 0 && ply < int(comments_.size())) comments_[size_t(ply)] = std::move(text);
}

std::string Game::load_fen(std::string_view fen) {
  Position next(*variant_);
  std::string err = next.set_fen(fen);
  if (!err.empty()) return err;
  pos_ = std::move(next);
  legal_fresh_ = false;
  start_fen_ = pos_.fen();
  forget_moves();
  return "";
}

std::string Game::play(std::string_view move_text) {
  if (status().outcome != Outcome::Ongoing) return "the game is over";
  std::string err;
  Move m = parse_move(pos_, move_text, err, legal());
  if (m.is_none()) {
    // Not the engine's coordinate text: SAN. Text shaped like coordinates keeps the coordinate reader's
    // message ("would leave the King in check"), anything else gets the SAN reader's.
    std::string san_err;
    m = parse_san(pos_, move_text, san_err, legal());
    if (m.is_none()) return looks_like_coordinates(move_text) ? err : san_err;
  }
  make(m);
  return "";
}

const MoveList& Game::legal() {
  if (!legal_fresh_) {
    legal_.clear();
    generate_legal(pos_, legal_);
    legal_fresh_ = true;
  }
  return legal_;
}

// The SAN's mark needs the replies to `m`, which are the next position's legal moves: one generation
// serves the mark, the status after the move and reading the next move.
void Game::make(Move m) {
  history_.push_back(move_to_text(pos_, m));
  std::string san = san_without_mark(pos_, m, legal());
  comments_.emplace_back();
  moves_.push_back(m);
  captured_before_.push_back(uint32_t(captured_.size()));
  for (const Displaced& d : displaced_pieces(pos_, m))
    if (d.how == Displaced::How::Captured) captured_.push_back(d.piece);
  pos_.do_move(m);
  legal_fresh_ = false;
  san += san_mark_after(pos_, legal());
  san_history_.push_back(std::move(san));
}

bool Game::undo() {
  if (moves_.empty()) return false;
  pos_.undo_move(moves_.back());
  legal_fresh_ = false;
  moves_.pop_back();
  history_.pop_back();
  san_history_.pop_back();
  comments_.pop_back();
  captured_.resize(captured_before_.back());
  captured_before_.pop_back();
  return true;
}

GameStatus Game::status() { return game_status(pos_, legal(), moves_); }

std::vector<Move> Game::legal_moves() {
  const MoveList& list = legal();
  return {list.begin(), list.end()};
}

std::string Game::move_text(Move m) const { return move_to_text(pos_, m); }

uint64_t Game::perft(int depth) { return tessera::perft(pos_, depth); }

namespace {

const char* kind_name(MoveKind k) {
  switch (k) {
    case MoveKind::Normal: return "normal";
    case MoveKind::Promotion: return "promotion";
    case MoveKind::EnPassant: return "enpassant";
    case MoveKind::Castle: return "castle";
    case MoveKind::Push: return "push";
    case MoveKind::Drop: return "drop";
    case MoveKind::Gate: return "gate";
  }
  return "normal";
}

// A cell's name, or null off the board (a drop's origin).
std::string cell_json(const Geometry& g, Cell c) { return is_cell(c) ? json::quote(g.name(c)) : "null"; }

// The cells, on the board before `m`, whose pieces `m` captures.
std::string captures_json(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  json::Array out;
  if (m.kind() == MoveKind::Push) {
    PushPlan plan;
    if (plan_push(pos, m, plan))
      for (int i = 0; i < plan.count; ++i) {
        if (plan.pieces[i].taken) out.raw(cell_json(g, plan.pieces[i].from));
        if (is_cell(plan.pieces[i].captures)) out.raw(cell_json(g, plan.pieces[i].captures));
      }
    return out.done();
  }
  if (m.kind() == MoveKind::EnPassant)
    for (int i = 0; i < pos.state().ep_count; ++i)
      if (pos.state().ep[i].land == m.to()) out.raw(cell_json(g, pos.state().ep[i].victim));
  if (m.kind() != MoveKind::Castle && !pos.empty(m.to())) out.raw(cell_json(g, m.to()));
  return out.done();
}

// Each pushed piece's start and landing cell, and its new letter if it promotes.
std::string pushes_json(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  json::Array out;
  PushPlan plan;
  if (!plan_push(pos, m, plan)) return out.done();
  for (int i = 0; i < plan.count; ++i) {
    const PushedPiece& p = plan.pieces[i];
    const std::string promo =
        p.promotion == PieceType::None
            ? std::string()
            : std::string(1, pos.variant().letter(make_piece(color_of(p.piece), p.promotion)));
    out.raw(json::Object()
                .raw("from", cell_json(g, p.from))
                .raw("to", cell_json(g, p.to))
                .str("promotion", promo)
                .done());
  }
  return out.done();
}

std::string letter_json(const Variant& v, Piece p) {
  return is_piece(p) ? json::quote(std::string(1, v.letter(p))) : "\"\"";
}

// Every piece the move displaces (game/move_effects.h), for the page to describe and draw it.
std::string displaced_json(Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  json::Array out;
  for (const Displaced& d : displaced_pieces(pos, m)) {
    json::Object o;
    o.str("how", how_name(d.how)).raw("piece", letter_json(pos.variant(), d.piece));
    if (is_cell(d.from)) o.raw("from", cell_json(g, d.from));
    if (is_cell(d.to)) o.raw("to", cell_json(g, d.to));
    if (is_piece(d.becomes)) o.raw("becomes", letter_json(pos.variant(), d.becomes));
    out.raw(o.done());
  }
  return out.done();
}

}  // namespace

std::string Game::legal_moves_json() {
  const Geometry& g = pos_.geometry();
  json::Array out;
  const MoveList& legal = this->legal();
  for (Move m : legal) {
    json::Object o;
    const std::string captures = captures_json(pos_, m);
    o.str("text", move_to_text(pos_, m))
        .raw("from", cell_json(g, m.from()))
        .raw("to", cell_json(g, m.to()))
        .str("kind", kind_name(m.kind()))
        .flag("capture", captures != "[]")
        .str("promotion",
             m.promotion() == PieceType::None || m.gated() != PieceType::None
                 ? std::string()
                 : std::string(1, variant_->letter(make_piece(pos_.side_to_move(), m.promotion()))))
        .raw("captures", captures);
    // Seirawan gating: the held piece and the cell it enters.
    if (m.gated() != PieceType::None)
      o.str("gate", std::string(1, variant_->letter(make_piece(pos_.side_to_move(), m.gated()))))
          .raw("gateCell", cell_json(g, m.gates_rook_cell() ? pos_.castle_rook(m.castle_slot()) : m.from()));
    if (m.kind() == MoveKind::Push) o.raw("pushes", pushes_json(pos_, m));
    if (m.is_pass()) o.flag("pass", true);  // kingPass: the page offers it as a button, not a board move
    if (m.is_drop())
      o.str("drop", std::string(1, variant_->letter(make_piece(pos_.side_to_move(), m.dropped()))));
    o.raw("displaced", displaced_json(pos_, m));
    o.str("san", move_to_san(pos_, m, legal));
    out.raw(o.done());
  }
  return out.done();
}

std::string Game::status_json() { return status_json(status()); }

std::string Game::status_json(const GameStatus& s) {
  return json::Object()
      .str("outcome", outcome_name(s.outcome))
      .str("reason", s.text)
      .flag("check", s.check)
      .done();
}

// The fields every state reply shares: the position, whose move it is, the board and the last move.
void Game::state_fields(json::Object& o, const GameStatus& s) {
  const Geometry& g = pos_.geometry();
  json::Object board;
  for (int i = 0; i < g.size(); ++i)
    if (!pos_.empty(cell_at(i)))
      board.str(g.name(cell_at(i)), std::string(1, variant_->letter(pos_.at(cell_at(i)))));
  // Promoted pieces (shogi's "+P", crazyhouse's "Q~") by the letter they came from: what a capture
  // hands over, and what the page marks them with.
  json::Object promoted;
  for (int i = 0; i < g.size(); ++i)
    if (pos_.promoted(cell_at(i)))
      promoted.str(g.name(cell_at(i)),
                   std::string(1, variant_->letter(
                                      make_piece(color_of(pos_.at(cell_at(i))), pos_.origin(cell_at(i))))));
  o.str("fen", pos_.fen())
      .str("side", pos_.side_to_move() == Color::White ? "white" : "black")
      .num("ply", ply())
      .raw("board", board.done())
      .raw("promoted", promoted.done())
      .raw("status", status_json(s));
  // What each army has lost so far, in the order taken, and (variants with pools) each pool.
  std::string lost[ColorCount];
  for (Piece p : captured_) lost[idx(color_of(p))] += variant_->letter(p);
  o.raw("captured", json::Array().str(lost[0]).str(lost[1]).done());
  if (pos_.has_pools()) {
    std::string pool[ColorCount];
    for (int c = 0; c < ColorCount; ++c)
      for (int t = 1; t <= variant_->type_count(); ++t)
        pool[c].append(size_t(pos_.pool(Color(c), type_at(t))),
                       variant_->letter(make_piece(Color(c), type_at(t))));
    o.raw("pools", json::Array().str(pool[0]).str(pool[1]).done());
  } else {
    o.raw("pools", "null");
  }
  const Cell king = pos_.royal(pos_.side_to_move());
  o.raw("royal", is_cell(king) ? cell_json(g, king) : "null");
  if (!moves_.empty()) {
    const Move last = moves_.back();
    o.raw("lastMove", json::Array().raw(cell_json(g, last.from())).raw(cell_json(g, last.to())).done());
    o.str("lastSan", san_history_.back());
  } else {
    o.raw("lastMove", "null");
  }
}

std::string Game::state_json() {
  json::Array hist, san;
  for (const std::string& h : history_) hist.str(h);
  for (const std::string& h : san_history_) san.str(h);
  json::Object o;
  o.str("variant", variant_->id())
      .str("startFen", start_fen_)
      .raw("history", hist.done())
      .raw("san", san.done());
  state_fields(o, status());
  return o.done();
}

std::string Game::ply_json() {
  json::Object o;
  state_fields(o, status());
  return o.done();
}

// Like play() move after move, but each position's status is found once and serves both the game-over
// test for the next move and that position's line.
int Game::replay(std::string_view moves, std::string& lines, std::string& error) {
  int played = 0;
  GameStatus s = status();
  size_t at = 0;
  while (at < moves.size()) {
    const size_t end = std::min(moves.find(' ', at), moves.size());
    const std::string_view text = moves.substr(at, end - at);
    at = end + 1;
    if (text.empty()) continue;
    if (s.outcome != Outcome::Ongoing) {
      error = "the game is over";
      break;
    }
    const Move m = parse_move(pos_, text, error, legal());
    if (m.is_none()) break;
    make(m);
    s = status();
    json::Object o;
    state_fields(o, s);
    lines += o.done();
    lines += '\n';
    ++played;
  }
  return played;
}

namespace {

// The directions (in White's frame) a piece slides along without limit, or steps along only one
// cell, by compass name on square boards and by ring index on others: what its art shows.
std::string ray_directions_json(const Geometry& g, const PieceDef& p, bool steps) {
  static const char* const compass[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
  DirSet slide = 0, step = 0;
  for (const RayAtom& r : p.rays) {
    if (r.range == 0) slide |= r.dirs;
    if (r.range == 1) step |= r.dirs;
  }
  // A region-bound piece's rays are slide paths (definition/region_keys.cpp).
  for (const PathAtom& a : p.paths) {
    const int d = g.dir_of_vector(a.step);
    if (a.kind != PathKind::Slide || !a.lame.empty() || !(a.start == a.step) || !a.from.empty() || d < 0)
      continue;
    if (a.range == 0) slide |= DirSet(1u << d);
    if (a.range == 1) step |= DirSet(1u << d);
  }
  const DirSet wanted = steps ? DirSet(step & ~slide) : slide;
  json::Array out;
  for (int d = 0; d < g.dir_count(); ++d)
    if (wanted >> d & 1) out.str(g.dir_count() == 8 ? std::string(compass[d]) : std::to_string(d));
  return out.done();
}

// The cells of a side's zone, by name; [] when the zone covers the whole board (no region).
std::string zone_cells_json(const Geometry& g, const Zone& z, Color c) {
  json::Array out;
  if (z.of(c).count() < g.size()) z.of(c).for_each([&](Cell s) { out.str(g.name(s)); });
  return out.done();
}

// Mobility regions for the page to draw: the royal piece's region of each side is its palace,
// and a piece whose White region is White's first k ranks and whose Black region is the rest
// marks a river after rank k (xiangqi's elephants). 0: no river.
int river_rank(const Variant& v) {
  const Geometry& g = v.geometry();
  for (int t = 1; t <= v.type_count(); ++t) {
    const Zone& z = v.piece(type_at(t)).cells;
    if (z.empty() || z.of(Color::White).empty()) continue;
    int top = -1;
    z.of(Color::White).for_each([&](Cell s) { top = std::max(top, g.rank_of(s)); });
    bool split = top + 1 < g.rank_count();
    for (int i = 0; i < g.size() && split; ++i) {
      const Cell s = cell_at(i);
      split = z.of(Color::White).has(s) == (g.rank_of(s) <= top) &&
              z.of(Color::Black).has(s) == (g.rank_of(s) > top);
    }
    if (split) return top + 1;
  }
  return 0;
}

}  // namespace

std::string describe_variant_json(const Variant& v) {
  const Geometry& g = v.geometry();
  json::Array cells;
  for (int i = 0; i < g.size(); ++i) {
    const Cell c = cell_at(i);
    cells.raw(json::Object()
                  .str("name", g.name(c))
                  .raw("x", std::to_string(g.x_of(c)))
                  .raw("y", std::to_string(g.y_of(c)))
                  .num("shade", g.shade(c))
                  .num("file", g.file_of(c))
                  .num("rank", g.rank_of(c))
                  .flag("hidden", v.def().hidden_cells.has(c))
                  .done());
  }
  json::Array pieces;
  for (int t = 1; t <= v.type_count(); ++t) {
    const PieceDef& p = v.piece(type_at(t));
    pieces.raw(json::Object()
                   .str("letter", std::string(1, p.letter))
                   .str("name", p.name)
                   .flag("royal", p.royal)
                   .flag("guard", p.guard)
                   .flag("shepherd", p.shepherd)
                   .num("value", p.value)
                   .raw("slides", ray_directions_json(g, p, false))
                   .raw("steps", ray_directions_json(g, p, true))
                   .done());
  }
  return json::Object()
      .str("id", v.id())
      .str("name", v.def().name)
      .str("summary", v.def().summary)
      .str("rulesPage", v.def().rules_page)
      .str("startFen", v.def().start_fen)
      .str("geometry", g.kind() == GeometryKind::Hex ? "hex" : "square")
      .num("files", g.file_count())
      .num("ranks", g.rank_count())
      .raw("colors", json::Array().str(v.def().color_names[0]).str(v.def().color_names[1]).done())
      .flag("drops", v.has_drops())
      .raw("cells", cells.done())
      .raw("pieces", pieces.done())
      .raw("palaces", v.has_royal()
                          ? json::Array()
                                .raw(zone_cells_json(g, v.piece(v.royal_type()).cells, Color::White))
                                .raw(zone_cells_json(g, v.piece(v.royal_type()).cells, Color::Black))
                                .done()
                          : "[[],[]]")
      .num("river", river_rank(v))
      .done();
}

std::string catalogue_json() {
  const std::vector<std::string> own = variant_ids();
  json::Array out;
  for (const std::string& id : builtin_variant_ids()) {
    if (std::find(own.begin(), own.end(), id) != own.end()) continue;
    const Variant* v = find_variant(id);
    out.raw(json::Object().str("id", id).str("name", v->def().name).done());
  }
  return out.done();
}

std::string variants_json() {
  json::Array out;
  for (const std::string& id : variant_ids()) {
    const Variant* v = find_variant(id);
    out.raw(json::Object()
                .str("id", id)
                .str("name", v->def().name)
                .str("summary", v->def().summary)
                .str("rulesPage", v->def().rules_page)
                .done());
  }
  return out.done();
}

}  // namespace tessera
