// The play page's diagram export: the position shown as an SVG or PNG file, or SVG text on the clipboard,
// with the user's choice of coordinates, arrows and width. The board writes the SVG (board/diagram-svg.js).
import { copyText } from './clipboard.js';
import { saveBlob } from './download.js';
import { svgToPng } from '../board/diagram-png.js';

const NOTE_MS = 2500;
export const PNG_SCALE = 2; // PNG pixels per diagram pixel: sharp on high-density screens and in print

export class DiagramPanel {
  // `page` is the PlayPage (its board and game); `details` holds the options, buttons and fallback field.
  constructor(page, details) {
    this.page = page;
    this.details = details;
    this.$ = (selector) => details.querySelector(selector);
    this.noteTimer = 0;
    const actions = {
      svg: () => this.downloadSvg(),
      png: () => this.downloadPng(),
      copy: () => this.copySvg(),
    };
    details.addEventListener('click', (e) => {
      const button = e.target.closest('[data-diagram]');
      if (button && actions[button.dataset.diagram])
        actions[button.dataset.diagram]().catch((err) => this.note(`No diagram: ${err.message || err}`));
    });
  }

  options() {
    const g = this.page.game;
    const size = this.$('select[name="diagram-size"]').value;
    return {
      size: size === 'board' ? this.page.board.layout.width : Number(size), // 'board': the board's own width
      coordinates: this.$('input[name="diagram-coordinates"]').checked,
      arrows: this.$('input[name="diagram-arrows"]').checked,
      title: `${g.info.name}: ${g.viewed.fen}`,
    };
  }

  // The viewed position, as the board shows it.
  current() {
    return this.page.board.diagram(this.options());
  }

  fileName(ext) {
    const g = this.page.game;
    return `tessera-${g.info.id}-ply${g.cursor}.${ext}`;
  }

  note(text) {
    const note = this.$('.diagram-note');
    note.textContent = text;
    clearTimeout(this.noteTimer);
    if (text)
      this.noteTimer = setTimeout(() => {
        note.textContent = '';
      }, NOTE_MS);
  }

  async downloadSvg() {
    const { svg } = this.current();
    saveBlob(new Blob([svg], { type: 'image/svg+xml' }), this.fileName('svg'), this.details);
  }

  async downloadPng() {
    const { svg, width, height } = this.current();
    const png = await svgToPng(svg, width * PNG_SCALE, height * PNG_SCALE);
    saveBlob(png, this.fileName('png'), this.details);
  }

  async copySvg() {
    const field = this.$('.diagram-out');
    const how = await copyText(this.current().svg, field);
    this.note(
      how === 'copied' ? 'SVG copied' : 'Copying is blocked here: the SVG is selected below, press Ctrl+C.',
    );
  }
}
