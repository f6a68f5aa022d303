// Settings: one variant's keys after inheritance, each remembering its line and whether a
// builder read it, so that every key nobody understood becomes an error naming it.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "definition/ini_text.h"

namespace tessera {

struct Setting {
  std::string value;
  int line = 0;
  std::string origin;  // the section that wrote it (a parent's id when inherited)
  int order = 0;       // when the key first appeared along the inheritance chain
  int generation = 0;  // how far up the chain `origin` is: 0 for the section itself, 1 for its parent
  bool used = false;
  // Written by a section above this one. Not `origin != id`: a section may name its parent's id.
  bool inherited() const { return generation > 0; }
};

class Settings {
 public:
  void set(const IniEntry& e, const std::string& origin, int generation);
  // The setting for `key`, marked as used; nullptr when absent.
  const Setting* get(std::string_view key);
  bool has(std::string_view key) const { return map_.find(key) != map_.end(); }
  // The setting for `key` without marking it used (for locating later errors).
  const Setting* peek(std::string_view key) const {
    auto it = map_.find(key);
    return it == map_.end() ? nullptr : &it->second;
  }
  // Keys in first-appearance order, for declarations whose order matters (pieces).
  std::vector<std::string> keys_in_order() const;
  std::vector<std::pair<std::string, const Setting*>> unused() const;
  const std::string& id() const { return id_; }
  void set_id(std::string id) { id_ = std::move(id); }

 private:
  std::map<std::string, Setting, std::less<>> map_;
  std::string id_;
  int next_order_ = 0;
};

// Finds a parent section outside the text being read (the built-in catalogue); nullptr if none.
using ParentLookup = std::function<const IniSection*(std::string_view id)>;

// Flattens `section` and its ancestors into one Settings. Parents come from `text` (any
// section of it, before or after) or from `builtins`; cycles and unknown parents are errors.
bool resolve_settings(const IniSection& section, const std::vector<IniSection>& text,
                      const ParentLookup& builtins, Settings& out, std::vector<DefinitionError>& errors);

}  // namespace tessera
