// What a shared link asks the page to open, judged against the engine's variants, and the messages
// that explain to the user what from a link could not be used. Pure text: no DOM, no engine calls.
import { decodeState, encodeState, LIMITS } from './url-state.js';

const short = (text, max = 60) => (text.length > max ? `${text.slice(0, max)}…` : text);

// The variant, start FEN, moves and orientation to open for `query`, with `problems` to show.
// `variants` is the engine's list ({id, name}); its first entry is the default.
export function readLink(query, variants) {
  const link = decodeState(query);
  const problems = [...link.problems];
  const fallback = variants[0];
  const asked = /(^|[?&])v=/.test(String(query || '').slice(0, LIMITS.query));
  let { variant, fen, moves } = link;
  if (variant && !variants.some((v) => v.id === variant)) {
    problems.push(
      `The link names a variant "${short(variant)}" that Tessera does not have, so ${fallback.name} was opened.`,
    );
    variant = '';
  }
  if (!variant && asked && (fen || moves.length)) {
    problems.push("The link's position and moves belong to that variant, so they were not loaded.");
    fen = '';
    moves = [];
  }
  return { variant: variant || fallback.id, fen, moves, orientation: link.orientation, problems };
}

// Explains a load of the link's FEN and moves that the engine stopped: `report` is Game.lastLoad.
export function loadProblem(report) {
  if (!report) return '';
  if (report.fenError) {
    return `The link's FEN was not accepted: ${report.fenError}. The start position was opened instead, without the link's moves.`;
  }
  const stop = report.stop;
  if (!stop) return '';
  const kept = stop.move - 1;
  const after =
    kept === 0
      ? 'None of its moves were played.'
      : `The ${kept === 1 ? 'move' : `${kept} moves`} before it ${kept === 1 ? 'was' : 'were'} kept; it and the rest were left out.`;
  return `The link's move ${stop.move} (${short(stop.text)}) could not be played: ${stop.reason}. ${after}`;
}

// The query for a game: `startFen` is left out when it is the variant's own start.
export function gameQuery(game, orientation) {
  const start = game.startFen;
  return encodeState({
    variant: game.info.id,
    fen: start === game.info.startFen ? '' : start,
    moves: game.history,
    orientation,
  });
}
