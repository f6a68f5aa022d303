// Westfield's setup and notation: the start FEN against the piece lists, nothing attacked at the
// start, the first moves by piece type, FEN with pools and en-passant victims, push move text.
#include "api/game.h"
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;

TEST_CASE("Westfield start FEN matches the rules page's piece lists, Black mirrored left to right") {
  const std::string rank1 = "YRNBQHBNRY", rank2 = "XSG....GSX";  // files a-j
  std::vector<std::pair<std::string, char>> pieces;
  const std::string files = "abcdefghijklmnopqrst";
  for (int f = 0; f < 10; ++f) {
    const std::string white_file(1, files[f]), black_file(1, files[19 - f]);
    pieces.push_back({white_file + "1", rank1[f]});
    pieces.push_back({black_file + "1", char(std::tolower(rank1[f]))});
    if (rank2[f] != '.') {
      pieces.push_back({white_file + "2", rank2[f]});
      pieces.push_back({black_file + "2", char(std::tolower(rank2[f]))});
    }
    pieces.push_back({white_file + "3", 'P'});
    pieces.push_back({black_file + "3", 'p'});
  }
  const Variant& v = variant("westfield");
  CHECK(v.def().start_fen == wf(pieces));
  CHECK(position("westfield").fen() == v.def().start_fen);
  CHECK(position("westfield").count(Color::White) == 26);
  CHECK(position("westfield").count(Color::Black) == 26);
  CHECK(v.def().name == "Westfield Chess");
  CHECK(v.def().rules_page == "rules/westfield.html");
  CHECK(variant_ids().front() == "westfield");
}

TEST_CASE("Westfield start position: no piece is attacked and no move of either side captures") {
  for (const char* side : {"w", "b"}) {
    std::string fen = variant("westfield").def().start_fen;
    fen.replace(fen.find(" w "), 3, std::string(" ") + side + " ");
    Position p = wpos(fen);
    for (int c = 0; c < ColorCount; ++c)
      for (int i = 0; i < p.count(Color(c)); ++i) {
        const Cell s = p.piece_cell(Color(c), i);
        INFO(p.geometry().name(s));
        CHECK(!p.attacked(s, ~Color(c)));
      }
    std::string err;
    auto g = Game::create("westfield", err);
    REQUIRE(g->load_fen(fen) == "");
    CHECK(g->legal_moves_json().find("\"capture\":true") == std::string::npos);
    CHECK(g->legal_moves_json().find("\"kind\":\"push\"") == std::string::npos);
  }
}

TEST_CASE("Westfield start position: the 22 first moves by piece type, for each side") {
  // Pawns 10 (one step each), Knights 2 (c1-e2, h1-f2), Bishops 2 (d1-e2, g1-f2), Queen 3
  // (e2, d2, f2), Goldhawkress 3 (f2, e2, g2), Goldhawkers 2 (c2-d2, h2-g2); the Rooks,
  // Silverhunters and every Shepherding piece are boxed in (each Shepherding direction has a
  // Shepherding piece or a piece that cannot be pushed on its front or flanks).
  for (const char* side : {"w", "b"}) {
    std::string fen = variant("westfield").def().start_fen;
    fen.replace(fen.find(" w "), 3, std::string(" ") + side + " ");
    Position p = wpos(fen);
    std::map<char, int> by_type;
    MoveList list;
    generate_legal(p, list);
    for (Move m : list) ++by_type[p.variant().piece(type_of(p.at(m.from()))).letter];
    CHECK(by_type == std::map<char, int>{{'p', 10}, {'n', 2}, {'b', 2}, {'q', 3}, {'h', 3}, {'g', 2}});
    CHECK(list.size() == 22);
  }
}

TEST_CASE("Westfield FEN: pools and en-passant victims round-trip, bad fields are refused") {
  for (const char* fen : {"20/20/20/20/20/20/6E13/3Y16/5pe13/20[RQnb] b - f3g4 1 1",
                          "20/20/20/20/20/20/4PP14/3pY15/6p13/20[PPEx] w - - 12 30",
                          "20/20/20/20/20/20/3PPP14/4Y15/2p3p13/20[] b - e3,d3,f3 0 1"}) {
    CHECK(wpos(fen).fen() == fen);
  }
  Position p = wpos("");
  const std::pair<const char*, const char*> bad[] = {
      {"20/20/20/20/20/20/6E13/3Y16/5pe13/20[QRz] b - f3g4 1 1", "unknown piece letter 'z' in the pool"},
      {"20/20/20/20/20/20/6E13/3Y16/5pe13/20[QR b - f3g4 1 1", "must end with ']'"},
      {"20/20/20/20/20/20/6E13/3Y16/5pe13/20[] b - f3 1 1", "no piece can be taken en passant"},
      {"20/20/20/20/20/20/6E13/3Y16/5pe13/20[] w - f3g4 1 1", "no piece can be taken en passant"},
      {"20/20/20/20/20/20/6E13/3Y1p14/5pe13/20[] b - f3g4 1 1", "is occupied"},
      {"20/20/20/20/20/20/6E13/3Y1x14/5pe13/20[] b - f3g4 1 1", "is occupied"},
      {"4P15/20/20/20/20/20/20/20/20/20[] w - - 0 1", "must already have promoted"},
      {"20/20/20/20/20/20/6E13/3Y16/5pe13/20[] b - d3g4 1 1", "is not next to d3"},
  };
  for (auto [fen, message] : bad) {
    INFO(fen);
    CHECK_THAT(p.set_fen(fen), Catch::Contains(message));
    CHECK(p.fen() == variant("westfield").def().start_fen);
  }
  // The pushing Shepherding piece may stand on the passed cell.
  CHECK(wpos("20/20/20/20/20/20/4G15/3gY15/20/20[] b - e3 1 1").state().ep_count == 1);
}

TEST_CASE("Westfield move text: every legal move's text reads back to the same move, in any letter case") {
  std::mt19937 rng(99);
  for (const char* fen : {"", "20/20/20/20/4x15/3p1p14/2p3p1e11/3PPPPN1Ggp8/4Y2X2y1x7/8R4r6[] w - - 0 1",
                          "4n15/2PPPPpp12/3Y2X13/7x12/20/20/20/20/18y1/EEEEEE13q[QRnb] w - - 0 1"}) {
    Position p = wpos(fen);
    random_playout(p, rng, 60, [](Position& pos, Move) {
      MoveList list;
      generate_legal(pos, list);
      for (Move m : list) {
        std::string err;
        const std::string text = move_to_text(pos, m);
        REQUIRE(parse_move(pos, text, err) == m);
        std::string upper = text;
        for (char& ch : upper) ch = char(std::toupper(static_cast<unsigned char>(ch)));
        REQUIRE(parse_move(pos, upper, err) == m);
      }
    });
  }
  Position p = wpos(wf({{"e1", 'Y'}, {"e2", 'R'}}));
  std::string err;
  CHECK(parse_move(p, "e1e3:e2e5", err).is_none());
  CHECK_THAT(err, Catch::Contains("not a legal move"));
  CHECK(parse_move(p, "e1e3", err).is_none());  // the push must name the pushed piece
}
