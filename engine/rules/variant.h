// Variant: a VariantDef compiled into flat lookup tables for the move generator and attack tests.
// Built once per variant at start-up; read-only afterwards, so positions share it freely.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/cell_set.h"
#include "core/move.h"
#include "rules/push_table.h"
#include "rules/variant_def.h"

namespace tessera {

constexpr uint8_t Unlimited = 255;

// One ray of one piece: direction, how far, and what it may do at the end.
struct RayStep {
  Dir dir;
  uint8_t range;  // Unlimited or 1..254
  uint8_t mode;
};

// A precomputed leap or jump landing cell.
struct Target {
  Cell to;
  uint8_t mode;
};

// A cell from which some piece types of one colour leap onto a given cell.
struct LeapAttacker {
  Cell from;
  uint32_t types;  // bit t set: type t captures from `from` onto the cell
};

// One path atom of one piece from one cell (rules/variant_paths.cpp): `len` cells from `first` in
// the path cell pool, of which the leading `lame` must be empty and are never landing cells.
struct PathLine {
  uint32_t first;
  uint8_t len;
  uint8_t lame;
  PathKind kind;
  uint8_t mode;
};

// A cell from which some piece types of one colour capture onto a target along a path: the
// `len` cells from `first` lie between them in order, and the leading `lame` must be empty.
struct PathAttacker {
  Cell from;
  uint32_t types;
  uint32_t first;
  uint8_t len;
  uint8_t lame;
  PathKind kind;
};

// Read-only span over a table slice.
template <class T>
struct Span {
  const T* first = nullptr;
  const T* last = nullptr;
  const T* begin() const { return first; }
  const T* end() const { return last; }
  int size() const { return int(last - first); }
  bool empty() const { return first == last; }
};

// Where one step in each direction leads, per cell: the geometry's neighbours, except across
// hidden cells, which orthogonal steps pass over (`via` records the cell crossed).
struct Topology {
  std::array<std::array<Cell, MaxCells + 1>, MaxDirs> next{};
  std::array<std::array<Cell, MaxCells + 1>, MaxDirs> via{};
};

class Variant {
 public:
  explicit Variant(VariantDef def);

  // ---- Identity and the piece table ----
  const VariantDef& def() const { return def_; }
  const std::string& id() const { return def_.id; }
  const Geometry& geometry() const { return def_.geometry; }
  int type_count() const { return int(def_.pieces.size()); }  // types are 1..type_count()
  const PieceDef& piece(PieceType t) const { return def_.pieces[idx(t) - 1]; }
  PieceType type_of_letter(char lower) const;  // None when no piece uses the letter
  char letter(Piece p) const;                  // upper case for White
  bool has_royal() const { return royal_type_ != PieceType::None; }
  PieceType royal_type() const { return royal_type_; }

  // ---- Type masks (bit t for type t) ----
  uint32_t guard_types() const { return guard_mask_; }
  uint32_t shepherd_types() const { return shepherd_mask_; }
  uint32_t clock_types() const { return clock_mask_; }
  bool is_guard(PieceType t) const { return guard_mask_ >> idx(t) & 1; }
  bool is_shepherd(PieceType t) const { return shepherd_mask_ >> idx(t) & 1; }

  // ---- Movement ----
  Cell next(Cell c, Dir d) const { return topo_.next[idx(d)][idx(c)]; }
  Cell via(Cell c, Dir d) const { return topo_.via[idx(d)][idx(c)]; }
  bool has_hidden_cells() const { return has_via_; }
  Span<RayStep> rays(Color c, PieceType t, Cell from) const {
    const auto& v =
        start_cells_[idx(c)][idx(t)].has(from) ? start_rays_[idx(c)][idx(t)] : rays_[idx(c)][idx(t)];
    return {v.data(), v.data() + v.size()};
  }
  Span<Target> leaps(Color c, PieceType t, Cell from) const {
    const size_t s = slot(c, t, from);
    return {leap_pool_.data() + leap_index_[s], leap_pool_.data() + leap_index_[s + 1]};
  }
  // A double step from here leaves nothing to take en passant (horde's first-rank double steps).
  bool quiet_double_step(Color c, PieceType t, Cell s) const {
    return quiet_double_steps_ && quiet_start_cells_[idx(c)][idx(t)].has(s);
  }
  bool on_start_cell(Color c, PieceType t, Cell s) const { return start_cells_[idx(c)][idx(t)].has(s); }
  bool may_stand(Color c, PieceType t, Cell s) const { return allowed_[idx(c)][idx(t)].has(s); }

  // ---- Attacks, seen from the attacked cell ----
  // How far a piece of colour c and type t attacks back along direction d
  // when it stands d-wards of the target: 0 none, Unlimited, or a range.
  uint8_t attack_range(Color c, PieceType t, Dir d) const { return attack_range_[idx(c)][idx(t)][idx(d)]; }
  // Which directions any colour-c piece attacks along (bit d as above).
  DirSet attack_dirs(Color c) const { return attack_dirs_[idx(c)]; }
  // Every cell on a line out of `target` along those directions, to the board's edge: only a
  // piece leaving one of them can open a colour-c slider's way to `target`.
  const CellSet& attack_lines(Color c, Cell target) const {
    return attack_lines_[size_t(idx(c)) * size_t(cells_) + size_t(idx(target))];
  }
  Span<LeapAttacker> leap_attackers(Color c, Cell target) const;
  // attack_lines(c, target) and every cell a colour-c piece leaps onto `target` from: where a
  // piece must arrive or leave for colour c to start attacking `target` by a ray or a leap.
  const CellSet& check_zone(Color c, Cell target) const {
    return check_zone_[size_t(idx(c)) * size_t(cells_) + size_t(idx(target))];
  }

  // ---- Path atoms (rules/variant_paths.cpp): empty unless a piece has PieceDef::paths ----
  bool has_paths() const { return has_paths_; }
  // Types with two atoms that can land on one cell, whose moves the generator de-duplicates.
  uint32_t overlap_types() const { return overlap_mask_; }
  // The generator's slower path: paths or overlapping atoms. Checked once per node.
  bool extended_moves() const { return has_paths_ || overlap_mask_; }
  // Screens and blocks can pin, so legality is decided by making the move.
  bool exact_legality() const { return has_paths_ || def_.flying_general || def_.end.bikjang; }
  // Whether a move can expose the royal piece is read off attack_lines (Position::may_expose_royal):
  // a royal piece, no exact legality test, and no hidden cell whose Guard could be the shield.
  bool lines_decide_exposure() const { return has_royal() && !exact_legality() && !has_hidden_cells(); }
  // flyingGeneral: the royal pieces may not face each other on an open orthogonal line.
  bool flying_general() const { return def_.flying_general; }
  // kingPass: the side to move may pass (its royal piece to its own cell) unless in check.
  bool king_pass() const { return def_.king_pass; }
  // bikjangRule: facing royal pieces must part, and two facing positions in a row end the game.
  bool bikjang() const { return def_.end.bikjang; }
  Span<PathLine> paths(Color c, PieceType t, Cell from) const {
    const size_t s = slot(c, t, from);
    return {path_lines_.data() + path_index_[s], path_lines_.data() + path_index_[s + 1]};
  }
  const Cell* path_cells(uint32_t first) const { return path_pool_.data() + first; }
  Span<PathAttacker> path_attackers(Color c, Cell target) const;

  // ---- Promotion and en passant ----
  bool promotes_in(Color c, PieceType t, Cell s) const { return promo_zone_[idx(c)][idx(t)].has(s); }
  // Shogi promotion (promotedPieceType): a move leaving the zone may promote too; empty otherwise.
  bool promotes_leaving(Color c, PieceType t, Cell s) const { return promo_from_[idx(c)][idx(t)].has(s); }
  // The one type a shogi-style promotion turns `t` into (FEN "+P"), or None.
  PieceType shogi_promoted(PieceType t) const { return shogi_promoted_[idx(t)]; }
  bool shogi_promotion() const { return shogi_promotion_; }
  // pieceDemotion: promoted pieces may turn back (Kyoto shogi).
  bool piece_demotion() const { return def_.piece_demotion; }
  bool may_promote(Color c, PieceType t) const { return may_promote_[idx(c)][idx(t)]; }
  // Every cell the piece may stand on is in its promotion zone (Kyoto shogi's pieces).
  bool stands_only_in_zone(Color c, PieceType t) const {
    return allowed_[idx(c)][idx(t)].minus(promo_zone_[idx(c)][idx(t)]).empty();
  }
  // Cells from which a piece could never move, whatever stands around it.
  bool stuck(Color c, PieceType t, Cell s) const { return stuck_[idx(c)][idx(t)].has(s); }
  // Cells from which a piece has no move onto an empty cell (it could only capture, if that).
  bool no_quiet_move(Color c, PieceType t, Cell s) const { return quietless_[idx(c)][idx(t)].has(s); }
  // Can any move, from any cell, end on an empty cell? Not where every move captures (clobber).
  bool has_quiet_moves() const { return quiet_moves_ || has_drops(); }
  // The choices that need no pool; pool promotions add the pool's types.
  const std::vector<PieceType>& promotion_choices(PieceType t) const { return promo_choices_[idx(t)]; }
  bool promotion_uses_pool(PieceType mover, PieceType to) const {
    return pool_promo_[idx(mover)] >> idx(to) & 1;
  }
  // Types that may capture a `t` en passant (same en-passant kind); 0 if none.
  uint32_t ep_capturer_types(PieceType t) const { return ep_capturer_types_[idx(t)]; }
  EnPassantRule en_passant_rule() const { return def_.en_passant; }

  // ---- Game-end rules (rules/end_rules.h), compiled once ----
  const EndRules& end_rules() const { return def_.end; }
  // Extinction, flags, check counting, bikjang or two passes: positions can be over with moves left.
  bool has_immediate_end() const { return immediate_end_; }
  // A rule beyond royal safety decides which moves are legal (checking = false, mustCapture).
  bool filters_legal() const { return filters_legal_; }
  // makpongRule: a royal piece in check may move only to capture its sole checker.
  bool makpong() const { return def_.makpong; }
  uint32_t extinction_types() const { return extinction_mask_; }  // bit t: type t counts
  bool extinction_all() const { return extinction_all_; }         // the side's whole army counts
  uint32_t flag_types() const { return flag_mask_; }
  // A piece whose reaching the flag region wins: its goal is that region, even where it also promotes.
  bool carries_flag(PieceType t) const { return flag_mask_ >> idx(t) & 1; }
  const CellSet& flag_region(Color c) const { return def_.end.flag.region[idx(c)]; }
  bool counts_checks() const { return def_.end.check_counting; }
  // The checks each side has to give in a FEN that does not say (the start position's counters).
  int start_checks(Color c) const { return start_checks_[idx(c)]; }
  // Must a side have its royal piece? Only when the start position gives it one (horde: White has none).
  bool royal_required(Color c) const { return royal_required_[idx(c)]; }
  // Why the start FEN's board field does not read, or "" (compile_variant refuses such a variant).
  const std::string& start_error() const { return start_error_; }
  PieceType castle_king_type() const { return castle_king_; }

  // ---- Hands and drops (rules/variant_drops.cpp) ----
  // Do pieces go to a hand or pool when captured (to the capturer's with capturesToHand, else to
  // their owner's, where Westfield promotes from it)? Then positions count them.
  bool has_hands() const { return hands_; }
  // Do captured pieces go to a pool or hand? Not in pocketknight, whose hands only start full.
  bool captures_to_pool() const { return captures_to_pool_; }
  bool captures_to_capturer() const { return def_.hands.captures_to_hand; }
  bool has_drops() const { return def_.hands.drops; }
  // Where a piece of this colour and type may be dropped (empty cells among these).
  const CellSet& drop_cells(Color c, PieceType t) const { return drop_cells_[idx(c)][idx(t)]; }
  // Where captures go to hand (and not with dropLoop), positions mark promoted pieces (FEN "Q~"):
  // captured, one goes to hand as `demoted_type()`, the type that promotes (crazyhouse's pawn).
  // Positions also remember, per cell, the type a promoted piece came from (shogi's "+P").
  bool tracks_promoted() const { return tracks_promoted_; }
  PieceType demoted_type() const { return demoted_type_; }
  // shogiDoubledPawn = false: may a `t` be dropped only on files without one of its side's?
  bool no_doubled(PieceType t) const { return no_doubled_mask_ >> idx(t) & 1; }
  const CellSet& file_cells(int file) const { return file_cells_[size_t(file)]; }
  // dropPromoted: the type `t` may also be dropped as, or None.
  PieceType drop_promoted(PieceType t) const { return drop_promoted_[idx(t)]; }
  // shogiPawnDropMateIllegal: dropping one of these types to mate loses (bit t for type t).
  uint32_t drop_mate_types() const { return drop_mate_mask_; }
  // Hand types in the order Fairy-Stockfish's FEN writes them.
  const std::vector<PieceType>& hand_order() const { return hand_order_; }

  // ---- Gates (rules/variant_gates.cpp): Seirawan gating, Cambodian first-move leaps ----
  // A position keeps its open gates as one word: bit f for White's castling-rank cell on file f,
  // bit 32 + f for Black's.
  bool gating() const { return def_.gating.gating; }
  bool seirawan_gating() const { return def_.gating.seirawan; }
  bool cambodian_moves() const { return def_.gating.cambodian; }
  // The gate bit of `c` for colour `col`, or 0 where `c` is not on that colour's castling rank.
  uint64_t gate_bit(Color col, Cell c) const { return gate_bits_[idx(col)][idx(c)]; }
  Cell gate_cell(Color col, int file) const { return gate_cells_[idx(col)][file]; }
  // Types that may enter through a gate's opening as their piece leaves (pawns never open one).
  bool opens_gates(PieceType t) const { return gate_openers_ >> idx(t) & 1; }
  PieceType fers_type() const { return fers_type_; }  // the piece cambodianMoves lets leap forward

  // ---- Setup phases (rules/setup_rules.h, compiled with the gates) ----
  const SetupRules& setup() const { return def_.setup; }
  bool must_drop() const { return def_.setup.must_drop; }
  // Legal moves pass the setup filters (movegen/setup.cpp).
  bool filters_setup() const {
    return def_.setup.must_drop || def_.setup.opposite_bishops || def_.setup.sittuyin_promotion;
  }
  PieceType bishop_type() const { return bishop_type_; }  // the `bishop` key's piece, or None
  PieceType rook_type() const { return rook_type_; }      // the `rook` key's piece, or None

  // ---- The Shepherd's Push (empty unless some piece can be pushed) ----
  const PushTable& push_table() const { return push_table_; }

 private:
  void compile_topology();
  void hop_hidden_cells();
  void compile_pieces();
  void compile_attacks();
  void compile_start_cells();
  void compile_stuck_cells();
  void compile_paths();     // rules/variant_paths.cpp
  void compile_overlaps();  // rules/variant_paths.cpp
  void compile_double_steps();
  void compile_end_rules();
  void compile_drops();  // rules/variant_drops.cpp
  void compile_gates();  // rules/variant_gates.cpp
  size_t slot(Color c, PieceType t, Cell s) const {
    return (size_t(idx(c)) * MaxTypes + idx(t)) * (cells_ + 1) + idx(s);
  }

  VariantDef def_;
  PieceType royal_type_ = PieceType::None;
  uint32_t guard_mask_ = 0, shepherd_mask_ = 0, clock_mask_ = 0;
  bool has_via_ = false;
  int cells_ = 0;
  Topology topo_;

  std::vector<RayStep> rays_[ColorCount][MaxTypes];
  std::vector<RayStep> start_rays_[ColorCount][MaxTypes];
  CellSet start_cells_[ColorCount][MaxTypes];
  CellSet allowed_[ColorCount][MaxTypes];
  std::vector<Target> leap_pool_;
  std::vector<uint32_t> leap_index_;  // slot -> first target; slot + 1 -> end
  uint8_t attack_range_[ColorCount][MaxTypes][MaxDirs] = {};
  DirSet attack_dirs_[ColorCount] = {};
  std::vector<CellSet> attack_lines_;  // by colour, then cell
  std::vector<CellSet> check_zone_;    // by colour, then cell
  std::vector<LeapAttacker> leap_attack_pool_;
  std::vector<uint32_t> leap_attack_index_;  // colour * (cells + 1) + cell
  CellSet promo_zone_[ColorCount][MaxTypes];
  bool may_promote_[ColorCount][MaxTypes] = {};
  CellSet stuck_[ColorCount][MaxTypes];
  CellSet quietless_[ColorCount][MaxTypes];
  std::vector<PieceType> promo_choices_[MaxTypes];
  uint32_t pool_promo_[MaxTypes] = {};
  uint32_t ep_capturer_types_[MaxTypes] = {};
  PushTable push_table_;

  // Path atoms, flattened like the leaps.
  bool has_paths_ = false;
  uint32_t overlap_mask_ = 0;
  std::vector<Cell> path_pool_;
  std::vector<PathLine> path_lines_;
  std::vector<uint32_t> path_index_;  // slot -> first line; slot + 1 -> end
  std::vector<PathAttacker> path_attack_pool_;
  std::vector<uint32_t> path_attack_index_;          // colour * (cells + 1) + cell
  CellSet quiet_start_cells_[ColorCount][MaxTypes];  // double steps that set no en passant
  bool immediate_end_ = false, filters_legal_ = false, extinction_all_ = false, quiet_double_steps_ = false;
  bool quiet_moves_ = false;
  uint32_t extinction_mask_ = 0, flag_mask_ = 0;
  int start_checks_[ColorCount] = {};
  bool royal_required_[ColorCount] = {};
  std::string start_error_;
  PieceType castle_king_ = PieceType::None;
  bool hands_ = false, captures_to_pool_ = false;
  CellSet drop_cells_[ColorCount][MaxTypes];
  PieceType demoted_type_ = PieceType::None;
  uint64_t gate_bits_[ColorCount][MaxCells + 1] = {};
  Cell gate_cells_[ColorCount][32];
  uint32_t gate_openers_ = 0;
  PieceType fers_type_ = PieceType::None;
  PieceType bishop_type_ = PieceType::None, rook_type_ = PieceType::None;
  bool tracks_promoted_ = false, shogi_promotion_ = false;
  CellSet promo_from_[ColorCount][MaxTypes];
  PieceType shogi_promoted_[MaxTypes] = {};
  PieceType drop_promoted_[MaxTypes] = {};
  uint32_t no_doubled_mask_ = 0, drop_mate_mask_ = 0;
  std::vector<CellSet> file_cells_;
  std::vector<PieceType> hand_order_;
};

}  // namespace tessera
