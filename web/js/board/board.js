// The board component: owns one state object, changes it only through these methods, and redraws it.
// It knows cells and pieces but no rules: the game tells it which moves are allowed and hears about moves made.
import { defaultState } from './state.js';
import { Layout } from './layout.js';
import { render } from './render.js';
import { bindInput } from './input.js';
import { PieceSet } from '../art/pieces.js';
import { adoptBoardSheet } from './board-sheet.js';
import { diagram } from './diagram-svg.js';

const DRAG_THRESHOLD = 4; // CSS pixels a pressed piece must travel before it is dragged

function samePieces(a, b) {
  if (a.size !== b.size) return false;
  for (const [cell, letter] of a) if (b.get(cell) !== letter) return false;
  return true;
}

export class Board {
  // `info` is the engine's describe() reply; `onMove(from, to)` hears every move the user makes.
  // `onPremove([from, to] | null)` hears the queued premove; `onTarget(from, to | null)` hears which
  // destination the pointer or cursor is on; `keyboard` makes the canvas focusable with a cell cursor.
  constructor(
    container,
    {
      info,
      onMove = () => {},
      onResize = () => {},
      maxHeight = () => Infinity,
      onPremove = () => {},
      onTarget = () => {},
      keyboard = false,
    },
  ) {
    this.container = container;
    this.onMove = onMove;
    this.onPremove = onPremove;
    this.onTarget = onTarget;
    this.onResize = onResize;
    this.maxHeight = maxHeight;
    this.info = info;
    this.state = defaultState();
    this.state.hiddenCells = info.cells.some((c) => c.hidden);
    this.layout = new Layout(info);
    this.pieces = new PieceSet(info, () => this.redraw());
    this.dpr = 1;
    this.frame = 0;

    container.classList.add('tessera-board');
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.canvas.className = 'tessera-canvas';
    this.tooltip = document.createElement('div');
    this.tooltip.className = 'tessera-tooltip';
    this.tooltip.setAttribute('role', 'tooltip');
    this.tooltip.hidden = true;
    this.announcer = document.createElement('p');
    this.announcer.className = 'tessera-announce';
    this.announcer.setAttribute('aria-live', 'polite');
    container.replaceChildren(this.canvas, this.tooltip, this.announcer);
    adoptBoardSheet(container);
    if (keyboard) {
      this.canvas.tabIndex = 0;
      this.canvas.setAttribute(
        'aria-roledescription',
        'board: arrow keys move a cursor, Enter or Space picks up and drops',
      );
    }
    this.ctx = this.canvas.getContext('2d');
    this.unbind = bindInput(this.canvas, this, { keyboard });
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(container);
    this.resize();
  }

  // ---- Changes from the game ----

  // Replaces any of: pieces (object or Map), lastMove, check, dests, orientation, arrows, marks, selected.
  set(config) {
    const s = this.state;
    if (config.pieces) {
      const pieces =
        config.pieces instanceof Map ? new Map(config.pieces) : new Map(Object.entries(config.pieces));
      if (!samePieces(pieces, s.pieces)) s.drawn = []; // drawn arrows belong to the position they were drawn on
      s.pieces = pieces;
    }
    if (config.promoted) {
      const p = config.promoted;
      s.promoted = p instanceof Map ? new Map(p) : new Map(Object.entries(p));
    }
    for (const key of [
      'lastMove',
      'check',
      'arrows',
      'marks',
      'coordinates',
      'selected',
      'premove',
      'preview',
    ]) {
      if (key in config) s[key] = config[key];
    }
    if (config.premoveDests) s.premoveDests = config.premoveDests;
    if (config.dests) {
      s.dests = config.dests;
      const held = (cell) => s.dests.has(cell) || s.premoveDests.has(cell);
      if (s.selected && !held(s.selected)) s.selected = null;
      if (s.drag && !held(s.drag.from)) s.drag = null;
    }
    if (config.orientation && config.orientation !== s.orientation) {
      s.orientation = config.orientation;
      this.resize();
    }
    this.redraw();
  }

  setLabel(text) {
    this.canvas.setAttribute('aria-label', text);
  }

  // ---- Changes from the user (called by input.js) ----

  destsFrom(cell) {
    return this.state.dests.get(cell) || [];
  }
  canMove(from, to) {
    return this.destsFrom(from).some((d) => d.to === to);
  }
  canPremove(from, to) {
    return (this.state.premoveDests.get(from) || []).some((d) => d.to === to);
  }
  holdable(cell) {
    return this.state.dests.has(cell) || this.state.premoveDests.has(cell);
  }
  // The piece a move starts from: on a cell, or in a hand ('@P': the hand's P, which has no cell).
  letterAt(source) {
    return source && source.startsWith('@') ? source.slice(1) : this.state.pieces.get(source);
  }

  // ---- A piece picked from a hand beside the board (its view forwards the pointer here) ----

  // Pressed on the hand's `letter` at canvas pixels (x, y): selected, and dragged once the pointer moves.
  pressHand(letter, x, y) {
    const s = this.state;
    const from = `@${letter}`;
    this.hideName();
    if (!this.holdable(from)) return false;
    s.press = { from, x, y, wasSelected: s.selected === from };
    s.selected = from;
    this.target(null);
    this.redraw();
    return true;
  }

  // Released at client pixels: dropped on a cell, or, released off the board, a click that selects the
  // hand piece (a second click lets it go).
  releaseHand(clientX, clientY) {
    const s = this.state;
    const press = s.press;
    const cell = this.cellAtClient(clientX, clientY);
    if (press && !s.drag && !cell && press.wasSelected) {
      s.press = null;
      s.selected = null;
      this.redraw();
      return;
    }
    if (press && !s.drag && !cell) {
      s.press = null;
      this.redraw();
      return;
    }
    this.release(cell);
  }

  // `touch`: a finger has no hover, so a move that pushes pieces is previewed by a first tap on its
  // destination and made by a second.
  press(cell, x, y, touch = false) {
    const s = this.state;
    this.hideName();
    if (s.selected && cell && this.canMove(s.selected, cell)) {
      const pushes = this.destsFrom(s.selected).some((d) => d.to === cell && d.pushes);
      if (touch && pushes && s.target !== cell) {
        this.target(cell);
        this.redraw();
        return;
      }
      this.move(s.selected, cell);
      return;
    }
    if (s.selected && cell && this.canPremove(s.selected, cell)) {
      this.setPremove([s.selected, cell]);
      return;
    }
    if (cell && this.holdable(cell)) {
      s.press = { from: cell, x, y, wasSelected: s.selected === cell };
      s.selected = cell;
    } else {
      s.selected = null;
      if (s.premove) this.setPremove(null); // a tap off the pieces cancels a premove, as a right-click does
    }
    this.target(null);
    this.redraw();
  }

  // Queues (or with null, cancels) the move to play as soon as it is the player's turn.
  setPremove(premove) {
    const s = this.state;
    s.premove = premove;
    s.selected = null;
    s.press = null;
    s.drag = null;
    this.target(null);
    this.redraw();
    this.onPremove(premove);
  }

  cancelPremove() {
    if (this.state.premove || this.state.selected) {
      this.state.selected = null;
      this.setPremove(null);
    }
  }

  // The cell the pointer or cursor is over while a piece is held: a destination is reported for a preview.
  target(cell) {
    const s = this.state;
    const from = s.drag ? s.drag.from : s.selected;
    const to = from && cell && this.canMove(from, cell) ? cell : null;
    if (to === s.target) return;
    s.target = to;
    this.onTarget(from, to);
  }

  // ---- Arrows drawn with the right button (as on lichess) ----

  startArrow(cell) {
    this.state.drawing = cell ? { from: cell, to: cell } : null;
    this.redraw();
  }

  aimArrow(cell) {
    const d = this.state.drawing;
    if (!d || !cell || cell === d.to) return;
    d.to = cell;
    this.redraw();
  }

  // Released over `cell`: a new arrow from the pressed cell, or the same arrow again removes it.
  endArrow(cell) {
    const s = this.state;
    const d = s.drawing;
    s.drawing = null;
    if (d && cell && cell !== d.from) {
      const kept = s.drawn.filter((a) => a.from !== d.from || a.to !== cell);
      s.drawn = kept.length < s.drawn.length ? kept : [...kept, { from: d.from, to: cell, brush: 'drawn' }];
    }
    this.redraw();
  }

  clearArrows() {
    if (!this.state.drawn.length) return;
    this.state.drawn = [];
    this.redraw();
  }

  // ---- The keyboard cursor ----

  moveCursor(direction) {
    const s = this.state;
    const picked = s.selected && this.layout.byName.has(s.selected) ? s.selected : null; // not a hand piece
    const start = s.cursor || picked || this.startCell();
    const next = s.cursor ? this.layout.step(start, direction) : start;
    if (next) s.cursor = next;
    this.target(s.cursor);
    this.announce();
    this.redraw();
  }

  // Where the cursor first appears: a piece the player may move, else the middle cell.
  startCell() {
    const s = this.state;
    const first = s.dests.keys().next().value || s.premoveDests.keys().next().value;
    return first || this.layout.cells[Math.floor(this.layout.cells.length / 2)].name;
  }

  // Enter or Space: the same as a click on the cursor's cell.
  pickCursor() {
    const s = this.state;
    if (!s.cursor) {
      this.moveCursor([0, 0]);
      return;
    }
    const [x, y] = this.layout.centre(s.cursor);
    this.press(s.cursor, x, y);
    if (s.press) this.release(s.cursor);
    this.announce();
  }

  // The cursor's cell, its piece and what a pick there would do, for screen readers.
  announce() {
    const s = this.state;
    if (!s.cursor) return;
    const letter = s.pieces.get(s.cursor);
    const parts = [s.cursor, letter ? this.pieces.name(letter) : 'empty'];
    if (s.selected === s.cursor) parts.push('picked up');
    else if (s.selected && this.canMove(s.selected, s.cursor))
      parts.push(s.selected.startsWith('@') ? 'drop here from the hand' : `move here from ${s.selected}`);
    else if (s.selected && this.canPremove(s.selected, s.cursor))
      parts.push(`premove here from ${s.selected}`);
    this.announcer.textContent = parts.join(', ');
  }

  pointerMoved(x, y) {
    const s = this.state;
    if (!s.press) return;
    if (!s.drag && Math.hypot(x - s.press.x, y - s.press.y) < DRAG_THRESHOLD) return;
    this.hideName();
    s.drag = { from: s.press.from, letter: this.letterAt(s.press.from), x, y };
    this.redraw();
  }

  // The pointer was released over `cell`: a drop if dragging, otherwise the end of a click.
  release(cell) {
    const s = this.state;
    const press = s.press;
    s.press = null;
    if (!press) return;
    if (s.drag) {
      s.drag = null;
      if (cell && this.canMove(press.from, cell)) {
        this.move(press.from, cell);
        return;
      }
      if (cell && this.canPremove(press.from, cell)) {
        this.setPremove([press.from, cell]);
        return;
      }
      if (cell !== press.from) s.selected = null; // an illegal drop snaps back
    } else if (press.wasSelected && cell === press.from) {
      s.selected = null; // a second click on the selected piece lets it go
    }
    this.redraw();
  }

  cancel() {
    this.state.press = null;
    this.state.drag = null;
    this.redraw();
  }

  // Shows the move at once (the game corrects the board when the engine replies).
  move(from, to) {
    const s = this.state;
    const letter = this.letterAt(from);
    s.selected = null;
    s.press = null;
    s.drag = null;
    this.target(null);
    if (letter) {
      s.pieces.delete(from);
      s.pieces.set(to, letter);
      s.promoted.delete(to);
      if (s.promoted.has(from)) s.promoted.set(to, s.promoted.get(from));
      s.promoted.delete(from);
    }
    this.redraw();
    this.onMove(from, to);
  }

  // The piece's name above its cell: on hover with a mouse, on long press by touch.
  showName(cell) {
    const letter = cell && this.state.pieces.get(cell);
    if (!letter || (this.state.drag && this.state.drag.from === cell)) {
      this.hideName();
      return;
    }
    if (this.state.hover === cell && !this.tooltip.hidden) return;
    this.state.hover = cell;
    const [x, y] = this.layout.centre(cell);
    const from = this.state.promoted.get(cell);
    this.tooltip.textContent =
      this.pieces.label(letter) + (from ? `, promoted from ${this.pieces.name(from)}` : '');
    this.tooltip.hidden = false;
    const offset = this.layout.cellPixels() * 0.55;
    // Kept inside the board's box, so a long name over an edge cell is not cut off by the page.
    const half = this.tooltip.offsetWidth / 2;
    const left = Math.min(Math.max(this.canvas.offsetLeft + x, half), this.container.clientWidth - half);
    this.tooltip.style.left = `${left}px`;
    this.tooltip.style.top = `${this.canvas.offsetTop + y - offset}px`;
  }

  hideName() {
    this.state.hover = null;
    this.tooltip.hidden = true;
  }

  // The cell under the mouse, whose name hex boards draw on it (they have no rank labels).
  pointAt(cell) {
    if (cell === this.state.pointed) return;
    this.state.pointed = cell;
    if (this.layout.hex) this.redraw();
  }

  // ---- Geometry for callers (tests, overlays) ----

  // The centre of `cell` in viewport CSS pixels.
  cellCenter(cell) {
    const at = this.layout.centre(cell);
    if (!at) return null;
    const r = this.canvas.getBoundingClientRect();
    return { x: r.left + at[0], y: r.top + at[1] };
  }

  cellAtClient(clientX, clientY) {
    const r = this.canvas.getBoundingClientRect();
    return this.layout.cellAt(clientX - r.left, clientY - r.top);
  }

  // The position as shown, as a standalone SVG diagram: {svg, width, height} (diagram-svg.js options).
  diagram(options = {}) {
    return diagram(this.info, this.state, options);
  }

  // ---- Drawing ----

  resize() {
    const width = this.container.clientWidth;
    if (!width) return;
    adoptBoardSheet(this.container); // a board made before it was put in a page adopts its sheet once shown
    // A long board (Westfield's 20x10) on a narrow portrait screen turns a quarter: cells twice as large.
    const rotated = this.layout.aspect() >= 1.6 && width < 600 && window.innerHeight > window.innerWidth;
    this.state.rotated = rotated;
    const aspect = this.layout.aspect(rotated);
    const height = Math.min(width / aspect, this.maxHeight());
    const w = Math.floor(Math.min(width, height * aspect));
    const h = Math.floor(w / aspect);
    const dpr = window.devicePixelRatio || 1;
    const flipped = this.state.orientation !== 'white';
    // The page asks again after every move and notice; when nothing changed, the pieces already drawn
    // at this size are kept (re-rasterising a large variant's art takes a long frame).
    const fitted = `${w}x${h}@${dpr}/${flipped}/${rotated}`;
    if (fitted === this.fitted) {
      this.redraw(); // at the next frame, once for everything that changed in this task
      return;
    }
    this.fitted = fitted;
    this.dpr = dpr;
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = Math.round(w * this.dpr);
    this.canvas.height = Math.round(h * this.dpr);
    this.layout.fit(w, h, flipped, rotated);
    this.pieces.dropSizes();
    this.draw();
    this.onResize(w, h);
  }

  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  draw() {
    if (this.layout.width) render(this.ctx, this.state, this.layout, this.pieces, this.dpr);
  }

  destroy() {
    this.unbind();
    this.resizer.disconnect();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.container.replaceChildren();
  }
}
