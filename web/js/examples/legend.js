// The piece legend of an example page: a row of piece pictures; choosing one shows on a small board where
// that piece moves and captures from a central cell. The engine computes every marked cell.
import { Board } from '../board/board.js';
import { PieceSet } from '../art/pieces.js';

function el(tag, props = {}, text = '') {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

// Destinations for the board's hint drawing: a dot where the piece moves and captures, a ring where it only
// captures, a hollow dot where it only moves.
export function diagramDests(moves, captures) {
  const m = new Set(moves);
  const c = new Set(captures);
  const cells = [...new Set([...moves, ...captures])];
  return cells.map((to) => ({ to, capture: c.has(to) && !m.has(to), quiet: m.has(to) && !c.has(to) }));
}

function describe(name, r) {
  const m = new Set(r.moves);
  const both = r.captures.filter((c) => m.has(c)).length;
  const onlyCapture = r.captures.length - both;
  const onlyMove = r.moves.length - both;
  const parts = [];
  if (both) parts.push(`moves or captures on ${both} cell${both === 1 ? '' : 's'} (dots)`);
  if (onlyMove) parts.push(`only moves to ${onlyMove} (hollow dots)`);
  if (onlyCapture) parts.push(`only captures on ${onlyCapture} (rings)`);
  if (!r.captures.length) parts.push('never captures');
  return `${name} on ${r.cell}: ${parts.join(', ') || 'no moves from here'}.`;
}

export class PieceLegend {
  // `root` is an element with data-variant; `game` an opened Game of that variant (for its describe()).
  constructor(root, engine, info) {
    this.root = root;
    this.engine = engine;
    this.info = info;
    this.variant = info.id;
    const art = new PieceSet(info);
    this.row = el('div', { class: 'legend-pieces', role: 'group', 'aria-label': 'Pieces' });
    this.buttons = info.pieces.map((p) => {
      const letter = p.letter.toUpperCase();
      const b = el('button', {
        type: 'button',
        class: 'legend-piece',
        'data-letter': letter,
        'aria-pressed': 'false',
      });
      b.append(
        el('img', { src: art.url(letter), alt: '', width: '48', height: '48' }),
        el('span', {}, p.name),
        el('span', { class: 'legend-letter' }, letter),
      );
      b.title = `${p.name} (${letter})`;
      b.addEventListener('click', () => this.show(letter));
      return b;
    });
    this.row.append(...this.buttons);
    this.boardHost = el('div', { class: 'legend-board' });
    this.caption = el(
      'p',
      { class: 'legend-caption', 'aria-live': 'polite' },
      'Choose a piece to see its moves.',
    );
    root.replaceChildren(this.row, this.boardHost, this.caption);
    this.board = new Board(this.boardHost, {
      info,
      onMove: () => this.redraw(),
      maxHeight: () => 420,
    });
    root.tesseraBoard = this.board; // for tests: the marked cells are the board's destinations
    this.current = null;
  }

  async show(letter) {
    const r = await this.engine.call('pieceMoves', { variant: this.variant, letter, cell: '' });
    this.buttons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.letter === letter)));
    if (r.error) {
      this.caption.textContent = r.error;
      return;
    }
    this.current = { letter, ...r };
    this.redraw();
    const name = this.info.pieces.find((p) => p.letter.toUpperCase() === letter).name;
    this.caption.textContent = describe(`The ${name}`, r);
    Object.assign(this.root.dataset, {
      piece: letter,
      cell: r.cell,
      marked: String(this.board.destsFrom(r.cell).length),
    });
  }

  redraw() {
    const r = this.current;
    if (!r) return;
    this.board.set({
      pieces: { [r.cell]: r.letter },
      dests: new Map([[r.cell, diagramDests(r.moves, r.captures)]]),
      selected: r.cell,
      lastMove: null,
      arrows: [],
      marks: [],
    });
  }
}

// A Shepherd's Push shown by the engine: the position from `fen`, the push from `from` to `to` that moves
// the most pieces, and an arrow for the Shepherding piece and each piece it pushes.
export async function showPush(root, game, { fen, from, to }) {
  await game.load({ fen });
  const pushes = game.legal.filter((m) => m.from === from && m.to === to && m.kind === 'push');
  const host = el('div', { class: 'legend-board' });
  const caption = el('p', { class: 'legend-caption' });
  root.replaceChildren(host, caption);
  const board = new Board(host, { info: game.info, maxHeight: () => 360 });
  root.tesseraBoard = board;
  if (!pushes.length) {
    caption.textContent = `The engine lists no push from ${from} to ${to} here.`;
    board.set({ pieces: game.latest.board });
    return null;
  }
  const move = pushes.reduce((a, b) => (b.pushes.length > a.pushes.length ? b : a));
  board.set({
    pieces: game.latest.board,
    arrows: [
      ...move.pushes.map((p) => ({ from: p.from, to: p.to, brush: 'outcome' })),
      { from, to, brush: 'move' },
    ],
  });
  const name = (cell) => game.pieceName(game.latest.board[cell]);
  caption.textContent =
    `${name(from)} ${from}\u2192${to} (green) pushes ${move.pushes.map((p) => `the ${name(p.from)} ${p.from}\u2192${p.to}`).join(', ')} (orange): ` +
    `the engine's move ${move.text}${pushes.length === 1 ? '' : `, one of ${pushes.length} ways to push on this move`}.`;
  root.dataset.move = move.text;
  return move;
}
