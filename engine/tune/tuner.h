// Texel-style tuning: the evaluation's named weights and the piece values fitted to game results,
// by minimising the squared error between a logistic of the static evaluation and each result.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "eval/eval.h"

namespace tessera {

// A quiet position and the final result of its game for White (1, 0.5 or 0), or a stronger
// engine's expected score for White there (any share from 0 to 1).
struct TuneSample {
  Position pos;
  double result = 0.5;
};

// Reads one data line, "RESULT FEN" (RESULT is 1-0, 0-1, 1/2-1/2 or a share such as 0.731), into
// `out`; "" or the error.
std::string parse_tune_sample(const Variant& v, std::string_view line, std::vector<TuneSample>& out);

// What the tuner moves: every EvalWeights field and the value of every piece that is not royal.
struct TuneParams {
  EvalWeights weights;
  Value values[MaxTypes] = {};
  // Centipawns added to every evaluation (White's view) in the error only, and never written: fitted
  // with TuneOptions::colour_offset, 0 otherwise.
  int white_offset = 0;
};

// The variant's own weights and values (automatic weights decided), the tuner's start.
TuneParams defined_params(const Variant& v);

// How much searching the lazy margin's measurement does (lazy_margin.h): `searches` of `nodes` nodes
// each, from samples spread evenly over the data.
struct MarginSearches {
  int searches = 200;
  uint64_t nodes = 5000;
};

struct TuneOptions {
  int max_passes = 30;       // passes over every parameter
  bool values_only = false;  // keep the eval.* weights: on few games, the piece values alone
  // Also fit the weights that need the attack maps (WeightTerm::AttackMap), and then measure the
  // lazy margin for them.
  bool attack_maps = false;
  MarginSearches margin;
  // Keys kept at the definition's values ("value.N", "eval.tempo"): a term the data cannot judge,
  // such as the tempo on labels from a search that has already spent it.
  std::vector<std::string> hold;
  // Also fit an offset for White (TuneParams::white_offset). Where the sides' armies differ, which
  // colour tends to win is a fact of the game that no term of the evaluation should have to carry:
  // without it, a fit prices the lone side's pieces by how often that side wins.
  bool colour_offset = false;
};

// "" when every held key names something the tuner moves or measures in `v` (the value of a
// non-royal piece or an eval.* weight), else an error naming the first that does not.
std::string check_held(const Variant& v, const TuneOptions& o);

struct TuneResult {
  double k = 1;  // the logistic's scale: P(White wins) = 1 / (1 + 10^(-k * (eval + offset) / 400))
  double error_before = 0;
  double error_after = 0;
  std::vector<double> pass_errors;  // after each pass; never rising
  TuneParams before, after;
  // Keys that no sample's evaluation depends on, at either end of their range: the data cannot
  // judge them, so they keep the definition's values and are better not written.
  std::vector<std::string> unjudged;
};

// Mean squared error of the samples under `p`, with logistic scale `k`.
double tune_error(const Variant& v, const std::vector<TuneSample>& samples, const TuneParams& p, double k);

// The scale that fits the start parameters best, then coordinate descent over every parameter that
// some sample's evaluation depends on, within its bounds, accepting only steps that lower the error.
TuneResult tune(const Variant& v, const std::vector<TuneSample>& samples, const TuneOptions& o = {});

// The ini lines that give `p` (value.X for each non-royal piece, then every eval.* key), but none
// for the keys in `leave`.
std::vector<std::string> tuned_lines(const Variant& v, const TuneParams& p,
                                     const std::vector<std::string>& leave = {});

}  // namespace tessera
