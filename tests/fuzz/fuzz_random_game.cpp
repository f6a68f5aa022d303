// Plays byte-chosen games: each byte either plays a legal move, tries a made-up move through the
// text API (which must refuse it unless it is legal), or takes a move back. Invariants hold throughout.
#include "api/game.h"
#include "fuzz_input.h"
#include "notation/move_text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  size = std::min<size_t>(size, 321);  // up to 160 operations: long games, many runs
  using namespace tessera;
  Game g(fuzz::pick_variant(data[0]));
  const int cells = g.position().geometry().size();
  for (size_t i = 1; i + 1 < size; i += 2) {
    const uint8_t op = data[i], arg = data[i + 1];
    Position& p = g.position();
    if (op < 160) {
      // A drawn game (repetition, 50 moves) still has legal moves but takes none.
      std::vector<Move> legal = g.legal_moves();
      if (legal.empty() || g.status().outcome != Outcome::Ongoing) continue;
      const Move m = legal[arg % legal.size()];
      if (!g.play(move_to_text(p, m)).empty()) fuzz::fail("a legal move was refused", p.fen());
    } else if (op < 224) {
      const Move made_up = Move::make(cell_at(arg % cells), cell_at((arg * 7 + op) % cells), MoveKind(op % 5),
                                      type_at(op % 4));
      const std::string fen = p.fen(), text = move_to_text(p, made_up);
      const int ply = g.ply();
      const std::string err = g.play(text);
      if (err.empty() && (g.ply() != ply + 1 || g.history().back() != text))
        fuzz::fail("an accepted move was not recorded as played", fen + " " + text);
      if (!err.empty() && (g.position().fen() != fen || g.ply() != ply))
        fuzz::fail("a refused move changed the game", fen + " " + text);
    } else {
      g.undo();
    }
    fuzz::check_invariants(g.position());
  }
  fuzz::check_moves_undo(g.position());
  return 0;
}
