// How a game on the play page ends beyond the engine's own verdict: resigning, a flag falling, a draw
// offer the engine judges by its evaluation, and the game-over panel's next steps (rematch, analyse, copy).
import { copyText } from '../share/clipboard.js';
import { reasonPhrase } from './result.js';

export class Ending {
  constructor(page) {
    this.page = page;
    this.agreed = null; // {outcome, reason, key}: a resignation, agreed draw or flag of the record `key`
  }

  // The resignation or agreed draw, while the record is the one it was made in.
  current() {
    if (this.agreed && this.agreed.key !== this.page.recordKey()) this.agreed = null;
    return this.agreed;
  }

  clear() {
    this.agreed = null;
  }

  // How the game ended, if it has: the engine's verdict on the position, else a resignation or agreed draw.
  result() {
    const g = this.page.game;
    if (!g.loaded) return null;
    const st = g.latest.status;
    if (st.outcome !== 'ongoing') return { outcome: st.outcome, reason: st.reason };
    return this.current();
  }

  playerArmy() {
    const engine = this.page.opponent.engineArmy();
    return engine >= 0 ? 1 - engine : this.page.game.sideIndex(this.page.game.latest);
  }

  resign() {
    if (this.result() || !this.page.game.loaded) return;
    const loser = this.playerArmy();
    this.page.opponent.halt();
    this.page.view.clearPremove();
    this.agreed = {
      outcome: loser === 0 ? 'black' : 'white',
      reason: 'resignation',
      key: this.page.recordKey(),
    };
    this.page.sync();
  }

  // `loser`'s time ran out. A flag always loses here: FIDE's draw when the opponent cannot mate would
  // need the engine to judge mating material, which it does not yet.
  timeOut(loser) {
    if (this.result() || !this.page.game.loaded) return;
    this.page.opponent.halt();
    this.page.view.clearPremove();
    this.agreed = { outcome: loser === 0 ? 'black' : 'white', reason: 'time', key: this.page.recordKey() };
    this.page.sync();
  }

  // The engine judges a draw offer by its own evaluation (play/opponent.js judgeDraw).
  async offerDraw() {
    if (this.result() || this.page.opponent.engineArmy() < 0) return;
    const key = this.page.recordKey();
    const button = this.page.$('[data-action="draw"]');
    button.disabled = true;
    this.page.$('.status').textContent = 'The engine considers your draw offer…';
    try {
      const { accept, score } = await this.page.opponent.judgeDraw();
      if (key !== this.page.recordKey()) return; // a move was made meanwhile: the offer lapses
      if (accept) {
        this.page.opponent.halt();
        this.agreed = { outcome: 'draw', reason: 'agreement', key };
        this.page.message = '';
      } else {
        const pawns =
          score === null
            ? ''
            : ` (it judges the position ${score >= 0 ? '+' : ''}${(score / 100).toFixed(2)} for itself)`;
        this.page.message = `The engine declines the draw${pawns}.`;
        this.page.notice = { text: '', key: '' };
      }
    } catch (err) {
      this.page.message = `Draw offer: ${err.message}`;
    } finally {
      this.page.sync();
    }
  }

  async copyGame() {
    const text = await this.page.game.exportRecord(this.page.recordExtras());
    const how = await copyText(typeof text === 'string' ? text : '', this.page.$('.share-out'));
    this.page.$('.share-note').textContent = how === 'copied' ? 'Game copied' : 'Select and copy the game';
  }

  rematch(switchSides) {
    const engine = this.page.opponent.engineArmy();
    const mode = engine >= 0 ? 'computer' : this.page.root.dataset.mode === 'analyse' ? 'analyse' : 'friend';
    const player = engine >= 0 ? 1 - engine : 0;
    return this.page.startGame({ mode, army: switchSides ? 1 - player : player });
  }

  // The game as it stands, with the engine analysing and playing neither side.
  analyse() {
    const box = this.page.$('input[name="analysis"]');
    this.page.$('select[name="engine-side"]').value = 'none';
    box.checked = true;
    this.page.opponent.analysisChanged();
    this.page.root.dataset.mode = 'analyse';
    this.page.sync();
  }

  // The status line for an ending the engine's record does not hold (resignation, agreed draw).
  statusText() {
    const ended = this.current();
    if (!ended) return '';
    if (ended.outcome === 'draw') return `Draw by ${ended.reason}`;
    return `${this.page.game.colourName(ended.outcome === 'white' ? 0 : 1)} wins${reasonPhrase(ended.reason)}`;
  }
}
