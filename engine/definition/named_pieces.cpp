// Fairy-Stockfish's named piece types as Betza, from its documented list. Rules beyond their
// moves are added by the key readers: region_keys.cpp gives the soldier its sideways steps, and
// palace_keys.cpp the janggi cannon its rule about cannons and every piece its palace diagonals.
#include "definition/named_pieces.h"

namespace tessera {

namespace {

constexpr NamedPiece Table[] = {
    {"pawn", "Pawn", "fmWfceF"},
    {"knight", "Knight", "N"},
    {"bishop", "Bishop", "B"},
    {"rook", "Rook", "R"},
    {"queen", "Queen", "Q"},
    {"king", "King", "K"},
    {"fers", "Fers", "F"},
    {"alfil", "Alfil", "A"},
    {"fersAlfil", "Fers-Alfil", "FA"},
    {"silver", "Silver", "FfW"},
    {"aiwok", "Ai-Wok", "RNF"},
    {"bers", "Bers", "RF"},
    {"archbishop", "Archbishop", "BN"},
    {"chancellor", "Chancellor", "RN"},
    {"amazon", "Amazon", "QN"},
    {"knibis", "Knibis", "mNcB"},
    {"biskni", "Biskni", "mBcN"},
    {"kniroo", "Kniroo", "mNcR"},
    {"rookni", "Rookni", "mRcN"},
    {"shogiPawn", "Shogi Pawn", "fW"},
    {"lance", "Lance", "fR"},
    {"shogiKnight", "Shogi Knight", "fN"},
    {"euroshogiKnight", "Euroshogi Knight", "fNsW"},
    {"gold", "Gold", "WfF"},
    {"dragonHorse", "Dragon Horse", "BW"},
    {"clobber", "Clobber", "cW"},
    {"breakthrough", "Breakthrough Pawn", "fmWfF"},
    {"immobile", "Immobile", ""},
    {"cannon", "Cannon", "mRcpR"},
    {"janggiCannon", "Janggi Cannon", "pR"},
    {"horse", "Horse", "nN"},
    {"elephant", "Elephant", "nA"},
    {"janggiElephant", "Janggi Elephant", "nZ"},
    {"banner", "Banner", "RcpRnN"},
    {"soldier", "Soldier", "fW"},  // sideways steps past soldierPromotionRank: region_keys.cpp
    {"wazir", "Wazir", "W"},
    {"commoner", "Commoner", "K"},
    {"centaur", "Centaur", "KN"},
};

}  // namespace

int named_piece_order(const NamedPiece* p) {
  if (p->key == "king") return 1000;  // after the custom pieces too
  return int(p - Table);
}

const NamedPiece* find_named_piece(std::string_view key) {
  for (const NamedPiece& p : Table)
    if (p.key == key) return &p;
  return nullptr;
}

}  // namespace tessera
