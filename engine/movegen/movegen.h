// Move generation entry points: pseudo-legal moves from the piece tables, and the legal subset.
// Legality is decided cheaply from pins and checks; only rare cases make and unmake the move.
#pragma once

#include "core/move.h"
#include "position/position.h"

namespace tessera {

// Every move the pieces' movement allows, ignoring the safety of the mover's royal piece.
void generate_pseudo(const Position& pos, MoveList& out);

// The pseudo-legal moves that may capture or promote, in generate_pseudo's order: a superset of
// those, never missing one (boards with Shepherding pieces get every move, as a push can capture).
void generate_tactical(const Position& pos, MoveList& out);

// The legal moves of the side to move, by movement, royal safety, and the variant's checking and
// forced-capture rules. Whether the game has already ended is Position::immediate_end()'s question.
void generate_legal(Position& pos, MoveList& out);

// Does `m` take a piece (en passant included, castling never)? Forced capture asks this.
bool is_capture(const Position& pos, Move m);

// Internal pieces of the generator, shared between its files.
namespace gen {
void castles(const Position& pos, MoveList& out);
// Adds from-to, or one move per promotion choice where the piece promotes there.
void add_with_promotions(const Position& pos, PieceType t, Cell from, Cell to, MoveKind kind, uint64_t extra,
                         MoveList& out);
// EnPassantRule::SameKind captures of the pending targets (en_passant.cpp).
void same_kind_en_passant(const Position& pos, MoveList& out);
// Pieces from the side's hand (drops.cpp).
void drops(const Position& pos, MoveList& out);
// Every pseudo-legal move but gating ones (piece_moves.cpp); generate_pseudo adds those.
void plain_moves(const Position& pos, MoveList& out);
// gating.cpp: for each Normal or Castle move in `out` that leaves an open gate, one move per held
// piece that may enter it (Seirawan); and the Cambodian first-move leaps.
void gates(const Position& pos, MoveList& out);
void cambodian_leaps(const Position& pos, MoveList& out);
// setup.cpp: keeps the legal moves that mustDrop, dropOppositeColoredBishop and sittuyinPromotion
// allow; and sittuyin's promotions (a pawn's from() may equal its to()).
void setup_filter(Position& pos, MoveList& out);
void sittuyin_promotions(const Position& pos, MoveList& out);
}  // namespace gen

}  // namespace tessera
