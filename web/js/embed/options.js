// An embedded board's settings read from untrusted text (element attributes or an iframe's query):
// every field comes back usable, and each thing that had to be dropped is named in `problems`.
import { LIMITS, isVariantId, splitMoves } from '../share/url-state.js';

export const MODES = ['view', 'play', 'engine'];
export const DEFAULT_VARIANT = 'chess';

// Long hostile text is cut before any work on it; messages quote at most a few characters of it.
const MAX_ATTRIBUTE = LIMITS.query;
const quote = (text) => JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}\u2026` : text);

function cut(name, text, problems) {
  if (text.length <= MAX_ATTRIBUTE) return text;
  problems.push(
    `The ${name} attribute is ${text.length} characters long (at most ${MAX_ATTRIBUTE}); its end was cut off.`,
  );
  return text.slice(0, MAX_ATTRIBUTE);
}

// `raw` holds the attribute strings (null or undefined when absent).
export function readOptions(raw) {
  const problems = [];
  const text = (name) => cut(name, String(raw[name] ?? ''), problems).trim();

  let variant = text('variant') || DEFAULT_VARIANT;
  if (!isVariantId(variant)) {
    problems.push(`The variant ${quote(variant)} is not a variant id, so ${DEFAULT_VARIANT} was opened.`);
    variant = DEFAULT_VARIANT;
  }

  let fen = text('fen').replace(/_/g, ' ').trim();
  if (fen.length > LIMITS.fen) {
    problems.push(
      `The FEN is ${fen.length} characters long (at most ${LIMITS.fen}), so the start position was used.`,
    );
    fen = '';
  }

  const moves = splitMoves(text('moves'), problems, 'moves attribute');

  const orientationText = text('orientation');
  const orientation = orientationText === 'black' ? 'black' : 'white';
  if (orientationText && !['white', 'black'].includes(orientationText)) {
    problems.push(`The orientation ${quote(orientationText)} is neither white nor black, so white was used.`);
  }

  // Any case will do (mode="Engine"); anything else is named, never silently ignored.
  const modeText = text('mode');
  const mode = MODES.includes(modeText.toLowerCase()) ? modeText.toLowerCase() : 'view';
  if (modeText && mode !== modeText.toLowerCase())
    problems.push(`The mode ${quote(modeText)} is not one of ${MODES.join(', ')}, so view was used.`);

  return { variant, fen, moves, orientation, mode, problems };
}
