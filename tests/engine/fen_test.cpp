// FEN in and out: round trips, X-FEN and Shredder castling, multi-digit counts, and every rejection.
#include "helpers.h"

using namespace tessera;
using tessera::test::position;

TEST_CASE("FEN round-trips exactly for chess and Capablanca positions") {
  for (const char* fen :
       {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", "4k3/8/8/8/8/8/8/4K2R b K - 7 40"}) {
    CHECK(position("chess", fen).fen() == fen);
  }
  const char* capa = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1";
  CHECK(position("capablanca", capa).fen() == capa);
}

TEST_CASE("multi-digit empty counts fill wide ranks") {
  Position p = position("capablanca", "4k5/10/10/10/10/10/10/4K4R w K - 0 1");
  CHECK(p.fen() == "4k5/10/10/10/10/10/10/4K4R w K - 0 1");
}

TEST_CASE("Shredder-FEN castling letters are read, and inner rooks are written by file") {
  Position p = position("chess", "4k3/8/8/8/8/8/8/RR2K1RR w BG - 0 1");
  CHECK(p.fen() == "4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1");
  Position q = position("chess", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
  CHECK(q.fen() == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST_CASE("missing trailing fields take their usual defaults") {
  CHECK(position("chess", "4k3/8/8/8/8/8/8/4K3 b").fen() == "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  CHECK(position("chess", "4k3/8/8/8/8/8/8/4K3").fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST_CASE("bad FEN is rejected with a message naming the problem, and the position is kept") {
  Position p = position("chess");
  const std::string before = p.fen();
  const std::pair<const char*, const char*> cases[] = {
      {"", "empty"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "8 ranks"},
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6 lists 9 cells"},
      {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 lists 7 cells"},
      {"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "unknown piece letter 'x'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", "unknown letter 'z'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling right 'K'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en-passant"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -3 1", "halfmove"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1555555555", "fullmove"},  // found by fuzzing
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "fields"},
      {"8/8/8/8/8/8/8/8 w - - 0 1", "exactly one King"},
      {"kk6/8/8/8/8/8/8/K7 w - - 0 1", "exactly one King"},
      {"4k3/8/8/8/8/8/8/4K2R b - - 0 1 ", ""},
      {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "side not to move"},
      {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "must already have promoted"},
      {"rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "empty count of 0"},
      {"99999999999999999999/8/8/8/8/8/8/8 w - - 0 1", "rank 8"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQkq - 0 1", "no captured-piece pools"},
  };
  for (auto [fen, message] : cases) {
    INFO(fen);
    Position q = p;
    const std::string err = q.set_fen(fen);
    if (std::string(message).empty()) {
      CHECK(err == "");
      continue;
    }
    CHECK_THAT(err, Catch::Contains(message));
    CHECK(q.fen() == before);
  }
}

TEST_CASE("a FEN of huge size is refused without reading it") {
  Position p = position("chess");
  CHECK_THAT(p.set_fen(std::string(100000, '8')), Catch::Contains("too long"));
}

TEST_CASE("a variant without castling may omit the castling field, as published Gliński FENs do") {
  const std::string published = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";
  Position p = position("glinski", published);
  CHECK(p.fen() == "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1");
  // Chess has castling, so five fields there still mean a missing fullmove number.
  CHECK(position("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0").fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST_CASE(
    "pool counts stay within the hash's keys: a type's pieces on the board and in a pool stay below 64") {
  Position p = position("westfield");
  const std::string start = p.fen();
  const size_t open = start.find("[]");
  REQUIRE(open != std::string::npos);
  auto with_pool = [&](int n) {
    return start.substr(0, open) + "[" + std::string(size_t(n), 'P') + "]" + start.substr(open + 2);
  };
  const PieceType pawn = p.variant().type_of_letter('p');
  const int pawns = p.count(Color::White, pawn) + p.count(Color::Black, pawn);
  REQUIRE(pawns > 4);
  Position q = p;
  CHECK(q.set_fen(with_pool(63 - pawns)) == "");
  CHECK(q.pool(Color::White, pawn) == 63 - pawns);
  Position r = p;
  CHECK_THAT(r.set_fen(with_pool(64 - pawns)),
             Catch::Contains("at most 63 on the board and in one pool together"));
  CHECK(r.fen() == start);
}
