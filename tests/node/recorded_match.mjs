// A short match kept with scripts/match --record (two games at 300 nodes a move, Tessera against its
// beginner level), for the tests of the record itself and of scripts/review, which reads it.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MATCH = path.join(ROOT, 'scripts/match');

// Plays into `file` (emptied first) and returns the game lines the match printed and the records.
export function recordMatch(file, seed, maxPlies) {
  fs.rmSync(file, { force: true });
  const args = `--variant chess --games 2 --nodes 300 --seed ${seed} --max-plies ${maxPlies}`.split(' ');
  const out = execFileSync(
    MATCH,
    [...args, '--record', file, '--engine', 'tessera', '--engine', 'tessera:Level=beginner'],
    { encoding: 'utf8', timeout: 120000 },
  );
  return {
    reported: out.split('\n').filter((l) => l.startsWith('game ')),
    games: fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  };
}
