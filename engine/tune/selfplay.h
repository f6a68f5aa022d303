// Self-play for the tuner: the engine plays itself at a small node budget from randomised openings,
// and each game yields a few quiet positions labelled with the game's final result.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/game_status.h"
#include "rules/variant.h"

namespace tessera {

struct SelfPlayOptions {
  uint64_t nodes = 2000;     // search budget per move
  int random_plies = 8;      // uniformly random legal moves first, so that games differ
  int max_plies = 400;       // a game still running here is drawn
  int adjudicate_cp = 1000;  // a score at least this large for one side ...
  int adjudicate_plies = 8;  // ... this many plies running ends the game in its favour
  int samples = 10;          // quiet positions kept per game, at most
};

struct SelfPlayGame {
  Outcome outcome = Outcome::Ongoing;  // never Ongoing once played
  std::string reason;                  // the game status's text, "adjudicated" or "ply limit"
  int plies = 0;
  std::vector<std::string> fens;  // sampled quiet positions, in game order
};

// One game of `v` from its start position; `seed` picks the opening and the samples.
SelfPlayGame play_selfplay_game(const Variant& v, const SelfPlayOptions& o, uint64_t seed);

// "1-0", "0-1" or "1/2-1/2", the first token of each data line.
const char* result_text(Outcome o);

}  // namespace tessera
