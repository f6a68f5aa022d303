// The game panel's views: status line, move list, and the players' strips with their captured pieces.
// Each function redraws its part from the Game; clicks are reported through the callbacks given.

export function statusText(game) {
  const s = game.viewed;
  const colour = (side) => game.colourName(side === 'white' ? 0 : 1);
  const { outcome, reason, check } = s.status;
  let text;
  if (outcome === 'draw') text = `Draw${reason ? ` by ${reason}` : ''}`;
  else if (outcome === 'white' || outcome === 'black') text = `${colour(outcome)} wins${reason ? ` by ${reason}` : ''}`;
  else text = `${colour(s.side)} to move${check ? ' \u2014 check' : ''}`;
  if (!game.atEnd) text = `Move ${game.cursor} of ${game.ply}: ${text}`;
  return text;
}

// Move pairs numbered as in chess; each ply is a button that shows the position after it.
export function renderMoves(list, game, onView) {
  const history = game.history;
  const items = [];
  const firstBlack = game.states[0].side === 'black';
  const plies = firstBlack ? [null, ...history] : history;
  for (let i = 0; i < plies.length; i += 2) {
    const li = document.createElement('li');
    const number = document.createElement('span');
    number.className = 'move-number';
    number.textContent = `${i / 2 + 1}.`;
    li.append(number);
    for (const k of [i, i + 1]) {
      if (k >= plies.length) break;
      const text = plies[k];
      const ply = firstBlack ? k : k + 1;
      if (text === null) { li.append(document.createTextNode(' \u2026 ')); continue; }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'ply';
      b.textContent = text;
      b.dataset.ply = String(ply);
      b.setAttribute('aria-label', `Ply ${ply}: ${text}`);
      if (ply === game.cursor) b.setAttribute('aria-current', 'step');
      b.addEventListener('click', () => onView(ply));
      li.append(b);
    }
    items.push(li);
  }
  list.replaceChildren(...items);
  const current = list.querySelector('[aria-current]');
  if (current) current.scrollIntoView({ block: 'nearest' });
}

// A strip per army: its name, who plays it, and the enemy pieces it has taken, most valuable first.
export function renderStrip(strip, game, army, lost, pieceUrl, pieceName, engineArmy) {
  const value = (letter) => {
    const p = game.info.pieces.find((q) => q.letter.toLowerCase() === letter.toLowerCase());
    return p ? p.value : 0;
  };
  const taken = [...lost[1 - army]].sort((a, b) => value(b) - value(a));
  const name = document.createElement('span');
  name.className = 'strip-name';
  name.textContent = game.colourName(army) + (engineArmy === army ? ' (engine)' : '');
  const toMove = game.viewed.status.outcome === 'ongoing' && game.sideIndex() === army;
  strip.classList.toggle('to-move', toMove);
  const box = document.createElement('span');
  box.className = 'captured';
  box.setAttribute('aria-label', `Taken by ${game.colourName(army)}: ${taken.map(pieceName).join(', ') || 'nothing'}`);
  for (const letter of taken) {
    const img = document.createElement('img');
    img.src = pieceUrl(letter);
    img.alt = pieceName(letter);
    img.title = pieceName(letter);
    box.append(img);
  }
  strip.replaceChildren(name, box);
}
