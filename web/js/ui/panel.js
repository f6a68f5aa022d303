// The game panel's views: status line, move list, and the players' strips with their captured pieces
// (or, in drop variants, their hands). Each function redraws its part from the Game; clicks are reported
// through the callbacks given.
import { renderHand, adoptHandSheet } from './hand.js';

export function statusText(game) {
  const s = game.viewed;
  const colour = (side) => game.colourName(side === 'white' ? 0 : 1);
  const { outcome, reason, check } = s.status;
  let text;
  if (outcome === 'draw') text = `Draw${reason ? ` by ${reason}` : ''}`;
  else if (outcome === 'white' || outcome === 'black')
    text = `${colour(outcome)} wins${reason ? ` by ${reason}` : ''}`;
  else text = `${colour(s.side)} to move${check ? ' \u2014 check' : ''}`;
  if (!game.atEnd) text = `Move ${game.cursor} of ${game.ply}: ${text}`;
  return text;
}

// What each move list shows now: {moves, firstBlack, current}; only what changed is redrawn, so a
// move or a step in a 4000-ply game touches a few buttons, not all of them. A long list is drawn
// ROWS_PER_TASK rows at a time, each batch in its own task, so the page never freezes while it grows.
const shown = new WeakMap();
const ROWS_PER_TASK = 120;

function plyButton(text, ply) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'ply';
  b.textContent = text;
  b.dataset.ply = String(ply);
  b.setAttribute('aria-label', `Ply ${ply}: ${text}`);
  return b;
}

// Row `row` (0-based) of move pairs: its number and the plies in it, each labelled by label(k).
function moveRow(row, plies, firstBlack, label) {
  const li = document.createElement('li');
  const number = document.createElement('span');
  number.className = 'move-number';
  number.textContent = `${row + 1}.`;
  li.append(number);
  for (const k of [2 * row, 2 * row + 1]) {
    if (k >= plies.length) break;
    if (plies[k] === null) li.append(document.createTextNode(' \u2026 '));
    else li.append(plyButton(label(k), firstBlack ? k : k + 1));
  }
  return li;
}

// Move pairs numbered as in chess, in SAN; each ply is a button that shows the position after it.
export function renderMoves(list, game, onView) {
  let view = shown.get(list);
  if (!view) {
    view = { moves: [], firstBlack: false, current: null };
    shown.set(list, view);
    list.addEventListener('click', (e) => {
      const b = e.target.closest('button.ply');
      if (b) view.onView(Number(b.dataset.ply));
    });
  }
  view.onView = onView;
  clearTimeout(view.more);
  const history = game.history;
  const firstBlack = game.state(0).side === 'black';
  // Rows up to the last one whose moves are unchanged stay; the rest are drawn again.
  let same = 0;
  if (firstBlack === view.firstBlack) {
    const n = Math.min(history.length, view.moves.length);
    while (same < n && history[same] === view.moves[same]) same++;
  }
  const offset = firstBlack ? 1 : 0;
  const keepRows = Math.floor((same + offset) / 2);
  const plies = firstBlack ? [null, ...history] : history;
  while (list.children.length > keepRows) list.lastElementChild.remove();
  const rows = [];
  const total = Math.ceil(plies.length / 2);
  const upTo = Math.min(total, keepRows + ROWS_PER_TASK);
  // Rows are matched by the engine's coordinate text and labelled with its SAN.
  const label = (k) => game.san(firstBlack ? k - 1 : k);
  for (let row = keepRows; row < upTo; row++) rows.push(moveRow(row, plies, firstBlack, label));
  list.append(...rows);
  view.moves = history.slice(0, Math.max(0, Math.min(history.length, 2 * upTo - offset)));
  view.firstBlack = firstBlack;
  if (upTo < total) view.more = setTimeout(() => renderMoves(list, game, onView), 0);

  const current = game.cursor > 0 ? list.querySelector(`button[data-ply="${game.cursor}"]`) : null;
  if (view.current && view.current !== current) view.current.removeAttribute('aria-current');
  if (current && (current !== view.current || rows.length)) {
    current.setAttribute('aria-current', 'step');
    current.scrollIntoView({ block: 'nearest' });
  }
  view.current = current;
}

// A strip per army: its name, who plays it, where it sits when that is beside the other army, the enemy
// pieces it has taken (most valuable first) and its material lead ("+3") by the engine's values.
export function renderStrip(
  strip,
  game,
  army,
  lost,
  pieceUrl,
  pieceName,
  engineArmy,
  { advantage = '', where = '', board = null } = {},
) {
  const value = (letter) => {
    const p = game.info.pieces.find((q) => q.letter.toLowerCase() === letter.toLowerCase());
    return p ? p.value : 0;
  };
  const taken = [...lost[1 - army]].sort((a, b) => value(b) - value(a));
  const name = document.createElement('span');
  name.className = 'strip-name';
  name.textContent = game.colourName(army) + (engineArmy === army ? ' (engine)' : '');
  if (where) {
    const side = document.createElement('span');
    side.className = 'strip-where';
    side.textContent = ` \u2014 ${where} side`;
    name.append(side);
  }
  const toMove = game.viewed.status.outcome === 'ongoing' && game.sideIndex() === army;
  strip.classList.toggle('to-move', toMove);
  const box = document.createElement('span');
  if (board && game.info.drops) {
    // A drop variant's strip holds the army's own hand, which the engine reports as its pool.
    const owner = game.colourName(army);
    adoptHandSheet(strip);
    renderHand(box, { letters: [...lost[army]], board: toMove ? board : null, pieceUrl, pieceName, owner });
  } else {
    box.className = 'captured';
    box.setAttribute(
      'aria-label',
      `Taken by ${game.colourName(army)}: ${taken.map(pieceName).join(', ') || 'nothing'}`,
    );
    for (const letter of taken) {
      const img = document.createElement('img');
      img.src = pieceUrl(letter);
      img.alt = pieceName(letter);
      img.title = pieceName(letter);
      box.append(img);
    }
  }
  const lead = document.createElement('span');
  lead.className = 'material';
  lead.textContent = advantage;
  if (advantage)
    lead.setAttribute('aria-label', `${game.colourName(army)} is ahead by ${advantage.slice(1)} in material`);
  strip.replaceChildren(name, box, lead);
}
