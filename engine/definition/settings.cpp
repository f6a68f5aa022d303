// Inheritance for variant definitions: walks the parent chain (with a depth bound and cycle
// check), then applies each ancestor's keys from the root down so that children override.
#include "definition/settings.h"

#include <algorithm>

namespace tessera {

namespace {

constexpr int MaxInheritanceDepth = 16;

// Keys that describe one section only; a child does not inherit its parent's.
bool describes_section_only(std::string_view key) {
  return key == "name" || key == "summary" || key == "rulesPage";
}

const IniSection* find_in(const std::vector<IniSection>& text, std::string_view id) {
  for (const IniSection& s : text)
    if (s.id == id) return &s;
  return nullptr;
}

}  // namespace

void Settings::set(const IniEntry& e, const std::string& origin, int generation) {
  auto it = map_.find(e.key);
  if (it == map_.end()) {
    map_.emplace(e.key, Setting{e.value, e.line, origin, next_order_++, generation, false});
  } else {
    it->second.value = e.value;
    it->second.line = e.line;
    it->second.origin = origin;
    it->second.generation = generation;
  }
}

const Setting* Settings::get(std::string_view key) {
  auto it = map_.find(key);
  if (it == map_.end()) return nullptr;
  it->second.used = true;
  return &it->second;
}

std::vector<std::string> Settings::keys_in_order() const {
  std::vector<std::pair<int, std::string>> keys;
  for (const auto& [k, s] : map_) keys.push_back({s.order, k});
  std::sort(keys.begin(), keys.end());
  std::vector<std::string> out;
  for (auto& [order, k] : keys) out.push_back(std::move(k));
  return out;
}

std::vector<std::pair<std::string, const Setting*>> Settings::unused() const {
  std::vector<std::pair<std::string, const Setting*>> out;
  for (const auto& [k, s] : map_)
    if (!s.used) out.push_back({k, &s});
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return a.second->line < b.second->line; });
  return out;
}

bool resolve_settings(const IniSection& section, const std::vector<IniSection>& text,
                      const ParentLookup& builtins, Settings& out, std::vector<DefinitionError>& errors) {
  std::vector<const IniSection*> chain{&section};
  bool in_builtins = false;  // once the chain reaches a built-in, its ancestors are built-ins too
  while (!chain.back()->parent.empty()) {
    const IniSection& child = *chain.back();
    const std::string& pid = child.parent;
    // A section of the text shadows a built-in of the same id, except as its own parent.
    const IniSection* parent = in_builtins || pid == child.id ? nullptr : find_in(text, pid);
    if (!parent) {
      parent = builtins ? builtins(pid) : nullptr;
      in_builtins = parent != nullptr;
    }
    if (!parent) {
      errors.push_back({child.line, section.id, "", "unknown parent variant '" + pid + "'"});
      return false;
    }
    for (const IniSection* s : chain)
      if (s == parent) {
        std::string cycle;
        for (const IniSection* c : chain) cycle += c->id + " -> ";
        errors.push_back({section.line, section.id, "", "inheritance cycle: " + cycle + pid});
        return false;
      }
    if (int(chain.size()) >= MaxInheritanceDepth) {
      errors.push_back({section.line, section.id, "",
                        "more than " + std::to_string(MaxInheritanceDepth) + " levels of inheritance"});
      return false;
    }
    chain.push_back(parent);
  }
  out.set_id(section.id);
  for (auto it = chain.rbegin(); it != chain.rend(); ++it)
    for (const IniEntry& e : (*it)->entries)
      if (*it == &section || !describes_section_only(e.key))
        out.set(e, (*it)->id, int(chain.rend() - it) - 1);
  return true;
}

}  // namespace tessera
