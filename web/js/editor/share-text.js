// The texts the editor hands out: its share link's query, the embed snippets, and a built-in's definition
// turned into a starting point with an id of its own. Pure text: no DOM, no engine.
import { encodeState } from '../share/url-state.js';

export const EDITOR_MODES = ['view', 'play', 'engine'];

// `?d=…&v=…&fen=…&moves=…&o=…&mode=…`: the definition first, so a reader sees at once what the link carries.
export function editorQuery({
  definition,
  variant,
  fen = '',
  moves = [],
  orientation = 'white',
  mode = 'play',
}) {
  const rest = encodeState({ variant, fen, moves, orientation }).slice(1);
  const m = EDITOR_MODES.includes(mode) ? mode : 'play';
  return `?d=${definition}&${rest}&mode=${m}`;
}

// The element form, with the definition inside the page; null when the text would end the <script> early.
export function elementSnippet({ moduleUrl, text, variant, mode = 'engine' }) {
  if (/<\/script/i.test(text)) return null;
  const body = text.endsWith('\n') ? text : `${text}\n`;
  return `<script type="module" src="${moduleUrl}"></script>
<tessera-board variant="${variant}" mode="${mode}">
<script type="text/plain">
${body}</script>
</tessera-board>
`;
}

// The iframe form, for sites that allow no scripts: the definition travels in the query, compressed.
export function iframeSnippet({ embedUrl, definition, variant, mode = 'engine' }) {
  const query = `?d=${definition}&v=${encodeURIComponent(variant)}&mode=${mode}`;
  return `<iframe src="${embedUrl}${query}" width="560" height="640" style="border:0" title="Tessera board"></iframe>
`;
}

// A built-in's section given a new id (`my-` + its own), since a loaded variant may not reuse a built-in's
// id; its parent and every key stay. The rules page link belongs to the built-in, so it goes.
export function starterText(section, id) {
  const fresh = `my-${id}`.slice(0, 40);
  return section
    .replace(/^\[([A-Za-z0-9_-]+)(:[^\]]*)?\]/m, (_, own, parent = '') => `[${fresh}${parent}]`)
    .replace(/^rulesPage\s*=.*\n?/m, '');
}
