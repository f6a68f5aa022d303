// The editor's piece legend: rebuilt for each definition the engine accepts, from the engine's own
// describe() and pieceMoves answers; a rebuild that a newer one overtakes is dropped.
import { Game } from '../game/game.js';
import { PieceLegend } from '../examples/legend.js';

export class LegendPanel {
  constructor(root, engine) {
    this.root = root;
    this.engine = engine;
    this.builds = 0;
    this.variant = '';
    this.legend = null;
  }

  // Shows the pieces of `variant` (already loaded into the engine), keeping the chosen piece if it still exists.
  async show(variant) {
    const build = ++this.builds;
    const game = new Game(this.engine);
    try {
      await game.open(variant);
      if (build !== this.builds) return;
      const keep = this.legend && this.legend.current ? this.legend.current.letter : '';
      const letters = game.info.pieces.map((p) => p.letter.toUpperCase());
      this.legend = new PieceLegend(this.root, this.engine, game.info);
      this.variant = variant;
      // A definition's own pieces come after the standard ones, so the last is the likeliest new one.
      await this.legend.show(letters.includes(keep) ? keep : letters[letters.length - 1]);
    } catch (err) {
      if (build === this.builds) this.root.textContent = `The legend could not be drawn: ${err.message}`;
    } finally {
      game.close();
    }
  }
}
