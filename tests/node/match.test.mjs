// scripts/match: games played at once give the same games as one at a time, since the openings are
// drawn first from the seed and a fixed node budget makes each engine's moves deterministic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
