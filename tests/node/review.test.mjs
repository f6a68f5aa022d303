// scripts/review: replays games recorded by scripts/match under a judge (here Tessera itself, so the
// test needs no other engine) and reports each game, the player's moves and the worst of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { recordMatch } from './recorded_match.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REVIEW = path.join(ROOT, 'scripts/review');

test('review: every game is judged, the named player moves are counted and the worst come first', () => {
  const file = path.join(os.tmpdir(), `tessera-review-${process.pid}.jsonl`);
  const { games } = recordMatch(file, 3, 24);
  const player = 'tessera(';
  const theirs = games
    .map(
      (g) =>
        g.moves.filter((_, i) => (g.opening.length + i) % 2 === (g.white.startsWith(player) ? 0 : 1)).length,
    )
    .reduce((a, b) => a + b, 0);
  const out = execFileSync(
    REVIEW,
    [file, '--judge', 'tessera', '--nodes', '400', '--player', player, '--worst', '5'],
    { encoding: 'utf8', timeout: 120000 },
  );
  fs.rmSync(file, { force: true });
  for (const g of games) assert.match(out, new RegExp(`^game ${g.game} \\(chess, tessera\\(`, 'm'));
  assert.match(out, new RegExp(`^all: ${theirs} moves by tessera\\(`, 'm'));
  assert.match(out, /^median depth by ply: /m);
  const worst = [...out.matchAll(/^ {2}game \d+ ply (\d+): (\S+) .*\(-(-?\d+)\); .*; (.*)$/gm)];
  assert.equal(worst.length, Math.min(5, theirs));
  const losses = worst.map((m) => Number(m[3]));
  assert.deepEqual(
    losses,
    [...losses].sort((a, b) => b - a),
  );
  // Each listed position is the one before the move: the referee finds the move legal there.
  for (const m of worst) {
    const input = `variant chess\nfen ${m[4]}\nlegal\nquit\n`;
    const r = spawnSync(path.join(ROOT, 'build/native/tessera'), ['referee'], { input, encoding: 'utf8' });
    const [variant, fen, legal] = r.stdout.split('\n');
    assert.equal(variant, 'ok');
    assert.equal(fen, 'ok', m[4]);
    assert.ok(legal.split(' ').includes(m[2]), `${m[2]} in ${m[4]}`);
  }
});

test('review: a file that is not a match record is refused, naming the line, and a missing one is named', () => {
  const file = path.join(os.tmpdir(), `tessera-review-bad-${process.pid}.jsonl`);
  fs.writeFileSync(
    file,
    '{"game":1,"variant":"chess","white":"a","black":"b","result":"1-0","opening":[],"moves":[]}\n{"moves": 3}\n',
  );
  const r = spawnSync(REVIEW, [file, '--judge', 'tessera'], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /:2 is not a game written by scripts\/match --record/);
  const missing = spawnSync(REVIEW, [file], { encoding: 'utf8' });
  assert.notEqual(missing.status, 0);
  assert.match(missing.stderr, /review: no such file: /);
});
