// Entry point of the play page: starts the engine and the page on the #tessera element.
// Marks the moment the first board becomes interactive, which the browser tests measure.
import { sharedEngine } from './engine/service.js';
import { PlayPage } from './play/page.js';

const root = document.getElementById('tessera');
const page = new PlayPage(root, sharedEngine());
page.start().then(
  () => {
    performance.mark('tessera-interactive');
  },
  (err) => {
    root.querySelector('.status').textContent = `The engine could not start: ${err.message}`;
    root.dataset.failed = 'true';
    throw err;
  },
);
