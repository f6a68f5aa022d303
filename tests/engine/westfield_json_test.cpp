// The page's view of Westfield moves: legal_moves_json lists each push's pieces, every captured cell
// and every piece displaced, pools included. tests/node/westfield.test.mjs expects the same objects.
#include "api/game.h"
#include "westfield_helpers.h"

using namespace tessera;
using namespace tessera::test;

namespace {

std::string moves_json(const std::string& fen, const std::vector<std::string>& before = {}) {
  std::string err;
  auto g = Game::create("westfield", err);
  REQUIRE(g->load_fen(fen) == "");
  for (const std::string& m : before) REQUIRE(g->play(m) == "");
  return g->legal_moves_json();
}

}  // namespace

TEST_CASE(
    "Westfield JSON: push moves name each pushed piece's cells and the cells whose pieces are captured") {
  // Y a1 pushes Black's Pawn a2; b1 closes E; White's Knight on b3 takes the Pawn if it steps onto it.
  const std::string json = moves_json("20/20/20/20/20/20/20/1N18/p19/YX18[] w - - 0 1");
  for (
      const char* object : {
          R"({"text":"a1a2:a2a3","from":"a1","to":"a2","kind":"push","capture":false,"promotion":"","captures":[],"pushes":[{"from":"a2","to":"a3","promotion":""}],"displaced":[{"how":"moved","piece":"Y","from":"a1","to":"a2"},{"how":"pushed","piece":"p","from":"a2","to":"a3"}],"san":"Ya2:Pa3"})",
          R"({"text":"a1a2:a2b3","from":"a1","to":"a2","kind":"push","capture":true,"promotion":"","captures":["a2"],"pushes":[{"from":"a2","to":"b3","promotion":""}],"displaced":[{"how":"moved","piece":"Y","from":"a1","to":"a2"},{"how":"captured","piece":"p","from":"a2"},{"how":"pooled","piece":"p"}],"san":"Ya2:Pxb3"})",
          R"({"text":"a1a3:a2a4","from":"a1","to":"a3","kind":"push","capture":false,"promotion":"","captures":[],"pushes":[{"from":"a2","to":"a4","promotion":""}],"displaced":[{"how":"moved","piece":"Y","from":"a1","to":"a3"},{"how":"pushed","piece":"p","from":"a2","to":"a4"}],"san":"Ya3:Pa4"})",
          R"({"text":"b3c5","from":"b3","to":"c5","kind":"normal","capture":false,"promotion":"","captures":[],"displaced":[{"how":"moved","piece":"N","from":"b3","to":"c5"}],"san":"Nc5"})",
      }) {
    INFO(object);
    CHECK(json.find(object) != std::string::npos);
  }
  // 3 pushes, 9 plain moves of the Shepherding Bishop b1 (NE), 5 Knight moves.
  size_t moves = 0;
  for (size_t at = json.find("\"text\""); at != std::string::npos; at = json.find("\"text\"", at + 1))
    ++moves;
  CHECK(moves == 17);
}

TEST_CASE(
    "Westfield JSON: a pushed piece's promotion in its owner's case, a capture by landing, and en passant") {
  const std::string promo = moves_json("5N14/4p15/3XYX14/4X15/20/20/20/20/20/20[q] w - - 0 1");
  CHECK(
      promo.find(
          R"({"text":"e8e9:e9e10q","from":"e8","to":"e9","kind":"push","capture":false,"promotion":"","captures":[],"pushes":[{"from":"e9","to":"e10","promotion":"q"}],"displaced":[{"how":"moved","piece":"Y","from":"e8","to":"e9"},{"how":"pushed","piece":"p","from":"e9","to":"e10","becomes":"q"},{"how":"unpooled","piece":"q"}],"san":"Ye9:Pe10=Q"})") !=
      std::string::npos);
  CHECK(
      promo.find(
          R"({"text":"e8e9:e9f10","from":"e8","to":"e9","kind":"push","capture":true,"promotion":"","captures":["e9"],"pushes":[{"from":"e9","to":"f10","promotion":""}],"displaced":[{"how":"moved","piece":"Y","from":"e8","to":"e9"},{"how":"captured","piece":"p","from":"e9"},{"how":"pooled","piece":"p"}],"san":"Ye9:Pxf10"})") !=
      std::string::npos);
  const std::string own = moves_json(wf({{"e1", 'Y'}, {"d1", 'X'}, {"f1", 'X'}, {"e2", 'R'}, {"e4", 'n'}}));
  CHECK(
      own.find(
          R"({"text":"e1e3:e2e4","from":"e1","to":"e3","kind":"push","capture":true,"promotion":"","captures":["e4"],"pushes":[{"from":"e2","to":"e4","promotion":""}],"displaced":[{"how":"moved","piece":"Y","from":"e1","to":"e3"},{"how":"pushed","piece":"R","from":"e2","to":"e4"},{"how":"captured","piece":"n","from":"e4"},{"how":"pooled","piece":"n"}],"san":"Ye3:Rxe4"})") !=
      std::string::npos);
  const std::string ep =
      moves_json(wf({{"e1", 'Y'}, {"e2", 'G'}, {"e10", 'h'}, {"d10", 'n'}, {"f10", 'n'}}), {"e1e3:e2e4"});
  CHECK(
      ep.find(
          R"({"text":"e10e3","from":"e10","to":"e3","kind":"enpassant","capture":true,"promotion":"","captures":["e4","e3"],"displaced":[{"how":"moved","piece":"h","from":"e10","to":"e3"},{"how":"captured","piece":"Y","from":"e3"},{"how":"captured","piece":"G","from":"e4"},{"how":"pooled","piece":"Y"},{"how":"pooled","piece":"G"}],"san":"Hxe3"})") !=
      std::string::npos);
  CHECK(
      ep.find(
          R"({"text":"e10e4","from":"e10","to":"e4","kind":"normal","capture":true,"promotion":"","captures":["e4"],"displaced":[{"how":"moved","piece":"h","from":"e10","to":"e4"},{"how":"captured","piece":"G","from":"e4"},{"how":"pooled","piece":"G"}],"san":"Hxe4"})") !=
      std::string::npos);
}
