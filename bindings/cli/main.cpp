// The native command line: `tessera perft …`, `uci`, `variants`, `describe …`, `moves …` and more.
// A thin adapter: it parses arguments and prints; every rule and count comes from engine/api.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "api/game.h"
#include "perft/perft.h"
#include "referee.h"
#include "text_file.h"
#include "tune.h"
#include "uci.h"
#include "values.h"
#include "variants/variants.h"
#include "whole_number.h"

namespace {

int usage() {
  std::cerr << "usage:\n"
               "  tessera perft [--variants FILE] VARIANT DEPTH [FEN] [--divide]\n"
               "  tessera check FILE       (reads a variants.ini: each variant, or each error)\n"
               "  tessera uci\n"
               "  tessera referee [--variants FILE]  (line protocol for scripts/match)\n"
               "  tessera variants [--all] (Tessera's own, or every built-in)\n"
               "  tessera describe VARIANT\n"
               "  tessera moves VARIANT [FEN]  (the legal moves as JSON, with what each displaces)\n"
               "  tessera values VARIANT   (piece values derived from mobility)\n"
               "  tessera selfplay VARIANT [--variants FILE] [--games N] [--nodes K] [--seed S]\n"
               "      [--random-plies R] [--max-plies P] [--samples M] [--adjudicate-cp CP]\n"
               "      (self-play games: quiet positions as 'RESULT FEN' lines)\n"
               "  tessera tune VARIANT [--variants FILE] --data FILE [--passes N] [--values-only]\n"
               "      [--attack-maps] [--hold KEY,...] [--colour-offset]\n"
               "      (fits piece values and eval.* weights to the data; prints definition lines.\n"
               "      Weights needing attack maps, about half the node rate: only with --attack-maps;\n"
               "      held keys keep the definition's values; --colour-offset fits a bias to White\n"
               "      in the error alone, for sides that differ)\n"
               "  tessera tune VARIANT [--variants FILE] --data FILE --lazy-margin\n"
               "      [--margin-searches N] [--margin-nodes K]\n"
               "      (measures eval.lazyMargin for the definition's weights over the positions N\n"
               "      searches of K nodes from the data evaluate (200, 5000); prints its line. A fit\n"
               "      with --attack-maps measures it the same way for the weights it ends with)\n";
  return 2;
}

// Loads a definition file into the catalogue, printing its errors; false on any.
bool load_file(const std::string& path) {
  std::string text, err;
  if (!tessera::read_text_file(path, text, err)) {
    std::cerr << "error: " << err << "\n";
    return false;
  }
  const tessera::LoadResult r = tessera::load_variants(text);
  for (const tessera::DefinitionError& e : r.errors) std::cerr << path << ": " << e.text() << "\n";
  return r.ok();
}

int run_check(const std::vector<std::string>& args) {
  if (args.size() != 1) return usage();
  std::string text, err;
  if (!tessera::read_text_file(args[0], text, err)) {
    std::cerr << "error: " << err << "\n";
    return 1;
  }
  const tessera::LoadResult r = tessera::check_variants(text);
  for (const tessera::DefinitionError& e : r.errors) std::cout << args[0] << ": " << e.text() << "\n";
  if (r.ok())
    for (const std::string& id : r.ids) std::cout << id << ": ok\n";
  return r.ok() ? 0 : 1;
}

int run_perft(const std::vector<std::string>& args) {
  bool divide = false;
  std::vector<std::string> rest;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--divide") divide = true;
    else if (args[i] == "--variants" && i + 1 < args.size()) {
      if (!load_file(args[++i])) return 1;
    } else rest.push_back(args[i]);
  }
  if (rest.size() < 2) return usage();
  std::string error;
  auto game = tessera::Game::create(rest[0], error);
  if (!game) {
    std::cerr << "error: " << error << "\n";
    return 1;
  }
  const tessera::WholeNumber depth = tessera::read_whole_number(rest[1], 0, tessera::MaxPerftDepth);
  if (!depth) {
    std::cerr << "error: depth must be " << tessera::whole_number_wanted(rest[1], 0, tessera::MaxPerftDepth)
              << "\n";
    return 1;
  }
  const int plies = int(depth.value);
  std::string fen;
  for (size_t i = 2; i < rest.size(); ++i) fen += (i > 2 ? " " : "") + rest[i];
  if (!fen.empty()) {
    if (std::string err = game->load_fen(fen); !err.empty()) {
      std::cerr << "error: bad FEN: " << err << "\n";
      return 1;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide && plies > 0) {
    for (const auto& [move, count] : tessera::perft_divide(game->position(), plies).counts) {
      std::cout << move << ": " << count << "\n";
      nodes += count;
    }
  } else {
    nodes = game->perft(plies);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "time %.3f s, %.0f nodes/s\n", secs, secs > 0 ? double(nodes) / secs : 0.0);
  std::cout << nodes << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  const std::string cmd = args[0];
  args.erase(args.begin());
  if (cmd == "perft") return run_perft(args);
  if (cmd == "uci") return tessera::run_uci(std::cin, std::cout);
  if (cmd == "referee") {
    if (args.size() == 2 && args[0] == "--variants" && !load_file(args[1])) return 1;
    return tessera::run_referee(std::cin, std::cout);
  }
  if (cmd == "check") return run_check(args);
  if (cmd == "selfplay") return tessera::run_selfplay(args);
  if (cmd == "tune") return tessera::run_tune(args);
  if (cmd == "variants") {
    const bool all = !args.empty() && args[0] == "--all";
    for (const std::string& id : all ? tessera::all_variant_ids() : tessera::variant_ids())
      std::cout << id << "\n";
    return 0;
  }
  if (cmd == "values" && args.size() == 1) return tessera::print_values(args[0], std::cout);
  if (cmd == "describe" && args.size() == 1) {
    const tessera::Variant* v = tessera::find_variant(args[0]);
    if (!v) {
      std::cerr << "error: unknown variant '" << args[0] << "'\n";
      return 1;
    }
    std::cout << tessera::describe_variant_json(*v) << "\n";
    return 0;
  }
  if (cmd == "moves" && (args.size() == 1 || args.size() == 2)) {
    std::string error;
    auto game = tessera::Game::create(args[0], error);
    if (game && args.size() == 2) error = game->load_fen(args[1]);
    if (!game || !error.empty()) {
      std::cerr << "error: " << error << "\n";
      return 1;
    }
    std::cout << game->legal_moves_json() << "\n";
    return 0;
  }
  return usage();
}
