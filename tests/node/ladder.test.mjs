// scripts/ladder's rating fit: the maximum-likelihood rating on the UCI_Elo scale and its interval,
// checked on made-up results whose answers are known in closed form (no engine is run).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LADDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/ladder');

// Runs ladder's fit() on `results` ([[rung, wins, draws, losses], ...]) in Python; null when it has no rating.
function fit(results) {
  const code = [
    'import importlib.machinery, json, sys',
    `m = importlib.machinery.SourceFileLoader('ladder', ${JSON.stringify(LADDER)}).load_module()`,
    'print(json.dumps(m.fit([tuple(r) for r in json.loads(sys.argv[1])])))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', code, JSON.stringify(results)], { encoding: 'utf8' }));
}

test('ladder: an even score at one rung rates the engine at that rung', () => {
  const [r, se] = fit([[2000, 4, 2, 4]]);
  assert.ok(Math.abs(r - 2000) < 0.5, `rating ${r}`);
  // Fisher information of 10 games at p = 1/2: se = 400 / (ln 10 * sqrt(10 / 4)).
  assert.ok(Math.abs(se - 400 / (Math.log(10) * Math.sqrt(2.5))) < 0.5, `standard error ${se}`);
});

test('ladder: a 75% score is rated 191 points above the rung, as the logistic model says', () => {
  const [r] = fit([[2400, 15, 0, 5]]);
  assert.ok(Math.abs(r - (2400 + 400 * Math.log10(3))) < 0.5, `rating ${r}`);
});

test('ladder: scores at several rungs are weighed together', () => {
  // Symmetric results about 2100 give 2100; more games narrow the interval.
  const [r, se] = fit([
    [1800, 8, 0, 2],
    [2400, 2, 0, 8],
  ]);
  assert.ok(Math.abs(r - 2100) < 0.5, `rating ${r}`);
  const [, wider] = fit([
    [1800, 4, 0, 1],
    [2400, 1, 0, 4],
  ]);
  assert.ok(wider > se);
});

test('ladder: all games won or all lost has no finite rating', () => {
  assert.equal(fit([[2400, 10, 0, 0]]), null);
  assert.equal(
    fit([
      [1800, 0, 0, 6],
      [2100, 0, 0, 6],
    ]),
    null,
  );
});
