// The piece types Fairy-Stockfish's variants.ini names (knight = n, fers = m, ...), each with
// its display name and its moves in Betza notation, so a definition can use them by name.
#pragma once

#include <string_view>

namespace tessera {

struct NamedPiece {
  std::string_view key;    // the ini key, e.g. "dragonHorse"
  std::string_view name;   // display name, e.g. "Dragon Horse"
  std::string_view betza;  // its moves
};

// The named type for an ini key, or nullptr. `pawn` and `king` are listed too; the reader
// adds their rules (double step, promotion, royalty) itself.
const NamedPiece* find_named_piece(std::string_view key);

// Where Fairy-Stockfish's piece-type order puts a named type (its FEN writes hands in this order,
// highest first): the table follows it, and the king comes last.
int named_piece_order(const NamedPiece* p);

}  // namespace tessera
