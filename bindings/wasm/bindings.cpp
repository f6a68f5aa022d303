// The embind module: exposes engine/api's Game to JavaScript with plain strings and numbers.
// Structured replies are JSON strings built by the engine, so there is one source for every fact.
#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/em_js.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "api/definition_text.h"
#include "api/definitions.h"
#include "api/game.h"
#include "api/game_record.h"
#include "api/piece_diagram.h"
#include "core/json.h"
#include "notation/move_text.h"
#include "search/clock_time.h"
#include "search/levels.h"
#include "search/search.h"
#include "variants/variants.h"

// The page's stop flag when it can share memory with the worker (cross-origin isolated): an
// Int32Array the worker sets as Module.stopFlag, into which the page writes the id of the search
// to stop (Module.stopId for the one running), read with Atomics at each periodic check.
// The body is JavaScript, which clang-format would mangle (=== into == =).
// clang-format off
EM_JS(int, js_stop_flag, (), {
  const f = Module['stopFlag'];
  return f && Atomics.load(f, 0) === Module['stopId'] ? 1 : 0;
});
// clang-format on

namespace {

using tessera::Game;

// A Game that may have failed to start: JS checks error() after construction,
// since the module is built without C++ exceptions.
class JsGame {
 public:
  // No searcher yet: a board's game in the rules worker never searches, and a searcher's tables
  // (about 13 MiB) are what made pages with a few hundred boards run out of memory.
  explicit JsGame(const std::string& variant) { game_ = Game::create(variant, error_); }

  std::string error() const { return error_; }
  bool ok() const { return game_ != nullptr; }
  std::string variant() const { return ok() ? game_->variant().id() : ""; }
  std::string fen() const { return ok() ? game_->fen() : ""; }
  std::string startFen() const { return ok() ? game_->start_fen() : ""; }
  void newGame() {
    if (ok()) game_->new_game();
  }
  std::string loadFen(const std::string& fen) { return ok() ? game_->load_fen(fen) : error_; }
  std::string play(const std::string& move) { return ok() ? game_->play(move) : error_; }
  bool undo() { return ok() && game_->undo(); }
  int ply() const { return ok() ? game_->ply() : 0; }
  std::string legalMoves() { return ok() ? game_->legal_moves_json() : "[]"; }
  std::string state() { return ok() ? game_->state_json() : "{}"; }
  std::string plyState() { return ok() ? game_->ply_json() : "{}"; }

  // Plays space-separated `moves`; returns a first line {"played":N,"error":"…"} and then one
  // plyState() line per position reached (engine/api/game.h: Game::replay).
  std::string replay(const std::string& moves) {
    if (!ok()) return tessera::json::Object().num("played", 0).str("error", error_).done();
    std::string lines, error;
    const int played = game_->replay(moves, lines, error);
    return tessera::json::Object().num("played", played).str("error", error).done() + "\n" + lines;
  }
  std::string status() { return ok() ? game_->status_json() : "{}"; }
  std::string describe() const { return ok() ? tessera::describe_variant_json(game_->variant()) : "{}"; }
  // The page's bound, below the engine's MaxPerftDepth: a worker's count cannot be stopped, and the
  // count comes back as a double, exact only below 2^53, which depth 8 keeps to in chess-sized games.
  static constexpr int MaxPagePerftDepth = 8;
  double perft(int depth) {
    return ok() && depth >= 0 && depth <= MaxPagePerftDepth ? double(game_->perft(depth)) : -1;
  }

  // What the last importRecord read but could not keep ("2 side line(s)"), or "".
  std::string recordDropped() const { return record_dropped_; }
  // A record's comment after ply `ply` (0: before the first move); kept until that ply is undone.
  std::string comment(int ply) const {
    return ok() && ply >= 0 && ply <= game_->ply() ? game_->comment(ply) : "";
  }
  void setComment(int ply, const std::string& text) {
    if (ok()) game_->set_comment(ply, text.substr(0, 4096));
  }
  std::string exportRecord() { return ok() ? tessera::write_record(*game_) : ""; }
  // The record with the page's clock and an ending off the board (api/game_record.h RecordExtras);
  // `clocks_ms` is space-separated milliseconds, one per ply.
  std::string exportRecordWith(const std::string& time_control, const std::string& clocks_ms,
                               const std::string& result, const std::string& termination) {
    if (!ok()) return "";
    tessera::RecordExtras x{time_control.substr(0, 24), {}, result.substr(0, 8), termination.substr(0, 64)};
    std::istringstream in(clocks_ms.substr(0, (size_t(game_->ply()) + 1) * 16));
    for (double ms; int(x.clock_ms.size()) < game_->ply() && in >> ms;)
      x.clock_ms.push_back(ms > 0 ? int(std::min(ms, 1e9)) : 0);
    return tessera::write_record(*game_, x);
  }

  // Replaces the game with the record's (every legal prefix of its moves);
  // returns "" or the reason the rest could not be read. An unusable header
  // leaves the current game untouched.
  std::string importRecord(const std::string& text) {
    tessera::RecordRead r = tessera::read_record(text, variant());
    record_dropped_ = r.dropped;
    if (r.game) {
      game_ = std::move(r.game);
      error_.clear();
    }
    return r.error;
  }

  // Searches the current position in one call (scripts and tests); `on_info` (a JS function, or
  // undefined) gets one JSON report per iteration. Returns searchResult().
  std::string search(int depth, double nodes, int movetime_ms, emscripten::val on_info) {
    emscripten::val options = emscripten::val::object();
    options.set("depth", depth);
    options.set("nodes", nodes);
    options.set("movetime", movetime_ms);
    const std::string error = searchStart(options, on_info);
    if (!error.empty()) return "{}";
    while (!searchStep(0)) {}
    return searchResult();
  }

  // Starts a search of the current position that searchStep() runs in slices, so that a worker
  // can return to its event loop between them and hear "stop". `options` is an object of limits
  // ({depth, nodes, movetime, softtime}, each 0 or absent for none; softtime, from clockBudget, is the
  // time to aim at within movetime); '' or an error.
  std::string searchStart(emscripten::val options, emscripten::val on_info) {
    if (!ok()) return error_;
    if (options.typeOf().as<std::string>() != "object") return "search options must be an object";
    const auto number = [&](const char* key) {
      const emscripten::val v = options[key];
      // NaN is a "number" too, and clamp() passes it through to a conversion that C++ leaves undefined.
      const double d = v.typeOf().as<std::string>() == "number" ? v.as<double>() : 0.0;
      return std::isnan(d) ? 0.0 : d;
    };
    tessera::SearchLimits limits;
    limits.depth = int(std::clamp(number("depth"), 0.0, double(tessera::MaxPly)));
    limits.nodes = uint64_t(std::clamp(number("nodes"), 0.0, 1e15));
    limits.movetime_ms = int(std::clamp(number("movetime"), 0.0, 1e9));
    limits.soft_ms = int(std::clamp(number("softtime"), 0.0, 1e9));
    if (level_) limits = tessera::capped(limits, *level_);
    // A search nobody stops must end by itself: with no limit at all, think as "full" does.
    if (!limits.depth && !limits.nodes && !limits.movetime_ms)
      limits.movetime_ms = tessera::find_level("full")->movetime_ms;
    on_info_ = on_info.typeOf().as<std::string>() == "function" ? on_info : emscripten::val::undefined();
    last_ = "{}";
    tessera::Searcher& s = searcher();
    s.clear_stop();       // a stop for an earlier search that ended by itself
    search_pos_.reset();  // the old run, which refers to it, is dropped by start() unread
    search_pos_.emplace(game_->position());
    s.start(
        *search_pos_, limits,
        [this](const tessera::SearchReport& r) {
          last_ = report_json(*search_pos_, r);
          if (!on_info_.isUndefined()) on_info_(last_);
        },
        {&JsGame::poll, this}, game_->moves());
    return "";
  }
  // Runs the search for about `slice_ms` (0: until it ends or the shared stop flag is set);
  // true once it has ended.
  bool searchStep(double slice_ms) {
    if (!searcher_) return true;
    slice_end_ = slice_ms > 0 ? emscripten_get_now() + slice_ms : 0;
    return searcher_->resume();
  }
  // Ends the search at the next searchStep(), which then returns at once.
  void searchStop() {
    if (searcher_ && searcher_->running()) searcher_->stop();
  }
  // The ended search's result: {"best": the chosen move's text ("" when there is no legal move),
  // "last": its last iteration's report}.
  std::string searchResult() const {
    const tessera::Move best = searcher_ && search_pos_ ? searcher_->best() : tessera::Move::none();
    tessera::json::Object o;
    o.str("best", best.is_none() ? "" : tessera::move_to_text(*search_pos_, best)).raw("last", last_);
    return o.done();
  }

  // The thinking time for the side to move from both clocks (ms), as UCI's wtime/btime give it; 0: none.
  int moveTime(double wtime, double btime, double winc, double binc) const {
    if (!ok()) return 0;
    return tessera::clock_move_time_ms(clock(wtime, btime, winc, binc), game_->position().side_to_move());
  }

  // The same clocks as a search's two times, JSON {"soft": ms, "hard": ms} (searchStart's softtime and
  // movetime); zeros when the side to move has no time.
  std::string clockBudget(double wtime, double btime, double winc, double binc) const {
    tessera::ClockBudget b;
    if (ok()) b = tessera::clock_budget(clock(wtime, btime, winc, binc), game_->position().side_to_move());
    tessera::json::Object o;
    o.num("soft", b.soft_ms).num("hard", b.hard_ms);
    return o.done();
  }

  // Plays at a named level from M.levels() ("" or "full" for no blur); '' or an error.
  std::string setLevel(const std::string& id) {
    const tessera::Level* l = id.empty() ? nullptr : tessera::find_level(id);
    if (!id.empty() && !l) return "unknown level '" + id.substr(0, 40) + "'";
    level_ = l;
    if (searcher_) searcher_->set_eval_noise(l ? l->noise_cp : 0, 0x5EED);
    return "";
  }
  // Transposition table size in MiB (1-256 here: wasm memory is 32-bit); returns the size in use.
  int setHash(int mib) {
    hash_mib_ = size_t(std::clamp(mib, 1, 256));
    if (searcher_) searcher_->set_hash_mib(hash_mib_);
    return int(hash_mib_);
  }
  void newSearchGame() {
    if (searcher_) searcher_->new_game();
  }

 private:
  // 8 MiB: the module starts with 32 MiB and the search's own tables take about 5 more.
  static constexpr size_t BrowserHashMiB = 8;

  // Both clocks in ms from JS numbers; NaN, negative or absent is no time.
  static tessera::ClockTimes clock(double wtime, double btime, double winc, double binc) {
    auto ms = [](double v) { return v > 0 ? int(std::min(v, 2e9)) : 0; };
    tessera::ClockTimes c;
    c.time_ms[0] = ms(wtime);
    c.time_ms[1] = ms(btime);
    c.increment_ms[0] = ms(winc);
    c.increment_ms[1] = ms(binc);
    return c;
  }

  static std::string report_json(const tessera::Position& root, const tessera::SearchReport& r) {
    tessera::json::Array pv;
    tessera::Position p = root;
    for (tessera::Move m : r.pv) {
      pv.str(tessera::move_to_text(p, m));
      p.do_move(m);
    }
    return tessera::json::Object()
        .num("depth", r.depth)
        .num("score", r.score)
        .num("mate", r.mate_in)
        .num("nodes", int64_t(r.nodes))
        .num("nps", int64_t(r.nps))
        .num("time", r.time_ms)
        .num("hashfull", r.hashfull)
        .raw("pv", pv.done())
        .done();
  }

  // The search's periodic check: the shared flag stops it, the end of a slice pauses it.
  static tessera::PollAnswer poll(void* ctx) {
    const JsGame& g = *static_cast<const JsGame*>(ctx);
    if (js_stop_flag()) return tessera::PollAnswer::Stop;
    if (g.slice_end_ > 0 && emscripten_get_now() >= g.slice_end_) return tessera::PollAnswer::Pause;
    return tessera::PollAnswer::Go;
  }

  // Made on the first search, with the options set so far.
  tessera::Searcher& searcher() {
    if (!searcher_) {
      searcher_ = std::make_unique<tessera::Searcher>();
      searcher_->set_hash_mib(hash_mib_);
      searcher_->set_eval_noise(level_ ? level_->noise_cp : 0, 0x5EED);
    }
    return *searcher_;
  }

  std::unique_ptr<Game> game_;
  std::string error_;
  std::string record_dropped_;
  std::unique_ptr<tessera::Searcher> searcher_;
  std::optional<tessera::Position> search_pos_;  // the running search's root, which must outlive it
  emscripten::val on_info_ = emscripten::val::undefined();
  std::string last_ = "{}";
  double slice_end_ = 0;
  size_t hash_mib_ = BrowserHashMiB;
  const tessera::Level* level_ = nullptr;
};

std::string variants() { return tessera::variants_json(); }
std::string catalogue() { return tessera::catalogue_json(); }
// Definitions in variants.ini text: loaded variants then work everywhere a built-in does.
std::string loadVariants(const std::string& text) { return tessera::load_variants_json(text); }
std::string checkVariants(const std::string& text) { return tessera::check_variants_json(text); }
// A built-in's own section of variants.ini, for an editor to start from; "" for an unknown id.
std::string definitionText(const std::string& id) { return tessera::builtin_definition_text(id); }
std::string levels() { return tessera::levels_json(); }
// Piece diagrams for rules pages: one piece alone on the board (engine/api/piece_diagram.h).
std::string pieceMoves(const std::string& variant, const std::string& letter, const std::string& cell) {
  return tessera::piece_moves_json(variant, letter, cell);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tessera) {
  emscripten::class_<JsGame>("Game")
      .constructor<std::string>()
      .function("error", &JsGame::error)
      .function("ok", &JsGame::ok)
      .function("variant", &JsGame::variant)
      .function("fen", &JsGame::fen)
      .function("startFen", &JsGame::startFen)
      .function("newGame", &JsGame::newGame)
      .function("loadFen", &JsGame::loadFen)
      .function("play", &JsGame::play)
      .function("undo", &JsGame::undo)
      .function("ply", &JsGame::ply)
      .function("legalMoves", &JsGame::legalMoves)
      .function("state", &JsGame::state)
      .function("plyState", &JsGame::plyState)
      .function("replay", &JsGame::replay)
      .function("status", &JsGame::status)
      .function("describe", &JsGame::describe)
      .function("perft", &JsGame::perft)
      .function("search", &JsGame::search)
      .function("searchStart", &JsGame::searchStart)
      .function("searchStep", &JsGame::searchStep)
      .function("searchStop", &JsGame::searchStop)
      .function("searchResult", &JsGame::searchResult)
      .function("exportRecord", &JsGame::exportRecord)
      .function("exportRecordWith", &JsGame::exportRecordWith)
      .function("moveTime", &JsGame::moveTime)
      .function("clockBudget", &JsGame::clockBudget)
      .function("importRecord", &JsGame::importRecord)
      .function("recordDropped", &JsGame::recordDropped)
      .function("comment", &JsGame::comment)
      .function("setComment", &JsGame::setComment)
      .function("setLevel", &JsGame::setLevel)
      .function("setHash", &JsGame::setHash)
      .function("clearSearch", &JsGame::newSearchGame);
  emscripten::function("variants", &variants);
  emscripten::function("catalogue", &catalogue);
  emscripten::function("loadVariants", &loadVariants);
  emscripten::function("checkVariants", &checkVariants);
  emscripten::function("definitionText", &definitionText);
  emscripten::function("levels", &levels);
  emscripten::function("pieceMoves", &pieceMoves);
}
