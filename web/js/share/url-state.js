// The shareable form of a game: variant, start FEN, moves and orientation, to and from a URL query.
// Pure text handling with no engine and no DOM; the engine later judges the FEN and each move.

// Limits that keep a hostile link from making the page do unbounded work.
export const LIMITS = Object.freeze({ query: 65536, fen: 1024, moves: 4000, moveText: 200, variant: 40 });

// Characters legal in a query (RFC 3986) that we leave bare so FENs and moves stay readable.
const BARE = { '%2F': '/', '%3A': ':', '%2C': ',', '%40': '@' };

function component(text) {
  return encodeURIComponent(text).replace(/%2F|%3A|%2C|%40/g, (m) => BARE[m]);
}

// `state` = { variant, fen?, moves?, orientation? }; an empty fen means the variant's start position.
export function encodeState({ variant, fen = '', moves = [], orientation = 'white' }) {
  const parts = [`v=${component(variant)}`];
  if (fen) parts.push(`fen=${component(fen.trim().split(/\s+/).join('_'))}`);
  if (moves.length) parts.push(`moves=${moves.map(component).join('_')}`);
  if (orientation === 'black') parts.push('o=black');
  return `?${parts.join('&')}`;
}

function decodeComponent(raw, name, problems) {
  try {
    return decodeURIComponent(raw);
  } catch {
    problems.push(`The link's "${name}" part has a broken %-escape, so it was ignored.`);
    return '';
  }
}

function readPairs(query, problems) {
  const pairs = new Map();
  for (const piece of query.replace(/^\?/, '').split('&')) {
    if (!piece) continue;
    const eq = piece.indexOf('=');
    const key = eq < 0 ? piece : piece.slice(0, eq);
    if (!['v', 'fen', 'moves', 'o'].includes(key) || pairs.has(key)) continue;
    pairs.set(key, decodeComponent(eq < 0 ? '' : piece.slice(eq + 1), key, problems));
  }
  return pairs;
}

// A variant id as the engine spells them; anything else (markup, spaces, huge text) is refused.
export function isVariantId(text) {
  return text.length > 0 && text.length <= LIMITS.variant && /^[a-z0-9-]+$/.test(text);
}

function readVariant(text, problems) {
  if (text === undefined) return '';
  if (isVariantId(text)) return text;
  problems.push('The link names a variant that is not a variant id, so the default variant was opened.');
  return '';
}

function readFen(text, problems) {
  if (!text) return '';
  if (text.length > LIMITS.fen) {
    problems.push(
      `The link's FEN is ${text.length} characters long (at most ${LIMITS.fen}), so it was ignored.`,
    );
    return '';
  }
  return text.replace(/_/g, ' ').trim();
}

// Splits on '_' or whitespace; stops at the first over-long move, since no later move can be legal after it.
// `source` names where the moves came from in the messages ('link', or 'moves attribute' for an element).
export function splitMoves(text, problems = [], source = 'link') {
  const moves = [];
  for (const move of (text || '').split(/[_\s]+/)) {
    if (!move) continue;
    if (moves.length === LIMITS.moves) {
      problems.push(
        `The ${source} has more than ${LIMITS.moves} moves; only the first ${LIMITS.moves} were read.`,
      );
      break;
    }
    if (move.length > LIMITS.moveText) {
      problems.push(
        `Move ${moves.length + 1} in the ${source} is ${move.length} characters long, so it and the moves after it were dropped.`,
      );
      break;
    }
    moves.push(move);
  }
  return moves;
}

// Returns { variant, fen, moves, orientation, problems }: every field is usable even when problems is not empty.
export function decodeState(query) {
  const problems = [];
  let text = String(query || '');
  if (text.length > LIMITS.query) {
    problems.push(
      `The link is ${text.length} characters long (at most ${LIMITS.query}); its end was cut off.`,
    );
    text = text.slice(0, LIMITS.query);
  }
  const pairs = readPairs(text, problems);
  return {
    variant: readVariant(pairs.get('v'), problems),
    fen: readFen(pairs.get('fen'), problems),
    moves: splitMoves(pairs.get('moves'), problems),
    orientation: pairs.get('o') === 'black' ? 'black' : 'white',
    problems,
  };
}
