// The iframe form of an embedded board: reads the page's own query with the shared URL codec and shows
// one <tessera-board>, with any problem in the link named inside the board.
import './tessera-board.js';
import { decodeState, LIMITS } from '../share/url-state.js';
import { decodeDefinition, definitionParam } from '../share/definition-link.js';

const state = decodeState(location.search);
// decodeState reads only v, fen, moves and o; the mode is the iframe form's own. It is passed on as
// written (bounded), so the element accepts any case and names a mode it does not know.
const mode = new URLSearchParams(location.search.slice(0, LIMITS.query)).get('mode');
const board = document.createElement('tessera-board');
// `d`: a variant definition carried by the link (share/definition-link.js), loaded before the board.
const definition = await decodeDefinition(definitionParam(location.search, LIMITS.query));
if (definition.problem) state.problems.push(definition.problem);
board.definitionText = definition.text;
board.notes = state.problems;
if (state.variant) board.setAttribute('variant', state.variant);
if (state.fen) board.setAttribute('fen', state.fen);
if (state.moves.length) board.setAttribute('moves', state.moves.join(' '));
board.setAttribute('orientation', state.orientation);
if (mode !== null) board.setAttribute('mode', mode.slice(0, 40));
document.getElementById('embed').append(board);
