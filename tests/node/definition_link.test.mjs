// Definitions carried by links (web/js/share/definition-link.js, web/js/editor/editor-link.js): a round trip
// keeps the text exactly, and hostile values (too long, not base64url, not deflate, zip bombs, not UTF-8)
// come back as a message with no text, after bounded work.
import test from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import {
  decodeDefinition,
  definitionParam,
  DEFINITION_LIMITS,
  encodeDefinition,
} from '../../web/js/share/definition-link.js';
import { readEditorLink, writeEditorLink } from '../../web/js/editor/editor-link.js';

const FALCON = `# Falcon Chess
[falcon-chess:chess]
name = Falcon Chess — «ünïcode» names survive
customPiece1 = f:FD
name.f = Falcon
promotionPieceTypes = qrbnf
startFen = rnbqkfnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKFNR w KQkq - 0 1
`;

const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

test('a definition survives the link round trip byte for byte, in URL-safe characters', async () => {
  const { value, problem } = await encodeDefinition(FALCON);
  assert.equal(problem, '');
  assert.match(value, /^[A-Za-z0-9_-]+$/);
  const long = FALCON.repeat(20);
  assert.ok((await encodeDefinition(long)).value.length < long.length / 5, 'a longer text is compressed');
  assert.deepEqual(await decodeDefinition(value), { text: FALCON, problem: '' });
});

test('an empty or absent definition is no problem, and d= is found among the other keys', async () => {
  assert.deepEqual(await decodeDefinition(''), { text: '', problem: '' });
  assert.equal(definitionParam('?v=x&d=abc_-&moves=e2e4'), 'abc_-');
  assert.equal(definitionParam('?fen=d=1&v=x'), '', 'a d= inside another value is not the definition');
  assert.equal(definitionParam('?v=x'), '');
});

test('a definition too long for a link is refused with a clear message, not cut', async () => {
  // Random-looking keys do not compress, so this text stays far over the link's limit.
  let text = '[big:chess]\n';
  let seed = 7;
  while (text.length < 40000) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += `# ${seed.toString(36)}${(seed * 31).toString(36)}\n`;
  }
  const { value, problem } = await encodeDefinition(text);
  assert.equal(value, '');
  assert.match(
    problem,
    /too long for a link: compressed it takes \d+ characters, and a link holds at most 16384/,
  );
  const huge = await encodeDefinition('#'.repeat(DEFINITION_LIMITS.text + 1));
  assert.equal(huge.value, '');
  assert.match(huge.problem, /a link holds at most 65536/);
});

test('hostile link values: each gives a message and no text', async () => {
  const cases = [
    ['A'.repeat(DEFINITION_LIMITS.encoded + 1), /characters long \(at most 16384\)/],
    ['<script>alert(1)</script>', /not in base64url/],
    ['abc%20def', /not in base64url/],
    [b64url(Buffer.from('this is not deflate data at all, just text')), /damaged|not UTF-8/],
    ['A', /not valid base64url|damaged/],
    // A zip bomb: 10 MB of zeros packs into about 10 KB; decoding stops at the 64 KiB cap.
    [b64url(deflateRawSync(Buffer.alloc(10 * 1024 * 1024))), /unpacks to more than 65536 bytes/],
    [b64url(deflateRawSync(Buffer.from([0xff, 0xfe, 0xfd]))), /not UTF-8/],
  ];
  for (const [value, message] of cases) {
    const r = await decodeDefinition(value);
    assert.equal(r.text, '', value.slice(0, 30));
    assert.match(r.problem, message, value.slice(0, 30));
  }
});

test('the zip bomb is refused quickly', async () => {
  const bomb = b64url(deflateRawSync(Buffer.alloc(10 * 1024 * 1024)));
  assert.ok(bomb.length <= DEFINITION_LIMITS.encoded, `the bomb fits a link (${bomb.length})`);
  const t0 = performance.now();
  await decodeDefinition(bomb);
  assert.ok(performance.now() - t0 < 2000);
});

test('editor links carry definition, variant, moves, orientation and mode, and read back the same', async () => {
  const written = await writeEditorLink({
    text: FALCON,
    variant: 'falcon-chess',
    fen: '',
    moves: ['f1f3', 'd7d5'],
    orientation: 'black',
    mode: 'engine',
  });
  assert.equal(written.problem, '');
  assert.match(written.query, /^\?d=[A-Za-z0-9_-]+&v=falcon-chess&moves=f1f3_d7d5&o=black&mode=engine$/);
  const read = await readEditorLink(written.query);
  assert.deepEqual(read, {
    text: FALCON,
    variant: 'falcon-chess',
    fen: '',
    moves: ['f1f3', 'd7d5'],
    orientation: 'black',
    mode: 'engine',
    problems: [],
  });
});

test('an editor link with a broken definition or mode still reads, naming each problem', async () => {
  const read = await readEditorLink('?d=%%%&v=falcon-chess&moves=e2e4&mode=<b>x</b>');
  assert.equal(read.text, '');
  assert.equal(read.mode, '');
  assert.deepEqual(read.moves, ['e2e4']);
  assert.equal(read.problems.length, 2);
  assert.match(read.problems[0], /not in base64url/);
  assert.match(read.problems[1], /mode "<b>x<\/b>" is not one of view, play, engine/);
});
