// Betza parsing: reads the text move by move (modifiers, atom, range) and turns each move into
// rays, leaps or path atoms; rays are merged per direction so that no two atoms list one move twice.
#include "definition/betza.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tessera {

namespace {

constexpr int NoLimit = 255;
constexpr std::string_view Verticals = "fbvh", Horizontals = "rlsh";

bool vertical(char c) { return Verticals.find(c) != std::string_view::npos; }
bool horizontal(char c) { return Horizontals.find(c) != std::string_view::npos; }
char axis(char major) { return major == 'f' || major == 'b' ? 'v' : 's'; }

// One leap of an atom and the direction codes (two letters each) that pick it.
struct Leg {
  Coord v;
  std::vector<std::string> codes;
};

// An atom's shape (a, b) and the leaps it stands for, with their codes.
struct Shape {
  int a, b;
  std::vector<Leg> legs;
};

void add_leg(std::vector<Leg>& legs, Coord v, std::vector<std::string> codes) {
  for (Leg& l : legs)
    if (l.v == v) {
      l.codes.insert(l.codes.end(), codes.begin(), codes.end());
      return;
    }
  legs.push_back({v, std::move(codes)});
}

std::vector<std::string> codes_for(char major, char minor, char chiral) {
  std::vector<std::string> c{{major, major}, {axis(major), axis(major)}, {major, 'h'}};
  if (minor) c.insert(c.end(), {{minor, major}, {minor, axis(major)}, {minor, 'h'}});
  if (chiral) c.push_back({'h', chiral});
  return c;
}

// Square boards: the eight orientations of (a, b), a along the long leg, each named by the
// direction of its long leg (major), of its short leg (minor) and by its chirality.
Shape square_shape(int a, int b) {
  struct O {
    Coord v;
    char major, minor, chiral;
  };
  const O orients[] = {{{b, a}, 'f', 'r', 'r'},  {{-b, -a}, 'b', 'l', 'r'}, {{a, -b}, 'r', 'b', 'r'},
                       {{-a, b}, 'l', 'f', 'r'}, {{a, b}, 'r', 'f', 'l'},   {{-a, -b}, 'l', 'b', 'l'},
                       {{b, -a}, 'b', 'r', 'l'}, {{-b, a}, 'f', 'l', 'l'}};
  Shape s{a, b, {}};
  for (const O& o : orients) add_leg(s.legs, o.v, codes_for(o.major, o.minor, o.chiral));
  return s;
}

// Hex boards: a steps along an orthogonal plus b along the orthogonal 60 degrees either side,
// named by the drawn angle (sectors of 90 degrees around up, right, down, left).
Shape hex_shape(const Geometry& g, int a, int b) {
  Shape s{a, b, {}};
  for (int k = 0; k < 6; ++k)
    for (int turn : {1, 5}) {
      const Coord v = g.vector(dir_at(2 * k)) * a + g.vector(dir_at(2 * ((k + turn) % 6))) * b;
      const double x = 1.5 * v.x, y = std::sqrt(3.0) * (v.y + v.x / 2.0), eps = 1e-9;
      const bool up_down = std::abs(y) > std::abs(x);
      const char major = up_down ? (y > 0 ? 'f' : 'b') : (x > 0 ? 'r' : 'l');
      const double side = up_down ? x : y;
      const char minor = side > eps ? (up_down ? 'r' : 'f') : side < -eps ? (up_down ? 'l' : 'b') : 0;
      add_leg(s.legs, v, codes_for(major, minor, 0));
    }
  return s;
}

struct AtomInfo {
  std::vector<std::pair<int, int>> shapes;
  bool rider;
};

bool atom_info(char c, AtomInfo& out) {
  static const std::map<char, AtomInfo> atoms = {
      {'W', {{{1, 0}}, false}}, {'F', {{{1, 1}}, false}}, {'D', {{{2, 0}}, false}},
      {'N', {{{2, 1}}, false}}, {'A', {{{2, 2}}, false}}, {'H', {{{3, 0}}, false}},
      {'C', {{{3, 1}}, false}}, {'L', {{{3, 1}}, false}}, {'Z', {{{3, 2}}, false}},
      {'J', {{{3, 2}}, false}}, {'G', {{{3, 3}}, false}}, {'K', {{{1, 0}, {1, 1}}, false}},
      {'R', {{{1, 0}}, true}},  {'B', {{{1, 1}}, true}},  {'Q', {{{1, 0}, {1, 1}}, true}}};
  const auto it = atoms.find(c);
  if (it == atoms.end()) return false;
  out = it->second;
  return true;
}

// The modifiers of one leg, as read so far.
struct Mods {
  int start = -1;  // position of the first modifier, -1 = none yet
  uint8_t mode = 0;
  bool ep = false, initial = false, lame = false, ride = false;
  char hop = 0;
  std::vector<std::string> dirs;
  bool empty() const { return start < 0; }
};

// Ranges per direction of the ring, merged over every atom of the text.
struct RayPlan {
  int move = 0, capture = 0, initial = 0;
  bool takes_ep = false;
};

std::string at(int pos) { return " at position " + std::to_string(pos + 1); }

class Reader {
 public:
  Reader(std::string_view text, const Geometry& g) : text_(text), g_(g), rays_(g.dir_count()) {}

  std::string read();
  void write(PieceDef& out) const;

 private:
  std::string modifier(size_t& i, char c);
  std::string atom(size_t& i, char c);
  std::string one_leg(const Mods& m, const AtomInfo& info, int range, bool doubled, int pos);
  std::string two_legs(const Mods& leg2, const AtomInfo& info, int pos);
  std::vector<Coord> pick(const Mods& m, const AtomInfo& info, std::string& error, int pos) const;
  std::vector<Coord> lame_path(Coord v) const;
  void add_path(PathAtom p);

  std::string_view text_;
  const Geometry& g_;
  Mods mods_;
  bool has_leg1_ = false;
  Mods leg1_;
  bool any_initial_ = false;
  bool uses_ep_ = false;
  std::vector<RayPlan> rays_;
  std::vector<std::pair<Coord, uint8_t>> leaps_;
  std::vector<PathAtom> paths_;
};

std::string Reader::read() {
  if (text_.size() > size_t(MaxBetzaLength))
    return "the Betza text has " + std::to_string(text_.size()) + " characters; at most " +
           std::to_string(MaxBetzaLength) + " are allowed";
  for (size_t i = 0; i < text_.size(); ++i) {
    const char c = text_[i];
    const std::string error = std::isupper(static_cast<unsigned char>(c)) ? atom(i, c) : modifier(i, c);
    if (!error.empty()) return error;
  }
  if (!mods_.empty() || has_leg1_)
    return "the modifiers" + at(has_leg1_ ? leg1_.start : mods_.start) + " are not followed by an atom";
  if (paths_.size() > size_t(MaxPathMoves))
    return "the piece has " + std::to_string(paths_.size()) +
           " hopping, lame, multi-leg or leap-riding moves; at most " + std::to_string(MaxPathMoves) +
           " are allowed";
  return "";
}

std::string Reader::modifier(size_t& i, char c) {
  const int pos = int(i);
  if (mods_.empty()) mods_.start = pos;
  switch (c) {
    case 'm': mods_.mode |= MoveOnly; return "";
    case 'c': mods_.mode |= CaptureOnly; return "";
    case 'e': mods_.ep = true; return "";
    case 'i': mods_.initial = true; return "";
    case 'n': mods_.lame = true; return "";
    case 'y': mods_.ride = true; return "";
    case 'p':
    case 'g':
      if (mods_.hop && mods_.hop != c) return "'p' and 'g' cannot both modify one atom" + at(pos);
      mods_.hop = c;
      return "";
    case 'a':
      if (has_leg1_) return "a move has at most two legs (a second 'a')" + at(pos);
      if (g_.kind() == GeometryKind::Hex)
        return "multi-leg moves ('a') are not defined on hex boards" + at(pos);
      has_leg1_ = true;
      leg1_ = mods_;
      if (leg1_.empty()) leg1_.start = pos;
      mods_ = Mods{};
      mods_.start = pos;
      return "";
    default: break;
  }
  if (vertical(c) || horizontal(c)) {
    const char c2 = i + 1 < text_.size() ? text_[i + 1] : 0;
    if (c2 && (c2 == c || (vertical(c) && horizontal(c2)) || (horizontal(c) && vertical(c2)))) {
      ++i;
      mods_.dirs.push_back({c, c2});
    } else {
      mods_.dirs.push_back({c, c});
    }
    return "";
  }
  if (std::isdigit(static_cast<unsigned char>(c))) return "a range must follow an atom" + at(pos);
  return std::string("'") + (std::isprint(static_cast<unsigned char>(c)) ? std::string(1, c) : "?") +
         "' is not a Betza modifier or atom" + at(pos);
}

std::string Reader::atom(size_t& i, char c) {
  const int pos = int(i);
  AtomInfo info;
  if (!atom_info(c, info)) return std::string("'") + c + "' is not a Betza atom" + at(pos);
  bool doubled = false;
  int range = 0;  // 0 = none written
  if (i + 1 < text_.size() && text_[i + 1] == c) {
    doubled = true;
    ++i;
  }
  size_t digits = 0;
  while (i + 1 < text_.size() && std::isdigit(static_cast<unsigned char>(text_[i + 1]))) {
    if (++digits > 2) return "a range has at most two digits" + at(int(i + 1));
    range = range * 10 + (text_[++i] - '0');
  }
  if (doubled && digits) return "a doubled atom cannot also have a range" + at(pos);
  if (digits && range == 0) range = NoLimit;  // Fairy-Stockfish: R0 is R
  const int board = std::max(g_.file_count(), g_.rank_count());
  if (range >= board) range = NoLimit;
  std::string error;
  if (has_leg1_) {
    if (digits || doubled) error = "a multi-leg move takes no range or doubled atom" + at(pos);
    else error = two_legs(mods_, info, pos);
  } else {
    error = one_leg(mods_, info, digits ? range : 0, doubled, pos);
  }
  mods_ = Mods{};
  has_leg1_ = false;
  leg1_ = Mods{};
  return error;
}

// The leaps of `info` that the directions in `m` pick, deduplicated.
std::vector<Coord> Reader::pick(const Mods& m, const AtomInfo& info, std::string& error, int pos) const {
  const bool hex = g_.kind() == GeometryKind::Hex;
  std::vector<Coord> out;
  for (auto [a, b] : info.shapes) {
    const Shape s = hex ? hex_shape(g_, a, b) : square_shape(a, b);
    std::vector<std::string> want;
    for (const std::string& d : m.dirs) {
      if (hex && d[0] == 'h' && (d[1] == 'r' || d[1] == 'l')) {
        error = "the chiral directions 'hr' and 'hl' are not defined on hex boards" + at(pos);
        return {};
      }
      // Fairy-Stockfish: on a lone orthogonal atom a pair means both of its letters.
      if (!hex && info.shapes.size() == 1 && b == 0 && d[0] != d[1]) {
        want.push_back({d[0], d[0]});
        want.push_back({d[1], d[1]});
      } else {
        want.push_back(d);
      }
    }
    for (const Leg& l : s.legs) {
      const bool chosen =
          want.empty() || std::any_of(l.codes.begin(), l.codes.end(), [&](const std::string& c) {
            return std::find(want.begin(), want.end(), c) != want.end();
          });
      if (chosen && std::find(out.begin(), out.end(), l.v) == out.end()) out.push_back(l.v);
    }
  }
  if (out.empty())
    error = "the directions select none of the atom's moves" + at(m.start >= 0 ? m.start : pos);
  return out;
}

// The cells a lame leap crosses: the most direct path of king steps (straight while one leg is
// longer, then diagonal), as Fairy-Stockfish's xiangqi horse and elephants; on hex boards only
// straight leaps.
std::vector<Coord> Reader::lame_path(Coord v) const {
  std::vector<Coord> path;
  if (g_.kind() == GeometryKind::Hex) {
    for (int d = 0; d < g_.dir_count(); ++d) {
      const Coord u = g_.vector(dir_at(d));
      for (int k = 2; k <= 3; ++k)
        if (u * k == v) {
          for (int j = 1; j < k; ++j) path.push_back(u * j);
          return path;
        }
    }
    path.push_back({0, 0});  // marks "no path": bent hex leaps cannot be lame
    return path;
  }
  Coord at{};
  auto sign = [](int x) { return (x > 0) - (x < 0); };
  while (true) {
    const int rx = v.x - at.x, ry = v.y - at.y;
    if (std::abs(rx) > std::abs(ry)) at.x += sign(rx);
    else if (std::abs(rx) < std::abs(ry)) at.y += sign(ry);
    else at = {at.x + sign(rx), at.y + sign(ry)};
    if (at == v) return path;
    path.push_back(at);
  }
}

void Reader::add_path(PathAtom p) {
  for (PathAtom& q : paths_)
    if (q.lame == p.lame && q.start == p.start && q.step == p.step && q.range == p.range &&
        q.kind == p.kind && q.initial == p.initial) {
      q.mode |= p.mode;
      return;
    }
  paths_.push_back(std::move(p));
}

std::string Reader::one_leg(const Mods& m, const AtomInfo& info, int range, bool doubled, int pos) {
  if (m.ride) return "'y' belongs to the first leg of a multi-leg move" + at(pos);
  uint8_t mode = m.mode ? m.mode : uint8_t(MoveOrCapture);
  if (m.initial) {
    mode &= uint8_t(~CaptureOnly);
    if (!mode) return "initial moves ('i') never capture, as in Fairy-Stockfish" + at(m.start);
    any_initial_ = true;
  }
  if (m.ep && !(mode & CaptureOnly)) return "'e' (en passant) needs a capturing move" + at(m.start);
  if (m.hop && m.lame) return "'n' cannot be combined with 'p' or 'g'" + at(m.start);
  std::string error;
  const std::vector<Coord> vectors = pick(m, info, error, pos);
  if (!error.empty()) return error;
  const bool rider = info.rider || doubled || (range != 0 && range != 1);
  const int reach = rider ? (range ? range : NoLimit) : 1;
  const uint8_t ep = m.ep ? TakesEnPassant : 0;
  uses_ep_ = uses_ep_ || m.ep || m.initial;
  for (Coord v : vectors) {
    if (m.hop) {
      // Fairy-Stockfish: g is a grasshopper unless a range over 1 makes it a ranged cannon; p with
      // range 1 is a grasshopper.
      const bool grass = m.hop == 'g' ? (range == 0 || range == 1) : range == 1;
      const int limit = grass || range == NoLimit ? 0 : range;
      add_path({{},
                v,
                v,
                limit,
                grass ? PathKind::Grasshopper : PathKind::Cannon,
                uint8_t(mode | ep),
                m.initial,
                {}});
      continue;
    }
    const int d = g_.dir_of_vector(v);
    if (d >= 0) {
      RayPlan& r = rays_[d];
      if (m.initial) r.initial = std::max(r.initial, reach);
      else {
        if (mode & MoveOnly) r.move = std::max(r.move, reach);
        if (mode & CaptureOnly) r.capture = std::max(r.capture, reach);
        r.takes_ep = r.takes_ep || m.ep;
      }
      continue;
    }
    if (rider) {
      add_path({{}, v, v, reach == NoLimit ? 0 : reach, PathKind::Slide, uint8_t(mode | ep), m.initial, {}});
      continue;
    }
    std::vector<Coord> lame = m.lame ? lame_path(v) : std::vector<Coord>{};
    if (lame.size() == 1 && lame[0] == Coord{})
      return "'n' on a hex board needs a straight leap (D, H, A, G)" + at(m.start);
    if (lame.empty() && !m.initial && !m.ep) {
      leaps_.push_back({v, mode});
      continue;
    }
    // An initial straight step over one cell is a double step: it leaves that cell for en passant.
    const bool double_step = m.initial && lame.size() == 1 && lame[0] * 2 == v;
    add_path({lame,
              v,
              {},
              1,
              PathKind::Slide,
              uint8_t(mode | ep | (double_step ? SetsEnPassant : 0)),
              m.initial,
              {}});
  }
  return "";
}

std::string Reader::two_legs(const Mods& leg2, const AtomInfo& info, int pos) {
  const Mods& leg1 = leg1_;
  if (info.rider || (info.shapes[0] != std::pair{1, 0} && info.shapes[0] != std::pair{1, 1}))
    return "multi-leg moves are supported for W, F and K steps" + at(pos);
  if ((leg1.mode & CaptureOnly) || leg1.ep || leg1.initial || leg1.lame || leg1.hop)
    return "the first leg must end on an empty cell (only 'm' and 'y' may modify it)" + at(leg1.start);
  if (leg2.ride || leg2.initial || leg2.lame || leg2.hop || leg2.ep)
    return "the second leg takes only directions and 'm' or 'c'" + at(leg2.start);
  if (leg2.dirs.empty())
    return "the second leg needs directions relative to the first (f, fs, s, ...)" + at(pos);
  static const std::map<std::string, std::vector<int>> turns = {
      {"ff", {0}}, {"bb", {4}},  {"rr", {2}},  {"ll", {-2}},   {"ss", {2, -2}}, {"vv", {0, 4}},
      {"fr", {1}}, {"rf", {1}},  {"fl", {-1}}, {"lf", {-1}},   {"fs", {1, -1}}, {"br", {3}},
      {"rb", {3}}, {"bl", {-3}}, {"lb", {-3}}, {"bs", {3, -3}}};
  std::vector<int> rot;
  for (const std::string& d : leg2.dirs) {
    const auto it = turns.find(d);
    if (it == turns.end()) return "direction '" + d + "' is not defined for a second leg" + at(leg2.start);
    rot.insert(rot.end(), it->second.begin(), it->second.end());
  }
  std::string error;
  const std::vector<Coord> first = pick(leg1, info, error, pos);
  if (!error.empty()) return error;
  const uint8_t mode = leg2.mode ? leg2.mode : uint8_t(MoveOrCapture);
  for (Coord u1 : first) {
    const int d1 = g_.dir_of_vector(u1);
    for (int r : rot) {
      const Coord u2 = g_.vector(g_.rotate(dir_at(d1), r));
      add_path(
          {{u1}, u1 + u2, leg1.ride ? u2 : Coord{}, leg1.ride ? 0 : 1, PathKind::Slide, mode, false, {}});
    }
  }
  return "";
}

void Reader::write(PieceDef& out) const {
  // Rays: directions with equal plans share one atom.
  std::vector<RayAtom> rays;
  auto add_ray = [&](int d, int range, int start, uint8_t mode, bool initial_only) {
    const int enc = range >= NoLimit ? 0 : range, enc_start = start >= NoLimit ? 0 : start;
    for (RayAtom& r : rays)
      if (r.range == enc && r.start_range == enc_start && r.mode == mode && r.initial_only == initial_only) {
        r.dirs |= DirSet(1u << d);
        return;
      }
    rays.push_back({DirSet(1u << d), enc, enc_start, mode, initial_only});
  };
  for (int d = 0; d < int(rays_.size()); ++d) {
    const RayPlan& p = rays_[d];
    const int init = p.initial > p.move ? p.initial : 0;
    const uint8_t sets_ep = init >= 2 && p.move < 2 ? SetsEnPassant : 0;
    if (p.move && p.move == p.capture && !init && !p.takes_ep) {
      add_ray(d, p.move, 0, MoveOrCapture, false);
      continue;
    }
    if (p.capture) add_ray(d, p.capture, 0, uint8_t(CaptureOnly | (p.takes_ep ? TakesEnPassant : 0)), false);
    if (p.move) add_ray(d, p.move, init, uint8_t(MoveOnly | sets_ep), false);
    else if (init) add_ray(d, init, init, uint8_t(MoveOnly | sets_ep), true);
  }
  out.rays.insert(out.rays.end(), rays.begin(), rays.end());
  // Leaps: one atom per mode.
  for (uint8_t mode : {uint8_t(MoveOrCapture), uint8_t(MoveOnly), uint8_t(CaptureOnly)}) {
    std::vector<Coord> v;
    for (auto [c, m] : leaps_) {
      uint8_t all = 0;
      for (auto [c2, m2] : leaps_)
        if (c2 == c) all |= m2;
      if (all == mode && std::find(v.begin(), v.end(), c) == v.end()) v.push_back(c);
    }
    if (!v.empty()) out.leaps.push_back({v, mode});
  }
  out.paths.insert(out.paths.end(), paths_.begin(), paths_.end());
  // Pieces that take or leave en-passant targets form one en-passant kind, with chess pawns.
  if (uses_ep_ && !out.ep_kind) out.ep_kind = 'p';
  if (any_initial_ && out.initial.empty() && g_.kind() == GeometryKind::Square) {
    for (int i = 0; i < g_.size(); ++i) {
      const int rank = g_.rank_of(cell_at(i));
      if (rank == 1) out.initial.side[0].add(cell_at(i));
      if (rank == g_.rank_count() - 2) out.initial.side[1].add(cell_at(i));
    }
  }
}

}  // namespace

std::string parse_betza(std::string_view text, const Geometry& g, PieceDef& out) {
  Reader r(text, g);
  std::string error = r.read();
  if (!error.empty()) return error;
  r.write(out);
  return "";
}

}  // namespace tessera
