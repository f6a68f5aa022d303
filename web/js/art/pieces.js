// Piece art by name: which silhouettes make up each piece of every variant, in each army's colours.
// Art is chosen by the engine's piece name (letters clash across variants); others get generated art.
import * as P from './parts.js';
import { artPlan, badged, letterToken } from './generated.js';

const PALETTES = {
  white: { body: '#fbfaf6', line: '#1d1d1f', detail: '#1d1d1f', crook: '#b9823e' },
  black: { body: '#2e2e33', line: '#050505', detail: '#ecebe6', crook: '#b9823e' },
  gold: { body: '#f4c542', line: '#3f2b00', detail: '#3f2b00', crook: '#b9823e' },
  red: { body: '#c9302c', line: '#360806', detail: '#ffe6dc', crook: '#b9823e' },
};
const GOLD_METAL = '#f2b705';
const SILVER_METAL = '#c3ced9';

// The other army's palette when a variant names a colour we have none for.
export function palette(colourName, index) {
  return PALETTES[String(colourName).toLowerCase()] || (index === 0 ? PALETTES.white : PALETTES.black);
}

const pair = (back, front, c) => P.place(back(c), 0.74, -13, -4) + P.place(front(c), 0.74, 13, 4);
const marked = (inner, c, { ferz = false, wazir = false }) =>
  P.place(inner, 0.8) + (ferz ? P.ferzMarks(c) : '') + (wazir ? P.wazirMarks(c) : '');
const shepherd = (piece, c) => P.place(piece(c), 0.86, -9, 2) + P.crook(c);
// A metal tile shows how its piece moves, as the engine describes it (`slides` and `steps`, by compass name).
const metalTile = (metal) => (c, piece) =>
  P.tile(c) + P.moveDiagram(metal, c, piece.slides || [], piece.steps || []);

// Compound pieces show their parts: two silhouettes side by side, and marks for one-step moves.
const ART = {
  king: P.king,
  queen: P.queen,
  rook: P.rook,
  bishop: P.bishop,
  knight: P.knight,
  pawn: P.pawn,
  archbishop: (c) => pair(P.bishop, P.knight, c),
  cardinal: (c) => pair(P.bishop, P.knight, c),
  chancellor: (c) => pair(P.rook, P.knight, c),
  marshall: (c) => pair(P.rook, P.knight, c),
  amazon: (c) => pair(P.queen, P.knight, c),
  ship: (c) => marked(pair(P.rook, P.knight, c), c, { ferz: true }),
  heroine: (c) => marked(pair(P.rook, P.knight, c), c, { ferz: true }),
  freemason: (c) => marked(pair(P.bishop, P.knight, c), c, { wazir: true }),
  templar: (c) => marked(pair(P.bishop, P.knight, c), c, { wazir: true }),
  sailor: (c) => marked(P.rook(c), c, { ferz: true }),
  'dragon king': (c) => marked(P.rook(c), c, { ferz: true }),
  bers: (c) => marked(P.rook(c), c, { ferz: true }), // rook + fers: shogi's dragon king, as Fairy-Stockfish names it
  missionary: (c) => marked(P.bishop(c), c, { wazir: true }),
  'dragon horse': (c) => marked(P.bishop(c), c, { wazir: true }),
  judge: (c) => marked(P.knight(c), c, { ferz: true, wazir: true }),
  centaur: (c) => marked(P.knight(c), c, { ferz: true, wazir: true }),
  'shepherding bishop': (c) => shepherd(P.bishop, c),
  'shepherding rook': (c) => shepherd(P.rook, c),
  silverhunter: metalTile(SILVER_METAL),
  goldhawker: metalTile(GOLD_METAL),
  goldhawkress: metalTile(GOLD_METAL),
  supersilver: metalTile(SILVER_METAL),
  general: (c) => pair(P.warHorse, P.hound, c),
  tor: P.tor,
  'battle hound': P.hound,
  'war horse': P.warHorse,
  pike: P.pike,
  yeoman: P.yeoman,
  captain: P.captain,
};
const KEYS = Object.keys(ART).sort((a, b) => b.length - a.length);

const nameWords = (name) =>
  String(name)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

// The art key for an engine piece name: "War-Horse" -> "war horse", "Ship (Heroine)" -> "ship".
export function artKey(name) {
  const words = nameWords(name);
  if (ART[words]) return words;
  return KEYS.find((k) => ` ${words} `.includes(` ${k} `)) || null;
}

const artMatch = (name) => ({ key: artKey(name), exact: !!ART[nameWords(name)] });

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';

// `piece` is the engine's description of the piece (describe().pieces[i]), for art drawn from its moves;
// `style` comes from artPlan (generated.js): 'drawn', 'badge' (glyph plus letter) or 'token' (letter only).
export function pieceSvg(name, colourName, colourIndex, letter = '?', piece = {}, style = '') {
  const c = palette(colourName, colourIndex);
  const key = artKey(name);
  const how = style || (key ? 'drawn' : 'token');
  const inner =
    how === 'token' || !key
      ? letterToken(c, letter)
      : how === 'badge'
        ? badged(ART[key](c, piece), c, letter)
        : ART[key](c, piece);
  return `${OPEN}${inner}</svg>`;
}

// Pieces' SVG documents side by side in one, `columns` to a row, each in a 100x100 cell; a nested
// <svg> clips to its cell as the piece's own image would.
function spriteSvg(parts, columns, rows) {
  const cells = parts.map((svg, i) => {
    const at = `x="${(i % columns) * 100}" y="${Math.floor(i / columns) * 100}" width="100" height="100"`;
    return `<svg ${at} viewBox="0 0 100 100">${svg.slice(OPEN.length)}`;
  });
  const [w, h] = [columns * 100, rows * 100];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${cells.join('')}</svg>`;
}

export const svgUrl = (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

// Every piece of a variant as SVG text, keyed by board letter (upper case = first army):
// {letter, name (with its army), svg}. The canvas board and the diagram writer draw the same art.
export function pieceArt(info) {
  const colours = info.colors || ['White', 'Black'];
  const plan = artPlan(info.pieces, artMatch);
  const art = new Map();
  for (const p of info.pieces) {
    [p.letter.toUpperCase(), p.letter.toLowerCase()].forEach((letter, side) => {
      const svg = pieceSvg(p.name, colours[side], side, p.letter, p, plan.get(p.letter.toUpperCase()));
      art.set(letter, { letter, name: `${colours[side]} ${p.name}`, svg });
    });
  }
  return art;
}

// One variant's piece images, keyed by board letter (upper case = first army), each
// rasterised once per pixel size so canvas drawing stays sharp and cheap.
// Every piece is drawn from one sprite: a single SVG image holding them all in a grid, since the
// browser's fixed cost per SVG image (a document to parse, style and lay out) is most of the cost of
// rasterising one. A 22-piece set took 125-315 ms as separate images and 30-70 ms as one sprite
// (headless Chromium, loaded 2-core machine), and it is on the way to the page's first board.
export class PieceSet {
  constructor(info, onReady) {
    this.names = new Map();
    this.urls = new Map();
    this.cells = new Map(); // letter -> its index in the sprite
    this.bitmaps = new Map();
    this.sheets = new Map(); // pixel size -> the whole sprite rasterised at that size per piece
    this.onReady = onReady;
    const parts = [];
    for (const [letter, { name, svg }] of pieceArt(info)) {
      this.names.set(letter, name);
      this.urls.set(letter, svgUrl(svg));
      this.cells.set(letter, parts.length);
      parts.push(svg);
    }
    this.columns = Math.max(1, Math.ceil(Math.sqrt(parts.length)));
    this.rows = Math.max(1, Math.ceil(parts.length / this.columns));
    this.sprite = new Image();
    this.sprite.onload = () => this.onReady && this.onReady();
    this.sprite.src = svgUrl(spriteSvg(parts, this.columns, this.rows));
    // Settles once the sprite has loaded (or failed): the board can then draw every piece.
    this.loaded = this.sprite.decode().catch(() => {});
  }

  name(letter) {
    return this.names.get(letter) || letter;
  }
  // The name with its letter, for hover: pieces with generated art are told apart by letter.
  label(letter) {
    return this.names.has(letter) ? `${this.names.get(letter)} (${letter})` : letter;
  }
  url(letter) {
    return this.urls.get(letter);
  }

  // A canvas holding the piece drawn at `px` device pixels, or null until the sprite has loaded.
  bitmap(letter, px) {
    const size = Math.max(1, Math.round(px));
    const key = `${letter}@${size}`;
    let bmp = this.bitmaps.get(key);
    if (bmp) return bmp;
    const cell = this.cells.get(letter);
    const sheet = cell === undefined ? null : this.sheet(size);
    if (!sheet) return null;
    bmp = document.createElement('canvas');
    bmp.width = bmp.height = size;
    const [x, y] = [(cell % this.columns) * size, Math.floor(cell / this.columns) * size];
    bmp.getContext('2d').drawImage(sheet, x, y, size, size, 0, 0, size, size);
    this.bitmaps.set(key, bmp);
    return bmp;
  }

  // The sprite rasterised with each piece `size` pixels square, once per size.
  sheet(size) {
    let sheet = this.sheets.get(size);
    if (sheet) return sheet;
    const img = this.sprite;
    if (!img.complete || !img.naturalWidth) return null;
    sheet = document.createElement('canvas');
    sheet.width = this.columns * size;
    sheet.height = this.rows * size;
    sheet.getContext('2d').drawImage(img, 0, 0, sheet.width, sheet.height);
    this.sheets.set(size, sheet);
    return sheet;
  }

  dropSizes() {
    this.bitmaps.clear();
    this.sheets.clear();
  }
}
