// EvalWeights: the named, documented knobs of the evaluation, as data in each variant's
// definition (ini keys eval.*). Most terms are derived from the piece tables; these tune them.
#pragma once

#include <cstdint>

namespace tessera {

struct EvalWeights {
  // Centipawns per extra destination a piece has on its cell, against its
  // average (the piece-square term): middle game, end game.
  int mobility_mg = 4;
  int mobility_eg = 3;
  // Royal piece: shelter in the middle game (penalty per destination above
  // its poorest cell) and activity in the end game (bonus per destination).
  int royal_exposure_mg = 6;
  int royal_activity_eg = 5;
  int royal_shelter_mg = 8;  // per friendly piece next to the royal piece
  // Promotion race: a promoting piece one move from its zone is worth this
  // share (per mille) of what promotion gains; each extra move halves it.
  int race_permille_mg = 70;
  int race_permille_eg = 160;
  int race_halving_steps = 1;  // moves per halving (a slower fall-off for races)
  // What a flag piece reaching its region gains, in place of a promotion's gain, for the race and
  // passed terms: it wins the game (king of the hill, racing kings, breakthrough).
  int flag_gain_cp = 1000;
  // Pool promotions (Westfield): share (per mille) of the best pool type's
  // value counted as the promotion gain, since the pool may be empty.
  int pool_promo_permille = 400;
  // Capture-everything variants: bonus per piece of difference in count,
  // since the number of pieces left, not their kind, decides the game.
  int piece_count_cp = -1;  // -1: 15 where capturing everything wins, else 0
  int tempo = 12;
  // Check-counting variants (3check): what the race of checks is worth, divided by the square of
  // the checks a side still has to give (eval.cpp).
  int check_race_cp = 600;
  // Drop variants: per piece in hand, on top of its value. A piece in hand can enter on almost any
  // empty cell, so it may be worth more than the same piece standing somewhere.
  int hand_bonus = 0;
  // A royal variant's side without promoting pieces and with at most this
  // much material cannot force mate: its advantage is divided by 8.
  int no_mate_material = 350;
  // Occupancy terms (eval/activity.cpp), read from the actual board. Pawn structure, cached by it
  // and so cheap: a piece attacked by an enemy pawn-like piece cheaper than itself costs this much.
  int pawn_threat_mg = 40;
  int pawn_threat_eg = 30;
  // Per pawn-like piece with one of its own side's on its route (doubled), and per one defended by
  // one of its own (a chain): 0 unless a definition or the tuner sets them.
  int pawn_doubled_mg = 0;
  int pawn_doubled_eg = 0;
  int pawn_supported_mg = 0;
  int pawn_supported_eg = 0;
  // Per pawn-like piece that no pawn-like piece of its own stands where it could ever defend it or
  // a cell of its route (isolated: a chess pawn with none of its own on a neighbouring file).
  int pawn_isolated_mg = 0;
  int pawn_isolated_eg = 0;
  // Per piece, neither royal nor pawn-like, on a cell one of its own pawn-like pieces defends and no
  // enemy pawn-like piece can ever attack, however it advances (an outpost: only pieces can chase it).
  int outpost_mg = 0;
  int outpost_eg = 0;
  // A pawn-like piece whose route to its zone no enemy pawn-like piece blocks or attacks: this share
  // (per mille) of what promotion gains, divided by the moves left; half while an enemy piece
  // stands on the route.
  int passed_permille_mg = 40;
  int passed_permille_eg = 120;
  // Attack maps of the whole board: a walk of every piece's moves at every evaluated position,
  // which roughly halves the node rate, so these default to 0 (and then cost nothing). Activity:
  // per destination a piece really has, against what the table expects of its cell.
  int activity_mg = 0;
  int activity_eg = 0;
  int king_attack_mg = 0;  // per attack on the enemy royal piece's cell and its neighbours
  // The same attacks again, squared (per 16): one attacker is a nuisance, several together mate, so
  // the danger grows faster than their number.
  int king_danger_mg = 0;
  // Per piece attacked by a cheaper enemy piece that is not pawn-like, and per piece of the side
  // not to move that is attacked and undefended (the side to move may take it).
  int threat_mg = 0;
  int threat_eg = 0;
  int hanging_mg = 0;
  int hanging_eg = 0;
  // Per destination counted by activity that an enemy pawn-like piece attacks: a piece that can go
  // there only to be chased away by a pawn is less active than its count says.
  int guarded_reach_mg = 0;
  int guarded_reach_eg = 0;
  // Per cell of a rider's line that lies at or beyond one of its own pawn-like pieces (the rest of a
  // ray whose first piece is one): pawns move rarely and never back, so that reach is lost for long,
  // where activity counts only what is lost now (a rook behind its own pawn, a bishop hemmed in).
  int pawn_blocked_mg = 0;
  int pawn_blocked_eg = 0;
  // Per attack on the enemy royal piece's cell or ring where its side has at most one guard (often
  // the royal piece itself): attacks the defence cannot answer by numbers are the ones that mate.
  int king_weak_mg = 0;
  // Drop variants: per empty cell next to the enemy royal piece that no enemy piece but the royal one
  // guards, for each type the side holds in hand and may drop there. A drop lands an attacker beside
  // the royal piece in one move, which pieces on the board take several to do.
  int king_drop_mg = 0;
  // How far the attack-map terms move an evaluation in practice (EvalTables::lazy_margin), measured
  // by the tuner on its positions rather than fitted; 0 derives a generous bound from the weights.
  int lazy_margin = 0;
};

// Which part of the evaluation reads a weight. Table: the per-variant tables built once.
// PawnStructure: the occupancy terms kept per pawn structure (eval/activity.cpp). AttackMap: a
// nonzero weight makes every evaluation walk the attack maps, about twice the instructions per node.
// A fit to results sees only accuracy, never that cost, so the tuner holds these unless asked.
enum class WeightTerm : uint8_t { Table, PawnStructure, AttackMap };

// One named weight: its ini key, its field, the range the tuner may move it in (the reader
// accepts 0..10000 for every key; a halving distance below 1 would make the race term vanish), and
// its term. `measured`: the tuner sets it from its positions after the fit instead.
struct EvalWeightKey {
  const char* key;
  int EvalWeights::*field;
  int tune_low;
  int tune_high;
  WeightTerm term = WeightTerm::Table;
  bool measured = false;
};

// Every weight, in one list that the ini reader, the tuner and the tuned-line writer share: a new
// field added here is read from definitions and tuned with no other change.
inline constexpr EvalWeightKey EvalWeightKeys[] = {
    {"eval.mobilityMg", &EvalWeights::mobility_mg, 0, 40},
    {"eval.mobilityEg", &EvalWeights::mobility_eg, 0, 40},
    {"eval.royalExposureMg", &EvalWeights::royal_exposure_mg, 0, 60},
    // At least the default: it is what drives a bare royal piece to the edge to be mated, and
    // self-play data holds too few such endings for a fit to see it (a fit of 0 lost mates in 3).
    {"eval.royalActivityEg", &EvalWeights::royal_activity_eg, 5, 60},
    {"eval.royalShelterMg", &EvalWeights::royal_shelter_mg, 0, 80},
    {"eval.racePermilleMg", &EvalWeights::race_permille_mg, 0, 1000},
    {"eval.racePermilleEg", &EvalWeights::race_permille_eg, 0, 1000},
    {"eval.raceHalvingSteps", &EvalWeights::race_halving_steps, 1, 8},
    {"eval.flagGain", &EvalWeights::flag_gain_cp, 0, 5000},
    {"eval.poolPromoPermille", &EvalWeights::pool_promo_permille, 0, 1000},
    {"eval.pieceCount", &EvalWeights::piece_count_cp, 0, 300},
    {"eval.tempo", &EvalWeights::tempo, 0, 60},
    {"eval.checkRace", &EvalWeights::check_race_cp, 0, 3000},
    {"eval.handBonus", &EvalWeights::hand_bonus, 0, 300},
    {"eval.noMateMaterial", &EvalWeights::no_mate_material, 0, 2000},
    {"eval.pawnThreatMg", &EvalWeights::pawn_threat_mg, 0, 200, WeightTerm::PawnStructure},
    {"eval.pawnThreatEg", &EvalWeights::pawn_threat_eg, 0, 200, WeightTerm::PawnStructure},
    {"eval.pawnDoubledMg", &EvalWeights::pawn_doubled_mg, 0, 100, WeightTerm::PawnStructure},
    {"eval.pawnDoubledEg", &EvalWeights::pawn_doubled_eg, 0, 100, WeightTerm::PawnStructure},
    {"eval.pawnSupportedMg", &EvalWeights::pawn_supported_mg, 0, 100, WeightTerm::PawnStructure},
    {"eval.pawnSupportedEg", &EvalWeights::pawn_supported_eg, 0, 100, WeightTerm::PawnStructure},
    {"eval.pawnIsolatedMg", &EvalWeights::pawn_isolated_mg, 0, 100, WeightTerm::PawnStructure},
    {"eval.pawnIsolatedEg", &EvalWeights::pawn_isolated_eg, 0, 100, WeightTerm::PawnStructure},
    {"eval.outpostMg", &EvalWeights::outpost_mg, 0, 100, WeightTerm::PawnStructure},
    {"eval.outpostEg", &EvalWeights::outpost_eg, 0, 100, WeightTerm::PawnStructure},
    {"eval.passedPermilleMg", &EvalWeights::passed_permille_mg, 0, 1000, WeightTerm::PawnStructure},
    {"eval.passedPermilleEg", &EvalWeights::passed_permille_eg, 0, 1000, WeightTerm::PawnStructure},
    {"eval.activityMg", &EvalWeights::activity_mg, 0, 30, WeightTerm::AttackMap},
    {"eval.activityEg", &EvalWeights::activity_eg, 0, 30, WeightTerm::AttackMap},
    {"eval.kingAttackMg", &EvalWeights::king_attack_mg, 0, 60, WeightTerm::AttackMap},
    {"eval.kingDangerMg", &EvalWeights::king_danger_mg, 0, 60, WeightTerm::AttackMap},
    {"eval.threatMg", &EvalWeights::threat_mg, 0, 200, WeightTerm::AttackMap},
    {"eval.threatEg", &EvalWeights::threat_eg, 0, 200, WeightTerm::AttackMap},
    {"eval.hangingMg", &EvalWeights::hanging_mg, 0, 200, WeightTerm::AttackMap},
    {"eval.hangingEg", &EvalWeights::hanging_eg, 0, 200, WeightTerm::AttackMap},
    {"eval.guardedReachMg", &EvalWeights::guarded_reach_mg, 0, 30, WeightTerm::AttackMap},
    {"eval.guardedReachEg", &EvalWeights::guarded_reach_eg, 0, 30, WeightTerm::AttackMap},
    {"eval.pawnBlockedMg", &EvalWeights::pawn_blocked_mg, 0, 30, WeightTerm::AttackMap},
    {"eval.pawnBlockedEg", &EvalWeights::pawn_blocked_eg, 0, 30, WeightTerm::AttackMap},
    {"eval.kingWeakMg", &EvalWeights::king_weak_mg, 0, 60, WeightTerm::AttackMap},
    {"eval.kingDropMg", &EvalWeights::king_drop_mg, 0, 300, WeightTerm::AttackMap},
    {"eval.lazyMargin", &EvalWeights::lazy_margin, 0, 10000, WeightTerm::Table, true},
};

// The weights with every attack-map term at 0: what an evaluation scores without the walk.
inline EvalWeights without_attack_maps(EvalWeights w) {
  for (const EvalWeightKey& k : EvalWeightKeys)
    if (k.term == WeightTerm::AttackMap) w.*k.field = 0;
  return w;
}

}  // namespace tessera
