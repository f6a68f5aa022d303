#!/usr/bin/env node
// Writes tests/data/pgn/: chess and Capablanca games in the PGN forms of Fairy-Stockfish's tools,
// pychess and XBoard. Every move and SAN comes from ffish (Fairy-Stockfish in wasm); reruns give the same files.
//   node scripts/pgn_corpus.mjs
// The games are fixed-seed playouts with a greedy taste (mate at once, castle, promote, take en passant,
// capture), and each seed is the first that gives its game the features it is kept for (tests/data/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFfish, requireFromTests } from './ffish.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'tests', 'data', 'pgn');
const ffish = await loadFfish();
const version = requireFromTests('ffish/package.json').version;

// Each game: the form it is written in, where it starts, what its playout must contain and how it ends.
const Games = [
  {
    file: 'chess_fsf_annotated.pgn',
    variant: 'chess',
    form: 'fsf',
    annotate: true,
    wants: ['O-O', 'O-O-O', 'check', 'capture'],
    end: 'mate',
  },
  {
    file: 'chess_fsf_fen.pgn',
    variant: 'chess',
    form: 'fsf',
    end: 'any',
    fen: 'r3k2r/1pp2ppp/p1n5/3pP3/1b1P4/2N2N2/PP3PPP/R3K2R b KQkq - 3 11',
    wants: ['ep', 'promotion'],
  },
  { file: 'chess_pychess.pgn', variant: 'chess', form: 'pychess', wants: ['O-O', 'promotion'], end: 'draw' },
  {
    file: 'chess_xboard.pgn',
    variant: 'chess',
    form: 'xboard',
    end: 'mate',
    fen: 'rnbqkb1r/pp3ppp/4pn2/2pp4/3P4/4PN2/PPP1BPPP/RNBQK2R w KQkq - 0 5',
    wants: ['O-O'],
  },
  {
    file: 'capablanca_fsf_annotated.pgn',
    variant: 'capablanca',
    form: 'fsf',
    annotate: true,
    wants: ['O-O', 'promotion', 'check'],
    end: 'mate',
  },
  {
    file: 'capablanca_fsf_fen.pgn',
    variant: 'capablanca',
    form: 'fsf',
    end: 'any',
    fen: 'r1abqkbcnr/pp1ppppppp/2n7/2p7/4P5/7N2/PPPP1PPPPP/RNABQKBC1R w KQkq - 2 3',
    wants: ['ep', 'O-O-O'],
  },
  { file: 'capablanca_pychess.pgn', variant: 'capablanca', form: 'pychess', wants: ['O-O'], end: 'draw' },
  {
    file: 'capablanca_xboard.pgn',
    variant: 'capablanca',
    form: 'xboard',
    wants: ['O-O-O', 'promotion'],
    end: 'mate',
  },
];

const MaxPlies = 400;

function lcg(seed) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

// The piece letter on `cell` of a FEN's board field ('' when empty); files may be 10 wide, runs 2 digits.
function pieceAt(fen, cell) {
  const file = cell.charCodeAt(0) - 97;
  const rows = fen.split(' ')[0].split('/');
  const row = rows[rows.length - Number(cell.slice(1))];
  let f = 0;
  for (const run of row.match(/\d+|[^\d]/g)) {
    if (/\d/.test(run)) f += Number(run);
    else if (f++ === file) return run;
    if (f > file) return '';
  }
  return '';
}

// What a move is, as the features of Games name them.
function features(board, uci) {
  const san = board.sanMove(uci);
  const [, , to, promo] = uci.match(/^([a-z]\d+)([a-z]\d+)([a-z]?)$/);
  const out = new Set();
  if (san.startsWith('O-O-O')) out.add('O-O-O');
  else if (san.startsWith('O-O')) out.add('O-O');
  if (promo) out.add('promotion');
  if (san.includes('x')) out.add('capture');
  if (/^[a-z]x/.test(san) && pieceAt(board.fen(), to) === '') out.add('ep');
  if (san.endsWith('+')) out.add('check');
  if (san.endsWith('#')) out.add('mate');
  return { san, kinds: out };
}

const Taste = { mate: 1e6, promotion: 40, ep: 40, 'O-O': 30, 'O-O-O': 35, capture: 8, check: 3 };

function choose(board, rand) {
  let best = null;
  for (const uci of board.legalMoves().split(' ').filter(Boolean).sort()) {
    const f = features(board, uci);
    let score = rand() * 10;
    for (const k of f.kinds) score += Taste[k] || 0;
    if (!best || score > best.score) best = { uci, score, ...f };
  }
  return best;
}

// A playout from `fen`: the moves with their SAN and kinds, and the result by Fairy-Stockfish's rules.
function playout(variant, fen, seed) {
  const board = new ffish.Board(variant, fen);
  const rand = lcg(seed);
  const plies = [];
  let result = '*';
  while (plies.length < MaxPlies) {
    const m = choose(board, rand);
    if (!m) break;
    const before = board.fen();
    board.push(m.uci);
    plies.push({ ...m, before });
    if (board.isGameOver(true)) {
      result = board.result(true);
      break;
    }
  }
  const end = board.fen();
  board.delete();
  return { plies, result, end };
}

function fits(spec, game) {
  const kinds = new Set(game.plies.flatMap((p) => [...p.kinds]));
  if (!spec.wants.every((k) => kinds.has(k))) return false;
  const mate = game.plies.at(-1).kinds.has('mate');
  if (spec.end === 'mate') return mate;
  if (spec.end === 'draw') return game.result === '1/2-1/2';
  return game.result !== '*';
}

// ffish.startingFen gives "" for chess, so the start is read off a new board.
function startFen(variant) {
  const board = new ffish.Board(variant);
  const fen = board.fen();
  board.delete();
  return fen;
}

function find(spec) {
  const fen = spec.fen || startFen(spec.variant);
  for (let seed = 1; seed < 5000; ++seed) {
    const game = playout(spec.variant, fen, seed);
    if (fits(spec, game)) return { ...game, seed, fen };
  }
  throw new Error(`no seed below 5000 gives ${spec.file} what it wants`);
}

// ---- movetext ----

function wrap(tokens, width = 79) {
  const lines = [];
  let line = '';
  for (const t of tokens) {
    // ffish's reader skips a glyph up to the next space, so a glyph never ends a line.
    if (line && line.length + 1 + t.length > width && !line.endsWith('$1') && !line.endsWith('$2')) {
      lines.push(line);
      line = t;
    } else line = line ? `${line} ${t}` : t;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const sideOf = (fen) => fen.split(' ')[1];
const moveNumber = (fen) => Number(fen.split(' ')[5] || 1);

// Comments, glyphs and side lines for an annotated game; the side lines' SAN is ffish's variationSan.
function annotations(spec, game, i) {
  const p = game.plies[i];
  const after = [];
  if (p.kinds.has('O-O-O')) after.push('{castles long}');
  else if (p.kinds.has('O-O')) after.push('{castles short}');
  if (p.kinds.has('promotion')) after.push('{promotes}');
  if (p.kinds.has('capture') && p.kinds.has('check')) after.push('$1');
  else if (i % 17 === 5) after.push('$2');
  if (i === 3 || i === 12) {
    const board = new ffish.Board(spec.variant, p.before);
    const other = board
      .legalMoves()
      .split(' ')
      .filter((m) => m && m !== p.uci)
      .sort()[0];
    if (!other) {
      board.delete();
      return after;
    }
    board.push(other);
    const reply = board.legalMoves().split(' ').filter(Boolean).sort()[0];
    board.pop();
    const line = board.variationSan(reply ? `${other} ${reply}` : other, ffish.Notation.SAN, true);
    board.delete();
    after.push(`(${line} {a side line})`);
  }
  return after;
}

function movetext(spec, game, resultComment) {
  if (!spec.annotate && spec.form === 'fsf') {
    const board = new ffish.Board(spec.variant, game.fen);
    const text = board.variationSan(game.plies.map((p) => p.uci).join(' '), ffish.Notation.SAN, true);
    board.delete();
    return wrap([...text.split(' '), game.result]);
  }
  if (spec.form === 'pychess') {
    // pychess numbers from its own ply count, whatever the start position's move number.
    const words = game.plies.map((p, i) => (i % 2 ? p.san : `${(i >> 1) + 1}. ${p.san}`));
    return `${words.join(' ')} ${game.result}`;
  }
  const tokens = [];
  if (spec.annotate) tokens.push(`{Fixed-seed playout ${game.seed}, SAN by ffish ${version}}`);
  let pending = true; // a black move needs its number after a comment or at the start
  game.plies.forEach((p, i) => {
    const white = sideOf(p.before) === 'w';
    const n = moveNumber(p.before);
    // A number stays on the line of its move.
    if (white) tokens.push(`${n}. ${p.san}`);
    else tokens.push(pending ? `${n}... ${p.san}` : p.san);
    const extra = spec.annotate ? annotations(spec, game, i) : [];
    tokens.push(...extra);
    pending = extra.length > 0;
  });
  if (resultComment) tokens.push(`{${resultComment}}`);
  tokens.push(game.result);
  return wrap(tokens);
}

// ---- tags ----

const tag = (name, value) => `[${name} "${value}"]`;

function sevenTags(spec, game, event, site, round) {
  return [
    tag('Event', event),
    tag('Site', site),
    tag('Date', '2026.12.01'),
    tag('Round', round),
    tag('White', 'ffish playout'),
    tag('Black', 'ffish playout'),
    tag('Result', game.result),
  ];
}

// An XBoard diagram comment: ranks top down, '.' for an empty square.
function diagram(fen) {
  const rows = fen.split(' ')[0].split('/');
  return rows
    .map((r) =>
      r
        .replace(/\d+/g, (n) => '.'.repeat(Number(n)))
        .split('')
        .join(' '),
    )
    .join('\n');
}

function endText(game) {
  const last = game.plies.at(-1);
  if (last.kinds.has('mate')) return sideOf(last.before) === 'w' ? 'White mates' : 'Black mates';
  return game.result === '1/2-1/2' ? 'Draw' : 'Unfinished';
}

function write(spec, game) {
  const setUp = game.fen !== startFen(spec.variant);
  const lines = [];
  if (spec.form === 'fsf') {
    lines.push(...sevenTags(spec, game, 'Tessera PGN corpus', 'ffish', String(game.seed)));
    lines.push(tag('Variant', spec.variant));
    if (setUp) lines.push(tag('SetUp', '1'), tag('FEN', game.fen));
    lines.push(tag('PlyCount', game.plies.length), '', movetext(spec, game));
  } else if (spec.form === 'pychess') {
    // pychess writes [FEN] before [SetUp], and both whenever the start is not chess's.
    lines.push(
      ...sevenTags(spec, game, 'PyChess casual game', `https://www.pychess.org/seed${game.seed}`, '-'),
    );
    lines.push(tag('TimeControl', '300+2'), tag('WhiteElo', '1500?'), tag('BlackElo', '1500?'));
    const name = spec.variant.charAt(0).toUpperCase() + spec.variant.slice(1);
    lines.push(tag('Variant', name));
    if (game.fen !== startFen('chess')) lines.push(tag('FEN', game.fen), tag('SetUp', '1'));
    lines.push('', movetext(spec, game));
  } else {
    // XBoard: [Variant] only for a variant, the position as a diagram comment after [SetUp].
    lines.push(...sevenTags(spec, game, 'Computer chess game', 'corpus', String(game.seed)));
    lines.push(tag('TimeControl', '40/300'));
    if (spec.variant !== 'chess') lines.push(tag('Variant', spec.variant));
    if (setUp)
      lines.push(
        tag('FEN', game.fen),
        tag('SetUp', '1'),
        '',
        `{--------------\n${diagram(game.fen)}\n--------------}`,
      );
    else lines.push('');
    lines.push(movetext(spec, game, endText(game)));
  }
  return lines.join('\n') + '\n';
}

// The text must read back in ffish to every move of the playout, as the tests will ask.
function check(spec, game, text) {
  const read = ffish.readGamePGN(text);
  const moves = read.mainlineMoves();
  read.delete();
  const want = game.plies.map((p) => p.uci).join(' ');
  if (moves !== want)
    throw new Error(`${spec.file}: ffish reads ${moves.split(' ').length} of ${game.plies.length} moves`);
}

fs.mkdirSync(outDir, { recursive: true });
for (const spec of Games) {
  const game = find(spec);
  const text = write(spec, game);
  check(spec, game, text);
  fs.writeFileSync(path.join(outDir, spec.file), text);
  console.error(`${spec.file}: seed ${game.seed}, ${game.plies.length} plies, ${game.result}`);
}
