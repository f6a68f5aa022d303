// Fuzzes move-text parsing: a few bytes choose a position reached by legal moves, the rest is
// move text. Parsing either refuses with a message or returns a legal move whose text matches.
#include "fuzz_input.h"
#include "notation/move_text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 3) return 0;
  using namespace tessera;
  Position p(fuzz::pick_variant(data[0]));
  const int plies = data[1] % 24;
  for (int i = 0; i < plies; ++i) {
    MoveList list;
    generate_legal(p, list);
    if (list.empty()) break;
    p.do_move(list[int((data[2] + 31u * unsigned(i)) % unsigned(list.size()))]);
  }
  const std::string fen = p.fen();
  const std::string_view text(reinterpret_cast<const char*>(data + 3), size - 3);
  std::string err;
  const Move m = parse_move(p, text, err);
  if (p.fen() != fen) fuzz::fail("parsing changed the position", fen);
  if (m.is_none()) {
    if (err.empty()) fuzz::fail("refusal without a message", std::string(text));
    return 0;
  }
  MoveList legal;
  generate_legal(p, legal);
  if (!legal.contains(m)) fuzz::fail("parsed an illegal move", fen + " " + std::string(text));
  std::string again;
  if (parse_move(p, move_to_text(p, m), again) != m) fuzz::fail("move text does not round-trip", fen);
  return 0;
}
