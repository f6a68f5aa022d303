// Bounded file reading: a file larger than a definition may be is refused, not read.
#include "text_file.h"

#include <fstream>
#include <sstream>

#include "definition/ini_text.h"

namespace tessera {

bool read_text_file(const std::string& path, std::string& text, std::string& error) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) {
    error = "cannot open '" + path + "'";
    return false;
  }
  const std::streamoff size = in.tellg();
  if (size < 0 || size_t(size) > MaxDefinitionBytes) {
    error = "'" + path + "' is " + std::to_string(size) + " bytes; a definition may have at most " +
            std::to_string(MaxDefinitionBytes);
    return false;
  }
  in.seekg(0);
  text.assign(size_t(size), '\0');
  in.read(text.data(), size);
  return true;
}

}  // namespace tessera
