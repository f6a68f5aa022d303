// Long legal games for the long-game tests, made by the engine itself (wasm under Node.js): seeded random
// play that keeps every game going, spending pawn moves and captures only when the 50-move rule nears.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wasm = path.join(root, 'build/wasm/bindings/tessera.wasm');

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// `plies` legal moves of `variant` from its start, none of which ends the game. Making one takes seconds,
// so each is kept in build/test-games under the engine build's hash: a new engine makes them anew.
export async function longGame(variant, plies, seed = 7) {
  const hash = crypto.createHash('sha1').update(fs.readFileSync(wasm)).digest('hex').slice(0, 12);
  const file = path.join(root, 'build/test-games', `${variant}-${plies}-${seed}-${hash}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const game = await makeGame(variant, plies, seed);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(game));
  return game;
}

async function makeGame(variant, plies, seed) {
  const M = await loadEngine();
  const g = new M.Game(variant);
  const next = random(seed);
  const moves = [];
  try {
    while (moves.length < plies) {
      const state = JSON.parse(g.plyState());
      const halfmove = Number(state.fen.split(' ')[4]) || 0;
      const legal = JSON.parse(g.legalMoves());
      const resets = (m) => m.capture || /^p$/i.test(state.board[m.from] || '');
      const wanted = legal.filter((m) => resets(m) === halfmove >= 80);
      const order = [...(wanted.length ? wanted : legal)].sort(() => next() - 0.5);
      const rest = legal.filter((m) => !order.includes(m));
      let played = '';
      for (const m of [...order, ...rest]) {
        if (g.play(m.text)) continue;
        if (JSON.parse(g.status()).outcome === 'ongoing') {
          played = m.text;
          break;
        }
        g.undo();
      }
      if (!played) throw new Error(`no move keeps the ${variant} game going at ply ${moves.length}`);
      moves.push(played);
    }
    return { moves, fen: g.fen() };
  } finally {
    g.delete();
  }
}
