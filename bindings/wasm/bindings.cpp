// The embind module: exposes engine/api's Game to JavaScript with plain strings and numbers.
// Structured replies are JSON strings built by the engine, so there is one source for every fact.
#include <emscripten/bind.h>

#include <memory>
#include <string>

#include "api/game.h"
#include "variants/variants.h"

namespace {

using tessera::Game;

// A Game that may have failed to start: JS checks error() after construction,
// since the module is built without C++ exceptions.
class JsGame {
 public:
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
  std::string status() { return ok() ? game_->status_json() : "{}"; }
  std::string describe() const { return ok() ? tessera::describe_variant_json(game_->variant()) : "{}"; }
  // Perft counts stay below 2^53 at any depth a browser can reach, so a double is exact.
  double perft(int depth) { return ok() && depth >= 0 && depth <= 8 ? double(game_->perft(depth)) : -1; }

 private:
  std::unique_ptr<Game> game_;
  std::string error_;
};

std::string variants() { return tessera::variants_json(); }

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
      .function("status", &JsGame::status)
      .function("describe", &JsGame::describe)
      .function("perft", &JsGame::perft);
  emscripten::function("variants", &variants);
}
