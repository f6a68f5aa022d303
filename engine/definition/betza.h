// Betza notation -> PieceDef atoms: Fairy-Stockfish's reading on square boards, a 12-direction
// reading on hex boards, and XBetza two-leg moves (lame steps, bent riders) on square boards.
#pragma once

#include <string>
#include <string_view>

#include "board/geometry.h"
#include "rules/piece_def.h"

namespace tessera {

// Longest Betza text a definition may give one piece.
constexpr int MaxBetzaLength = 64;
// Most path atoms (p, g, n, riders of non-unit leaps, a) one piece may have: each becomes a line
// per cell and colour in the compiled tables, so this bounds their size.
constexpr int MaxPathMoves = 32;

// Adds the moves `text` describes to `out` (rays, leaps, path atoms; `initial` when `i`
// is used on a square board and none were set). Returns "" or a message naming the problem and
// its 1-based position in the text; on error `out` is unchanged.
//
// The reading, square boards (Fairy-Stockfish's, so the same ini gives the same moves):
// - Atoms: W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C = L (3,1) Z = J (3,2) G (3,3),
//   K = WF; riders R = WW, B = FF, Q = KK. A doubled leaper rides (NN nightrider, DD, AA ...);
//   a range after an atom limits the rider (R4, W2 = R2, N3; 0 or a range past the board means
//   no limit; 1 a plain leap). Ranges may have two digits (Fairy-Stockfish reads one).
// - Modes: m moves only, c captures only, both or neither: either; e may also take en passant.
// - Directions f b l r v s h and pairs: for an oblique leap, xy picks the leap whose long leg
//   points y-wards and short leg x-wards (rf = one right, two forward; fr = two right, one
//   forward), v and s stand for both f/b and both l/r, fh bh lh rh for the half boards and
//   hr hl for the two chiral quartets. On a lone orthogonal atom (W, D, H, R, ...) a pair means
//   both its letters (fsW: forward or sideways), as in Fairy-Stockfish; on K and Q it does not.
// - i: only from the piece's start cells (Fairy-Stockfish: its side's second rank), and never a
//   capture (Fairy-Stockfish drops initial captures). An initial step that crosses one cell
//   (ifmnD, a pawn's double step) leaves that cell as the en-passant target.
// - p: hops exactly one piece on the line and lands anywhere beyond it (cannon; mRcpR is the
//   xiangqi cannon); g: lands on the cell just beyond it (grasshopper, gQ). A range counts
//   every cell from the piece (pR3), and p with range 1 is a grasshopper, as in Fairy-Stockfish.
// - n: lame leap, blocked by any piece on the cells of its most direct king-step path (nN
//   xiangqi horse, nA elephant, nZ janggi elephant, nD). Riders ignore n, as there.
// - XBetza a (past Fairy-Stockfish): two legs of W, F or K steps, written
//   [leg-1 directions][m][y]a<leg-2 directions>[m|c]<atom>. Leg 1 must end on an empty cell and
//   is no landing; leg 2's directions are relative to leg 1 in 45-degree units: f straight on,
//   fr/fl (fs) 45 degrees, r/l (s) 90, br/bl (bs) 135, b back. y makes leg 2 a rider.
//   mafsW is the xiangqi horse, FyafsF the griffon, WyafsW the aanca.
//   Not supported: three or more legs, hopping or capturing on leg 1 (locusts), other atoms.
// Hex boards (Tessera's reading; Fairy-Stockfish has none): atom (a, b) is a steps along one of
// the six orthogonals (through an edge) plus b along an orthogonal 60 degrees from it. So W is
// an orthogonal step, F a diagonal step (through a corner), D and H 2 and 3 orthogonal, A and G
// 2 and 3 diagonal, N Gliński's knight (12 leaps), C and Z likewise; R, B, Q and K are Gliński's
// rook, bishop, queen and king. Directions go by the drawn angle: f b l r pick moves within 45
// degrees of up, down, left, right; a pair xy the moves in y's sector leaning x-wards (fsW: the
// two forward orthogonals 60 degrees off the file, where Gliński's pawn captures); v, s, fh, bh,
// lh, rh as on squares. Pairs are never split; hr/hl, n on bent leaps and a are errors.

std::string parse_betza(std::string_view text, const Geometry& g, PieceDef& out);

}  // namespace tessera
