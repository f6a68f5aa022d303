// Reading the test data files under tests/data/ (oracle perft counts kept as text).
// The folder's path comes from CMake, so tests run from any working directory.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace tessera::test {

inline std::string data_path(const std::string& name) { return std::string(TESSERA_TEST_DATA) + "/" + name; }

inline std::string read_data(const std::string& name) {
  std::ifstream in(data_path(name), std::ios::binary);
  REQUIRE(in.good());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Rows of a tab-separated file, without '#' comment lines.
inline std::vector<std::vector<std::string>> read_tsv(const std::string& name) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(read_data(name));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::istringstream fields(line);
    for (std::string f; std::getline(fields, f, '\t');) cells.push_back(f);
    rows.push_back(cells);
  }
  return rows;
}

}  // namespace tessera::test
