// A Game shown on a Board: draws the viewed position, offers the legal moves, and plays what the user
// moves, asking through the chooser when one move on the board stands for several. Reusable by any page.
import { Board } from '../board/board.js';
import { describeChoices, oneStep } from './choices.js';
import { pushStep } from './push-steps.js';
import { choose } from '../ui/chooser.js';
import { premoveDests } from './premoves.js';
import { pushPreview } from './push-preview.js';
import { adoptChooserSheet } from '../ui/chooser-sheet.js';

export class GameView {
  // `wrap` receives the board and the chooser; `movable()` lets the owner pause input (an engine's turn);
  // `premovable()` says when the player may queue a premove instead; `keyboard` gives the board a cursor.
  constructor(
    wrap,
    game,
    {
      movable = () => true,
      premovable = () => false,
      keyboard = false,
      maxHeight,
      onResize,
      onChange = () => {},
    } = {},
  ) {
    this.wrap = wrap;
    this.game = game;
    this.canMove = movable;
    this.canPremove = premovable;
    this.premove = null; // [from, to] queued while the opponent thinks
    this.premoves = { key: '', dests: new Map() };
    this.options = { maxHeight, onResize, keyboard };
    this.onChange = onChange;
    this.orientation = 'white';
    this.arrows = []; // the owner's arrows (analysis), hidden while choosing
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

  // A new owner's say over input and its hearing of changes (a page taking over a view made before it).
  control({ movable = this.canMove, premovable = this.canPremove, onChange = this.onChange }) {
    this.canMove = movable;
    this.canPremove = premovable;
    this.onChange = onChange;
  }

  // A board for the game's variant, made anew when the variant changes.
  attach() {
    const info = this.game.info;
    if (this.board && this.variant === info.id) return;
    if (this.board) this.board.destroy();
    this.variant = info.id;
    this.premove = null;
    this.premoves = { key: '', dests: new Map() };
    this.board = new Board(this.boardHost, {
      info,
      onMove: (from, to) => this.userMove(from, to),
      onPremove: (premove) => {
        this.premove = premove;
        this.onChange();
      },
      onTarget: (from, to) => this.showPreview(from, to),
      ...this.options,
    });
  }

  // While the opponent thinks: the player's pieces' reach, asked of the engine once per position.
  premoveTargets() {
    const g = this.game;
    if (!this.canPremove() || !g.atEnd || g.over || this.choosing) return new Map();
    const key = `${g.info.id}|${g.ply}|${g.latest.fen}`;
    if (this.premoves.key !== key) {
      this.premoves = { key, dests: new Map() };
      const army = 1 - g.sideIndex(g.latest);
      premoveDests(g.engine, g.info.id, g.latest.board, army).then(
        (dests) => {
          if (this.premoves.key !== key) return;
          this.premoves.dests = dests;
          if (this.board && this.canPremove()) this.board.set({ premoveDests: dests });
        },
        () => {},
      );
    }
    return this.premoves.dests;
  }

  clearPremove() {
    this.premove = null;
    if (this.board) this.board.set({ premove: null });
  }

  // The queued premove, once it is the player's turn: played if the engine lists it, else dropped.
  playPremove() {
    const [from, to] = this.premove;
    this.clearPremove();
    if (this.game.candidates(from, to).length) queueMicrotask(() => this.userMove(from, to));
  }

  // What the move about to be made will push, drawn while the pointer or cursor is on its destination.
  showPreview(from, to) {
    if (!this.board || this.choosing) return;
    this.board.set({ preview: to ? pushPreview(this.game.candidates(from, to)) : [] });
  }

  movable() {
    const g = this.game;
    return g.atEnd && !g.over && !this.choosing && this.canMove();
  }

  sync() {
    const g = this.game;
    if (!this.board || !g.info || g.info.id !== this.variant) return;
    const s = g.viewed;
    const movable = this.movable();
    if (this.premove && movable) this.playPremove();
    else if (this.premove && (g.over || !g.atEnd)) this.clearPremove();
    this.board.set({
      pieces: s.board,
      promoted: s.promoted || {},
      lastMove: s.lastMove,
      check: s.status.check ? s.royal : null,
      premoveDests: movable ? new Map() : this.premoveTargets(),
      dests: movable ? g.dests() : new Map(),
      orientation: this.orientation,
      premove: this.premove,
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
    if (candidates.length === 0) {
      this.sync();
      return;
    }
    if (candidates.length === 1) {
      await g.play(candidates[0].text);
      return;
    }
    this.choosing = true;
    adoptChooserSheet(this.wrap); // a board made before it was put in a page has not adopted it yet
    this.onChange();
    try {
      const before = g.viewed.board;
      const name = (letter) => g.pieceName(letter);
      const pushes = candidates.some((m) => m.kind === 'push');
      // Each legal move lists the pieces it displaces; pushes are asked about one piece at a time.
      const whole = pushes ? null : oneStep(describeChoices(candidates, name));
      this.board.set({ pieces: before });
      let left = candidates;
      this.board.set({ preview: [] });
      while (left.length > 1) {
        const step = whole || pushStep(left, name) || oneStep(describeChoices(left, name));
        if (step === whole && step.pieces) this.valueOrder(step);
        this.placeChooser(to, step.pieces, step === whole ? step.options.length : 0);
        const chosen = await choose(this.chooserHost, this.board, step, (letter) =>
          this.board.pieces.url(letter),
        );
        if (!chosen) {
          left = [];
          break;
        }
        left = chosen.keep;
      }
      this.choosing = false;
      if (left.length === 1) await g.play(left[0].text);
    } finally {
      this.choosing = false;
      this.onChange();
    }
  }

  // Promotion choices, most valuable first by the engine's piece values (the queen, in chess).
  valueOrder(step) {
    const value = (letter) => {
      const p = this.game.info.pieces.find((q) => q.letter.toLowerCase() === String(letter).toLowerCase());
      return p ? p.value : 0;
    };
    step.options = [...step.options].sort((a, b) => value(b.letter) - value(a.letter));
  }

  // A promotion is a column of pieces over the promotion cell, growing towards the board's middle (more
  // columns beside it when they do not fit); outcomes with arrows keep the move in sight: the dialog
  // goes to the half of a wide board away from the target cell, or below a narrow board.
  placeChooser(to, pieces, column = 0) {
    const host = this.chooserHost;
    host.classList.remove('side-left', 'side-right', 'below', 'column', 'upward');
    if (pieces && column) {
      this.placeColumn(to, column);
      return;
    }
    if (pieces) return;
    const width = this.board.canvas.getBoundingClientRect().width;
    if (width < 560) {
      host.classList.add('below');
      return;
    }
    const at = this.board.layout.centre(to);
    host.classList.add(at && at[0] < width / 2 ? 'side-right' : 'side-left');
  }

  placeColumn(to, count) {
    const host = this.chooserHost;
    const canvas = this.board.canvas.getBoundingClientRect();
    const wrap = this.wrap.getBoundingClientRect();
    const cell = Math.max(40, this.board.layout.cellPixels());
    const [x, y] = this.board.layout.centre(to);
    const upward = y > canvas.height / 2;
    const room = upward ? y + cell / 2 : canvas.height - (y - cell / 2);
    const rows = Math.max(1, Math.min(count, Math.floor(room / cell)));
    host.classList.add('column');
    host.classList.toggle('upward', upward);
    host.style.setProperty('--col-x', `${canvas.left - wrap.left + x}px`);
    host.style.setProperty('--col-y', `${canvas.top - wrap.top + (upward ? y + cell / 2 : y - cell / 2)}px`);
    host.style.setProperty('--col-cell', `${cell}px`);
    host.style.setProperty('--col-rows', String(rows));
  }

  pieceUrl(letter) {
    return this.board.pieces.url(letter);
  }
  pieceName(letter) {
    return this.board.pieces.name(letter);
  }

  destroy() {
    if (this.board) this.board.destroy();
    this.board = null;
    this.wrap.replaceChildren();
  }
}
