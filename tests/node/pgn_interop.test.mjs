// PGN between Tessera and the tools around it: games in the forms Fairy-Stockfish's tools, pychess and XBoard
// write (tests/data/pgn, from scripts/pgn_corpus.mjs) are read here, and ours are read by Fairy-Stockfish (ffish).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import { loadFfish } from '../../scripts/ffish.mjs';

const M = await loadEngine();
const ffish = await loadFfish();
const dir = new URL('../data/pgn/', import.meta.url);
const corpus = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.pgn'))
  .sort()
  .map((file) => ({ file, text: fs.readFileSync(new URL(file, dir), 'utf8') }));

// The piece letter on `cell` of a FEN ('' when empty); rows may be 10 wide.
function pieceAt(fen, cell) {
  const rows = fen.split(' ')[0].split('/');
  const row = rows[rows.length - Number(cell.slice(1))];
  const file = cell.charCodeAt(0) - 97;
  let f = 0;
  for (const run of row.match(/\d+|\D/g)) {
    if (/\d/.test(run)) f += Number(run);
    else if (f++ === file) return run;
    if (f > file) return '';
  }
  return '';
}

const legal = (board) => board.legalMoves().split(' ').filter(Boolean);

// Whether some legal move on ffish's board is a pawn capturing en passant onto `cell`.
function epCaptureOnto(board, cell) {
  const fen = board.fen();
  return legal(board).some((m) => {
    const [, from, to] = m.match(/^([a-z]\d+)([a-z]\d+)/);
    return to === cell && from[0] !== to[0] && 'Pp'.includes(pieceAt(fen, from));
  });
}

// The engines name the en-passant square by different conventions, both in use: ours after every double step
// (as the PGN standard's FEN and XBoard do), Fairy-Stockfish only when a legal capture there exists (X-FEN).
// So a target of ours counts only where ffish has that capture; every other field must be equal as written
// (castling is X-FEN KQkq in both for chess and Capablanca, counters and move number alike).
function assertSameFen(ours, board, where) {
  const mine = ours.split(' ');
  const theirs = board.fen();
  if (mine[3] !== '-' && theirs.split(' ')[3] === '-' && !epCaptureOnto(board, mine[3])) mine[3] = '-';
  assert.equal(mine.join(' '), theirs, where);
}

// What ffish reads from a record: the variant it picked, the start and the main line's moves as UCI.
function ffishRead(text) {
  const game = ffish.readGamePGN(text);
  const variant = (game.headers('Variant') || 'chess').toLowerCase();
  const read = { variant, fen: game.headers('FEN'), moves: game.mainlineMoves().split(' ').filter(Boolean) };
  game.delete();
  return read;
}

// Plays `moves` (coordinates) on an ffish board from `startFen`, checking each is legal there and that every
// position equals ours after the same moves.
function replayOnFfish(variant, startFen, moves, where) {
  const board = new ffish.Board(variant, startFen);
  const ours = new M.Game(variant);
  assert.equal(ours.loadFen(startFen), '', where);
  try {
    assertSameFen(ours.fen(), board, `${where}: start`);
    moves.forEach((m, i) => {
      assert.ok(legal(board).includes(m), `${where}: ply ${i + 1} (${m}) is not legal for Fairy-Stockfish`);
      board.push(m);
      assert.equal(ours.play(m), '', `${where}: ply ${i + 1}`);
      assertSameFen(ours.fen(), board, `${where}: after ply ${i + 1} (${m})`);
    });
    return board.fen();
  } finally {
    board.delete();
    ours.delete();
  }
}

function imported(text) {
  const g = new M.Game('chess');
  const error = g.importRecord(text);
  return { g, error, state: JSON.parse(g.state()) };
}

test('every corpus game reads here with no illegal move and ends where Fairy-Stockfish ends it', () => {
  assert.ok(corpus.length >= 8, 'the corpus is there');
  for (const { file, text } of corpus) {
    const { g, error, state } = imported(text);
    assert.equal(error, '', file);
    const theirs = ffishRead(text);
    assert.ok(theirs.moves.length > 20, `${file}: ffish reads the game`);
    assert.equal(state.variant, theirs.variant, file);
    assert.deepEqual(state.history, theirs.moves, `${file}: the same moves, in the same coordinates`);
    replayOnFfish(theirs.variant, g.startFen(), state.history, file);
    g.delete();
  }
});

test('what the corpus holds: castling both ways, promotions, en passant, mates, draws, comments, glyphs, side lines', () => {
  const sans = corpus.flatMap(({ text }) => {
    const { g, state } = imported(text);
    g.delete();
    return state.san;
  });
  for (const mark of [/^O-O(?!-)/, /^O-O-O/, /=Q/, /=[^Q]/, /=[AC]/, /\+$/, /#$/])
    assert.ok(
      sans.some((san) => mark.test(san)),
      String(mark),
    );
  const results = corpus.map(({ text }) => text.match(/\[Result "([^"]+)"\]/)[1]);
  assert.ok(results.includes('1/2-1/2') && results.some((r) => r === '1-0' || r === '0-1'));
  const annotated = corpus.find((c) => c.file === 'chess_fsf_annotated.pgn');
  const { g } = imported(annotated.text);
  assert.match(g.recordDropped(), /side line\(s\) and \d+ move glyph\(s\)/);
  assert.match(g.comment(0), /^Fixed-seed playout \d+, SAN by ffish /);
  g.delete();
  // XBoard's diagram comment before the first move and its reason before the result stay with their plies.
  const xboard = imported(corpus.find((c) => c.file === 'chess_xboard.pgn').text).g;
  assert.match(xboard.comment(0), /^-+\nr n b q k b \. r\n/);
  assert.match(xboard.comment(xboard.ply()), /^(White|Black) mates$/);
  xboard.delete();
});

test('the corpus holds en-passant captures, read here as captures onto the empty square', () => {
  let seen = 0;
  for (const { text } of corpus) {
    const { g, state } = imported(text);
    const replay = new M.Game(state.variant);
    replay.loadFen(g.startFen());
    for (const m of state.history) {
      const mover = JSON.parse(replay.legalMoves()).find((x) => x.text === m);
      const [, , to] = m.match(/^([a-z]\d+)([a-z]\d+)/);
      if (mover.capture && /^[a-z]x/.test(mover.san) && pieceAt(replay.fen(), to) === '') ++seen;
      replay.play(m);
    }
    replay.delete();
    g.delete();
  }
  assert.ok(seen >= 2, `${seen} en-passant captures in the corpus`);
});

test('our export of every corpus game is read back by Fairy-Stockfish move for move', () => {
  for (const { file, text } of corpus) {
    const { g, state } = imported(text);
    const out = g.exportRecord();
    const theirs = ffishRead(out);
    assert.equal(theirs.variant, state.variant, file);
    assert.deepEqual(theirs.moves, state.history, `${file}: ffish reads every move of our export`);
    replayOnFfish(theirs.variant, theirs.fen || g.startFen(), theirs.moves, `${file} exported`);
    g.delete();
  }
});

// A reproducible game by our engine: promotions, castling and mates first, otherwise a seeded pick.
// The moves are sorted by text first, so the game depends on the rules alone, not on the order the
// generator lists them in.
function playout(variant, seed, plies) {
  const g = new M.Game(variant);
  let s = seed;
  const byText = (a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  // Odd seeds are keen on either castling, even seeds on the queen's side only, which the king's
  // side would otherwise always come before.
  const castle = seed % 2 ? 'O-O' : 'O-O-O';
  for (let i = 0; i < plies; ++i) {
    const moves = JSON.parse(g.legalMoves()).sort(byText);
    if (!moves.length) break;
    s = (s * 1103515245 + 12345) % 2147483648;
    const keen = moves.filter((m) => m.promotion || m.san.startsWith(castle) || m.san.endsWith('#'));
    // Early on, the pieces between king and rooks leave the back rank, and king and rooks stay
    // put, so that both castlings come within reach.
    const develop = moves.filter((m) => /^[A-JL-QS-Z]/.test(m.san) && /^[a-z](1|8)$/.test(m.from));
    const calm = moves.filter((m) => !/^[KR]/.test(m.san));
    const pool = keen.length
      ? keen
      : i < 30 && develop.length
        ? develop
        : i < 40 && calm.length
          ? calm
          : moves;
    g.play(pool[s % pool.length].text);
  }
  return g;
}

test('random playouts in chess and Capablanca export PGN that Fairy-Stockfish plays through', () => {
  const seen = new Set();
  for (const variant of ['chess', 'capablanca']) {
    for (let seed = 1; seed <= 6; ++seed) {
      const g = playout(variant, seed, 160);
      const state = JSON.parse(g.state());
      for (const san of state.san) {
        if (san.startsWith('O-O-O')) seen.add(`${variant} O-O-O`);
        else if (san.startsWith('O-O')) seen.add(`${variant} O-O`);
        if (san.includes('=')) seen.add(`${variant} =`);
      }
      const where = `${variant} seed ${seed}`;
      const theirs = ffishRead(g.exportRecord());
      assert.equal(theirs.variant, variant, where);
      assert.deepEqual(theirs.moves, state.history, `${where}: ffish reads our SAN to the same moves`);
      // The moves as `position fen … moves …` gives them: ffish's push parses UCI as that command does.
      replayOnFfish(variant, g.startFen(), state.history, where);
      g.delete();
    }
  }
  for (const v of ['chess', 'capablanca'])
    for (const k of ['O-O', 'O-O-O', '=']) assert.ok(seen.has(`${v} ${k}`), `the playouts include ${v} ${k}`);
});

test('a set-up start with Black to move exports [SetUp]/[FEN] that Fairy-Stockfish starts from', () => {
  const fen = 'r4k3r/pppppppppp/10/10/4P5/10/PPPP1PPPPP/R4K3R b KQkq e3 0 7';
  const g = new M.Game('capablanca');
  assert.equal(g.loadFen(fen), '');
  for (const m of ['f8c8', 'f1i1', 'd7d5']) assert.equal(g.play(m), '', m);
  const out = g.exportRecord();
  assert.match(out, /\[SetUp "1"\]\n\[FEN "r4k3r\//);
  assert.match(out, /7\.\.\. O-O-O 8\. O-O d5/);
  const theirs = ffishRead(out);
  assert.deepEqual(theirs.moves, ['f8c8', 'f1i1', 'd7d5']);
  replayOnFfish('capablanca', theirs.fen, theirs.moves, 'set-up start');
  g.delete();
});

test('[Variant] is read in the spellings of Fairy-Stockfish, pychess, XBoard and lichess', () => {
  // Fairy-Stockfish's UCI_Variant and XBoard's variant name are "capablanca"; pychess capitalizes its name.
  const forms = { capablanca: 'capablanca', Capablanca: 'capablanca', CAPABLANCA: 'capablanca' };
  // Chess: ours and Fairy-Stockfish's id, pychess's "Chess", lichess's "Standard" and XBoard's "normal"
  // (a variant of its own in Fairy-Stockfish's list, with chess's rules).
  Object.assign(forms, { chess: 'chess', Chess: 'chess', Standard: 'chess', normal: 'normal' });
  for (const [tag, id] of Object.entries(forms)) {
    const { g, error } = imported(`[Variant "${tag}"]\n\n1. e4 e5 *\n`);
    assert.equal(error, '', tag);
    assert.equal(g.variant(), id, tag);
    g.delete();
  }
  // XBoard writes no [Variant] for chess: the record is then read as the game's current variant.
  const { g, error } = imported(
    '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n1. e4 *\n',
  );
  assert.equal(error, '');
  assert.equal(g.variant(), 'chess');
  g.delete();
});

test('[Variant] is written as the id Fairy-Stockfish, pychess and XBoard read', () => {
  for (const variant of ['chess', 'capablanca']) {
    const g = new M.Game(variant);
    g.play('e2e4');
    const out = g.exportRecord();
    // ffish looks the lower-cased value up in its variant list; pychess lower-cases it too, and XBoard finds
    // its own variant names in it ("capablanca"; chess matches none and stays XBoard's normal chess).
    assert.match(out, new RegExp(`\\[Variant "${variant}"\\]`));
    assert.ok(ffish.variants().split(' ').includes(variant), variant);
    assert.deepEqual(ffishRead(out), { variant, fen: '', moves: ['e2e4'] });
    g.delete();
  }
});
