// Custom variants at the edges of what the engine allows, for the board-size tests: square boards from
// 5x5 to 16x16 (the largest with 20 pieces nobody has drawn) and hex boards of radius 4 to 8.

// Twenty custom pieces, each a different mover, with names the art has no drawing for.
export const CUSTOM = [
  ['a', 'WA', 'Alfil Guard'],
  ['c', 'FD', 'Crab'],
  ['d', 'D', 'Dabbaba'],
  ['e', 'FA', 'Elephant'],
  ['f', 'F', 'Ferz'],
  ['g', 'G', 'Giraffe'],
  ['h', 'H', 'Threeleaper'],
  ['i', 'C', 'Camel'],
  ['j', 'Z', 'Zebra'],
  ['l', 'WD', 'Woody'],
  ['m', 'NC', 'Mammoth'],
  ['o', 'fRbW', 'Lancer'],
  ['s', 'mRcpR', 'Cannon'],
  ['t', 'gQ', 'Grasshopper'],
  ['u', 'NN', 'Nightrider'],
  ['v', 'R4', 'Short Rook'],
  ['w', 'B3', 'Short Bishop'],
  ['x', 'fsW', 'Soldier'],
  ['y', 'WDA', 'Squirrel'],
  ['z', 'FAN', 'Zealot'],
];

function square(id, files, ranks, backRank) {
  const empty = Array(ranks - 4)
    .fill(String(files))
    .join('/');
  const pawns = 'p'.repeat(files);
  const fen = `${backRank}/${pawns}/${empty}/${pawns.toUpperCase()}/${backRank.toUpperCase()}`;
  return `[${id}:chess]
name = Square ${files}x${ranks}
maxFile = ${files}
maxRank = ${ranks}
castling = false
doubleStep = false
promotionRank = ${ranks}
startFen = ${fen} w - - 0 1
`;
}

// 16x16 with all twenty pieces on the first two ranks and pawns in front of them.
function big() {
  const letters = CUSTOM.map(([l]) => l).join('');
  const back = letters.slice(0, 16);
  const second = `4${letters.slice(16)}k7`;
  const fen = [
    back,
    second,
    'p'.repeat(16),
    ...Array(10).fill('16'),
    'P'.repeat(16),
    second.toUpperCase(),
    back.toUpperCase(),
  ].join('/');
  const pieces = CUSTOM.map(
    ([l, betza, name], i) => `customPiece${i + 1} = ${l}:${betza}\nname.${l} = ${name}`,
  ).join('\n');
  return `[square16:chess]
name = Twenty Pieces
maxFile = 16
maxRank = 16
castling = false
doubleStepRank = 3
promotionRank = 16
promotionPieceTypes = qrbn
${pieces}
startFen = ${fen} w - - 0 1
`;
}

// Hex rows from the top: 1, 3, 5, ... cells, then 2R+1 down to the first rank. Black holds the top cells.
function hex(id, R) {
  const rows = [];
  for (let i = 0; i <= 2 * R; i++) rows.push(String(Math.min(2 * i + 1, 2 * R + 1)));
  rows[0] = 'k';
  rows[1] = 'a1c';
  rows[2] = 'ls1dl';
  const n = 2 * R + 1;
  rows[2 * R] = `${'L'.repeat(R)}K${'L'.repeat(R)}`;
  rows[2 * R - 1] = `${R - 1}S${R + 1}`;
  rows[2 * R - 2] = `1A${n - 4}C1`;
  return `[${id}]
name = Hex radius ${R}
geometry = hex
radius = ${R}
king = k
customPiece1 = a:WA
customPiece2 = c:FD
customPiece3 = l:WN
customPiece4 = d:D
customPiece5 = s:mRcpR
name.a = Alfil Guard
name.c = Crab
name.l = Lynx
name.d = Dabbaba
name.s = Cannon
castling = false
startFen = ${rows.join('/')} w - - 0 1
`;
}

export const SQUARES = [
  ['square5', 5, 5, 'rnkbq'],
  ['square12', 12, 12, 'rnbqkbnrrnbq'],
];
export const HEXES = [4, 6, 8];

export function defs() {
  return [
    ...SQUARES.map(([id, f, r, back]) => square(id, f, r, back)),
    big(),
    ...HEXES.map((R) => hex(`hex${R}`, R)),
  ].join('\n');
}

export const IDS = [...SQUARES.map(([id]) => id), 'square16', ...HEXES.map((R) => `hex${R}`)];
