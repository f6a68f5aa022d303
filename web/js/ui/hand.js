// A player's hand beside the board in drop variants: each piece held, with its count, as a button that is
// picked up by a click, a tap or a drag onto the board. The engine's legal drops decide what can be picked.
import { sharedSheet, adoptSheet } from './shared-sheet.js';

const CSS = `
.hand { display: flex; flex-wrap: wrap; gap: 0.15rem; min-height: 2.3rem; align-items: center; }
.hand[hidden] { display: none; }
.hand-piece { position: relative; width: 2.4rem; height: 2.4rem; padding: 0; border: 1px solid transparent;
  border-radius: 0.35rem; background: none; cursor: grab; touch-action: none; }
.hand-piece img { width: 100%; height: 100%; pointer-events: none; }
.hand-piece:disabled { cursor: default; opacity: 0.75; }
.hand-piece.held { border-color: #2f6f3e; background: #dcebdc; }
.hand-count { position: absolute; right: -0.1rem; bottom: -0.1rem; min-width: 1rem; padding: 0 0.2rem;
  border-radius: 0.5rem; background: #2f6f3e; color: #fff; font-size: 0.7rem; font-weight: 700; line-height: 1rem; }
`;
const handSheet = sharedSheet(CSS);

// Adds the hand's sheet to the document or shadow root `node` (already in the page) lives in.
export function adoptHandSheet(node) {
  adoptSheet(node, handSheet);
}

// `letters`: the hand as the engine reports it (one letter per piece, in the owner's case); `board`: the
// Board whose dests say which hand pieces may be dropped now ('@' + letter), or null when none may be.
export function renderHand(box, { letters, board, pieceUrl, pieceName, owner }) {
  const counts = new Map();
  for (const letter of letters) counts.set(letter, (counts.get(letter) || 0) + 1);
  box.className = 'hand';
  box.setAttribute(
    'aria-label',
    `${owner}'s hand: ${[...counts].map(([l, n]) => `${n} ${pieceName(l)}`).join(', ') || 'empty'}`,
  );
  const buttons = [];
  for (const [letter, count] of counts) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'hand-piece';
    b.dataset.hand = letter;
    b.title = `${pieceName(letter)} (${count}) in ${owner}'s hand`;
    b.setAttribute('aria-label', b.title);
    const img = document.createElement('img');
    img.src = pieceUrl(letter);
    img.alt = '';
    b.append(img);
    if (count > 1) {
      const n = document.createElement('span');
      n.className = 'hand-count';
      n.textContent = String(count);
      b.append(n);
    }
    const droppable = !!board && board.holdable(`@${letter}`);
    b.disabled = !droppable;
    if (droppable) bindPick(b, letter, board);
    buttons.push(b);
  }
  box.replaceChildren(...buttons);
}

// The button forwards its pointer to the board: pressed, moved and released in the board's coordinates,
// so a drag from the hand and a drag on the board are one path. Enter or Space picks the piece up too.
function bindPick(button, letter, board) {
  const local = (e) => {
    const r = board.canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  let pointer = null;
  button.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    if (!board.pressHand(letter, ...local(e))) return;
    pointer = e.pointerId;
    button.setPointerCapture(e.pointerId);
    button.classList.add('held');
  });
  button.addEventListener('pointermove', (e) => {
    if (e.pointerId !== pointer) return;
    board.pointerMoved(...local(e));
    board.target(board.cellAtClient(e.clientX, e.clientY));
  });
  const end = (e) => {
    if (e.pointerId !== pointer) return;
    pointer = null;
    board.releaseHand(e.clientX, e.clientY);
    button.classList.toggle('held', board.state.selected === `@${letter}`);
  };
  button.addEventListener('pointerup', end);
  button.addEventListener('pointercancel', (e) => {
    if (e.pointerId !== pointer) return;
    pointer = null;
    board.cancel();
    button.classList.remove('held');
  });
  button.addEventListener('click', (e) => {
    if (e.detail !== 0) return; // a pointer's click was handled above; this is the keyboard's
    const r = board.canvas.getBoundingClientRect();
    board.pressHand(letter, r.width / 2, r.height / 2);
    board.releaseHand(-1, -1);
    button.classList.toggle('held', board.state.selected === `@${letter}`);
  });
}
