// The chooser's one stylesheet, adopted by the page's document and by each embedded board's shadow root.
// Sizes come from custom properties, so each place sets its own: --chooser-piece, --chooser-img, --chooser-text.
import { sharedSheet, adoptSheet } from './shared-sheet.js';

const CSS = `
.chooser-host { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; background: rgba(0, 0, 0, 0.18); z-index: 5; }
.chooser-host[hidden] { display: none; }
.chooser-host.side-left, .chooser-host.side-right { background: none; padding: 0 2%; pointer-events: none; }
.chooser-host.side-left { justify-content: flex-start; }
.chooser-host.side-right { justify-content: flex-end; }
.chooser-host.side-left .chooser, .chooser-host.side-right .chooser { pointer-events: auto; max-width: 46%; }
.chooser-host.below { position: static; background: none; margin-top: 0.4rem; }
.chooser-host.below .chooser { max-width: 100%; width: 100%; box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25); }
.chooser { background: var(--chooser-panel, #fffdf8); border-radius: 10px; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35); padding: 0.6rem;
  max-width: min(94%, 34rem); max-height: 92%; overflow: auto; display: flex; flex-direction: column; gap: 0.5rem; }
.chooser-title { margin: 0; font-weight: 600; }
.chooser-pieces .chooser-options { display: flex; flex-wrap: wrap; gap: 0.3rem; max-width: 24rem; }
.chooser-pieces .chooser-option { padding: 0.2rem; flex-direction: column; gap: 0; width: var(--chooser-piece, 4.6rem); }
.chooser-name { font-size: 0.7rem; text-align: center; line-height: 1.1; }
.chooser-list .chooser-options { display: flex; flex-direction: column; gap: 0.3rem; }
.chooser-option { display: flex; align-items: center; gap: 0.5rem; text-align: left; padding: 0.25rem 0.5rem; }
.chooser-option.active { border-color: #e86e00; box-shadow: inset 3px 0 0 #e86e00; }
.chooser-option img { width: var(--chooser-img, 3rem); height: var(--chooser-img, 3rem); flex: none; }
.chooser-text { display: flex; flex-direction: column; font-size: var(--chooser-text, 0.85rem); }
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

export const chooserSheet = sharedSheet(CSS);

export function adoptChooserSheet(node) {
  adoptSheet(node, chooserSheet);
}
