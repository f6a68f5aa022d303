// Fuzzes game-record import: any text gives a game with a legal prefix (or a clean refusal),
// and writing that game out and reading it back reproduces it exactly.
#include "api/game_record.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tessera;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  RecordRead r = read_record(text);
  if (!r.game) {
    if (r.error.empty()) fuzz::fail("refusal without a message", std::string(text));
    return 0;
  }
  fuzz::check_invariants(r.game->position());
  const std::string out = write_record(*r.game);
  RecordRead back = read_record(out);
  if (!back.game || !back.error.empty()) fuzz::fail("own record not readable", out + "\n" + back.error);
  if (back.game->fen() != r.game->fen() || back.game->history() != r.game->history())
    fuzz::fail("record does not round-trip", out);
  return 0;
}
