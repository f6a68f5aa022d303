// The variant picker: one card per variant, in the engine's order, with its summary and rules link.
// Returns a small view object whose select(id) marks the current variant.

export function rulesHref(variant) {
  return `rules/${encodeURIComponent(variant.id)}.html`;
}

export function renderPicker(nav, variants, onPick) {
  const list = document.createElement('ul');
  list.className = 'variant-list';
  const buttons = new Map();
  for (const v of variants) {
    const li = document.createElement('li');
    li.className = 'variant';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'variant-pick';
    button.dataset.variant = v.id;
    button.setAttribute('aria-pressed', 'false');
    const name = document.createElement('strong');
    name.textContent = v.name;
    const summary = document.createElement('span');
    summary.className = 'variant-summary';
    summary.textContent = v.summary;
    button.append(name, summary);
    button.addEventListener('click', () => onPick(v.id));
    const rules = document.createElement('a');
    rules.className = 'variant-rules';
    rules.href = rulesHref(v);
    rules.textContent = 'Rules';
    rules.setAttribute('aria-label', `Rules of ${v.name}`);
    li.append(button, rules);
    list.append(li);
    buttons.set(v.id, button);
  }
  nav.replaceChildren(list);
  return {
    select(id) {
      for (const [vid, b] of buttons) b.setAttribute('aria-pressed', String(vid === id));
      // On a phone the cards scroll sideways: bring the chosen one into view without moving the page.
      const card = buttons.get(id);
      if (card && list.scrollWidth > list.clientWidth) {
        list.scrollTo({ left: card.parentElement.offsetLeft - list.offsetLeft });
      }
    },
  };
}
