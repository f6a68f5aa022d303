// A Game shown on a Board: draws the viewed position, offers the legal moves, and plays what the user
// moves, asking through the chooser when one move on the board stands for several. Reusable by any page.
import { Board } from '../board/board.js';
import { describeChoices, oneStep } from './choices.js';
import { pushStep } from './push-steps.js';
import { choose } from '../ui/chooser.js';
import { adoptChooserSheet } from '../ui/chooser-sheet.js';

export class GameView {
  // `wrap` receives the board and the chooser; `movable()` lets the owner pause input (an engine's turn).
  constructor(wrap, game, { movable = () => true, maxHeight, onResize, onChange = () => {} } = {}) {
    this.wrap = wrap;
    this.game = game;
    this.canMove = movable;
    this.options = { maxHeight, onResize };
    this.onChange = onChange;
    this.orientation = 'white';
    this.arrows = [];          // the owner's arrows (analysis), hidden while choosing
    this.choosing = false;
    this.board = null;
    this.variant = null;
    wrap.classList.add('board-wrap');
    this.boardHost = document.createElement('div');
    this.boardHost.className = 'board-host';
    this.chooserHost = document.createElement('div');
    this.chooserHost.className = 'chooser-host';
    this.chooserHost.hidden = true;
    wrap.replaceChildren(this.boardHost, this.chooserHost);
    adoptChooserSheet(wrap);
  }

  // A board for the game's variant, made anew when the variant changes.
  attach() {
    const info = this.game.info;
    if (this.board && this.variant === info.id) return;
    if (this.board) this.board.destroy();
    this.variant = info.id;
    this.board = new Board(this.boardHost, { info, onMove: (from, to) => this.userMove(from, to), ...this.options });
  }

  movable() {
    const g = this.game;
    return g.atEnd && !g.over && !this.choosing && this.canMove();
  }

  sync() {
    const g = this.game;
    if (!this.board || !g.info || g.info.id !== this.variant) return;
    const s = g.viewed;
    this.board.set({
      pieces: s.board,
      lastMove: s.lastMove,
      check: s.status.check ? s.royal : null,
      dests: this.movable() ? g.dests() : new Map(),
      orientation: this.orientation,
      ...(this.choosing ? {} : { arrows: this.arrows, marks: [] }),
    });
  }

  setArrows(arrows) {
    this.arrows = arrows;
    if (this.board && !this.choosing) this.board.set({ arrows });
  }

  flip() {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    this.sync();
  }

  // A move made on the board: play it, or ask which one when the rules offer several there. Pushes are
  // asked about step by step (where each pushed piece goes, then what it becomes); other choices at once.
  async userMove(from, to) {
    const g = this.game;
    const candidates = g.candidates(from, to);
    if (candidates.length === 0) { this.sync(); return; }
    if (candidates.length === 1) { await g.play(candidates[0].text); return; }
    this.choosing = true;
    adoptChooserSheet(this.wrap);  // a board made before it was put in a page has not adopted it yet
    this.onChange();
    try {
      const before = g.viewed.board;
      const name = (letter) => g.pieceName(letter);
      const pushes = candidates.some((m) => m.kind === 'push');
      // Each legal move lists the pieces it displaces; pushes are asked about one piece at a time.
      const whole = pushes ? null : oneStep(describeChoices(candidates, name));
      this.board.set({ pieces: before });
      let left = candidates;
      while (left.length > 1) {
        const step = whole || pushStep(left, name) || oneStep(describeChoices(left, name));
        this.placeChooser(to, step.pieces);
        const chosen = await choose(this.chooserHost, this.board, step, (letter) => this.board.pieces.url(letter));
        if (!chosen) { left = []; break; }
        left = chosen.keep;
      }
      this.choosing = false;
      if (left.length === 1) await g.play(left[0].text);
    } finally {
      this.choosing = false;
      this.onChange();
    }
  }

  // Promotions cover the board's middle; outcomes with arrows keep the move in sight: the dialog goes
  // to the half of a wide board away from the target cell, or below a narrow board.
  placeChooser(to, pieces) {
    const host = this.chooserHost;
    host.classList.remove('side-left', 'side-right', 'below');
    if (pieces) return;
    const width = this.board.canvas.getBoundingClientRect().width;
    if (width < 560) { host.classList.add('below'); return; }
    const at = this.board.layout.centre(to);
    host.classList.add(at && at[0] < width / 2 ? 'side-right' : 'side-left');
  }

  pieceUrl(letter) { return this.board.pieces.url(letter); }
  pieceName(letter) { return this.board.pieces.name(letter); }

  destroy() {
    if (this.board) this.board.destroy();
    this.board = null;
    this.wrap.replaceChildren();
  }
}
