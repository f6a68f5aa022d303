// The variant editor page: the definition text checked by the engine as it changes, a live board of
// the accepted definition, its legend, play buttons, and the share link and embed snippet.
import '../embed/tessera-board.js';
import { definitionKey } from '../embed/definition.js';
import { sharedEngine } from '../engine/service.js';
import { copyText } from '../share/clipboard.js';
import { encodeDefinition } from '../share/definition-link.js';
import { DefinitionChecker } from './checker.js';
import { readEditorLink, writeEditorLink } from './editor-link.js';
import { LegendPanel } from './legend-panel.js';
import { elementSnippet, iframeSnippet } from './share-text.js';
import { starterFor, starterOptions, TEMPLATE } from './starters.js';
import { TextView } from './text-view.js';

class EditorPage {
  constructor(root, engine) {
    this.root = root;
    this.engine = engine;
    this.$ = (selector) => root.querySelector(selector);
    this.board = this.$('tessera-board');
    this.good = null; // the last text the engine accepted: {text, ids}
    this.pending = null; // a link's game, shown once the link's own definition is accepted
    this.variant = ''; // the id shown on the board
    this.checks = 0;
    this.view = new TextView(this.$('.text-view'), (text) => this.edited(text));
    this.checker = new DefinitionChecker(engine, (text, reply) => this.checked(text, reply));
    this.legend = new LegendPanel(this.$('.legend'), engine);
  }

  async start() {
    const variants = await this.engine.call('variants');
    const select = this.$('select[name="starter"]');
    select.replaceChildren(...starterOptions(variants).map((o) => new Option(o.name, o.id)));
    // A typed id reaches every built-in, Fairy-Stockfish's too; the list offers Tessera's own.
    const typed = this.$('input[name="builtin"]');
    this.$('.starter').addEventListener('submit', (e) => {
      e.preventDefault();
      this.startFrom(typed.value.trim() || select.value);
    });
    this.$('.actions').addEventListener('click', (e) => {
      const b = e.target.closest('button[data-act]');
      if (b) this.act(b.dataset.act);
    });
    const link = await readEditorLink(window.location.search);
    if (link.text) this.openLink(link);
    this.view.text = link.text || TEMPLATE;
    if (link.problems.length) this.note(link.problems.join(' '));
    await this.checker.run(this.view.text);
    this.root.dataset.ready = 'true';
  }

  // A link's game: its moves and position are played once its definition is accepted (never on other rules).
  openLink(link) {
    if (link.variant) this.variant = link.variant;
    this.pending = link;
  }

  showPending() {
    const link = this.pending;
    this.pending = null;
    if (!link) return;
    if (link.fen) this.board.setAttribute('fen', link.fen);
    if (link.moves.length) this.board.setAttribute('moves', link.moves.join(' '));
    this.board.setAttribute('orientation', link.orientation);
    this.board.setAttribute('mode', link.mode || 'play');
  }

  async startFrom(id) {
    try {
      this.view.text = await starterFor(this.engine, id);
    } catch (err) {
      this.note(err.message);
      return;
    }
    this.variant = '';
    this.edited(this.view.text);
    await this.checker.run(this.view.text);
  }

  // The rules changed: a game from a link no longer applies, so the board shows the new start.
  edited(text) {
    this.pending = null;
    this.board.removeAttribute('fen');
    this.board.removeAttribute('moves');
    this.checker.schedule(text);
  }

  checked(text, reply) {
    this.checks++;
    this.root.dataset.checks = String(this.checks);
    const n = reply.errors.length;
    const shown = this.good
      ? 'the board shows the last definition the engine accepted'
      : 'the board appears once the engine accepts the definition';
    const summary = n
      ? `${n} error${n === 1 ? '' : 's'}: ${shown}.`
      : `The engine accepts ${reply.ids.map((id) => `[${id}]`).join(' ')}.`;
    this.view.showErrors(reply.errors, summary);
    if (reply.ok && reply.ids.length) this.apply(text, reply.ids);
  }

  // Shows an accepted definition on the board and in the legend.
  async apply(text, ids) {
    // The text the board will load; each accepted version replaces the last one on purpose.
    const loaded = await this.engine.loadDefinition(definitionKey(text), { replacing: true });
    if (!loaded.ok) {
      this.view.showErrors(loaded.errors, 'The engine could not load this definition.');
      return;
    }
    this.good = { text, ids };
    this.variant = ids.includes(this.variant) ? this.variant : ids[0];
    this.board.setAttribute('variant', this.variant);
    this.board.definitionText = text;
    this.showPending();
    this.board.hidden = false;
    await this.legend.show(this.variant);
    this.root.dataset.variant = this.variant;
  }

  act(what) {
    if (what === 'play' || what === 'engine') this.board.setAttribute('mode', what);
    else if (what === 'link') this.copyLink();
    else if (what === 'embed') this.copyEmbed();
  }

  // The text the board plays, or null (with a note) when the editor's text is not the one accepted.
  sharedText() {
    if (!this.good || this.good.text !== this.view.text) {
      this.note('Fix the errors first: only a definition the engine accepts can be shared.');
      return null;
    }
    return this.good.text;
  }

  async copyLink() {
    const text = this.sharedText();
    if (text === null) return;
    const s = this.board.state;
    const fen = this.board.getAttribute('fen') || '';
    const made = await writeEditorLink({
      text,
      variant: this.variant,
      fen,
      moves: s.moves,
      orientation: s.orientation,
      mode: s.mode,
    });
    if (!made.query) {
      this.note(made.problem);
      return;
    }
    const url = new URL(`editor.html${made.query}`, window.location.href).href;
    this.root.dataset.link = url;
    await this.copy(url, 'Link');
  }

  async copyEmbed() {
    const text = this.sharedText();
    if (text === null) return;
    const moduleUrl = new URL('js/embed/tessera-board.js', window.location.href).href;
    let snippet = elementSnippet({ moduleUrl, text, variant: this.variant });
    if (!snippet) {
      const packed = await encodeDefinition(text);
      if (!packed.value) {
        this.note(packed.problem);
        return;
      }
      snippet = iframeSnippet({
        embedUrl: new URL('embed.html', window.location.href).href,
        definition: packed.value,
        variant: this.variant,
      });
    }
    this.root.dataset.snippet = snippet;
    await this.copy(snippet, 'Embed snippet');
  }

  async copy(text, what) {
    const field = this.$('.copy-out');
    const how = await copyText(text, field);
    this.note(
      how === 'copied'
        ? `${what} copied.`
        : `Copying is blocked here: the ${what.toLowerCase()} is selected below, press Ctrl+C.`,
    );
  }

  note(text) {
    this.$('.note').textContent = text;
  }
}

const root = document.getElementById('editor');
const page = new EditorPage(root, sharedEngine());
root.tesseraEditor = page; // for tests
page.start().catch((err) => {
  root.querySelector('.note').textContent =
    `The editor could not start: ${err && err.message ? err.message : err}`;
});
