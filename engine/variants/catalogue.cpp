// The catalogue: built-in ini sections parsed once at first use, compiled per id on demand,
// and a registry of loaded variants behind one lock, each checked before it is shared.
#include <algorithm>
#include <map>
#include <mutex>
#include <stdexcept>

#include "definition/ini_text.h"
#include "definition/settings.h"
#include "definition/variant_builder.h"
#include "variants/builtin_texts.h"
#include "variants/compile_variant.h"
#include "variants/variants.h"

namespace tessera {

namespace {

struct Builtins {
  std::vector<IniSection> sections;
  size_t own = 0;  // the first `own` sections are Tessera's own variants
};

// The embedded texts never fail to read: a broken built-in stops the process at first use
// with the error, which every test run would show at once.
const Builtins& builtins() {
  static const Builtins b = [] {
    Builtins out;
    std::vector<DefinitionError> errors;
    const auto texts = builtin_ini_texts();
    for (size_t i = 0; i < texts.size(); ++i) {
      read_ini(texts[i], out.sections, errors);
      if (i == 0) out.own = out.sections.size();
    }
    if (!errors.empty()) throw std::logic_error("built-in variants.ini: " + errors.front().text());
    return out;
  }();
  return b;
}

const IniSection* builtin_section(std::string_view id) {
  for (const IniSection& s : builtins().sections)
    if (s.id == id) return &s;
  return nullptr;
}

struct Registry {
  std::mutex lock;
  std::map<std::string, std::shared_ptr<const Variant>, std::less<>> compiled;  // built-ins and loaded
  std::map<std::string, std::string, std::less<>> unplayable;  // built-ins Tessera cannot play yet
  std::vector<std::string> loaded_order;
};

Registry& registry() {
  static Registry r;
  return r;
}

// One section through the reader's three stages: inheritance, keys, checks.
std::shared_ptr<const Variant> compile_section(const IniSection& s, const std::vector<IniSection>& text,
                                               std::vector<DefinitionError>& errors) {
  Settings settings;
  VariantDef def;
  if (!resolve_settings(s, text, builtin_section, settings, errors) || !build_variant(settings, def, errors))
    return nullptr;
  return compile_variant(std::move(def), settings, errors);
}

// Reads and compiles every section of `text`; registers nothing.
std::vector<std::shared_ptr<const Variant>> read_all(std::string_view text, LoadResult& result) {
  std::vector<IniSection> sections;
  read_ini(text, sections, result.errors);
  std::vector<std::shared_ptr<const Variant>> out;
  for (const IniSection& s : sections) {
    for (const std::string& id : result.ids)
      if (id == s.id)
        result.errors.push_back({s.line, s.id, "", "the variant is defined twice in this text"});
    result.ids.push_back(s.id);
    if (builtin_section(s.id))
      result.errors.push_back(
          {s.line, s.id, "", "'" + s.id + "' is a built-in variant; give yours another id"});
    if (auto v = compile_section(s, sections, result.errors)) out.push_back(std::move(v));
  }
  if (!result.ok()) out.clear();
  return out;
}

// Compiles a built-in section; a Fairy-Stockfish variant whose rules Tessera lacks yields
// nullptr and the reason, while a broken Tessera variant is a bug that must stop the process.
std::shared_ptr<const Variant> compile_builtin(const IniSection& s, std::string& why) {
  std::vector<DefinitionError> errors;
  auto v = compile_section(s, builtins().sections, errors);
  if (errors.empty()) return v;
  why = errors.front().text();
  if (&s < builtins().sections.data() + builtins().own) throw std::logic_error("built-in variant: " + why);
  return nullptr;
}

// The compiled built-in or loaded variant; r.lock held.
std::shared_ptr<const Variant> lookup(Registry& r, std::string_view id) {
  if (auto it = r.compiled.find(id); it != r.compiled.end()) return it->second;
  const IniSection* s = builtin_section(id);
  if (!s || r.unplayable.count(id)) return nullptr;
  std::string why;
  auto v = compile_builtin(*s, why);
  if (v) r.compiled.emplace(std::string(id), v);
  else r.unplayable.emplace(std::string(id), why);
  return v;
}

}  // namespace

std::shared_ptr<const Variant> acquire_variant(std::string_view id) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  return lookup(r, id);
}

std::string unplayable_reason(std::string_view id) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  lookup(r, id);
  auto it = r.unplayable.find(id);
  return it == r.unplayable.end() ? "" : it->second;
}

const Variant* find_variant(std::string_view id) { return acquire_variant(id).get(); }

std::vector<std::string> variant_ids() {
  std::vector<std::string> ids;
  for (size_t i = 0; i < builtins().own; ++i) ids.push_back(builtins().sections[i].id);
  return ids;
}

std::vector<std::string> builtin_variant_ids() {
  std::vector<std::string> ids;
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  for (const IniSection& s : builtins().sections)
    if (lookup(r, s.id)) ids.push_back(s.id);
  return ids;
}

std::vector<std::string> all_variant_ids() {
  std::vector<std::string> ids = builtin_variant_ids();
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  ids.insert(ids.end(), r.loaded_order.begin(), r.loaded_order.end());
  return ids;
}

LoadResult check_variants(std::string_view text) {
  LoadResult result;
  read_all(text, result);
  return result;
}

LoadResult load_variants(std::string_view text) {
  LoadResult result;
  auto variants = read_all(text, result);
  if (!result.ok()) return result;
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  size_t fresh = 0;
  for (const auto& v : variants)
    if (std::find(r.loaded_order.begin(), r.loaded_order.end(), v->id()) == r.loaded_order.end()) ++fresh;
  if (r.loaded_order.size() + fresh > size_t(MaxLoadedVariants)) {
    result.errors.push_back(
        {0, "", "",
         "at most " + std::to_string(MaxLoadedVariants) + " variants may be loaded into one engine"});
    return result;
  }
  for (auto& v : variants) {
    if (std::find(r.loaded_order.begin(), r.loaded_order.end(), v->id()) == r.loaded_order.end())
      r.loaded_order.push_back(v->id());
    r.compiled[v->id()] = std::move(v);
  }
  return result;
}

}  // namespace tessera
