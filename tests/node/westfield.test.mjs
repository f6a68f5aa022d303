// Westfield through the wasm module: the same perft as the native engine, and the same push JSON
// (tests/engine/westfield_json_test.cpp expects these exact objects from the native Game).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const START = '20/20/20/20/20/20/20/PPPPPPPPPPpppppppppp/XSG4GSXxsg4gsx/YRNBQHBNRYyrnbhqbnry[] w - - 0 1';

function moves(fen, before = []) {
  const g = new M.Game('westfield');
  assert.equal(g.loadFen(fen), '');
  for (const m of before) assert.equal(g.play(m), '');
  const list = JSON.parse(g.legalMoves());
  g.delete();
  return list;
}

test('westfield is registered first, with its name and rules page', () => {
  const list = JSON.parse(M.variants());
  assert.equal(list[0].id, 'westfield');
  assert.equal(list[0].name, 'Westfield Chess');
  assert.equal(list[0].rulesPage, 'rules/westfield.html');
});

test('westfield start perft 1-3 and push positions match native', () => {
  const g = new M.Game('westfield');
  assert.equal(g.fen(), START);
  assert.deepEqual(
    [1, 2, 3].map((d) => g.perft(d)),
    [22, 485, 12320],
  );
  // Native counts from tests/engine/westfield_perft_test.cpp.
  const positions = [
    ['20/20/20/20/4x15/3p1p14/2p3p1e11/3PPPPN1Ggp8/4Y2X2y1x7/8R4r6[] w - - 0 1', [49, 3574, 175828]],
    ['4n15/2PPPPpp12/3Y2X13/7x12/20/20/20/20/18y1/EEEEEE13q[QRnb] w - - 0 1', [70, 4995, 293007]],
    ['3nhn14/20/20/20/20/20/20/11e8/2pPGEs1g1S1Pp6/4Y4X2y7[] w - - 0 1', [54, 3235, 172928]],
  ];
  for (const [fen, counts] of positions) {
    assert.equal(g.loadFen(fen), '');
    assert.deepEqual(
      [1, 2, 3].map((d) => g.perft(d)),
      counts,
      fen,
    );
  }
  g.delete();
});

test('push moves list each pushed piece and the captured cells, exactly as native', () => {
  const list = moves('20/20/20/20/20/20/20/1N18/p19/YX18[] w - - 0 1');
  assert.equal(list.length, 17);
  assert.deepEqual(
    list.filter((m) => m.kind === 'push').sort((a, b) => a.text.localeCompare(b.text)),
    [
      {
        text: 'a1a2:a2a3',
        from: 'a1',
        to: 'a2',
        kind: 'push',
        capture: false,
        promotion: '',
        captures: [],
        pushes: [{ from: 'a2', to: 'a3', promotion: '' }],
        displaced: [
          { how: 'moved', piece: 'Y', from: 'a1', to: 'a2' },
          { how: 'pushed', piece: 'p', from: 'a2', to: 'a3' },
        ],
        san: 'Ya2:Pa3',
      },
      {
        text: 'a1a2:a2b3',
        from: 'a1',
        to: 'a2',
        kind: 'push',
        capture: true,
        promotion: '',
        captures: ['a2'],
        pushes: [{ from: 'a2', to: 'b3', promotion: '' }],
        displaced: [
          { how: 'moved', piece: 'Y', from: 'a1', to: 'a2' },
          { how: 'captured', piece: 'p', from: 'a2' },
          { how: 'pooled', piece: 'p' },
        ],
        san: 'Ya2:Pxb3',
      },
      {
        text: 'a1a3:a2a4',
        from: 'a1',
        to: 'a3',
        kind: 'push',
        capture: false,
        promotion: '',
        captures: [],
        pushes: [{ from: 'a2', to: 'a4', promotion: '' }],
        displaced: [
          { how: 'moved', piece: 'Y', from: 'a1', to: 'a3' },
          { how: 'pushed', piece: 'p', from: 'a2', to: 'a4' },
        ],
        san: 'Ya3:Pa4',
      },
    ],
  );
  assert.deepEqual(
    list.find((m) => m.text === 'b3c5'),
    {
      text: 'b3c5',
      from: 'b3',
      to: 'c5',
      kind: 'normal',
      capture: false,
      promotion: '',
      captures: [],
      displaced: [{ how: 'moved', piece: 'N', from: 'b3', to: 'c5' }],
      san: 'Nc5',
    },
  );
});

test("a pushed enemy Pawn promotes in its owner's case, or is taken landing on an ally", () => {
  const list = moves('5N14/4p15/3XYX14/4X15/20/20/20/20/20/20[q] w - - 0 1');
  assert.deepEqual(
    list.find((m) => m.text === 'e8e9:e9e10q'),
    {
      text: 'e8e9:e9e10q',
      from: 'e8',
      to: 'e9',
      kind: 'push',
      capture: false,
      promotion: '',
      captures: [],
      pushes: [{ from: 'e9', to: 'e10', promotion: 'q' }],
      displaced: [
        { how: 'moved', piece: 'Y', from: 'e8', to: 'e9' },
        { how: 'pushed', piece: 'p', from: 'e9', to: 'e10', becomes: 'q' },
        { how: 'unpooled', piece: 'q' },
      ],
      san: 'Ye9:Pe10=Q',
    },
  );
  assert.deepEqual(list.find((m) => m.text === 'e8e9:e9f10').captures, ['e9']);
});

test('en passant after a push takes the pushed piece and the Shepherding piece on the passed cell', () => {
  const fen = '3nhn14/20/20/20/20/20/20/20/4G15/4Y15[] w - - 0 1';
  const list = moves(fen, ['e1e3:e2e4']);
  assert.deepEqual(
    list.find((m) => m.text === 'e10e3'),
    {
      text: 'e10e3',
      from: 'e10',
      to: 'e3',
      kind: 'enpassant',
      capture: true,
      promotion: '',
      captures: ['e4', 'e3'],
      displaced: [
        { how: 'moved', piece: 'h', from: 'e10', to: 'e3' },
        { how: 'captured', piece: 'Y', from: 'e3' },
        { how: 'captured', piece: 'G', from: 'e4' },
        { how: 'pooled', piece: 'Y' },
        { how: 'pooled', piece: 'G' },
      ],
      san: 'Hxe3',
    },
  );
  const g = new M.Game('westfield');
  assert.equal(g.loadFen(fen), '');
  assert.equal(g.play('e1e3:e2e4'), '');
  assert.equal(g.fen(), '3nhn14/20/20/20/20/20/4G15/4Y15/20/20[] b - e3 1 1');
  assert.equal(g.play('E10E3'), '');
  assert.equal(g.fen(), '3n1n14/20/20/20/20/20/20/4h15/20/20[YG] w - - 0 2');
  assert.deepEqual(JSON.parse(g.state()).history, ['e1e3:e2e4', 'e10e3']);
  // White's last pieces went with that capture: Black has won.
  assert.deepEqual(JSON.parse(g.status()), { outcome: 'black', reason: 'all pieces captured', check: false });
  assert.equal(g.play('e3e2'), 'the game is over');
  assert.equal(g.fen(), '3n1n14/20/20/20/20/20/20/4h15/20/20[YG] w - - 0 2');
  g.delete();
});
