// The game-over panel: the result as a score (1-0, 0-1, ½-½) and its reason, with the next steps.
// It draws whatever ended the game: the engine's verdict on the position, a resignation, an agreed draw or a flag.

const SCORES = { white: '1-0', black: '0-1', draw: '\u00bd-\u00bd' };
const PGN_SCORES = { white: '1-0', black: '0-1', draw: '1/2-1/2' };

// "by checkmate", "by resignation", but "on time".
export function reasonPhrase(reason) {
  if (!reason) return '';
  return reason === 'time' ? ' on time' : ` by ${reason}`;
}

// An ending off the board ({outcome, reason} from play/ending.js, or null) for the PGN record.
export function recordResult(ended) {
  if (!ended) return { result: '', termination: '' };
  const termination = ended.reason === 'time' ? 'time forfeit' : ended.reason;
  return { result: PGN_SCORES[ended.outcome] || '', termination };
}

// `result` is null (game on) or {outcome: 'white' | 'black' | 'draw', reason}; `colours` are the armies' names.
export function renderResult(section, result, colours, { engineGame }) {
  section.hidden = !result;
  if (!result) return;
  const winner = result.outcome === 'white' ? colours[0] : result.outcome === 'black' ? colours[1] : '';
  section.querySelector('.result-score').textContent = SCORES[result.outcome] || '';
  section.querySelector('.result-reason').textContent = winner
    ? `${winner} wins${reasonPhrase(result.reason)}`
    : `Draw${reasonPhrase(result.reason)}`;
  section.querySelector('[data-action="switch"]').hidden = !engineGame;
}
