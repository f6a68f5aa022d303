// The registry table: id -> definition function, compiled on first use and kept for the process.
// The order here is the order the web page's picker shows.
#include <memory>
#include <mutex>

#include "variants/variants.h"

namespace tessera {

namespace {

struct Entry {
  const char* id;
  VariantDef (*define)();
};

constexpr Entry Registry[] = {
    {"westfield", westfield_def},
    {"naydorian", naydorian_def},
    {"officer-spiel", officer_spiel_def},
    {"chess", chess_def},
    {"capablanca", capablanca_def},
    {"glinski", glinski_def},
};

}  // namespace

const Variant* find_variant(std::string_view id) {
  static std::unique_ptr<Variant> built[std::size(Registry)];
  static std::mutex lock;
  for (size_t i = 0; i < std::size(Registry); ++i) {
    if (id != Registry[i].id) continue;
    std::lock_guard<std::mutex> guard(lock);
    if (!built[i]) built[i] = std::make_unique<Variant>(Registry[i].define());
    return built[i].get();
  }
  return nullptr;
}

std::vector<std::string> variant_ids() {
  std::vector<std::string> ids;
  for (const Entry& e : Registry) ids.push_back(e.id);
  return ids;
}

}  // namespace tessera
