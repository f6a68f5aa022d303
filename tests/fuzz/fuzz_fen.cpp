// Fuzzes FEN reading for every variant: any input is accepted or refused with a message, and
// an accepted one round-trips, hashes consistently and makes/unmakes every legal move cleanly.
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  using namespace tessera;
  const Variant& v = fuzz::pick_variant(data[0]);
  const std::string_view fen(reinterpret_cast<const char*>(data + 1), size - 1);
  Position p(v);
  const std::string before = p.fen();
  const std::string err = p.set_fen(fen);
  if (!err.empty()) {
    if (p.fen() != before) fuzz::fail("a refused FEN changed the position", std::string(fen));
    return 0;
  }
  fuzz::check_invariants(p);
  fuzz::check_moves_undo(p);
  return 0;
}
