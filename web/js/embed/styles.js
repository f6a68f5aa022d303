// The embedded board's own styles, inside its shadow root: the host page's CSS cannot reach in, nor ours out.
// One constructed sheet is shared by every board on the page.

const CSS = `
:host { display: block; position: relative; min-width: 160px; font: 14px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #2b2620; --tb-accent: #2f6f3e; --tb-line: #ddd4c6; --tb-panel: #fffdf8; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
button, select { font: inherit; font-size: 0.85rem; }
button { border: 1px solid var(--tb-line); background: var(--tb-panel); color: inherit; border-radius: 5px; padding: 0.15em 0.55em; cursor: pointer; }
button:hover:not(:disabled) { border-color: var(--tb-accent); }
button:disabled { opacity: 0.45; cursor: default; }
:focus-visible { outline: 3px solid #4a90e2; outline-offset: 1px; }
.tb { display: flex; flex-direction: column; gap: 0.3rem; }
.board-wrap { position: relative; }
.board-host { width: 100%; display: flex; justify-content: center; position: relative; }
.tessera-canvas { display: block; touch-action: none; user-select: none; -webkit-user-select: none; }
.tessera-tooltip { position: absolute; transform: translate(-50%, -100%); pointer-events: none; white-space: nowrap;
  background: rgba(30, 26, 22, 0.92); color: #fff; font-size: 0.8rem; padding: 0.15rem 0.45rem; border-radius: 4px; }
.tessera-tooltip[hidden] { display: none; }
.tb-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; }
.tb-status { flex: 1 1 8rem; min-width: 0; font-size: 0.85rem; overflow-wrap: anywhere; }
.tb-status.thinking::after { content: " \\2026"; }
.tb-message { margin: 0; padding: 0.3rem 0.5rem; border-left: 3px solid #a32020; background: #fbeaea; color: #6d1010;
  font-size: 0.8rem; white-space: pre-line; overflow-wrap: anywhere; max-height: 8rem; overflow: auto; }
.tb-message[hidden] { display: none; }
.tb-loading { padding: 2rem 0; text-align: center; color: #6f655a; }
.chooser-host { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; background: rgba(0, 0, 0, 0.18); z-index: 5; }
.chooser-host[hidden] { display: none; }
.chooser-host.side-left, .chooser-host.side-right { background: none; padding: 0 2%; pointer-events: none; }
.chooser-host.side-left { justify-content: flex-start; }
.chooser-host.side-right { justify-content: flex-end; }
.chooser-host.side-left .chooser, .chooser-host.side-right .chooser { pointer-events: auto; max-width: 46%; }
.chooser-host.below { position: static; background: none; margin-top: 0.4rem; }
.chooser-host.below .chooser { max-width: 100%; width: 100%; box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25); }
.chooser { background: var(--tb-panel); border-radius: 10px; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35); padding: 0.6rem;
  max-width: min(94%, 34rem); max-height: 92%; overflow: auto; display: flex; flex-direction: column; gap: 0.5rem; }
.chooser-title { margin: 0; font-weight: 600; }
.chooser-pieces .chooser-options { display: flex; flex-wrap: wrap; gap: 0.3rem; max-width: 24rem; }
.chooser-pieces .chooser-option { padding: 0.2rem; flex-direction: column; gap: 0; width: 4.2rem; }
.chooser-name { font-size: 0.7rem; text-align: center; line-height: 1.1; }
.chooser-list .chooser-options { display: flex; flex-direction: column; gap: 0.3rem; }
.chooser-option { display: flex; align-items: center; gap: 0.5rem; text-align: left; padding: 0.25rem 0.5rem; }
.chooser-option.active { border-color: #e86e00; box-shadow: inset 3px 0 0 #e86e00; }
.chooser-option img { width: 2.6rem; height: 2.6rem; flex: none; }
.chooser-text { display: flex; flex-direction: column; font-size: 0.8rem; }
.chooser-cancel { align-self: flex-end; }
/* A promotion: a column of pieces over the promotion cell (game/game-view.js placeColumn sets the variables). */
.chooser-host.column:not([hidden]) { display: block; }
.chooser-host.column .chooser { position: absolute; left: var(--col-x); top: var(--col-y); transform: translateX(-50%);
  max-width: none; max-height: none; overflow: visible; padding: 0; gap: 0; border-radius: 4px; }
.chooser-host.column.upward .chooser { transform: translate(-50%, -100%); }
.chooser-host.column .chooser-title { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.chooser-host.column .chooser-options { display: grid; grid-auto-flow: column; gap: 0; max-width: none;
  grid-template-rows: repeat(var(--col-rows), var(--col-cell)); grid-auto-columns: var(--col-cell); }
.chooser-host.column .chooser-option { width: var(--col-cell); height: var(--col-cell); padding: 0; border-radius: 50%;
  justify-content: center; background: #d8d2c6; border: 2px solid transparent; }
.chooser-host.column .chooser-option:hover, .chooser-host.column .chooser-option.active { background: #f2b04d; border-color: #e86e00; box-shadow: none; }
.chooser-host.column .chooser-option img { width: 82%; height: 82%; }
.chooser-host.column .chooser-name { display: none; }
.chooser-host.column .chooser-cancel { font-size: 0.75rem; padding: 0.1rem; border-radius: 0 0 4px 4px; }
.chooser-host.column.upward .chooser-cancel { order: -1; }
`;

let sheet = null;

// The shared sheet, made on first use (so importing this module costs nothing).
export function boardSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
