// Static exchange evaluation: what the side to move nets from the captures on one cell that a move
// starts, each side taking back with its least valuable attacker and free to stop when behind.
#include <algorithm>

#include "position/position.h"

namespace tessera {

namespace {

constexpr int MaxExchange = 32;
constexpr int MaxSeen = 16;
constexpr Value RoyalRank = 1 << 20;  // a royal piece takes last, and only where nothing takes back

bool exchange_kind(Move m) {
  const MoveKind k = m.kind();
  return !m.is_pass() &&
         (k == MoveKind::Normal || k == MoveKind::Promotion || k == MoveKind::Drop || k == MoveKind::Gate);
}

}  // namespace

// Pieces are lifted off board_ as they take part and written back before returning. Asking for the
// attackers afresh after every capture lets a slider behind a lifted piece join in, and a cannon's
// screen appear or vanish, as the move rules say, without any exchange rule of its own.
Value Position::see(Move m, const Value* value) {
  if (!exchange_kind(m)) return 0;
  const Cell to = m.to();
  const Piece victim = board_[idx(to)];
  const Piece moved = mover(m);
  const PieceType lands = m.kind() == MoveKind::Promotion ? m.promotion()
                          : m.is_drop()                   ? m.placed()
                                                          : type_of(moved);
  Value gain[MaxExchange];
  gain[0] = is_piece(victim) ? value[idx(type_of(victim))] : 0;
  if (m.kind() == MoveKind::Promotion) gain[0] += value[idx(lands)] - value[idx(type_of(moved))];

  Cell lifted[MaxExchange];
  Piece lifted_piece[MaxExchange];
  int n_lifted = 0;
  auto lift = [&](Cell from) {
    lifted[n_lifted] = from;
    lifted_piece[n_lifted++] = board_[idx(from)];
    board_[idx(from)] = Piece::None;
  };
  if (!m.is_drop()) lift(m.from());
  board_[idx(to)] = make_piece(side_, lands);

  // Most targets are not attacked at all, and attacked() stops at the first attacker it finds.
  int d = 0;
  const bool contested = attacked(to, ~side_);
  for (Color side = ~side_; contested && d + 1 < MaxExchange; side = ~side) {
    Cell cells[MaxSeen];
    const int n = std::min(attackers(to, side, cells, MaxSeen), MaxSeen);
    int pick = -1;
    Value rank = 0;
    for (int i = 0; i < n; ++i) {
      const Value r = cells[i] == royal_[idx(side)] ? RoyalRank : value[idx(type_of(board_[idx(cells[i])]))];
      if (pick < 0 || r < rank) pick = i, rank = r;
    }
    if (pick < 0) break;
    const Cell from = cells[pick];
    const Piece taker = board_[idx(from)];
    const Piece taken = board_[idx(to)];
    lift(from);
    board_[idx(to)] = taker;
    if (rank == RoyalRank && attacked(to, ~side)) {
      board_[idx(to)] = taken;  // the royal piece may not step into the recapture
      break;
    }
    ++d;
    gain[d] = value[idx(type_of(taken))] - gain[d - 1];
  }

  board_[idx(to)] = victim;
  while (n_lifted) {
    --n_lifted;
    board_[idx(lifted[n_lifted])] = lifted_piece[n_lifted];
  }
  for (; d > 0; --d) gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
  return gain[0];
}

}  // namespace tessera
