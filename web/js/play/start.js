// The start panel: play a friend, play the computer (with a side and a level) or analyse, in one click,
// with a clock or none. The last choice is kept in the browser's storage and offered again on the next visit.
import { PRESETS, parseControl } from '../game/clock.js';

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
  // `onStart({mode, army, control})`: mode 'friend' | 'computer' | 'analyse'; army 0 or 1 is the player's;
  // control: the clock's {base, increment} in ms, or null for none.
  constructor(section, levelSelect, onStart) {
    this.section = section;
    this.level = levelSelect;
    this.onStart = onStart;
    section.addEventListener('click', (e) => {
      const b = e.target.closest('[data-start]');
      if (b) this.start(b.dataset.start);
    });
    this.time = section.querySelector('select[name="time-control"]');
    this.time.replaceChildren(
      new Option('No clock', 'none'),
      ...PRESETS.map((p) => new Option(`${p} \u00b7 ${speedName(parseControl(p))}`, p)),
      new Option('Custom\u2026', 'custom'),
    );
    this.time.addEventListener('change', () => this.showCustom());
    this.restore();
  }

  // Puts the remembered side, level and clock back, and marks the button used last.
  restore() {
    const c = recall();
    const side = this.section.querySelector(`input[name="start-side"][value="${c.side}"]`);
    if (side) side.checked = true;
    if (c.level !== undefined && [...this.level.options].some((o) => o.value === String(c.level)))
      this.level.value = String(c.level);
    if ([...this.time.options].some((o) => o.value === c.time)) this.time.value = c.time;
    if (c.minutes !== undefined) this.field('clock-minutes').value = String(c.minutes);
    if (c.increment !== undefined) this.field('clock-increment').value = String(c.increment);
    this.showCustom();
    for (const b of this.section.querySelectorAll('[data-start]'))
      b.classList.toggle('last', b.dataset.start === c.mode);
  }

  // The armies' names as the variant calls them.
  showColours(colours) {
    for (const span of this.section.querySelectorAll('[data-colour]'))
      span.textContent = colours[Number(span.dataset.colour)];
  }

  field(name) {
    return this.section.querySelector(`input[name="${name}"]`);
  }

  showCustom() {
    this.section.querySelector('.start-custom').hidden = this.time.value !== 'custom';
  }

  // The chosen clock, or null. Custom numbers are brought into range (¼ to 180 minutes, 0 to 180 s).
  control() {
    const v = this.time.value;
    if (v !== 'custom') return parseControl(v);
    const clamp = (x, lo, hi, step) => Math.min(hi, Math.max(lo, Math.round((Number(x) || 0) / step) * step));
    const minutes = clamp(this.field('clock-minutes').value, 0.25, 180, 0.25);
    const increment = clamp(this.field('clock-increment').value, 0, 180, 1);
    this.field('clock-minutes').value = String(minutes);
    this.field('clock-increment').value = String(increment);
    return parseControl(`${minutes}+${increment}`);
  }

  side() {
    return this.section.querySelector('input[name="start-side"]:checked').value;
  }

  start(mode) {
    const side = this.side();
    const army = side === 'random' ? (Math.random() < 0.5 ? 0 : 1) : side === 'second' ? 1 : 0;
    const control = this.control();
    remember({
      mode,
      side,
      level: this.level.value,
      time: this.time.value,
      minutes: this.field('clock-minutes').value,
      increment: this.field('clock-increment').value,
    });
    for (const b of this.section.querySelectorAll('[data-start]'))
      b.classList.toggle('last', b.dataset.start === mode);
    return this.onStart({ mode, army: mode === 'computer' ? army : 0, control });
  }
}

// Lichess's names for a control's speed, by its estimated length (base + 40 increments).
function speedName({ base, increment }) {
  const t = base / 1000 + 40 * (increment / 1000);
  return t < 180 ? 'Bullet' : t < 480 ? 'Blitz' : t < 1500 ? 'Rapid' : 'Classical';
}
