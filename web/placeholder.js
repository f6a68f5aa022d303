// Placeholder page script: loads the wasm engine and shows one perft count, proving the module works.
const M = await globalThis.createTessera();
const game = new M.Game('chess');
document.getElementById('perft').textContent = String(game.perft(3));
game.delete();
