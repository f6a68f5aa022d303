// The sharing tools of the play page: copy link, copy FEN, load a FEN, and the game record dialog
// (export, download, import). All user and engine text reaches the page as textContent or .value only.
import { copyText } from './clipboard.js';
import { saveBlob } from './download.js';

const NOTE_MS = 2500;

export class SharePanel {
  // `page` is the PlayPage; `section` holds the buttons, the FEN form and the record box.
  constructor(page, section) {
    this.page = page;
    this.section = section;
    this.$ = (selector) => section.querySelector(selector);
    this.noteTimer = 0;
    const actions = {
      'copy-link': () => this.copy(this.page.shareUrl(), 'Link'),
      'copy-fen': () => this.copy(this.page.game.viewed.fen, 'FEN'),
      export: () => this.exportRecord(),
      download: () => this.download(),
      import: () => this.importRecord(),
    };
    section.addEventListener('click', (e) => {
      const button = e.target.closest('[data-share]');
      if (button && actions[button.dataset.share]) actions[button.dataset.share]();
    });
    this.$('.fen-entry').addEventListener('submit', (e) => {
      e.preventDefault();
      this.loadFen();
    });
  }

  get game() {
    return this.page.game;
  }

  note(text) {
    const note = this.$('.share-note');
    note.textContent = text;
    clearTimeout(this.noteTimer);
    if (text)
      this.noteTimer = setTimeout(() => {
        note.textContent = '';
      }, NOTE_MS);
  }

  async copy(text, what) {
    const how = await copyText(text, this.$('.share-out'));
    this.$('.share-out').setAttribute('aria-label', `${what} to copy`);
    if (how === 'copied') this.note(`${what} copied`);
    else
      this.note(
        `Copying is blocked here: the ${what === 'Link' ? 'link' : 'FEN'} is selected below, press Ctrl+C.`,
      );
  }

  async loadFen() {
    const input = this.$('.fen-entry input');
    const fen = input.value.trim();
    if (!fen) return;
    if (await this.page.loadFen(fen)) input.value = '';
  }

  recordBox() {
    return this.$('textarea[name="record"]');
  }

  async exportRecord() {
    const text = await this.game.exportRecord(this.page.recordExtras());
    if (typeof text === 'string') this.recordBox().value = text;
    return text;
  }

  // Saves the record as a .txt file, exporting it first when the box is empty.
  async download() {
    const text = this.recordBox().value.trim() ? this.recordBox().value : await this.exportRecord();
    if (typeof text !== 'string' || !text) return;
    const name = `tessera-${this.game.info.id}-${new Date().toISOString().slice(0, 10)}.pgn`;
    saveBlob(new Blob([text], { type: 'text/plain' }), name, this.section);
  }

  // The note says only what this import did: a failure right after a good import clears "Record imported".
  async importRecord() {
    this.note('');
    if (await this.page.importRecord(this.recordBox().value)) this.note('Record imported');
  }
}
