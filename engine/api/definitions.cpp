// JSON replies for loading and checking definitions; the catalogue does the reading.
#include "api/definitions.h"

#include "core/json.h"
#include "variants/variants.h"

namespace tessera {

namespace {

std::string reply(const LoadResult& r) {
  json::Array ids, errors;
  for (const std::string& id : r.ids) ids.str(id);
  for (const DefinitionError& e : r.errors)
    errors.raw(json::Object()
                   .num("line", e.line)
                   .str("variant", e.variant)
                   .str("key", e.key)
                   .str("message", e.message)
                   .str("text", e.text())
                   .done());
  return json::Object().flag("ok", r.ok()).raw("ids", ids.done()).raw("errors", errors.done()).done();
}

}  // namespace

std::string load_variants_json(std::string_view text) { return reply(load_variants(text)); }
std::string check_variants_json(std::string_view text) { return reply(check_variants(text)); }

}  // namespace tessera
