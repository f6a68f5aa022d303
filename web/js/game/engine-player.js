// The engine as a player, shared by the play page's opponent and embedded boards: the engine's own
// levels, whose turn it is, and one search at a time for a game's latest position, dropped on change.
import { Searcher } from './searcher.js';

export class EnginePlayer {
  constructor(engine) {
    this.engine = engine;
    this.searcher = new Searcher(engine);
    this.levels = []; // the engine's levels: {id, name, depth, nodes, movetime}
    this.task = ''; // the position being thought about (a key), or ''
    this.asked = null;
  }

  // Asks the engine for its levels once; every caller waits for the same answer.
  loadLevels(known) {
    if (!this.asked)
      this.asked = (known ? Promise.resolve(known) : this.engine.call('levels')).then((levels) => {
        this.levels = levels;
        return levels;
      });
    return this.asked;
  }

  level(index) {
    return this.levels[index] || this.levels[0];
  }

  // Is `army` (0 or 1, or -1 for none) to move in the game's latest position?
  toMove(game, army) {
    return game.loaded && !game.over && army === game.sideIndex(game.latest);
  }

  // What a search worker needs for the game's position after `ply` moves.
  position(game, ply = game.ply) {
    return { variant: game.info.id, startFen: game.startFen, moves: game.history.slice(0, ply) };
  }

  // Names the game's latest position: while the name stays the same, a search under way is current.
  key(game) {
    return `${game.info.id}|${game.startFen}|${game.history.join(' ')}`;
  }

  // Thinks at `level` about the latest position, then plays the best move unless halt() or another
  // think() came first. Resolves with the move played, or '' when none was; errors are thrown.
  async think(game, level, onInfo) {
    const task = this.key(game);
    this.task = task;
    const result = await this.searcher.search(this.position(game), level, onInfo);
    if (!result || !result.best || this.task !== task) return '';
    return this.playBest(game, result.best, task);
  }

  // Stops thinking and plays the search's best move (its last finished iteration's, or better), or a
  // one-ply choice if it had none.
  async stop(game) {
    const task = this.task;
    if (!task) return '';
    const result = await this.searcher.stop();
    const best = result && (result.best || result.last?.pv?.[0]);
    if (best) return this.playBest(game, best, task);
    if (this.task !== task) return '';
    const quick = await this.searcher.search(this.position(game), { depth: 1, nodes: 0, movetime: 0 });
    return quick && quick.best ? this.playBest(game, quick.best, task) : '';
  }

  async playBest(game, best, task) {
    if (this.task !== task) return '';
    this.task = '';
    await game.play(best);
    return best;
  }

  halt() {
    this.searcher.stop();
    this.task = '';
  }

  destroy() {
    this.halt();
    this.searcher.destroy();
  }
}
