// Variants defined as text in the browser module: Module.loadVariants gives the ids or every error
// with its line, and a loaded variant works wherever a built-in does (game, search, piece diagrams).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

const CAPA_LIKE = `# a Capablanca cousin with a Nightrider-free knight mix
[gryphon:chess]
name = Gryphon Chess
maxFile = 10
customPiece1 = g:BNW
name.g = Gryphon
archbishop = a
startFen = rnbgkabnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBGKABNR1 w KQkq - 0 1
promotionPieceTypes = gaqrbn
castlingKingsideFile = i
`;

test('loadVariants returns the ids defined, and a new Game plays the loaded variant', () => {
  const reply = JSON.parse(M.loadVariants(CAPA_LIKE));
  assert.deepEqual(reply, { ok: true, ids: ['gryphon'], errors: [] });
  const g = new M.Game('gryphon');
  assert.equal(g.error(), '');
  assert.equal(JSON.parse(g.describe()).name, 'Gryphon Chess');
  assert.equal(g.play('e2e4'), '');
  assert.ok(JSON.parse(g.legalMoves()).length > 20);
  g.delete();
});

test('a loaded variant searches and draws its pieces like a built-in', () => {
  M.loadVariants(CAPA_LIKE);
  const g = new M.Game('gryphon');
  const reports = [];
  const result = JSON.parse(g.search(3, 0, 0, (info) => reports.push(JSON.parse(info))));
  assert.match(result.best, /^[a-j]\d+[a-j]\d+/);
  assert.equal(reports.at(-1).depth, 3);
  g.delete();
  const diagram = JSON.parse(M.pieceMoves('gryphon', 'g', 'e4'));
  assert.ok(!diagram.error, diagram.error);
});

test('each error names its line, variant and key, and nothing is loaded', () => {
  const reply = JSON.parse(M.loadVariants('[broken:chess]\nmaxFile = 9\nmaxFiles = 9\n'));
  assert.equal(reply.ok, false);
  assert.deepEqual(reply.errors[0].line, 3);
  assert.equal(reply.errors[0].variant, 'broken');
  assert.equal(reply.errors[0].key, 'maxFiles');
  assert.match(reply.errors[0].text, /^line 3 \[broken\] maxFiles: unknown key/);
  const g = new M.Game('broken');
  assert.match(g.error(), /unknown variant/);
  g.delete();
});

test('checkVariants reads without registering', () => {
  const reply = JSON.parse(M.checkVariants('[only-checked:chess]\n'));
  assert.equal(reply.ok, true);
  const g = new M.Game('only-checked');
  assert.match(g.error(), /unknown variant/);
  g.delete();
});

test('hostile definitions are refused quickly with a message, and the module keeps working', () => {
  const huge = '[huge:chess]\n' + '# x\n'.repeat(300000);
  const started = Date.now();
  const reply = JSON.parse(M.loadVariants(huge));
  assert.equal(reply.ok, false);
  assert.match(reply.errors[0].text, /at most 262144/);
  const cyclic = JSON.parse(M.loadVariants('[a:b]\n[b:a]\n'));
  assert.match(cyclic.errors[0].text, /inheritance cycle/);
  const script = JSON.parse(
    M.loadVariants('[x:chess]\nname = <script>alert(1)</script>\nqueen = q:Q<img>\n'),
  );
  assert.equal(script.ok, false);
  assert.ok(Date.now() - started < 5000);
  const g = new M.Game('chess');
  assert.equal(g.perft(2), 400);
  g.delete();
});

test("Fairy-Stockfish's built-ins ship under their ids", () => {
  const g = new M.Game('almost');
  assert.equal(g.error(), '');
  assert.equal(g.perft(2), 484);
  g.delete();
});

test('definitionText gives a built-in section as embedded, which loads again under a new id', () => {
  const text = M.definitionText('capablanca');
  assert.match(text, /^# Capablanca Chess/);
  assert.match(text, /^\[capablanca:chess\]$/m);
  assert.match(text, /^startFen = rnabqkbcnr\//m);
  assert.doesNotMatch(text, /^\[glinski\]/m, 'the next section is not included');
  assert.equal(M.definitionText('no-such-variant'), '');
  assert.equal(M.definitionText(''), '');
  const copy = text.replace('[capablanca:chess]', '[capa-copy:chess]');
  const reply = JSON.parse(M.loadVariants(copy));
  assert.deepEqual(reply, { ok: true, ids: ['capa-copy'], errors: [] });
  const a = new M.Game('capa-copy');
  const b = new M.Game('capablanca');
  assert.equal(a.perft(3), b.perft(3));
  a.delete();
  b.delete();
});

test('every Tessera variant has its definition text, and a copy of each is accepted', () => {
  for (const { id } of JSON.parse(M.variants())) {
    const text = M.definitionText(id);
    assert.ok(text.includes(`[${id}`), id);
    const reply = JSON.parse(M.checkVariants(text.replace(`[${id}`, `[copy-${id}`)));
    assert.deepEqual(reply.errors, [], id);
  }
});
