// The editor's pure texts and the generated piece art: embed snippets that keep the definition intact,
// built-ins renamed into starting points, and 20 custom pieces that all look different.
import test from 'node:test';
import assert from 'node:assert/strict';
import { elementSnippet, iframeSnippet, starterText } from '../../web/js/editor/share-text.js';
import { artPlan, letterToken } from '../../web/js/art/generated.js';

const DEF = '[falcon-chess:chess]\ncustomPiece1 = f:FD\n';

test('the element snippet holds the definition verbatim inside a text/plain script', () => {
  const s = elementSnippet({
    moduleUrl: 'https://t.example/js/embed/tessera-board.js',
    text: DEF,
    variant: 'falcon-chess',
  });
  assert.ok(
    s.startsWith('<script type="module" src="https://t.example/js/embed/tessera-board.js"></script>\n'),
  );
  assert.ok(
    s.includes(
      `<tessera-board variant="falcon-chess" mode="engine">\n<script type="text/plain">\n${DEF}</script>\n</tessera-board>`,
    ),
  );
});

test('a definition that would close the script early gets no element snippet; the iframe form carries it', () => {
  assert.equal(
    elementSnippet({ moduleUrl: 'x.js', text: `${DEF}# </SCRIPT> in a comment\n`, variant: 'v' }),
    null,
  );
  const s = iframeSnippet({
    embedUrl: 'https://t.example/embed.html',
    definition: 'abc-_',
    variant: 'falcon-chess',
  });
  assert.match(s, /^<iframe src="https:\/\/t\.example\/embed\.html\?d=abc-_&v=falcon-chess&mode=engine" /);
});

test('a built-in becomes a starting point with its own id, its parent kept and its rules page dropped', () => {
  const capa =
    '# Capablanca\n[capablanca:chess]\nname = Capablanca Chess\nrulesPage = rules/capablanca.html\nmaxFile = 10\n';
  assert.equal(
    starterText(capa, 'capablanca'),
    '# Capablanca\n[my-capablanca:chess]\nname = Capablanca Chess\nmaxFile = 10\n',
  );
  assert.equal(starterText('[glinski]\ngeometry = hex\n', 'glinski'), '[my-glinski]\ngeometry = hex\n');
});

test('20 custom pieces get 20 different tokens: outline and band differ, not only the letter', () => {
  const c = { body: '#fff', line: '#000', detail: '#000' };
  const letters = 'ABCDEFGHIJLMOSTUVWXY'.split('');
  const looks = letters.map((l) => letterToken(c, l).replace(/>[A-Z?]<\/text>/, '></text>'));
  assert.equal(new Set(looks).size, 20, 'without the letter, every token is still distinct');
  assert.match(letterToken(c, '<'), />\?<\/text>/, 'anything but a letter or digit is drawn as ?');
});

test('artPlan: a piece named after a drawing keeps it, a name that only contains one gets a badge, others a token', () => {
  const keys = { rook: 'rook', 'crowned rook': 'rook', falcon: null, knight: 'knight' };
  const match = (name) => {
    const key = keys[name.toLowerCase()] ?? null;
    return { key, exact: key === name.toLowerCase() };
  };
  const plan = artPlan(
    [
      { letter: 'c', name: 'Crowned Rook' },
      { letter: 'r', name: 'Rook' },
      { letter: 'f', name: 'Falcon' },
      { letter: 'n', name: 'Knight' },
    ],
    match,
  );
  assert.deepEqual(Object.fromEntries(plan), { R: 'drawn', N: 'drawn', C: 'badge', F: 'token' });
});
