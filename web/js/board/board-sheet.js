// The board component's one stylesheet (host, canvas, tooltip, screen-reader announcer), adopted by the
// document or shadow root each board lives in, so the play page, the editor and embeds share one copy.
import { sharedSheet, adoptSheet } from '../ui/shared-sheet.js';

const CSS = `
.board-host { width: 100%; display: flex; justify-content: center; position: relative; }
.tessera-canvas { display: block; touch-action: none; user-select: none; -webkit-user-select: none; }
.tessera-canvas:focus { outline: none; }
.tessera-canvas:focus-visible { outline: 3px solid #4a90e2; outline-offset: 2px; }
.tessera-tooltip { position: absolute; transform: translate(-50%, -100%); pointer-events: none; white-space: nowrap;
  background: rgba(30, 26, 22, 0.92); color: #fff; font-size: 0.8rem; padding: 0.15rem 0.45rem; border-radius: 4px; }
.tessera-tooltip[hidden] { display: none; }
.tessera-announce { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;

const boardSheet = sharedSheet(CSS);

export function adoptBoardSheet(node) {
  adoptSheet(node, boardSheet);
}
