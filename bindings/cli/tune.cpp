// Argument parsing and printing for self-play and tuning; the games and the fit live in engine/tune.
// The data file is read here line by line, since it may be far larger than a definition.
#include "tune.h"

#include <algorithm>
#include <fstream>
#include <iostream>

#include "text_file.h"
#include "tune/lazy_margin.h"
#include "tune/selfplay.h"
#include "tune/tuner.h"
#include "variants/variants.h"
#include "whole_number.h"

namespace tessera {

namespace {

bool load_definitions(const std::string& path) {
  std::string text, err;
  if (!read_text_file(path, text, err)) {
    std::cerr << "error: " << err << "\n";
    return false;
  }
  const LoadResult r = load_variants(text);
  for (const DefinitionError& e : r.errors) std::cerr << path << ": " << e.text() << "\n";
  return r.ok();
}

// The options shared by both commands: the variant, --variants FILE, and numbered options.
struct Args {
  const Variant* variant = nullptr;
  std::string data;
  long long games = 100, seed = 1, passes = 30;
  bool values_only = false;
  bool attack_maps = false;
  bool colour_offset = false;
  bool lazy_margin = false;  // measure eval.lazyMargin for the definition's weights; no fit
  MarginSearches margin;
  std::vector<std::string> hold;
  SelfPlayOptions play;
};

// "eval.tempo,value.N" into its keys; empty pieces are dropped.
std::vector<std::string> split_keys(const std::string& list) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= list.size()) {
    const size_t end = std::min(list.find(',', start), list.size());
    if (end > start) out.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool parse(const std::vector<std::string>& args, bool selfplay, Args& a) {
  std::string id;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& k = args[i];
    if (k.rfind("--", 0) != 0) {
      if (!id.empty()) {
        std::cerr << "error: unexpected argument '" << k << "'\n";
        return false;
      }
      id = k;
      continue;
    }
    if (k == "--values-only" && !selfplay) {
      a.values_only = true;
      continue;
    }
    if (k == "--attack-maps" && !selfplay) {
      a.attack_maps = true;
      continue;
    }
    if (k == "--colour-offset" && !selfplay) {
      a.colour_offset = true;
      continue;
    }
    if (k == "--lazy-margin" && !selfplay) {
      a.lazy_margin = true;
      continue;
    }
    if (i + 1 >= args.size()) {
      std::cerr << "error: " << k << " needs a value\n";
      return false;
    }
    const std::string& val = args[++i];
    auto number = [&](int64_t low, int64_t high, auto& out) {
      const WholeNumber n = read_whole_number(val, low, high);
      if (!n) std::cerr << "error: " << k << " takes " << whole_number_wanted(val, low, high) << "\n";
      else out = decltype(+out)(n.value);
      return bool(n);
    };
    bool ok = true;
    if (k == "--variants") ok = load_definitions(val);
    else if (k == "--data" && !selfplay) a.data = val;
    else if (k == "--passes" && !selfplay) ok = number(1, 1000, a.passes);
    else if (k == "--hold" && !selfplay) a.hold = split_keys(val);
    else if (k == "--margin-searches" && !selfplay) ok = number(1, 100000, a.margin.searches);
    else if (k == "--margin-nodes" && !selfplay) ok = number(1, 100000000, a.margin.nodes);
    else if (k == "--games" && selfplay) ok = number(1, 1000000, a.games);
    else if (k == "--seed" && selfplay) ok = number(0, 1LL << 62, a.seed);
    else if (k == "--nodes" && selfplay) ok = number(1, 100000000, a.play.nodes);
    else if (k == "--random-plies" && selfplay) ok = number(0, 100, a.play.random_plies);
    else if (k == "--max-plies" && selfplay) ok = number(1, 10000, a.play.max_plies);
    else if (k == "--samples" && selfplay) ok = number(0, 10000, a.play.samples);
    else if (k == "--adjudicate-cp" && selfplay) ok = number(1, 100000, a.play.adjudicate_cp);
    else {
      std::cerr << "error: unknown option '" << k.substr(0, 30) << "'\n";
      return false;
    }
    if (!ok) return false;
  }
  if (id.empty()) {
    std::cerr << "error: no variant given\n";
    return false;
  }
  a.variant = find_variant(id);
  if (!a.variant) {
    std::cerr << "error: unknown variant '" << id.substr(0, 40) << "'\n";
    return false;
  }
  if (!selfplay && a.data.empty()) {
    std::cerr << "error: --data FILE is required\n";
    return false;
  }
  return true;
}

}  // namespace

int run_selfplay(const std::vector<std::string>& args) {
  Args a;
  if (!parse(args, true, a)) return 1;
  for (long long g = 0; g < a.games; ++g) {
    // Each game's own seed, so any one game can be replayed alone.
    const uint64_t seed = uint64_t(a.seed) * 1000003u + uint64_t(g);
    const SelfPlayGame game = play_selfplay_game(*a.variant, a.play, seed);
    const char* result = result_text(game.outcome);
    std::cout << "# game " << g + 1 << " " << result << " " << game.reason << " " << game.plies << " plies\n";
    for (const std::string& fen : game.fens) std::cout << result << " " << fen << "\n";
    std::cout.flush();
  }
  return 0;
}

int run_tune(const std::vector<std::string>& args) {
  Args a;
  if (!parse(args, false, a)) return 1;
  std::ifstream in(a.data);
  if (!in) {
    std::cerr << "error: cannot open '" << a.data << "'\n";
    return 1;
  }
  std::vector<TuneSample> samples;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    if (std::string err = parse_tune_sample(*a.variant, line, samples); !err.empty()) {
      std::cerr << a.data << ": line " << line_no << ": " << err << "\n";
      return 1;
    }
  }
  if (samples.empty()) {
    std::cerr << "error: no positions in '" << a.data << "'\n";
    return 1;
  }
  if (a.lazy_margin) {
    const int margin = measured_lazy_margin(*a.variant, samples, defined_params(*a.variant), a.margin);
    if (!margin) {
      std::cerr << "error: '" << a.variant->id()
                << "' sets no attack-map weight: there is no margin to measure\n";
      return 1;
    }
    std::cout << "eval.lazyMargin = " << margin << "\n";
    return 0;
  }
  TuneOptions o;
  o.max_passes = int(a.passes);
  o.values_only = a.values_only;
  o.attack_maps = a.attack_maps;
  o.hold = a.hold;
  o.colour_offset = a.colour_offset;
  o.margin = a.margin;
  if (std::string err = check_held(*a.variant, o); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return 1;
  }
  const TuneResult r = tune(*a.variant, samples, o);
  std::cout << "# " << samples.size() << " positions, K " << r.k;
  if (o.colour_offset) std::cout << ", White's offset " << r.after.white_offset << " cp";
  std::cout << ", error " << r.error_before << " -> " << r.error_after << " in " << r.pass_errors.size()
            << " passes\n";
  for (const std::string& line : tuned_lines(*a.variant, r.after, r.unjudged)) std::cout << line << "\n";
  if (!r.unjudged.empty()) {
    std::cerr << "tune: no position's evaluation depends on";
    for (const std::string& key : r.unjudged) std::cerr << " " << key;
    std::cerr << ": left as defined, and not written\n";
  }
  return 0;
}

}  // namespace tessera
