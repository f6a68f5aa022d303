// play_selfplay_game(): random opening plies, then the engine's own moves until the variant's game
// status ends the game, a score stays decisive long enough, or the ply limit draws it.
#include "tune/selfplay.h"

#include <algorithm>
#include <random>

#include "movegen/movegen.h"
#include "search/search.h"

namespace tessera {

const char* result_text(Outcome o) {
  return o == Outcome::WhiteWins ? "1-0" : o == Outcome::BlackWins ? "0-1" : "1/2-1/2";
}

SelfPlayGame play_selfplay_game(const Variant& v, const SelfPlayOptions& o, uint64_t seed) {
  std::mt19937_64 rng(seed);
  SelfPlayGame game;
  Position pos(v);
  (void)pos.set_start();
  Searcher searcher;
  searcher.set_hash_mib(4);  // a few thousand nodes a move need little; games start afresh
  std::vector<Move> played;
  std::vector<std::string> quiet;
  int decisive = 0, decisive_sign = 0;
  for (;;) {
    MoveList legal;
    generate_legal(pos, legal);
    const GameStatus st = game_status(pos, legal, played);
    if (st.outcome != Outcome::Ongoing) {
      game.outcome = st.outcome;
      game.reason = st.text;
      break;
    }
    if (game.plies >= o.max_plies) {
      game.outcome = Outcome::Draw;
      game.reason = "ply limit";
      break;
    }
    Move m;
    if (game.plies < o.random_plies) {
      m = legal[int(rng() % uint64_t(legal.size()))];
    } else {
      SearchReport last;
      SearchLimits limits;
      limits.nodes = o.nodes;
      m = searcher.search(
          pos, limits, [&](const SearchReport& r) { last = r; }, played);
      if (m.is_none()) m = legal[0];
      const int white = pos.side_to_move() == Color::White ? 1 : -1;
      const int sign = last.mate_in != 0 || std::abs(last.score) >= o.adjudicate_cp
                           ? (last.mate_in > 0 || (last.mate_in == 0 && last.score > 0) ? white : -white)
                           : 0;
      decisive = sign != 0 && sign == decisive_sign ? decisive + 1 : sign != 0;
      decisive_sign = sign;
      if (decisive >= o.adjudicate_plies) {
        game.outcome = sign > 0 ? Outcome::WhiteWins : Outcome::BlackWins;
        game.reason = "adjudicated";
        break;
      }
      // Quiet: not in check, the engine's choice neither captures nor promotes, no decisive score.
      const bool tactical =
          st.check || is_capture(pos, m) || (m.promotion() != PieceType::None && !m.is_drop());
      if (!tactical && sign == 0) quiet.push_back(pos.fen());
    }
    pos.do_move(m);
    played.push_back(m);
    ++game.plies;
  }
  // Keep an even spread of the quiet positions, in game order.
  std::vector<size_t> pick(quiet.size());
  for (size_t i = 0; i < pick.size(); ++i) pick[i] = i;
  std::shuffle(pick.begin(), pick.end(), rng);
  pick.resize(std::min(pick.size(), size_t(std::max(o.samples, 0))));
  std::sort(pick.begin(), pick.end());
  for (size_t i : pick) game.fens.push_back(quiet[i]);
  return game;
}

}  // namespace tessera
