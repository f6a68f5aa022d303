// UCI session: parses commands, keeps the current Game, and runs searches on a worker thread.
// Errors go out as "info string error: …" and never change the position the GUI last set.
#include "uci.h"

#include <chrono>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "api/game.h"
#include "notation/move_text.h"
#include "perft/perft.h"
#include "search/clock_time.h"
#include "search/levels.h"
#include "search/search.h"
#include "search/tt.h"
#include "text_file.h"
#include "variants/variants.h"
#include "whole_number.h"

namespace tessera {

namespace {

// go's keywords and what each sets: a number bounded to [low, high], the moves after searchmoves, or
// nothing (mate and movestogo are accepted and ignored; infinite, ponder and perft are read
// elsewhere). searchmoves reads moves up to the next of them.
enum class GoSets { Nothing, Moves, Depth, Nodes, Movetime, Time, Increment };
struct GoKey {
  std::string_view name;
  GoSets sets;
  int64_t low = 0, high = 0;
  int side = 0;  // Time and Increment: whose clock
};
constexpr int64_t GoMs = 1'000'000'000;  // about eleven days: past any game's clock
constexpr GoKey GoKeys[] = {
    {"depth", GoSets::Depth, 1, MaxPly - 1},
    {"nodes", GoSets::Nodes, 1, int64_t(1) << 50},
    {"movetime", GoSets::Movetime, 1, GoMs},
    {"wtime", GoSets::Time, -GoMs, GoMs, 0},
    {"btime", GoSets::Time, -GoMs, GoMs, 1},
    {"winc", GoSets::Increment, 0, GoMs, 0},
    {"binc", GoSets::Increment, 0, GoMs, 1},
    {"searchmoves", GoSets::Moves},
    {"movestogo", GoSets::Nothing},
    {"mate", GoSets::Nothing},
    {"infinite", GoSets::Nothing},
    {"ponder", GoSets::Nothing},
    {"perft", GoSets::Nothing},
};

const GoKey* find_go_key(std::string_view word) {
  for (const GoKey& k : GoKeys)
    if (k.name == word) return &k;
  return nullptr;
}

class UciSession {
 public:
  explicit UciSession(std::ostream& out) : out_(out) {
    std::string err;
    game_ = Game::create("chess", err);
  }
  ~UciSession() { wait(); }

  // The input has ended. A search with a limit finishes, as scripts that pipe in "go depth N" need;
  // one without (go infinite) would then never end, as no stop can come, and is stopped.
  void end_of_input() {
    if (unbounded_) searcher_.stop();
  }

  // Returns false on "quit".
  bool handle(const std::string& line) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    std::vector<std::string> args;
    for (std::string t; in >> t;) args.push_back(t);
    if (cmd == "uci") identify();
    else if (cmd == "isready") say("readyok");
    else if (cmd == "ucinewgame") {
      wait();
      game_->new_game();
      searcher_.new_game();
    } else if (cmd == "setoption") setoption(args);
    else if (cmd == "position") position(args);
    else if (cmd == "go") go(args);
    else if (cmd == "stop") stop();
    else if (cmd == "quit") {
      // A count is finished first, as in Fairy-Stockfish, where "go perft N" then "quit" prints it.
      searcher_.stop();
      return false;
    } else if (!cmd.empty()) say("info string error: unknown command '" + cmd + "'");
    return true;
  }

 private:
  void say(const std::string& s) {
    std::lock_guard<std::mutex> g(out_lock_);
    out_ << s << std::endl;
  }

  void wait() {
    if (worker_.joinable()) worker_.join();
  }

  // "stop": ends whatever the worker thread runs, a search or a perft count.
  void stop() {
    searcher_.stop();
    perft_stop_.store(true, std::memory_order_relaxed);
  }

  void identify() {
    std::string vars;
    say("id name Tessera");
    say("id author the Tessera developers");
    std::string names;
    for (const Level& l : levels()) names += " var " + l.id;
    variant_option();
    say("option name VariantPath type string default <empty>");
    say("option name Hash type spin default " + std::to_string(TranspositionTable::DefaultMiB) +
        " min 1 max " + std::to_string(TranspositionTable::MaxMiB));
    say("option name Level type combo default none var none" + names);
    say("option name Clear Hash type button");
    say("uciok");
  }

  void variant_option() {
    std::string vars;
    for (const std::string& id : all_variant_ids()) vars += " var " + id;
    say("option name UCI_Variant type combo default chess" + vars);
  }

  // As in Fairy-Stockfish: the file's variants join UCI_Variant, which is listed again.
  void load_variant_file(const std::string& path) {
    std::string text, err;
    if (!read_text_file(path, text, err)) return say("info string error: " + err);
    const LoadResult r = load_variants(text);
    for (const DefinitionError& e : r.errors) say("info string error: " + path + ": " + e.text());
    if (!r.ok()) return;
    std::string ids;
    for (const std::string& id : r.ids) ids += " " + id;
    say("info string loaded" + ids);
    variant_option();
  }

  // setoption name NAME [value VALUE]; names may contain spaces ("Clear Hash").
  void setoption(const std::vector<std::string>& a) {
    size_t i = 0;
    std::string name, value;
    if (i < a.size() && a[i] == "name") ++i;
    for (; i < a.size() && a[i] != "value"; ++i) name += (name.empty() ? "" : " ") + a[i];
    if (i < a.size()) ++i;
    for (; i < a.size(); ++i) value += (value.empty() ? "" : " ") + a[i];
    wait();
    if (name == "UCI_Variant") {
      std::string err;
      if (auto g = Game::create(value, err)) game_ = std::move(g);
      else say("info string error: " + err);
    } else if (name == "VariantPath") {
      load_variant_file(value);
    } else if (name == "Hash") {
      const WholeNumber mib = read_whole_number(value, 1, TranspositionTable::MaxMiB);
      if (mib) searcher_.set_hash_mib(size_t(mib.value));
      else
        say("info string error: Hash needs a size in MiB, " +
            whole_number_wanted(value, 1, TranspositionTable::MaxMiB));
    } else if (name == "Level") {
      const Level* l = find_level(value);
      if (!l && value != "none")
        return say("info string error: unknown level '" + value + "'");  // level kept
      level_ = l;
      searcher_.set_eval_noise(level_ ? level_->noise_cp : 0, 0x5EED);
    } else if (name == "Clear Hash") {
      searcher_.new_game();
    } else {
      say("info string error: unknown option '" + name + "'");
    }
  }

  void position(const std::vector<std::string>& a) {
    wait();
    size_t i = 0;
    auto next = game_->shared_variant() ? std::make_unique<Game>(game_->shared_variant())
                                        : std::make_unique<Game>(game_->variant());
    if (i < a.size() && a[i] == "startpos") {
      ++i;
    } else if (i < a.size() && a[i] == "fen") {
      std::string fen;
      for (++i; i < a.size() && a[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + a[i];
      if (std::string err = next->load_fen(fen); !err.empty()) {
        say("info string error: bad FEN: " + err);
        return;
      }
    } else {
      say("info string error: position needs 'startpos' or 'fen'");
      return;
    }
    if (i < a.size() && a[i] == "moves")
      for (++i; i < a.size(); ++i)
        if (std::string err = next->play(a[i]); !err.empty()) {
          say("info string error: move " + a[i] + ": " + err);
          return;
        }
    game_ = std::move(next);
  }

  // The token after the key a[i], or "" when the key ends the command.
  static std::string value_after(const std::vector<std::string>& a, size_t i) {
    return i + 1 < a.size() ? a[i + 1] : "";
  }

  // The whole number after the key a[i], bounded to [low, high]; a token that is not one, or lies
  // below `low`, is reported by name and read as absent.
  std::optional<int64_t> go_number(const std::vector<std::string>& a, size_t i, int64_t low, int64_t high) {
    const std::string token = value_after(a, i);
    const WholeNumber n = read_whole_number(token, low, high);
    if (n.fault == WholeNumber::Fault::NotANumber) {
      say("info string error: go " + a[i] + " needs a whole number, not '" + token.substr(0, 32) + "'");
      return std::nullopt;
    }
    if (n.fault == WholeNumber::Fault::TooSmall) {
      say("info string error: go " + a[i] + " must be at least " + std::to_string(low));
      return std::nullopt;
    }
    return n.value;  // a value past `high` reads as `high`
  }

  // The moves after "searchmoves", up to the next go keyword, from a[i] on; returns where they end.
  // A move that is not legal here is named in an error and left out.
  size_t read_searchmoves(const std::vector<std::string>& a, size_t i, std::vector<Move>& only) {
    Position& pos = game_->position();
    for (; i < a.size() && !find_go_key(a[i]); ++i) {
      std::string err;
      const Move m = parse_move(pos, a[i], err);
      if (m.is_none()) say("info string error: searchmoves " + a[i].substr(0, 32) + ": " + err);
      else only.push_back(m);
    }
    return i;
  }

  // A go command's limits and clock. A GUI may send a clock already run below zero: that is a clock,
  // and an urgent one, while ClockTimes reads 0 as "no clock", which would think without end. So a
  // clock given as 0 or less keeps a moment, which clock_budget turns into its shortest think.
  void read_go(const std::vector<std::string>& a, SearchLimits& limits, ClockTimes& clock) {
    bool clock_given[ColorCount] = {false, false};
    for (size_t i = 0; i < a.size(); ++i) {
      const GoKey* key = find_go_key(a[i]);
      if (!key || key->sets == GoSets::Nothing) continue;
      if (key->sets == GoSets::Moves) {
        i = read_searchmoves(a, i + 1, limits.only) - 1;
        continue;
      }
      const auto v = go_number(a, i, key->low, key->high);
      if (!v) continue;
      switch (key->sets) {
        case GoSets::Depth: limits.depth = int(*v); break;
        case GoSets::Nodes: limits.nodes = uint64_t(*v); break;
        case GoSets::Movetime: limits.movetime_ms = int(*v); break;
        case GoSets::Increment: clock.increment_ms[key->side] = int(*v); break;
        case GoSets::Time:
          clock_given[key->side] = true;
          clock.time_ms[key->side] = int(*v);
          break;
        default: break;
      }
    }
    const int stm = idx(game_->position().side_to_move());
    if (clock_given[stm]) clock.time_ms[stm] = std::max(clock.time_ms[stm], 1);
  }

  void go(const std::vector<std::string>& a) {
    wait();
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i] == "perft") return perft(value_after(a, i));
    SearchLimits limits;
    ClockTimes clock;
    read_go(a, limits, clock);
    if (!limits.movetime_ms) {
      const ClockBudget b = clock_budget(clock, game_->position().side_to_move());
      limits.movetime_ms = b.hard_ms;
      limits.soft_ms = b.soft_ms;
    }
    if (level_) limits = capped(limits, *level_);
    unbounded_ = !limits.depth && !limits.nodes && !limits.movetime_ms;
    Position pos = game_->position();
    std::vector<Move> played(game_->moves().begin(), game_->moves().end());
    searcher_.clear_stop();
    worker_ = std::thread([this, pos, limits, played = std::move(played)]() mutable {
      const Move best = searcher_.search(
          pos, limits, [&](const SearchReport& r) { report(pos, r); }, played);
      say("bestmove " + (best.is_none() ? std::string("(none)") : move_to_text(pos, best)));
    });
  }

  void report(const Position& root, const SearchReport& r) {
    std::string s = "info depth " + std::to_string(r.depth);
    s += r.mate_in ? " score mate " + std::to_string(r.mate_in) : " score cp " + std::to_string(r.score);
    s += " nodes " + std::to_string(r.nodes) + " nps " + std::to_string(r.nps) + " time " +
         std::to_string(r.time_ms);
    s += " hashfull " + std::to_string(r.hashfull);
    if (!r.pv.empty()) {
      s += " pv";
      Position p = root;
      for (Move m : r.pv) {
        s += " " + move_to_text(p, m);
        p.do_move(m);
      }
    }
    say(s);
  }

  // go perft N: the moves' counts to depth N, on the worker thread as a search is, so that stop ends
  // it. A stopped count names how far it got and gives no total, which would read as the count.
  void perft(const std::string& token) {
    const WholeNumber number = read_whole_number(token, 1, MaxPerftDepth);
    if (!number)
      return say("info string error: go perft needs " + whole_number_wanted(token, 1, MaxPerftDepth));
    perft_stop_.store(false, std::memory_order_relaxed);
    worker_ = std::thread([this, pos = game_->position(), depth = int(number.value)]() mutable {
      const auto start = std::chrono::steady_clock::now();
      uint64_t total = 0;
      const PerftDivide result = perft_divide(pos, depth, &perft_stop_);
      for (const auto& [move, count] : result.counts) {
        say(move + ": " + std::to_string(count));
        total += count;
      }
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      say("");
      if (!result.complete())
        say("info string perft stopped: " + std::to_string(result.counts.size()) + " of " +
            std::to_string(result.moves) + " moves counted, " + std::to_string(total) + " nodes");
      else say("Nodes searched: " + std::to_string(total));
      say("info string time " + std::to_string(int(secs * 1000)) + " ms");
    });
  }

  std::ostream& out_;
  std::mutex out_lock_;
  std::unique_ptr<Game> game_;
  Searcher searcher_;
  const Level* level_ = nullptr;
  std::thread worker_;
  std::atomic<bool> perft_stop_{false};
  bool unbounded_ = false;  // the last search started has no limit of its own
};

}  // namespace

int run_uci(std::istream& in, std::ostream& out) {
  UciSession session(out);
  for (std::string line; std::getline(in, line);)
    if (!session.handle(line)) return 0;
  session.end_of_input();
  return 0;
}

}  // namespace tessera
