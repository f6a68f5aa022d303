// The two clocks beside the board: each in its army's strip (so they turn with the board), the running
// one lit, low time marked. Redrawn every animation frame while a clock runs, from the Clock's own time.
import { clockText } from '../game/clock.js';

const LOW = 0.1; // of the base time (at least 10 s, at most 30 s): the clock turns red below it

export class ClockView {
  // `onFlag(army)`: the army's time ran out.
  constructor(doc, onFlag) {
    this.elements = [0, 1].map(() => {
      const el = doc.createElement('span');
      el.className = 'clock';
      el.setAttribute('role', 'timer');
      return el;
    });
    this.onFlag = onFlag;
    this.clock = null;
    this.frame = 0;
    this.shown = ['', ''];
  }

  element(army) {
    return this.elements[army];
  }

  // Shows `clock` (null: no clock, the elements hide) and names each side for screen readers.
  show(clock, colours) {
    this.clock = clock;
    this.colours = colours;
    this.shown = ['', ''];
    this.reported = false;
    this.draw();
  }

  // Draws now, and keeps drawing at each frame while a clock runs; a flag is reported once.
  draw() {
    const clock = this.clock;
    if (!clock) {
      for (const el of this.elements) {
        el.hidden = true;
        el.textContent = '';
      }
      return;
    }
    for (const el of this.elements) el.hidden = false;
    const flagged = clock.check();
    const low = Math.min(30000, Math.max(10000, clock.state.control.base * LOW));
    for (const army of [0, 1]) {
      const el = this.elements[army];
      const left = clock.left(army);
      const text = clockText(left);
      if (text !== this.shown[army]) {
        el.textContent = text;
        el.setAttribute('aria-label', `${this.colours[army]}'s clock: ${text}`);
        this.shown[army] = text;
      }
      el.classList.toggle('running', clock.running === army);
      el.classList.toggle('low', left < low);
      el.classList.toggle('flagged', flagged === army);
    }
    if (clock.running >= 0 && !this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.draw();
      });
      // A hidden tab gets no frames: a timer still sees the flag fall (late by the browser's throttling).
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.draw(), clock.left(clock.running) + 20);
    }
    if (flagged >= 0 && !this.reported) {
      this.reported = true;
      this.onFlag(flagged);
    }
  }
}
