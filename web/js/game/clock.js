// The game clock: two sides' remaining time, which one runs, increments and flag fall, in one state
// object changed only by this class. Time comes from an injected source, so tests need no sleeping.

// Time controls as the start panel offers them: base minutes + increment seconds (lichess's presets).
export const PRESETS = ['1+0', '3+2', '5+3', '10+0', '15+10'];
const MAX_MINUTES = 180;
const MAX_INCREMENT = 180;

// '5+3' (minutes + seconds; minutes may be a fraction such as 0.5) -> {base, increment} in ms, or null.
export function parseControl(text) {
  const m = /^(\d{1,3}(?:\.\d{1,2})?)\+(\d{1,3})$/.exec(String(text || '').trim());
  if (!m) return null;
  const minutes = Number(m[1]);
  const seconds = Number(m[2]);
  if (!(minutes > 0) || minutes > MAX_MINUTES || seconds > MAX_INCREMENT) return null;
  return { base: Math.round(minutes * 60000), increment: seconds * 1000 };
}

// PGN's [TimeControl] form: base seconds + increment seconds ("300+3").
export function pgnControl({ base, increment }) {
  return `${Math.round(base / 1000)}+${Math.round(increment / 1000)}`;
}

// The shown time: m:ss, h:mm:ss from an hour, and tenths under ten seconds (rounded down, as a
// clock must never show time its owner does not have).
export function clockText(ms) {
  const t = Math.max(0, ms);
  if (t < 10000) return `0:0${Math.floor(t / 1000)}.${Math.floor((t % 1000) / 100)}`;
  const s = Math.floor(t / 1000);
  const pad = (n) => String(n).padStart(2, '0');
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

export class Clock {
  // `control`: {base, increment} in ms. `now`: a millisecond time source (performance.now on a page).
  constructor(control, now = () => performance.now()) {
    this.now = now;
    this.state = {
      control,
      remaining: [control.base, control.base], // at `since` for the running side, else now
      running: -1, // the army whose time runs, or -1 (before the first move, after the end)
      since: 0,
      ply: 0, // the game's ply the clock last followed
      flagged: -1, // the army whose time ran out, or -1
      stopped: false, // the game ended: the clock stays as it is
      moves: [], // after each ply: {army, left, spent} (the mover's time after the move and its cost)
    };
  }

  left(army) {
    const s = this.state;
    const t = s.running === army ? s.remaining[army] - (this.now() - s.since) : s.remaining[army];
    return Math.max(0, t);
  }

  get running() {
    return this.state.running;
  }
  get stopped() {
    return this.state.stopped;
  }

  // Follows the game after a change: `ply` moves played and `toMove` (0 or 1) to move. One more ply is a
  // move: the mover's time is settled and, if its clock was running, the increment added; the clock
  // starts at the first move, as on lichess. Any other change (undo, redo, a jump) only changes the side
  // whose time runs, and forgets the clocks of plies taken back.
  follow(ply, toMove) {
    const s = this.state;
    s.moves.length = Math.min(s.moves.length, ply); // plies taken back, even after the end
    if (this.check() >= 0 || s.stopped || ply === s.ply) return; // a move after the flag fell is too late
    const mover = s.running;
    const spent = this.settle();
    if (ply === s.ply + 1) {
      const army = mover >= 0 ? mover : 1 - toMove;
      if (mover >= 0 && mover !== toMove) s.remaining[army] += s.control.increment;
      s.moves.push({ army, left: s.remaining[army], spent });
    }
    s.ply = ply;
    this.run(ply > 0 ? toMove : -1);
  }

  // Flag fall: when the running side's time is gone, the clock stops with it flagged. Returns the
  // flagged army, or -1.
  check() {
    const s = this.state;
    if (s.running >= 0 && !s.stopped && this.left(s.running) <= 0) {
      s.flagged = s.running;
      this.settle();
      s.remaining[s.flagged] = 0;
      s.running = -1;
      s.stopped = true;
    }
    return s.flagged;
  }

  // The game is over: the clock keeps the times it shows.
  stop() {
    const s = this.state;
    if (s.stopped) return;
    this.settle();
    s.running = -1;
    s.stopped = true;
  }

  // ---- the state's only writers ----

  // Charges the running side for the time since it started; returns that time.
  settle() {
    const s = this.state;
    if (s.running < 0) return 0;
    const t = this.now();
    const spent = t - s.since;
    s.remaining[s.running] -= spent;
    s.since = t;
    return spent;
  }

  run(army) {
    this.state.running = army;
    this.state.since = this.now();
  }
}
