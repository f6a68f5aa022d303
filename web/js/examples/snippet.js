// An example page's "embed this board" box: the page's own playable board as a <tessera-board> element
// and as an iframe, each with a Copy button, and a link to the README's section on embedding.
import { encodeState, splitMoves } from '../share/url-state.js';
import { copyText } from '../share/clipboard.js';

const README = '../README.md#embedding-a-board';

// The snippets for `board` (a <tessera-board>), with URLs of the site this page is served from.
export function snippets(board, pageUrl) {
  const site = new URL('../', pageUrl).href;
  const attrs = ['variant', 'fen', 'moves', 'orientation', 'mode']
    .filter((a) => board.hasAttribute(a))
    .map((a) => `${a}="${board.getAttribute(a).replace(/"/g, '&quot;')}"`);
  const element =
    `<script type="module" src="${site}js/embed/tessera-board.js"></script>\n` +
    `<tessera-board ${attrs.join(' ')}></tessera-board>`;
  const query = encodeState({
    variant: board.getAttribute('variant') || 'chess',
    fen: (board.getAttribute('fen') || '').replace(/_/g, ' '),
    moves: splitMoves(board.getAttribute('moves') || ''),
    orientation: board.getAttribute('orientation') || 'white',
  });
  const mode = board.getAttribute('mode');
  const iframe = `<iframe src="${site}embed.html${query}${mode ? `&mode=${mode}` : ''}" width="640" height="420" style="border:0"></iframe>`;
  return { element, iframe };
}

function block(title, code) {
  const box = document.createElement('div');
  box.className = 'snippet';
  const head = document.createElement('p');
  head.className = 'snippet-head';
  const name = document.createElement('strong');
  name.textContent = title;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'snippet-copy';
  button.textContent = 'Copy';
  button.setAttribute('aria-label', `Copy the ${title.toLowerCase()} code`);
  const note = document.createElement('span');
  note.className = 'snippet-note';
  note.setAttribute('role', 'status');
  const pre = document.createElement('pre');
  const text = document.createElement('code');
  text.textContent = code;
  pre.append(text);
  const field = document.createElement('textarea');
  field.hidden = true;
  field.readOnly = true;
  field.setAttribute('aria-label', `${title} code to copy`);
  button.addEventListener('click', async () => {
    note.textContent = (await copyText(code, field)) === 'copied' ? 'Copied' : 'Selected: press Ctrl+C';
  });
  head.append(name, button, note);
  box.append(head, pre, field);
  return box;
}

// Fills `section` with the snippets of `board`.
export function showSnippets(section, board) {
  const { element, iframe } = snippets(board, window.location.href);
  const intro = document.createElement('p');
  intro.append('Put the board above on your own page with one of these. ');
  const link = document.createElement('a');
  link.href = README;
  link.textContent = 'The README explains every attribute';
  intro.append(link, '.');
  section.replaceChildren(intro, block('Element', element), block('Iframe', iframe));
}
