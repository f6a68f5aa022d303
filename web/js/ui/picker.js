// The variant picker: one card per variant, in the engine's order, with its summary and rules link.
// Returns a small view object whose select(id) marks the current variant. The cards are one Tab stop
// (arrow keys move between them) and one rules link, the current variant's, follows them for the keyboard.

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
    button.title = v.summary; // the card shows two lines of it
    button.append(name, summary);
    button.addEventListener('click', () => onPick(v.id));
    button.tabIndex = -1;
    const rules = document.createElement('a');
    rules.tabIndex = -1;
    rules.className = 'variant-rules';
    rules.href = rulesHref(v);
    rules.textContent = 'Rules';
    rules.setAttribute('aria-label', `Rules of ${v.name}`);
    li.append(button, rules);
    list.append(li);
    buttons.set(v.id, button);
  }
  const current = document.createElement('a');
  current.className = 'variant-rules-current';
  list.addEventListener('keydown', (e) => {
    const all = [...buttons.values()];
    const at = all.indexOf(e.target);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (at < 0 || !step) return;
    e.preventDefault();
    e.stopPropagation(); // not the page's step through the moves
    const next = all[(at + step + all.length) % all.length];
    all.forEach((b) => {
      b.tabIndex = b === next ? 0 : -1;
    });
    next.focus();
  });
  // Fairy-Stockfish's catalogue, as the engine reads it, in a list below the cards (filled once known).
  const more = document.createElement('label');
  more.className = 'variant-more';
  more.hidden = true;
  const choose = document.createElement('select');
  choose.name = 'more-variants';
  more.append('More variants ', choose);
  choose.addEventListener('change', () => choose.value && onPick(choose.value));
  nav.replaceChildren(list, current, more);
  return {
    // `catalogue`: [{id, name}], the other playable variants.
    setMore(catalogue) {
      const none = new Option('choose…', '');
      const options = [...catalogue]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((v) => new Option(v.name, v.id));
      choose.replaceChildren(none, ...options);
      more.hidden = options.length === 0;
    },
    select(id) {
      choose.value = [...choose.options].some((o) => o.value === id) ? id : '';
      for (const [vid, b] of buttons) {
        b.setAttribute('aria-pressed', String(vid === id));
        b.tabIndex = vid === id ? 0 : -1;
      }
      const chosen = variants.find((v) => v.id === id);
      if (chosen) {
        current.href = rulesHref(chosen);
        current.textContent = `Rules of ${chosen.name}`;
      }
      // On a phone the cards scroll sideways: bring the chosen one into view without moving the page.
      const card = buttons.get(id);
      if (card && list.scrollWidth > list.clientWidth) {
        list.scrollTo({ left: card.parentElement.offsetLeft - list.offsetLeft });
      }
    },
  };
}
