// Variant definitions for the bindings: load or check variants.ini text and report the ids
// defined or every error (line, variant, key, message) as JSON for the page.
#pragma once

#include <string>
#include <string_view>

namespace tessera {

// {"ok":true,"ids":[...],"errors":[]} or {"ok":false,"ids":[...],"errors":[{"line":3,...}]}
std::string load_variants_json(std::string_view text);
std::string check_variants_json(std::string_view text);

}  // namespace tessera
