// Readers for the value types of variants.ini: booleans, numbers, files and ranks, piece
// letter sets, game values and cell regions. Each returns "" or a message naming the problem.
#pragma once

#include <string>

#include "board/geometry.h"
#include "core/cell_set.h"

namespace tessera {

std::string read_bool(const std::string& text, bool& out);
std::string read_int(const std::string& text, int lo, int hi, int& out);
// A count of files or a file: a number from 1, or a letter from 'a' (as maxFile accepts both).
std::string read_file_number(const std::string& text, int most, int& out);
// Piece letters, e.g. "qrbn"; "-" or empty is the empty set. Letters are returned lower case.
std::string read_letters(const std::string& text, std::string& out);

// A region: cell names ("d4"), whole ranks ("*8"), whole files ("a*"), "*" for every cell,
// and Tessera's "shade0".."shade2" (the geometry's colour classes). "-" is the empty region.
std::string read_region(const std::string& text, const Geometry& g, CellSet& out);

}  // namespace tessera
