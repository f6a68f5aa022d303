// Turns mouse, touch and pen input on the board canvas into board actions (press, drag, drop, hover).
// One code path for every pointer kind; a long touch shows the piece's name instead of a tooltip on hover.
// With `keyboard`, arrow keys move a cell cursor and Enter or Space act as a click on it. The right mouse
// button drags arrows between cells (and still cancels a premove).

const LONG_PRESS_MS = 450;

const DIRECTIONS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export function bindInput(canvas, board, { keyboard = false } = {}) {
  let longPress = 0;
  let pointerId = null;
  let drawId = null; // the mouse while its right button draws an arrow

  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  const cellOf = (e) => board.cellAtClient(e.clientX, e.clientY);
  const stopLongPress = () => {
    clearTimeout(longPress);
    longPress = 0;
  };

  function down(e) {
    if (e.pointerType === 'mouse' && e.button === 2) {
      board.cancelPremove();
      if (pointerId !== null) return;
      drawId = e.pointerId;
      canvas.setPointerCapture(e.pointerId);
      board.hideName();
      board.startArrow(cellOf(e));
      return;
    }
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (pointerId !== null || drawId !== null) return;
    e.preventDefault();
    board.clearArrows(); // a left click wipes the drawn arrows, as on lichess
    pointerId = e.pointerId;
    canvas.setPointerCapture(e.pointerId);
    const cell = cellOf(e);
    const [x, y] = local(e);
    board.press(cell, x, y, e.pointerType !== 'mouse');
    if (e.pointerType !== 'mouse' && cell) {
      stopLongPress();
      longPress = setTimeout(() => {
        board.showName(cell);
        board.pointAt(cell);
      }, LONG_PRESS_MS);
    }
  }

  function move(e) {
    const [x, y] = local(e);
    const cell = cellOf(e);
    if (e.pointerId === drawId) {
      board.aimArrow(cell);
      return;
    }
    if (e.pointerId === pointerId) {
      board.pointerMoved(x, y);
      if (board.state.drag) stopLongPress();
    } else if (e.pointerType === 'mouse' && pointerId === null) {
      if (cell && board.state.pieces.has(cell)) board.showName(cell);
      else board.hideName();
      board.pointAt(cell);
    }
    if (e.pointerType === 'mouse' || e.pointerId === pointerId) board.target(cell); // a finger only aims while pressed
    canvas.style.cursor = board.state.drag
      ? 'grabbing'
      : cell &&
          (board.state.dests.has(cell) || (board.state.selected && board.canMove(board.state.selected, cell)))
        ? 'pointer'
        : 'default';
  }

  function up(e) {
    if (e.pointerId === drawId) {
      drawId = null;
      board.endArrow(cellOf(e));
      return;
    }
    if (e.pointerId !== pointerId) return;
    pointerId = null;
    stopLongPress();
    board.release(cellOf(e));
    if (e.pointerType !== 'mouse')
      setTimeout(() => {
        board.hideName();
        board.pointAt(null);
      }, 1500);
  }

  function cancel(e) {
    if (e.pointerId === drawId) {
      drawId = null;
      board.startArrow(null);
      return;
    }
    if (e.pointerId !== pointerId) return;
    pointerId = null;
    stopLongPress();
    board.cancel();
  }

  // A mouse leaving the board drops its aim; a finger lifted keeps it (its first tap on a push aims).
  const leave = (e) => {
    if (pointerId !== null) return;
    board.hideName();
    board.pointAt(null);
    if (e.pointerType === 'mouse' && !board.state.cursor) board.target(null);
  };

  function key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (DIRECTIONS[e.key]) board.moveCursor(DIRECTIONS[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') board.pickCursor();
    else if (e.key === 'Escape') board.cancelPremove();
    else return;
    e.preventDefault();
    e.stopPropagation(); // the page's own arrow keys step through the moves; on the board they move the cursor
  }
  if (keyboard) canvas.addEventListener('keydown', key);
  const menu = (e) => e.preventDefault();

  canvas.addEventListener('pointerdown', down);
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', cancel);
  canvas.addEventListener('pointerleave', leave);
  canvas.addEventListener('contextmenu', menu);
  return () => {
    stopLongPress();
    canvas.removeEventListener('pointerdown', down);
    canvas.removeEventListener('pointermove', move);
    canvas.removeEventListener('pointerup', up);
    canvas.removeEventListener('pointercancel', cancel);
    canvas.removeEventListener('pointerleave', leave);
    canvas.removeEventListener('contextmenu', menu);
    canvas.removeEventListener('keydown', key);
  };
}
