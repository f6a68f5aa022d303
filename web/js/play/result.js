// The game-over panel: the result as a score (1-0, 0-1, ½-½) and its reason, with the next steps.
// It draws whatever ended the game: the engine's verdict on the position, a resignation or an agreed draw.

const SCORES = { white: '1-0', black: '0-1', draw: '\u00bd-\u00bd' };

// `result` is null (game on) or {outcome: 'white' | 'black' | 'draw', reason}; `colours` are the armies' names.
export function renderResult(section, result, colours, { engineGame }) {
  section.hidden = !result;
  if (!result) return;
  const winner = result.outcome === 'white' ? colours[0] : result.outcome === 'black' ? colours[1] : '';
  section.querySelector('.result-score').textContent = SCORES[result.outcome] || '';
  section.querySelector('.result-reason').textContent = winner
    ? `${winner} wins${result.reason ? ` by ${result.reason}` : ''}`
    : `Draw${result.reason ? ` by ${result.reason}` : ''}`;
  section.querySelector('[data-action="switch"]').hidden = !engineGame;
}
