// SAN: chess's forms (letters, origin characters, captures, promotions, castling, check and mate),
// the forms for moves chess lacks, and reading back: every legal move's SAN names that move alone.
#include <map>
#include <regex>

#include "helpers.h"
#include "notation/san.h"

using namespace tessera;
using tessera::test::position;

namespace {

std::vector<std::string> sans(Position& p) {
  MoveList list;
  generate_legal(p, list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(move_to_san(p, m, list));
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& s) {
  return std::count(list.begin(), list.end(), s) == 1;
}

Move play(Position& p, const std::string& san) {
  std::string err;
  const Move m = parse_san(p, san, err);
  INFO(san << ": " << err);
  REQUIRE(m);
  p.do_move(m);
  return m;
}

std::string without_check(std::string s) {
  while (!s.empty() && (s.back() == '+' || s.back() == '#')) s.pop_back();
  return s;
}

std::string lower(std::string s) {
  for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

}  // namespace

TEST_CASE("SAN names pieces by letter and pawns by their target cell") {
  Position p = position("chess");
  const auto list = sans(p);
  for (const char* s : {"e4", "e3", "a3", "Nf3", "Nc3", "Na3", "Nh3"}) CHECK(has(list, s));
  CHECK(list.size() == 20);
}

TEST_CASE("SAN disambiguation: file first, then rank, then the whole cell") {
  Position by_file = position("chess", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  CHECK(has(sans(by_file), "Nbd2"));
  CHECK(has(sans(by_file), "Nfd2"));
  CHECK(has(sans(by_file), "Ne5"));  // one knight reaches e5: no origin characters
  Position by_rank = position("chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
  CHECK(has(sans(by_rank), "R1a3"));
  CHECK(has(sans(by_rank), "R5a3"));
  Position by_cell = position("chess", "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
  CHECK(has(sans(by_cell), "Qa1b2"));
  CHECK(has(sans(by_cell), "Q3b2"));  // a1 shares its file, no queen its rank
  CHECK(has(sans(by_cell), "Qcb2"));
}

TEST_CASE("SAN pawn captures and en passant name the pawn's file") {
  Position p = position("chess", "4k3/8/8/3pP3/8/2p5/1P1B4/4K3 w - d6 0 1");
  const auto list = sans(p);
  CHECK(has(list, "exd6"));
  CHECK(has(list, "e6"));
  CHECK(has(list, "bxc3"));
  CHECK(has(list, "Bxc3"));
}

TEST_CASE("SAN promotion is written =X and check and mate are marked") {
  Position promo = position("chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  for (const char* s : {"e8=Q", "e8=R", "e8=B", "e8=N"}) CHECK(has(sans(promo), s));
  Position check = position("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  CHECK(has(sans(check), "Ra8+"));
  Position fools = position("chess");
  for (const char* s : {"f3", "e5", "g4"}) play(fools, s);
  CHECK(has(sans(fools), "Qh4#"));
}

TEST_CASE("SAN castling is O-O towards the last file and O-O-O towards file a") {
  Position p = position("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(has(sans(p), "O-O"));
  CHECK(has(sans(p), "O-O-O"));
  std::string err;
  CHECK(parse_san(p, "0-0", err) == parse_san(p, "O-O", err));
}

TEST_CASE("SAN uses each variant's own letters (Capablanca's Archbishop)") {
  Position p = position("capablanca");
  CHECK(has(sans(p), "Ab3"));
  CHECK(has(sans(p), "Ad3"));
}

TEST_CASE("SAN reading is case-tolerant only where that leaves one move") {
  Position start = position("chess");
  std::string err;
  CHECK(move_to_san(start, parse_san(start, "nf3", err)) == "Nf3");
  CHECK(move_to_san(start, parse_san(start, "E4", err)) == "e4");
  Position p = position("chess", "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1");
  CHECK(move_to_san(p, parse_san(p, "bxc3", err)) == "bxc3");
  CHECK(move_to_san(p, parse_san(p, "Bxc3", err)) == "Bxc3");
  CHECK(parse_san(p, "bc3", err).is_none());
  CHECK_THAT(err, Catch::Contains("could be any of"));
}

TEST_CASE("SAN refuses text that names no legal move, with a reason") {
  Position p = position("chess");
  const std::pair<const char*, const char*> cases[] = {
      {"", "not move text"},         {"Nf9", "not a legal move"}, {"e5", "not a legal move"},
      {"<script>", "not move text"}, {"Ke2", "not a legal move"},
  };
  for (auto [text, message] : cases) {
    std::string err;
    INFO(text);
    CHECK(parse_san(p, text, err).is_none());
    CHECK_THAT(err, Catch::Contains(message));
  }
  std::string err;
  CHECK(parse_san(p, std::string(200, 'a'), err).is_none());
  CHECK_THAT(err, Catch::Contains("not move text"));
}

TEST_CASE("SAN for a leaping castle names its landing cell (Officer-Spiel)") {
  std::mt19937 rng(11);
  int seen = 0;
  for (int game = 0; game < 40 && seen == 0; ++game) {
    Position p = position("officer-spiel");
    test::random_playout(p, rng, 80, [&](Position& pos, Move) {
      MoveList list;
      generate_legal(pos, list);
      for (Move m : list)
        if (m.kind() == MoveKind::Castle) {
          ++seen;
          const std::string s = move_to_san(pos, m, list);
          CHECK(std::regex_match(s, std::regex("O-O(-O)?@[a-p][0-9]+[+#]?")));
          CHECK(s.find(pos.geometry().name(m.to())) != std::string::npos);
        }
    });
  }
  CHECK(seen > 0);
}

TEST_CASE("SAN for a Shepherd's Push lists each pushed piece's landing cell (Westfield)") {
  std::mt19937 rng(5);
  int seen = 0;
  Position p = position("westfield");
  test::random_playout(p, rng, 40, [&](Position& pos, Move) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
      if (m.kind() != MoveKind::Push) continue;
      ++seen;
      const std::string s = move_to_san(pos, m, list);
      INFO(s);
      CHECK(std::regex_match(
          s,
          std::regex(
              "[XY][a-t]?[0-9]*[a-t][0-9]+(:[A-Z]x?[a-t][0-9]+(=[A-Z])?)(,[A-Z]x?[a-t][0-9]+(=[A-Z])?)*")));
    }
  });
  CHECK(seen > 0);
}

TEST_CASE("SAN of every legal move is unique and reads back to it, in every playable variant") {
  for (const std::string& id : all_variant_ids()) {
    if (!unplayable_reason(id).empty()) continue;
    INFO(id);
    std::mt19937 rng(3);
    Position p = position(id);
    test::random_playout(p, rng, 60, [&](Position& pos, Move) {
      MoveList list;
      generate_legal(pos, list);
      std::map<std::string, int> seen;
      for (Move m : list) ++seen[move_to_san(pos, m, list)];
      for (auto& [s, n] : seen) {
        INFO(s);
        CHECK(n == 1);
      }
      // Reading every move back is quadratic, so a spread of up to 16 moves per position is read.
      const int step = std::max(1, list.size() / 16);
      for (int i = 0; i < list.size(); i += step) {
        const std::string s = move_to_san(pos, list[i], list);
        std::string err;
        INFO(s);
        CHECK(parse_san(pos, s, err) == list[i]);
        // The same text in lower case names this move, or another move whose SAN it is exactly
        // (bxc4 is a pawn's, Bxc4 a bishop's), or is refused as ambiguous.
        const std::string low = lower(s);
        const Move loose = parse_san(pos, low, err);
        const bool exact_other =
            !loose.is_none() && without_check(move_to_san(pos, loose, list)) == without_check(low);
        CHECK((loose == list[i] || exact_other ||
               (loose.is_none() && err.find("could be any of") != std::string::npos)));
      }
    });
  }
}
