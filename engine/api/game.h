// Game: the one API both bindings wrap — a variant, a start position and the moves played.
// Every method either succeeds or returns an error message and leaves the game as it was.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
#include "game/game_status.h"
#include "position/position.h"

namespace tessera {

class Game {
 public:
  // nullptr with `error` set when the variant id is unknown.
  static std::unique_ptr<Game> create(std::string_view variant_id, std::string& error);
  explicit Game(const Variant& v);  // the caller keeps `v` alive
  // Holds the variant, so that a loaded variant replaced by a later load lives on with its games.
  explicit Game(std::shared_ptr<const Variant> v);
  const std::shared_ptr<const Variant>& shared_variant() const { return hold_; }

  // ---- The game record ----
  const Variant& variant() const { return *variant_; }
  const Position& position() const { return pos_; }
  Position& position() {  // whoever changes it through this must restore it (perft does)
    legal_fresh_ = false;
    return pos_;
  }
  std::string fen() const { return pos_.fen(); }
  const std::string& start_fen() const { return start_fen_; }
  const std::vector<std::string>& history() const { return history_; }
  const std::vector<std::string>& san_history() const { return san_history_; }  // the same moves in SAN
  // Text kept with a ply, as a record's comments are: after ply `ply` (0: before the first move).
  const std::string& comment(int ply) const;
  void set_comment(int ply, std::string text);
  int ply() const { return int(moves_.size()); }
  std::span<const Move> moves() const { return moves_; }  // the moves that led to position()

  // ---- Changing it ----
  void new_game();                               // the variant's start position
  std::string load_fen(std::string_view fen);    // "" on success; starts a new record
  std::string play(std::string_view move_text);  // coordinate text or SAN
  bool undo();

  // ---- Questions ----
  GameStatus status();
  std::vector<Move> legal_moves();
  std::string move_text(Move m) const;
  uint64_t perft(int depth);

  // ---- JSON replies for the web page ----
  // Each legal move: text, from, to, kind, capture, promotion, captures (cells), pushes (push moves),
  // and displaced: [{how: moved|pushed|captured|pooled|unpooled, piece, from?, to?, becomes?}], every
  // piece the move displaces (game/move_effects.h), the player's own piece first.
  std::string legal_moves_json();
  std::string status_json();
  // fen, side, ply, history, status, board pieces, promoted (cell: the letter a promoted piece came
  // from), royal, lastMove, captured (each army's pieces taken so far, as letters) and pools (each
  // army's captured-piece pool, or null in variants without them).
  std::string state_json();
  std::string ply_json();  // state_json() without variant, startFen and history: one ply of a record

  // Plays `moves` (separated by spaces) in order, stopping at the first one rejected, and appends
  // ply_json() of each position reached to `lines`, one per line. Linear in the number of moves, so a
  // long game opens quickly. Returns how many were played; `error` names the rejected move's problem.
  int replay(std::string_view moves, std::string& lines, std::string& error);

 private:
  std::shared_ptr<const Variant> hold_;  // empty when the caller keeps the variant alive
  const Variant* variant_;
  Position pos_;
  std::string start_fen_;
  std::vector<Move> moves_;
  std::vector<std::string> history_;
  std::vector<std::string> san_history_;
  std::vector<std::string> comments_ = std::vector<std::string>(1);  // one per ply, and one before
  std::vector<Piece> captured_;                                      // every piece taken so far, in order
  std::vector<uint32_t> captured_before_;  // captured_.size() before each move, for undo
  // The legal moves of pos_, generated once per position: reading a move, its SAN, the status after it
  // and the page's move list all need them, and a Westfield position can have thousands.
  MoveList legal_;
  bool legal_fresh_ = false;
  const MoveList& legal();

  void make(Move m);
  void forget_moves();
  void state_fields(json::Object& o, const GameStatus& s);
  std::string status_json(const GameStatus& s);
};

// Static facts about a variant for drawing it: cells with names and
// coordinates, piece names and letters, colour names.
std::string describe_variant_json(const Variant& v);
std::string variants_json();
// The other playable built-ins (Fairy-Stockfish's catalogue as Tessera reads it): [{id, name}].
std::string catalogue_json();

}  // namespace tessera
