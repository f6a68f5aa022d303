// Entry point of the play page: starts the engine, puts the first board up, then loads the rest.
// The first board (play/first-board.js) needs only the game, the board and the build-time snapshot;
// the panels, picker, share and clock code (play/page.js) are fetched and run once it is drawn, so
// they do not stand between a visitor and a board they can move on. Marks the moment the whole page
// is ready (the engine's game open), which the browser tests measure with the first board's mark.
import { sharedEngine } from './engine/service.js';
import { FirstBoard } from './play/first-board.js';

const root = document.getElementById('tessera');
const engine = sharedEngine();
engine.rules().catch(() => {}); // the engine starts now; a failure is reported by its first call
const first = new FirstBoard(root, engine);
first
  .start()
  .then(() => first.up)
  .then(() => import('./play/page.js'))
  .then(({ PlayPage }) => new PlayPage(root, engine, first).start())
  .then(
    () => {
      performance.mark('tessera-interactive');
    },
    (err) => {
      root.querySelector('.status').textContent = `The engine could not start: ${err.message}`;
      root.dataset.failed = 'true';
      throw err;
    },
  );
