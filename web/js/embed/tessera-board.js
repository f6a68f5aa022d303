// <tessera-board>: a live Tessera board for any page, defined by including this one module.
// Attributes: variant, fen, moves, orientation, mode (view|play|engine), src or definition; no global names.
import { sharedEngine } from '../engine/service.js';
import { findDefinition, loadDefinition } from './definition.js';
import { EmbeddedBoard } from './embedded-board.js';
import { readOptions } from './options.js';
import { boardSheet } from './styles.js';
import { chooserSheet } from '../ui/chooser-sheet.js';

const ATTRIBUTES = ['variant', 'fen', 'moves', 'orientation', 'mode'];
// A variant defined by the page: `src` (an .ini URL) or `definition` (the id of a <script type="text/plain">).
const SOURCES = ['src', 'definition'];

class TesseraBoardElement extends HTMLElement {
  static get observedAttributes() {
    return [...ATTRIBUTES, ...SOURCES];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [boardSheet(), chooserSheet()];
    this.controller = null;
    this.pendingLoad = false;
    this.extraProblems = [];
    this.loadCount = 0;
    this.text = ''; // a definition given as a property (the iframe form passes its link's)
  }

  connectedCallback() {
    if (!this.controller) {
      this.controller = new EmbeddedBoard(this.shadowRoot, sharedEngine(), {
        onChange: () => this.mirror(),
        maxHeight: () => Math.max(200, window.innerHeight - 70),
      });
    }
    this.scheduleLoad();
  }

  disconnectedCallback() {
    // Moving the element keeps its game; removing it for good frees its engine game and search worker.
    queueMicrotask(() => {
      if (this.isConnected || !this.controller) return;
      this.controller.destroy();
      this.controller = null;
    });
  }

  attributeChangedCallback() {
    if (this.controller) this.scheduleLoad();
  }

  // Several attributes set together cause one load.
  scheduleLoad() {
    if (this.pendingLoad) return;
    this.pendingLoad = true;
    queueMicrotask(() => {
      this.pendingLoad = false;
      if (this.controller) this.loadWithDefinition().catch((err) => this.fail(err));
    });
  }

  // Loads the page's definition first, if the element has one, then the board; a later load wins.
  async loadWithDefinition() {
    const count = ++this.loadCount;
    // Children written after the tag may not be parsed yet when the element upgrades early.
    if (document.readyState === 'loading')
      await new Promise((r) => document.addEventListener('DOMContentLoaded', r, { once: true }));
    const raw = Object.fromEntries(ATTRIBUTES.map((name) => [name, this.getAttribute(name)]));
    const found = await findDefinition(this);
    const defined = found
      ? await loadDefinition(sharedEngine(), found, String(raw.variant ?? '').trim())
      : null;
    if (count !== this.loadCount || !this.controller) return;
    if (defined && defined.variant) raw.variant = defined.variant;
    const options = readOptions(raw);
    options.problems.unshift(...this.extraProblems, ...(defined ? defined.problems : []));
    await this.controller.load(options);
  }

  fail(err) {
    if (!this.controller) return;
    this.dataset.state = 'error';
    const p = document.createElement('p');
    p.className = 'tb-message';
    p.textContent = `The board could not start: ${err && err.message ? err.message : err}`;
    this.shadowRoot.append(p);
  }

  // data-state (loading|ready), data-ply and data-variant follow the game, for styling and tests.
  mirror() {
    if (!this.controller) return; // removed: a late reply has nothing left to report to
    const s = this.controller.snapshot();
    this.dataset.state = s.ready ? 'ready' : 'loading';
    this.dataset.ply = String(s.ply);
    this.dataset.variant = s.variant;
  }

  // ---- Public API ----

  // A snapshot: {ready, mode, variant, fen, startFen, viewedFen, ply, cursor, moves, side, outcome, orientation, thinking, messages}.
  get state() {
    return this.controller ? this.controller.snapshot() : null;
  }

  // A definition as text, used before any attribute or child names one (the iframe form's link).
  get definitionText() {
    return this.text;
  }
  set definitionText(text) {
    this.text = String(text ?? '');
    if (this.controller) this.scheduleLoad();
  }

  // Messages to show with the next load's own (the iframe page passes its link's problems this way).
  set notes(problems) {
    this.extraProblems = Array.isArray(problems) ? problems.map(String) : [];
  }

  // Resolves once the engine has answered everything asked so far and is not thinking.
  whenIdle() {
    return this.controller ? this.controller.idle() : Promise.resolve();
  }

  // A cell's centre in viewport pixels (for tests and overlays), or null.
  cellCenter(cell) {
    return this.controller && this.controller.board ? this.controller.board.cellCenter(cell) : null;
  }

  // The position shown as a standalone SVG document (text), or null before the board is up. Options:
  // {size: width in pixels, coordinates: bool, arrows: bool, title: text}.
  diagramSvg(options = {}) {
    return this.controller && this.controller.board ? this.controller.board.diagram(options).svg : null;
  }
}

if (!customElements.get('tessera-board')) customElements.define('tessera-board', TesseraBoardElement);
