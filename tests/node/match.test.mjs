// scripts/match: games played at once give the same games as one at a time, since the openings are
// drawn first from the seed and a fixed node budget makes each engine's moves deterministic; clocks;
// the opening judge, which draws again an opening that leaves one side far ahead; the SPRT stop;
// and the game records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { recordMatch } from './recorded_match.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MATCH = path.join(ROOT, 'scripts/match');

function games(concurrency) {
  const out = execFileSync(
    MATCH,
    [
      '--variant',
      'chess',
      '--games',
      '4',
      '--nodes',
      '300',
      '--seed',
      '7',
      '--max-plies',
      '60',
      '--concurrency',
      String(concurrency),
      '--engine',
      'tessera',
      '--engine',
      'tessera:Level=beginner',
    ],
    { encoding: 'utf8', timeout: 120000 },
  );
  const lines = out.split('\n');
  return {
    games: lines.filter((l) => l.startsWith('game ')).sort(),
    result: lines.find((l) => l.startsWith('result: ')),
  };
}

test('match: --concurrency 2 plays the same four games as --concurrency 1', () => {
  const one = games(1);
  const two = games(2);
  assert.equal(one.games.length, 4);
  assert.deepEqual(two.games, one.games);
  assert.equal(two.result, one.result);
  assert.match(one.result, /of 4, score/);
});

function clockMatch(tc) {
  return execFileSync(
    MATCH,
    [
      '--variant',
      'chess',
      '--games',
      '2',
      '--tc',
      tc,
      '--max-plies',
      '40',
      '--engine',
      'tessera',
      '--engine',
      'tessera',
    ],
    { encoding: 'utf8', timeout: 120000 },
  );
}

test('match: --tc gives each side a clock; a side whose clock runs out loses on time', () => {
  // 30 ms for a whole game: the engines' 10 ms floor per move and the pipe's latency empty it.
  const out = clockMatch('0.03+0');
  assert.match(out, /clock 0\.03\+0 s/);
  assert.match(out, /loses on time/);
  assert.match(out, /of 2, score/);
});

test('match: with a clock the engines think from it and games end on the board', () => {
  const out = clockMatch('3+0.1');
  assert.doesNotMatch(out, /loses on time|forfeits/);
  const think = [...out.matchAll(/averaged (\d+) ms per move/g)].map((m) => Number(m[1]));
  assert.equal(think.length, 2);
  // A thirtieth of 3 s plus most of the increment, spent or saved by the search: well under a second.
  for (const ms of think) assert.ok(ms > 5 && ms < 1000, `${ms} ms per move`);
});

test('match: --tc refuses a malformed clock', () => {
  assert.throws(() => clockMatch('fast'), /BASE\+INC/);
});

// Chess without Black's queen: Tessera's depth-6 score after any four random plies is far beyond
// 300 cp, so the opening judge draws again until it gives up; with the judge off the games are played.
function lopsided(extra) {
  return spawnSync(
    MATCH,
    [
      '--variant',
      'lopsided',
      '--variants',
      path.join(ROOT, 'tests/data/defs/lopsided.ini'),
      '--games',
      '2',
      '--nodes',
      '300',
      '--max-plies',
      '40',
      ...extra,
      '--engine',
      'tessera',
      '--engine',
      'tessera',
    ],
    { encoding: 'utf8', timeout: 120000 },
  );
}

test('match: an opening that leaves one side far ahead is drawn again, and the match says when none is fair', () => {
  const judged = lopsided([]);
  assert.notEqual(judged.status, 0);
  assert.match(judged.stderr, /no opening of 4 random plies came within 300 cp at depth 6 in 200 tries/);
  assert.doesNotMatch(judged.stdout, /^game /m);
  const unjudged = lopsided(['--opening-max-cp', '0']);
  assert.equal(unjudged.status, 0, unjudged.stderr);
  assert.match(unjudged.stdout, /of 2, score/);
});

test('match: --sprt stops once the sequential test decides, and says which way', () => {
  const out = execFileSync(
    MATCH,
    [
      '--variant',
      'chess',
      '--games',
      '100',
      '--nodes',
      '300',
      '--seed',
      '7',
      '--sprt',
      '0,50',
      '--engine',
      'tessera',
      '--engine',
      'tessera:Level=beginner',
    ],
    { encoding: 'utf8', timeout: 300000 },
  );
  const played = out.split('\n').filter((l) => l.startsWith('game ')).length;
  assert.ok(played >= 2 && played < 100, `${played} games`);
  assert.match(
    out,
    new RegExp(`LLR [0-9.]+ in \\(-2\\.94, 2\\.94\\), H1 accepted: .* after ${played} games`),
  );
});

// The log-likelihood ratio itself, from the script's own function: 30 wins, 40 draws and 30 losses
// lean to the lower hypothesis: (s1 - s0)(2 sum - n(s0 + s1)) / (2 var), var about 0.15 (the spread
// counts one imagined win, draw and loss besides).
test('match: the SPRT ratio of an even score favours the lower Elo, and malformed bounds are refused', () => {
  const py = `
import importlib.machinery, importlib.util
loader = importlib.machinery.SourceFileLoader("match", ${JSON.stringify(MATCH)})
spec = importlib.util.spec_from_loader("match", loader)
m = importlib.util.module_from_spec(spec)
loader.exec_module(m)
print(round(m.sprt_llr([1] * 30 + [0.5] * 40 + [0] * 30, 0, 10), 4))
print(round(m.sprt_llr([1] * 60 + [0.5] * 30 + [0] * 10, 0, 10), 4))
print(round(m.sprt_llr([0] * 3, 0, 20), 4))
print(round(m.sprt_llr([0] * 40, 0, 20), 4))
`;
  const r = spawnSync('python3', ['-c', py], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const [even, ahead, three, forty] = r.stdout.trim().split('\n').map(Number);
  const s1 = 1 / (1 + 10 ** (-10 / 400));
  assert.ok(Math.abs(even - ((s1 - 0.5) * (100 - 100 * (0.5 + s1))) / 0.3) < 1e-3, String(even));
  assert.ok(even < 0 && ahead > 2.94, `${even} ${ahead}`);
  // A few equal results have no spread of their own: three straight losses must not decide, forty must.
  assert.ok(three > -2.94 && three < 0, String(three));
  assert.ok(forty < -2.94, String(forty));
  const bad = spawnSync(MATCH, ['--sprt', '10,0', '--engine', 'tessera', '--engine', 'tessera'], {
    encoding: 'utf8',
  });
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /--sprt wants ELO0,ELO1 with ELO0 below ELO1/);
});

// --record: one line of JSON per game, whose opening and moves are the game the match reported, each
// engine move with the depth and time Tessera's UCI search gave for it.
test('match: --record writes each game as JSON, every move with its score, depth and time', () => {
  const file = path.join(os.tmpdir(), `tessera-record-${process.pid}.jsonl`);
  const { reported, games } = recordMatch(file, 7, 30);
  fs.rmSync(file, { force: true });
  assert.equal(games.length, 2);
  for (const g of games) {
    const shown = reported.find((l) => l.startsWith(`game ${g.game}: `));
    assert.ok(shown, `game ${g.game} was reported`);
    const [, plies, opening] = shown.match(/, (\d+) plies\) \[(.*)\]$/);
    assert.deepEqual(g.opening, opening.split(' '));
    assert.equal(g.opening.length + g.moves.length, Number(plies));
    assert.ok(shown.includes(` ${g.result} (${g.reason},`), shown);
    assert.equal(g.variant, 'chess');
    for (const [move, score, depth, ms] of g.moves) {
      assert.match(move, /^[a-h][1-8][a-h][1-8][qrbn]?$/);
      assert.ok(score === null || Number.isInteger(score), String(score));
      assert.ok(Number.isInteger(depth) && depth >= 1, String(depth));
      assert.ok(Number.isInteger(ms) && ms >= 0, String(ms));
    }
  }
});

test('match: a definition file the referee cannot load is refused with its faults, before any game', () => {
  const file = path.join(os.tmpdir(), `tessera-bad-defs-${process.pid}.ini`);
  fs.writeFileSync(file, '[badweight:chess]\neval.threatMg = -5\n');
  const r = spawnSync(
    MATCH,
    [
      '--variant',
      'badweight',
      '--variants',
      file,
      '--games',
      '2',
      '--nodes',
      '100',
      '--engine',
      'tessera',
      '--engine',
      'tessera',
    ],
    { encoding: 'utf8', timeout: 60000 },
  );
  fs.rmSync(file, { force: true });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /match: the referee cannot load .*tessera-bad-defs-\d+\.ini:/);
  assert.match(
    r.stderr,
    /line 2 \[badweight\] eval\.threatMg: expected a whole number from 0 to 10000, found '-5'/,
  );
  assert.doesNotMatch(r.stderr, /Traceback/);
  assert.doesNotMatch(r.stdout, /^game /m);
});

// --referee: a wrapper that notes each call and then runs the native build stands in for a branch's
// binary; the referee's and the opening judge's calls reach it, and a missing one is refused.
test('match: --referee takes the rules from the binary it names', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-referee-'));
  const calls = path.join(dir, 'calls');
  const wrapper = path.join(dir, 'referee');
  const native = path.join(ROOT, 'build/native/tessera');
  fs.writeFileSync(wrapper, `#!/bin/sh\necho "$1" >> '${calls}'\nexec '${native}' "$@"\n`);
  fs.chmodSync(wrapper, 0o755);
  const args = [
    '--games',
    '2',
    '--nodes',
    '200',
    '--max-plies',
    '20',
    '--engine',
    'tessera',
    '--engine',
    'tessera',
  ];
  const out = execFileSync(MATCH, ['--referee', wrapper, ...args], { encoding: 'utf8', timeout: 120000 });
  const seen = fs.readFileSync(calls, 'utf8').trim().split('\n');
  fs.rmSync(dir, { recursive: true, force: true });
  assert.match(out, /of 2, score/);
  assert.ok(seen.includes('referee'), seen.join(','));
  assert.ok(seen.includes('uci'), seen.join(','));
  const missing = spawnSync(MATCH, ['--referee', path.join(dir, 'gone'), ...args], { encoding: 'utf8' });
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /--referee .*gone is not an executable file/);
});
