// Fills the Zobrist tables once, at start-up, from a fixed-seed splitmix64 stream.
// Empty rights and empty pools hash as zero so they need no special case.
#include "position/zobrist.h"

namespace tessera::zobrist {

Tables::Tables() {
  uint64_t s = 0x7E55E7A5EED5ULL;
  auto next = [&s] {
    uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& row : piece)
    for (Key& k : row) k = next();
  for (Key& k : castling) k = next();
  for (Key& k : ep) k = next();
  for (auto& side_pools : pool)
    for (auto& row : side_pools)
      for (Key& k : row) k = next();
  side = next();
  for (auto& row : checks)  // drawn after the above, so those keys stay as they were before check counting
    for (Key& k : row) k = next();
  for (Key& k : promoted) k = next();  // and these last of all
  castling[0] = 0;
  for (int t = 0; t < MaxTypes; ++t) pool[0][t][0] = pool[1][t][0] = 0;
}

const Tables keys;

}  // namespace tessera::zobrist
