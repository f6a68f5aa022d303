// The board component: owns one state object, changes it only through these methods, and redraws it.
// It knows cells and pieces but no rules: the game tells it which moves are allowed and hears about moves made.
import { defaultState } from './state.js';
import { Layout } from './layout.js';
import { render } from './render.js';
import { bindInput } from './input.js';
import { PieceSet } from '../art/pieces.js';

const DRAG_THRESHOLD = 4; // CSS pixels a pressed piece must travel before it is dragged

export class Board {
  // `info` is the engine's describe() reply; `onMove(from, to)` hears every move the user makes.
  constructor(container, { info, onMove = () => {}, onResize = () => {}, maxHeight = () => Infinity }) {
    this.container = container;
    this.onMove = onMove;
    this.onResize = onResize;
    this.maxHeight = maxHeight;
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
    container.replaceChildren(this.canvas, this.tooltip);
    this.ctx = this.canvas.getContext('2d');
    this.unbind = bindInput(this.canvas, this);
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(container);
    this.resize();
  }

  // ---- Changes from the game ----

  // Replaces any of: pieces (object or Map), lastMove, check, dests, orientation, arrows, marks, selected.
  set(config) {
    const s = this.state;
    if (config.pieces) s.pieces = config.pieces instanceof Map ? new Map(config.pieces) : new Map(Object.entries(config.pieces));
    for (const key of ['lastMove', 'check', 'arrows', 'marks', 'coordinates', 'selected']) if (key in config) s[key] = config[key];
    if (config.dests) {
      s.dests = config.dests;
      if (s.selected && !s.dests.has(s.selected)) s.selected = null;
      if (s.drag && !s.dests.has(s.drag.from)) s.drag = null;
    }
    if (config.orientation && config.orientation !== s.orientation) {
      s.orientation = config.orientation;
      this.resize();
    }
    this.redraw();
  }

  setLabel(text) { this.canvas.setAttribute('aria-label', text); }

  // ---- Changes from the user (called by input.js) ----

  destsFrom(cell) { return this.state.dests.get(cell) || []; }
  canMove(from, to) { return this.destsFrom(from).some((d) => d.to === to); }

  press(cell, x, y) {
    const s = this.state;
    this.hideName();
    if (s.selected && cell && this.canMove(s.selected, cell)) {
      this.move(s.selected, cell);
      return;
    }
    if (cell && s.dests.has(cell)) {
      s.press = { from: cell, x, y, wasSelected: s.selected === cell };
      s.selected = cell;
    } else {
      s.selected = null;
    }
    this.redraw();
  }

  pointerMoved(x, y) {
    const s = this.state;
    if (!s.press) return;
    if (!s.drag && Math.hypot(x - s.press.x, y - s.press.y) < DRAG_THRESHOLD) return;
    this.hideName();
    s.drag = { from: s.press.from, letter: s.pieces.get(s.press.from), x, y };
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
    const letter = s.pieces.get(from);
    s.selected = null;
    s.press = null;
    s.drag = null;
    if (letter) {
      s.pieces.delete(from);
      s.pieces.set(to, letter);
    }
    this.redraw();
    this.onMove(from, to);
  }

  // The piece's name above its cell: on hover with a mouse, on long press by touch.
  showName(cell) {
    const letter = cell && this.state.pieces.get(cell);
    if (!letter || (this.state.drag && this.state.drag.from === cell)) { this.hideName(); return; }
    if (this.state.hover === cell && !this.tooltip.hidden) return;
    this.state.hover = cell;
    const [x, y] = this.layout.centre(cell);
    this.tooltip.textContent = this.pieces.name(letter);
    this.tooltip.hidden = false;
    const offset = this.layout.cellPixels() * 0.55;
    this.tooltip.style.left = `${this.canvas.offsetLeft + x}px`;
    this.tooltip.style.top = `${this.canvas.offsetTop + y - offset}px`;
  }

  hideName() {
    this.state.hover = null;
    this.tooltip.hidden = true;
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

  // ---- Drawing ----

  resize() {
    const width = this.container.clientWidth;
    if (!width) return;
    const aspect = this.layout.aspect();
    const height = Math.min(width / aspect, this.maxHeight());
    const w = Math.floor(Math.min(width, height * aspect));
    const h = Math.floor(w / aspect);
    this.dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = Math.round(w * this.dpr);
    this.canvas.height = Math.round(h * this.dpr);
    this.layout.fit(w, h, this.state.orientation !== 'white');
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
