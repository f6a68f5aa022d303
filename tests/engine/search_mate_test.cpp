// The search finds forced mates and respects game-end rules (50-move rule, stalemate) in Chess.
#include "search_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

// Plays the principal variation and checks that it ends in checkmate.
void pv_ends_in_mate(const std::string& id, const std::string& fen, const SearchReport& r) {
  Position p = position(id, fen);
  for (Move m : r.pv) p.do_move(m);
  MoveList replies;
  generate_legal(p, replies);
  CHECK(replies.empty());
  CHECK(p.in_check());
}

}  // namespace

TEST_CASE("search finds a mate in 1 in Chess (back rank)") {
  const std::string fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
  const Searched r = search_fen("chess", fen, depth(4));
  CHECK(r.text == "d1d8");
  CHECK(r.last.mate_in == 1);
}

TEST_CASE("search finds mates in 2 in Chess") {
  struct Case {
    const char* fen;
    const char* first;
  };
  for (const Case& c : {Case{"r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", "d5f6"},
                        Case{"6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1", "g2g1"},
                        Case{"r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1", "d5d8"},
                        Case{"7k/8/5K2/8/8/8/8/6R1 w - - 0 1", ""}}) {
    INFO(c.fen);
    const Searched r = search_fen("chess", c.fen, depth(6));
    CHECK(r.last.mate_in == 2);
    if (*c.first) CHECK(r.text == c.first);
    pv_ends_in_mate("chess", c.fen, r.last);
  }
}

TEST_CASE("search finds mates in 3 in Chess for either side") {
  for (const char* fen :
       {"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1"}) {
    INFO(fen);
    const Searched r = search_fen("chess", fen, depth(8));
    CHECK(r.last.mate_in == 3);
    CHECK(r.last.pv.size() == 5);
    pv_ends_in_mate("chess", fen, r.last);
  }
}

TEST_CASE("search sees being mated as a negative mate score") {
  // Black's only move, Kb8, allows Rh8 mate.
  const Searched r = search_fen("chess", "k7/8/1K6/8/8/8/8/7R b - - 0 1", depth(4));
  CHECK(r.text == "a8b8");
  CHECK(r.last.mate_in == -1);
}

TEST_CASE("the 50-move rule in search: a mate that needs the 50th move is only a draw") {
  const std::string fen = "7k/8/5K2/8/8/8/8/6R1 w - - 0 80";
  CHECK(search_fen("chess", fen, depth(6)).last.mate_in == 2);
  const Searched r = search_fen("chess", "7k/8/5K2/8/8/8/8/6R1 w - - 99 80", depth(6));
  CHECK(r.last.mate_in == 0);
  CHECK(r.last.score == 0);
}

TEST_CASE("checkmate on the 50th move still wins in search") {
  // Rd8 is mate and also the hundredth quiet ply.
  const Searched r = search_fen("chess", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 99 80", depth(3));
  CHECK(r.text == "d1d8");
  CHECK(r.last.mate_in == 1);
}

TEST_CASE("stalemate: no move is returned and the winning side mates instead of stalemating") {
  const Searched r = search_fen("chess", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", depth(4));
  CHECK(r.best.is_none());
  const Searched w = search_fen("chess", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", depth(5));
  CHECK(w.last.mate_in == 1);
  CHECK(w.text == "c1c8");
}

TEST_CASE("a lost side saves the game by perpetual check or stalemate") {
  // White is a queen for two rooks down: Qe8+/Qh5+ repeats, and Qh8+ Kxh8 is stalemate.
  const Searched r = search_fen("chess", "6k1/5pp1/8/7Q/8/1q6/2rr4/K7 w - - 0 1", depth(8));
  CHECK(r.last.score == 0);
}
