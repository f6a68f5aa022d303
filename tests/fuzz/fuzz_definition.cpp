// Fuzzes the variants.ini reader: any text is read or refused with errors, never a crash or a
// hang, and a definition that reads gives a start position whose every move makes and unmakes.
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tessera;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const LoadResult r = check_variants(text);
  if (!r.ok()) {
    for (const DefinitionError& e : r.errors)
      if (e.message.empty()) fuzz::fail("an error without a message", std::string(text));
    return 0;
  }
  if (!load_variants(text).ok()) fuzz::fail("a text that checks did not load", std::string(text));
  for (const std::string& id : r.ids) {
    auto v = acquire_variant(id);
    if (!v) fuzz::fail("a loaded id is missing", id);
    Position p(*v);
    fuzz::check_invariants(p);
    fuzz::check_moves_undo(p);
  }
  return 0;
}
