// The start panel: play a friend, play the computer (with a side and a level) or analyse, in one click.
// The last choice is kept in the browser's storage and offered again on the next visit.

const KEY = 'tessera.start';

function recall() {
  try {
    const c = JSON.parse(localStorage.getItem(KEY) || '{}');
    return c && typeof c === 'object' ? c : {};
  } catch {
    return {};
  }
}

function remember(choice) {
  try {
    localStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    /* private mode: nothing kept */
  }
}

export class StartPanel {
  // `onStart({mode, army, level})`: mode 'friend' | 'computer' | 'analyse'; army 0 or 1 is the player's.
  constructor(section, levelSelect, onStart) {
    this.section = section;
    this.level = levelSelect;
    this.onStart = onStart;
    section.addEventListener('click', (e) => {
      const b = e.target.closest('[data-start]');
      if (b) this.start(b.dataset.start);
    });
    this.restore();
  }

  // Puts the remembered side and level back, and marks the button used last.
  restore() {
    const c = recall();
    const side = this.section.querySelector(`input[name="start-side"][value="${c.side}"]`);
    if (side) side.checked = true;
    if (c.level !== undefined && [...this.level.options].some((o) => o.value === String(c.level)))
      this.level.value = String(c.level);
    for (const b of this.section.querySelectorAll('[data-start]'))
      b.classList.toggle('last', b.dataset.start === c.mode);
  }

  // The armies' names as the variant calls them.
  showColours(colours) {
    for (const span of this.section.querySelectorAll('[data-colour]'))
      span.textContent = colours[Number(span.dataset.colour)];
  }

  side() {
    return this.section.querySelector('input[name="start-side"]:checked').value;
  }

  start(mode) {
    const side = this.side();
    const army = side === 'random' ? (Math.random() < 0.5 ? 0 : 1) : side === 'second' ? 1 : 0;
    remember({ mode, side, level: this.level.value });
    for (const b of this.section.querySelectorAll('[data-start]'))
      b.classList.toggle('last', b.dataset.start === mode);
    return this.onStart({ mode, army: mode === 'computer' ? army : 0 });
  }
}
