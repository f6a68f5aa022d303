// The embedded board's own styles, inside its shadow root: the host page's CSS cannot reach in, nor ours out.
// One constructed sheet is shared by every board on the page; the board's own rules are board/board-sheet.js,
// the chooser's ui/chooser-sheet.js.
import { sharedSheet } from '../ui/shared-sheet.js';

const CSS = `
:host { display: block; position: relative; min-width: 160px; font: 14px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #2b2620; --tb-accent: #2f6f3e; --tb-line: #ddd4c6; --tb-panel: #fffdf8;
  --chooser-panel: var(--tb-panel); --chooser-piece: 4.2rem; --chooser-img: 2.6rem; --chooser-text: 0.8rem; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
button, select { font: inherit; font-size: 0.85rem; }
button { border: 1px solid var(--tb-line); background: var(--tb-panel); color: inherit; border-radius: 5px; padding: 0.15em 0.55em; cursor: pointer; }
button:hover:not(:disabled) { border-color: var(--tb-accent); }
button:disabled { opacity: 0.45; cursor: default; }
:focus-visible { outline: 3px solid #4a90e2; outline-offset: 1px; }
.tb { display: flex; flex-direction: column; gap: 0.3rem; }
.board-wrap { position: relative; }
.tb-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; }
.tb-status { flex: 1 1 8rem; min-width: 0; font-size: 0.85rem; overflow-wrap: anywhere; }
.tb-status.thinking::after { content: " \\2026"; }
.tb-message { margin: 0; padding: 0.3rem 0.5rem; border-left: 3px solid #a32020; background: #fbeaea; color: #6d1010;
  font-size: 0.8rem; white-space: pre-line; overflow-wrap: anywhere; max-height: 8rem; overflow: auto; }
.tb-message[hidden] { display: none; }
.tb-loading { padding: 2rem 0; text-align: center; color: #6f655a; }
`;

export const boardSheet = sharedSheet(CSS);
