// The board's state: everything the renderer draws, in one plain object per board.
// Only board.js changes it; render.js reads it; nothing here knows a rule of any variant.

export function defaultState() {
  return {
    orientation: 'white', // 'white': the first army at the bottom
    pieces: new Map(), // cell name -> letter (upper case: first army)
    promoted: new Map(), // cell name -> letter its promoted piece came from, as the engine reports it
    lastMove: null, // [from, to]
    check: null, // cell of a royal piece in check
    dests: new Map(), // from -> [{to, capture, quiet?}]: the moves the user may make now (quiet: a diagram's non-capturing move)
    selected: null, // cell whose destinations are shown
    press: null, // pointer held on a piece: {from, x, y, wasSelected}
    drag: null, // piece following the pointer: {from, letter, x, y}
    hover: null, // cell whose piece name is shown
    arrows: [], // [{from, to, brush}]: analysis and outcome arrows
    drawn: [], // [{from, to, brush}]: arrows the user drew with the right button, until the position changes
    drawing: null, // {from, to}: the arrow being drawn while the right button is held
    marks: [], // [{cell, brush}]: cells marked by an outcome (captures)
    hiddenCells: false, // whether the board has hidden cells (the engine marks each; Naydorian's Guard cells)
    coordinates: true,
    premoveDests: new Map(), // from -> [{to}]: where the player's pieces may be premoved while the opponent thinks
    premove: null, // [from, to]: the queued premove, played when legal
    target: null, // dest cell under the pointer or cursor while a piece is selected
    preview: [], // [{from, to, brush}]: what the targeted move would push, drawn before it is made
    pointed: null, // cell under the mouse (hex boards draw its name)
    cursor: null, // keyboard cursor cell, or null until the keyboard is used
    rotated: false, // a long board on a narrow screen, turned a quarter so its cells are larger
  };
}
