// The text of a built-in variant's definition, cut from the embedded variants.ini files, so an
// editor can start from it ("copy Capablanca and change it") without a second copy in the page.
#pragma once

#include <string>
#include <string_view>

namespace tessera {

// The section of built-in variant `id`: the comment lines directly above its header, the header and
// its keys (trailing blank and comment lines dropped). "" when no built-in has that id.
std::string builtin_definition_text(std::string_view id);

}  // namespace tessera
