// Perft against published counts: the chessprogramming.org suite for Chess, and Capablanca's start.
// These are the outside proof of the generator: castling, en passant, promotion, pins and checks.
#include "helpers.h"

using tessera::test::perft_of;

namespace {
const std::string Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const std::string Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
}  // namespace

TEST_CASE("chess start position perft 1-5 equals the published counts") {
  const uint64_t expected[] = {20, 400, 8902, 197281, 4865609};
  for (int d = 1; d <= 5; ++d) CHECK(perft_of("chess", Start, d) == expected[d - 1]);
}

TEST_CASE("kiwipete perft 1-4: castling, en passant and promotion together") {
  const uint64_t expected[] = {48, 2039, 97862, 4085603};
  for (int d = 1; d <= 4; ++d) CHECK(perft_of("chess", Kiwipete, d) == expected[d - 1]);
}

TEST_CASE("chessprogramming position 3 perft 5: en passant that exposes the king along a rank") {
  CHECK(perft_of("chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5) == 674624);
}

TEST_CASE("chessprogramming position 4 perft 4, and its mirror: promotions under check and pins") {
  CHECK(perft_of("chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4) == 422333);
  CHECK(perft_of("chess", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4) == 422333);
}

TEST_CASE("chessprogramming position 5 perft 4: promotion by capture with a discovered check") {
  CHECK(perft_of("chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4) == 2103487);
}

TEST_CASE("chessprogramming position 6 perft 4: a quiet middlegame") {
  CHECK(perft_of("chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4) ==
        3894594);
}

TEST_CASE("en passant is refused when it would expose the king (published pin positions)") {
  CHECK(perft_of("chess", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 1) == 9);  // e4xd3 legal
  CHECK(perft_of("chess", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 1) == 6);  // e4xd3 would expose the king
}

TEST_CASE("Chess960 castling positions read from Shredder-FEN") {
  // Known counts from the Chess960 perft suite.
  CHECK(perft_of("chess", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 4) == 326672);
  CHECK(perft_of("chess", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 4) == 667366);
}

TEST_CASE("Capablanca start position perft 1-4 equals the published counts") {
  const std::string fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
  const uint64_t expected[] = {28, 784, 25228, 805128};
  for (int d = 1; d <= 4; ++d) CHECK(perft_of("capablanca", fen, d) == expected[d - 1]);
}

TEST_CASE("Capablanca perft 5 equals Fairy-Stockfish's count") {
  // /usr/games/fairy-stockfish, UCI_Variant capablanca, go perft 5: 28741319.
  CHECK(perft_of("capablanca", "", 5) == 28741319);
}
