// Reads and writes the editor's own links: definition, variant, start FEN, moves, orientation and mode.
// Pure text and compression; every limit of the shared codecs applies, and problems come back in words.
import { decodeState, LIMITS } from '../share/url-state.js';
import { decodeDefinition, definitionParam, encodeDefinition } from '../share/definition-link.js';
import { editorQuery, EDITOR_MODES } from './share-text.js';

// Resolves {text, variant, fen, moves, orientation, mode, problems}; text is '' when the link has none.
export async function readEditorLink(query) {
  const state = decodeState(query);
  const problems = [...state.problems];
  const definition = await decodeDefinition(definitionParam(query, LIMITS.query));
  if (definition.problem) problems.push(definition.problem);
  const modeText = new URLSearchParams(String(query || '').slice(0, LIMITS.query)).get('mode') || '';
  const mode = EDITOR_MODES.includes(modeText) ? modeText : '';
  if (modeText && !mode)
    problems.push(
      `The link's mode ${JSON.stringify(modeText.slice(0, 20))} is not one of ${EDITOR_MODES.join(', ')}.`,
    );
  return {
    text: definition.text,
    variant: state.variant,
    fen: state.fen,
    moves: state.moves,
    orientation: state.orientation,
    mode,
    problems,
  };
}

// Resolves {query, problem}: the editor query for a game of a defined variant, or '' and why not.
export async function writeEditorLink({ text, variant, fen, moves, orientation, mode }) {
  const packed = await encodeDefinition(text);
  if (!packed.value) return { query: '', problem: packed.problem };
  const query = editorQuery({ definition: packed.value, variant, fen, moves, orientation, mode });
  if (query.length > LIMITS.query) {
    return {
      query: '',
      problem: `The link would be ${query.length} characters long, more than the ${LIMITS.query} a link may have; undo some moves or shorten the definition.`,
    };
  }
  return { query, problem: '' };
}
