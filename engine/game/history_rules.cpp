// Replays a game to find, at each of its positions, the facts the history-bound end rules read:
// checks and who gave them (shatar, perpetual check) and the state of Fairy-Stockfish's counts.
#include "game/history_rules.h"

namespace tessera {

namespace {

int count_letter(const Position& pos, Color c, char letter) {
  if (!letter) return 0;
  const PieceType t = pos.variant().type_of_letter(letter);
  return t == PieceType::None ? 0 : pos.count(c, t);
}

void note_checks(const Position& pos, PlyFacts& f) {
  f.check = pos.in_check();
  if (!f.check || !pos.variant().end_rules().shatar_mate) return;
  const Color us = pos.side_to_move();
  const std::string& shak = pos.variant().end_rules().shak_pieces;
  Cell checkers[8];
  const int n = std::min(pos.attackers(pos.royal(us), ~us, checkers, 8), 8);
  f.knights_only = n > 0;
  for (int i = 0; i < n; ++i) {
    const char l = pos.variant().piece(type_of(pos.at(checkers[i]))).letter;
    if (shak.find(l) != std::string::npos) f.shak = true;
    if (l != shak[0]) f.knights_only = false;
  }
}

// Fairy-Stockfish's update after a move: a count starts (or restarts after a capture) once the side
// to move is bare, or once no pawns are left; it then counts every ply.
void update_count(const Position& pos, const PlyFacts& before, PlyFacts& f) {
  const std::string& kinds = pos.variant().end_rules().counting_pieces;
  f.counting_limit = before.counting_limit;
  f.counting_ply = before.counting_ply + (before.counting_limit ? 1 : 0);
  const Color us = pos.side_to_move();
  const bool captured = is_piece(pos.state().captured);
  const int pawns = count_letter(pos, Color::White, kinds[0]) + count_letter(pos, Color::Black, kinds[0]);
  const bool bare = pos.count(us) == 1;
  if (((!f.counting_limit || captured) && bare) || (!f.counting_limit && pawns == 0)) {
    f.counting_limit = 2 * counting_limit(pos);
    // The pieces' honour count starts from the number of pieces on the board; ASEAN's from zero.
    const bool makruk = pos.variant().end_rules().counting == CountingRule::Makruk;
    f.counting_ply =
        makruk && f.counting_limit && bare ? 2 * (pos.count(Color::White) + pos.count(Color::Black)) : 0;
  }
}

}  // namespace

int counting_limit(const Position& pos) {
  const EndRules& e = pos.variant().end_rules();
  const std::string& k = e.counting_pieces;  // pawn, rook, khon, knight, met
  const Color us = pos.side_to_move(), them = ~us;
  const int pawns = count_letter(pos, us, k[0]) + count_letter(pos, them, k[0]);
  const int rooks = count_letter(pos, them, k[1]), khons = count_letter(pos, them, k[2]);
  const int knights = count_letter(pos, them, k[3]), mets = count_letter(pos, them, k[4]);
  // As the 11.1 binary counts: makruk not while pawns remain nor for the side facing a bare king;
  // ASEAN only for a bare king, pawns or not.
  if (e.counting == CountingRule::Makruk) {
    if (pawns || pos.count(them) == 1) return 0;
    if (pos.count(us) > 1) return 64;  // board's honour
    if (rooks > 1) return 8;           // pieces' honour
    if (rooks == 1) return 16;
    if (khons > 1) return 22;
    if (knights > 1) return 32;
    if (khons == 1) return 44;
    return 64;
  }
  if (e.counting == CountingRule::Asean) {
    if (pos.count(us) > 1) return 0;
    if (rooks) return 16;
    if (khons && mets) return 44;
    if (knights && mets) return 64;
  }
  return 0;
}

std::vector<PlyFacts> replay_facts(Position& pos, std::span<const Move> played) {
  const bool counting = pos.variant().end_rules().counting != CountingRule::None;
  for (size_t i = played.size(); i-- > 0;) pos.undo_move(played[i]);
  std::vector<PlyFacts> facts(played.size() + 1);
  note_checks(pos, facts[0]);
  if (pos.plies_since_fen() == 0) {  // the count the FEN gave, when the replay starts there
    facts[0].counting_limit = pos.fen_count_limit();
    facts[0].counting_ply = pos.fen_count_ply();
  }
  for (size_t i = 0; i < played.size(); ++i) {
    pos.do_move(played[i]);
    note_checks(pos, facts[i + 1]);
    if (counting) update_count(pos, facts[i], facts[i + 1]);
  }
  return facts;
}

}  // namespace tessera
