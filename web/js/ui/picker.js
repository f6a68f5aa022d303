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
  // The last card opens Fairy-Stockfish's catalogue, as the engine reads it, in a list below the cards
  // (filled once the engine has listed it). A card, so that the cards stay one Tab stop.
  const moreCard = document.createElement('button');
  moreCard.type = 'button';
  moreCard.className = 'variant-pick';
  moreCard.dataset.more = 'true';
  moreCard.setAttribute('aria-pressed', 'false');
  moreCard.tabIndex = -1;
  const moreName = document.createElement('strong');
  moreName.textContent = 'More variants';
  const moreSummary = document.createElement('span');
  moreSummary.className = 'variant-summary';
  moreSummary.textContent = "Fairy-Stockfish's catalogue";
  moreCard.append(moreName, moreSummary);
  const moreItem = document.createElement('li');
  moreItem.className = 'variant-catalogue';
  moreItem.append(moreCard);
  list.append(moreItem);
  buttons.set('', moreCard);
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
  const more = document.createElement('label');
  more.className = 'variant-more';
  more.hidden = true;
  const choose = document.createElement('select');
  choose.name = 'more-variants';
  choose.append(new Option('loading\u2026', ''));
  more.append('More variants ', choose);
  choose.addEventListener('change', () => choose.value && onPick(choose.value));
  moreCard.addEventListener('click', () => {
    more.hidden = false;
    choose.focus();
  });
  nav.replaceChildren(list, current, more);
  return {
    // `catalogue`: [{id, name}], the other playable variants.
    setMore(catalogue) {
      const none = new Option('choose…', '');
      const options = [...catalogue]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((v) => new Option(v.name, v.id));
      choose.replaceChildren(none, ...options);
      moreSummary.textContent = `${options.length} more, from Fairy-Stockfish's catalogue`;
      moreItem.hidden = options.length === 0;
      // A link may have opened one of them before the list came: show it chosen.
      if (this.current && !variants.some((v) => v.id === this.current)) this.select(this.current);
    },
    select(id) {
      this.current = id;
      const inMore = [...choose.options].some((o) => o.value === id && id);
      choose.value = inMore ? id : '';
      if (inMore) more.hidden = false;
      const own = variants.some((v) => v.id === id);
      for (const [vid, b] of buttons) {
        const chosen = vid === id || (vid === '' && !own);
        b.setAttribute('aria-pressed', String(chosen));
        b.tabIndex = chosen ? 0 : -1;
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
