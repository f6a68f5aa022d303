// Referee commands, one reply line each: "variant ID", "startpos", "fen FEN", "move TEXT",
// "legal", "status", "getfen". Bad input gets "error …" and leaves the game as it was.
#include "referee.h"

#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "api/game.h"

namespace tessera {

int run_referee(std::istream& in, std::ostream& out) {
  std::string err;
  std::unique_ptr<Game> game = Game::create("chess", err);
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string cmd, rest;
    words >> cmd;
    std::getline(words >> std::ws, rest);
    if (cmd == "quit") break;
    if (cmd == "variant") {
      if (auto g = Game::create(rest, err)) {
        game = std::move(g);
        out << "ok" << std::endl;
      } else {
        out << "error " << err << std::endl;
      }
    } else if (cmd == "startpos") {
      game->new_game();
      out << "ok" << std::endl;
    } else if (cmd == "fen") {
      const std::string e = game->load_fen(rest);
      out << (e.empty() ? "ok" : "error " + e) << std::endl;
    } else if (cmd == "move") {
      const std::string e = game->play(rest);
      out << (e.empty() ? "ok" : "error " + e) << std::endl;
    } else if (cmd == "legal") {
      std::string list;
      for (Move m : game->legal_moves()) list += (list.empty() ? "" : " ") + game->move_text(m);
      out << list << std::endl;
    } else if (cmd == "status") {
      out << game->status_json() << std::endl;
    } else if (cmd == "getfen") {
      out << game->fen() << std::endl;
    } else {
      out << "error unknown command '" << cmd.substr(0, 40) << "'" << std::endl;
    }
  }
  return 0;
}

}  // namespace tessera
