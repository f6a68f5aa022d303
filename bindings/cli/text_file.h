// Reading a definition file for the CLI and UCI, bounded in size before anything is read.
// The engine reads text, never files; this is the adapter's one place that touches the disk.
#pragma once

#include <string>

namespace tessera {

bool read_text_file(const std::string& path, std::string& text, std::string& error);

}  // namespace tessera
