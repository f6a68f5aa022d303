// EndRules: how a variant's games end — mate and stalemate values, extinction, flags, check
// counting, forced capture, draws — as data; each field names the Fairy-Stockfish ini key it mirrors.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/cell_set.h"

namespace tessera {

// A game result seen from the side a rule is about (the mated side, the extinct side, ...).
enum class EndValue : int8_t { Loss = -1, Draw = 0, Win = 1 };

constexpr EndValue operator-(EndValue v) { return EndValue(int8_t(-int8_t(v))); }

// extinctionValue / extinctionPieceTypes / extinctionPieceCount / extinctionOpponentPieceCount /
// extinctionClaim. A side whose count of one listed type (or of all its pieces, for "*") has fallen
// to `piece_count` or below, while its opponent still has at least `opponent_piece_count` of that
// type, is extinct and the game ends at once with `value` for it.
struct ExtinctionRule {
  std::string types;  // piece letters, lower case; "*" = all pieces together; empty = off
  int piece_count = 0;
  int opponent_piece_count = 0;
  bool claim = false;  // the side to move, when extinct, needs one more enemy piece to lose
                       // (it may still even the count on its move)
  EndValue value = EndValue::Loss;
};

// flagPiece / whiteFlag / blackFlag / flagMove. A side wins when one of its flag pieces stands in its
// own region. Without flag_move the game ends as soon as the piece arrives. With flag_move the
// opponent still replies; the game ends when the side to move stands on its flag: a win for it,
// but a draw when White arrived first and Black arrived on the reply (racing kings).
struct FlagRule {
  std::string pieces;             // piece letters, lower case; empty = off
  std::array<CellSet, 2> region;  // indexed by colour
  bool flag_move = false;
  std::string name = "flag reached";  // how the game status names a win by it
};

// countingRule: Fairy-Stockfish's counting of makruk (board's and pieces' honour) and ASEAN chess.
// Once a side is bare or no pawns are left, a count starts; when it runs out the game is drawn.
enum class CountingRule : uint8_t { None, Makruk, Asean };

// materialCounting: how janggi scores a game that ends without a mate (bikjang, both sides passing,
// the move rule): by piece points, the second player getting one and a half more, so never drawn.
enum class MaterialCounting : uint8_t { None, Janggi };

struct EndRules {
  EndValue stalemate_value = EndValue::Draw;  // stalemateValue: no legal move, not in check
  // stalematePieceCount: instead, a stalemate is won by the side with fewer pieces (suicide);
  // equal counts draw.
  bool stalemate_piece_count = false;
  EndValue checkmate_value = EndValue::Loss;  // checkmateValue: no legal move, in check
  ExtinctionRule extinction;
  FlagRule flag;
  // checkCounting: each side has a number of checks left to give (FEN field "W+B", after the
  // en-passant field); a side that gives its last one wins.
  bool check_counting = false;
  bool checking = true;        // checking: false makes every move that gives check illegal
  bool must_capture = false;   // mustCapture: if a legal capture exists, only captures are legal
  int fifty_move_plies = 100;  // nMoveRule (in plies, twice the ini value); 0 turns the rule off
  int repetitions = 3;         // nFoldRule; 0 turns the rule off
  // nFoldValue / nFoldValueAbsolute: the result of a repetition for the side to move (absolute:
  // for White, so Black gets its negation).
  EndValue repetition_value = EndValue::Draw;
  bool repetition_value_absolute = false;
  // perpetualCheckIllegal: a repetition while one side checked at every one of its moves of the
  // cycle loses for that side.
  bool perpetual_check_illegal = false;
  // shatarMateRule: a mate given by knights alone, or ending a series of checks none of which was
  // a "shak" (a check by a knight, rook or bers), is a draw.
  bool shatar_mate = false;
  // shogiPawnDropMateIllegal, as Fairy-Stockfish 11.1 reads it: the drop is played (perft counts
  // it), but a mate given by dropping one of these pieces, with no other checker, loses for the
  // side that dropped it.
  std::string drop_mate_pieces;  // letters; empty = off
  std::string shak_pieces;       // the knight's, rook's and bers's letters ('\0' where absent)
  CountingRule counting = CountingRule::None;
  // The letters of the pawn, rook, khon (silver), knight and met (fers) the counts look at.
  std::string counting_pieces;
  // bikjangRule: while the royal pieces face each other on an open line (bikjang), a move that
  // leaves them facing is illegal unless it is a pass, and a second such position in a row ends
  // the game: scored by materialCounting, else drawn. Two passes in a row end it the same way.
  bool bikjang = false;
  MaterialCounting material_counting = MaterialCounting::None;
  // The letters whose pieces score janggi's 13, 7, 5, 3, 3 and 2 points: the rook, janggi cannon,
  // horse, janggi elephant, wazir and soldier ('\0' where absent).
  std::string material_pieces;
};

// Pawn double steps where the setup alone does not say (horde puts pawns on ranks 1 to 5).
struct DoubleStepRule {
  int rank = 0;             // doubleStepRank, counted from the side's own first rank (1 = first);
                            // 0 = the cells the start position puts such pieces on
  bool first_rank = false;  // firstRankDoubleSteps: also from the first rank, setting no en passant
};

// A position a variant rule has already ended, though moves may remain; `value` is for the side to move.
enum class EndKind : uint8_t { None, Extinction, Flag, CheckCount, Bikjang, BothPassed };
struct ImmediateEnd {
  EndKind kind = EndKind::None;
  EndValue value = EndValue::Draw;
  explicit operator bool() const { return kind != EndKind::None; }
};

}  // namespace tessera
