// The Shepherd's Push (Westfield) resolved against a position: which pieces one push move carries,
// where each lands, and what it takes or becomes. Below the move generator, since do_move needs it.
#pragma once

#include "core/move.h"
#include "position/position.h"

namespace tessera {

// One pushed piece's part in a push move.
struct PushedPiece {
  Cell from = NoCell;
  Cell to = NoCell;                       // where it lands
  Piece piece = Piece::None;              // as it stood before the move
  uint8_t slot = 0;                       // FrontSlot, LeftFlank or RightFlank
  uint8_t option = 0;                     // index into its PushTable options
  PieceType promotion = PieceType::None;  // its new type; None when it keeps its own
  bool taken = false;                     // an enemy of the Shepherding piece landing on its ally: removed
  Cell captures = NoCell;                 // a resting enemy of the Shepherding piece it takes on landing
  Cell passed = NoCell;                   // two-step short-range push of the Shepherd's ally: the passed cell
};

// A push move, resolved against the position it is played in.
struct PushPlan {
  Cell from = NoCell, to = NoCell;  // the Shepherding piece's own move
  Dir dir{};
  int steps = 0;
  int count = 0;  // pushed pieces, in slot order
  PushedPiece pieces[PushSlots];
};

// The move's payload: per slot, the option index (3 bits) and the promotion type (5 bits).
namespace push_payload {
constexpr uint64_t encode(int slot, int option, PieceType promo) {
  return uint64_t(option) << (3 * slot) | uint64_t(idx(promo)) << (9 + 5 * slot);
}
constexpr int option(uint64_t extra, int slot) { return int(extra >> (3 * slot) & 7); }
constexpr PieceType promotion(uint64_t extra, int slot) { return type_at(int(extra >> (9 + 5 * slot) & 31)); }
}  // namespace push_payload

// Resolves `m`, a Push move the generator made for this position. False (and
// `plan` unusable) if `m` is not one: a bad slot, option or direction.
bool plan_push(const Position& pos, Move m, PushPlan& plan);

}  // namespace tessera
