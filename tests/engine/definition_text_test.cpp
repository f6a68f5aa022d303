// A built-in's definition text (engine/api/definition_text): exactly its own section of the embedded
// ini files, which reads back into the same variant under a new id.
#include <catch2/catch.hpp>

#include "api/definition_text.h"
#include "variants/variants.h"

namespace tessera::test {
namespace {

TEST_CASE(
    "definition text: a built-in's section with its leading comments, and nothing of the next section") {
  const std::string text = builtin_definition_text("capablanca");
  CHECK(text.rfind("# Capablanca Chess", 0) == 0);
  CHECK(text.find("\n[capablanca:chess]\n") != std::string::npos);
  CHECK(text.find("castlingQueensideFile = c\n") != std::string::npos);
  CHECK(text.find("[glinski]") == std::string::npos);
  CHECK(text.find("Gli") == std::string::npos);  // the next section's comment belongs to it
  CHECK(text.back() == '\n');
}

TEST_CASE("definition text: unknown or empty ids give nothing, and a header's text is matched whole") {
  CHECK(builtin_definition_text("").empty());
  CHECK(builtin_definition_text("no-such-variant").empty());
  CHECK(builtin_definition_text("capa").empty());
  CHECK(builtin_definition_text("chess:").empty());
}

TEST_CASE("definition text: every built-in Tessera variant reads back as the same game under another id") {
  for (const std::string& id : variant_ids()) {
    INFO(id);
    std::string text = builtin_definition_text(id);
    const size_t at = text.find("[" + id);
    REQUIRE(at != std::string::npos);
    text.replace(at + 1, id.size(), "copy-" + id);
    const LoadResult r = check_variants(text);
    INFO((r.errors.empty() ? std::string() : r.errors.front().text()));
    CHECK(r.ok());
    CHECK(r.ids == std::vector<std::string>{"copy-" + id});
  }
}

}  // namespace
}  // namespace tessera::test
