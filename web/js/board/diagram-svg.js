// Writes a board position as a standalone SVG diagram: cells, last move, check, coordinates, pieces, arrows.
// Pure text from the engine's describe() reply and a board state, laid out and coloured as the canvas draws it.
import { Layout } from './layout.js';
import {
  THEME,
  cellFill,
  hexEdgeWidth,
  labelSize,
  guardOutline,
  guardDash,
  guardLineWidth,
  arrowShape,
  regionWidth,
  CHECK_RADIUS,
} from './theme.js';
import { pieceArt } from '../art/pieces.js';

export const DIAGRAM_SIZES = Object.freeze({ min: 64, max: 4096, default: 640 });

// Stands for the diagram's id prefix until the document is written; escapeXml removes it from any text.
const ID = '\u0001';

// A prefix made from the document itself, so that several diagrams pasted into one HTML page keep
// their symbols apart, while the same position always gives the same text.
function idPrefix(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `d${(h >>> 0).toString(36)}-`;
}

const num = (v) => String(Math.round(v * 100) / 100);
const points = (pts) => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Text from the engine or a user (cell names, letters, titles): escaped, and stripped of characters
// XML 1.0 forbids, so the document always parses.
export function escapeXml(text) {
  return String(text)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// 'rgba(r, g, b, a)' split into 'rgb(r,g,b)' and its opacity: SVG 1.1 readers know no rgba().
function split(colour) {
  const m = /^rgba\(([^,]+),([^,]+),([^,]+),([^)]+)\)$/.exec(colour.replace(/\s+/g, ''));
  return m ? { rgb: `rgb(${m[1]},${m[2]},${m[3]})`, alpha: Number(m[4]) } : { rgb: colour, alpha: 1 };
}

function paint(colour, kind = 'fill') {
  const { rgb, alpha } = split(colour);
  return alpha === 1 ? `${kind}="${rgb}"` : `${kind}="${rgb}" ${kind}-opacity="${alpha}"`;
}

// The diagram's pixel size: `size` wide, as tall as the board's shape asks.
function fitted(info, state, size) {
  const layout = new Layout(info);
  const flipped = state.orientation === 'black';
  layout.fit(1000, 1000, flipped); // labels depend on orientation: compute them before measuring
  const width = Math.round(size);
  const height = Math.max(1, Math.round(width / layout.aspect()));
  layout.fit(width, height, flipped);
  return { layout, width, height };
}

function cellsSvg(state, layout) {
  const out = layout.cells.map((c) => {
    const edge = layout.hex
      ? ` ${paint(c.hidden ? THEME.guardEdge : THEME.edge, 'stroke')} stroke-width="${num(hexEdgeWidth(layout, c))}"`
      : '';
    return `<polygon data-cell="${escapeXml(c.name)}" points="${points(layout.polygon(c.name))}" fill="${cellFill(state, layout, c)}"${edge}/>`;
  });
  const marks = layout.cells
    .filter((c) => c.hidden && state.hiddenCells && !state.pieces.has(c.name))
    .map((c) => `<polygon points="${points(guardOutline(layout, c.name))}"/>`);
  if (marks.length) {
    const dash = guardDash(layout).map(num).join(' ');
    out.push(
      `<g class="guard-marks" fill="none" ${paint(THEME.guardMark, 'stroke')} stroke-width="${num(guardLineWidth(layout))}" stroke-dasharray="${dash}">${marks.join('')}</g>`,
    );
  }
  for (const { kind, a, b } of layout.regionLines())
    out.push(
      `<line class="${kind}" x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" ${paint(THEME.regions[kind], 'stroke')} stroke-width="${num(regionWidth(layout, kind))}" stroke-linecap="round"/>`,
    );
  return `<g class="cells">${out.join('')}</g>`;
}

function highlightsSvg(state, layout) {
  const out = [];
  for (const name of state.lastMove || []) {
    if (layout.byName.has(name))
      out.push(
        `<polygon class="last-move" data-cell="${escapeXml(name)}" points="${points(layout.polygon(name))}" ${paint(THEME.lastMove)}/>`,
      );
  }
  if (state.check && layout.byName.has(state.check)) {
    const [x, y] = layout.centre(state.check);
    const r = layout.cellPixels() * CHECK_RADIUS;
    const stops = [0, 0.25, 1]
      .map((at, i) => {
        const { rgb, alpha } = split(THEME.check[i]);
        return `<stop offset="${at}" stop-color="${rgb}" stop-opacity="${alpha}"/>`;
      })
      .join('');
    out.push(
      `<radialGradient id="${ID}check" gradientUnits="userSpaceOnUse" cx="${num(x)}" cy="${num(y)}" r="${num(r)}">${stops}</radialGradient>`,
      `<polygon class="check" data-cell="${escapeXml(state.check)}" points="${points(layout.polygon(state.check))}" fill="url(#${ID}check)"/>`,
    );
  }
  return out.length ? `<g class="highlights">${out.join('')}</g>` : '';
}

function labelsSvg(layout) {
  const texts = layout.labels.map((l) => {
    const [x, y] = layout.toScreen(l.x, l.y);
    return `<text x="${num(x)}" y="${num(y)}">${escapeXml(l.text)}</text>`;
  });
  return `<g class="coordinates" font-family="system-ui, sans-serif" font-weight="600" font-size="${num(labelSize(layout))}" fill="${THEME.label}" text-anchor="middle" dominant-baseline="central">${texts.join('')}</g>`;
}

// The red badge render.js draws on a promoted piece: the letter of the piece it came from.
function promotedMark(cell, from, at, size) {
  const r = size * 0.17;
  const [cx, cy] = [at[0] - size / 2 + r * 1.05, at[1] - size / 2 + r * 1.05];
  return (
    `<g class="promoted" data-cell="${escapeXml(cell)}"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${THEME.promoted}" stroke="#fff" stroke-width="${num(Math.max(1, r * 0.18))}"/>` +
    `<text x="${num(cx)}" y="${num(cy + r * 0.05)}" fill="#fff" font-family="system-ui, sans-serif" font-weight="800" font-size="${num(Math.round(r * 1.3))}" text-anchor="middle" dominant-baseline="central">${escapeXml(String(from).toUpperCase())}</text></g>`
  );
}

// Each piece's own drawing once, as a symbol; every piece on the board is a <use> of it.
function piecesSvg(info, state, layout) {
  const art = pieceArt(info);
  const ids = new Map();
  const symbols = [];
  const uses = [];
  const size = layout.pieceSize * layout.scale;
  for (const [cell, letter] of state.pieces) {
    const at = layout.centre(cell);
    const piece = art.get(letter);
    if (!at || !piece) continue;
    if (!ids.has(letter)) {
      const id = `${ID}piece-${ids.size}`;
      ids.set(letter, id);
      const inner = piece.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      symbols.push(
        `<symbol id="${id}" viewBox="0 0 100 100"><title>${escapeXml(piece.name)}</title>${inner}</symbol>`,
      );
    }
    const id = ids.get(letter);
    uses.push(
      `<use href="#${id}" xlink:href="#${id}" data-cell="${escapeXml(cell)}" data-piece="${escapeXml(letter)}" x="${num(at[0] - size / 2)}" y="${num(at[1] - size / 2)}" width="${num(size)}" height="${num(size)}"/>`,
    );
    const from = state.promoted && state.promoted.get(cell);
    if (from) uses.push(promotedMark(cell, from, at, size));
  }
  return { defs: symbols.join(''), body: `<g class="pieces">${uses.join('')}</g>` };
}

function arrowsSvg(arrows, layout) {
  const out = [];
  for (const arrow of arrows) {
    const s = arrowShape(layout, arrow);
    if (!s) continue;
    out.push(
      `<g class="arrow" data-from="${escapeXml(arrow.from)}" data-to="${escapeXml(arrow.to)}">` +
        `<line x1="${num(s.from[0])}" y1="${num(s.from[1])}" x2="${num(s.neck[0])}" y2="${num(s.neck[1])}" ${paint(s.colour, 'stroke')} stroke-width="${num(s.width)}" stroke-linecap="round"/>` +
        `<polygon points="${points([s.tip, ...s.wings])}" ${paint(s.colour)}/></g>`,
    );
  }
  return out.length ? `<g class="arrows">${out.join('')}</g>` : '';
}

// `info`: the engine's describe() reply; `state`: a board state (state.js: pieces, lastMove, check,
// arrows, drawn, orientation, hiddenCells). Options: size (width in pixels), coordinates, arrows, title.
// Returns {svg, width, height}: the document and its size in pixels.
export function diagram(info, state, options = {}) {
  const s = { hiddenCells: info.cells.some((c) => c.hidden), ...state };
  if (!(s.pieces instanceof Map)) s.pieces = new Map(Object.entries(s.pieces || {}));
  if (!(s.promoted instanceof Map)) s.promoted = new Map(Object.entries(s.promoted || {}));
  const requested = Number(options.size);
  const size = Number.isFinite(requested)
    ? Math.min(DIAGRAM_SIZES.max, Math.max(DIAGRAM_SIZES.min, requested))
    : DIAGRAM_SIZES.default;
  const coordinates = options.coordinates ?? s.coordinates ?? true;
  const { layout, width, height } = fitted(info, s, size);
  const pieces = piecesSvg(info, s, layout);
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" data-orientation="${s.orientation === 'black' ? 'black' : 'white'}">`,
    title,
    `<defs>${pieces.defs}</defs>`,
    cellsSvg(s, layout),
    highlightsSvg(s, layout),
    coordinates ? labelsSvg(layout) : '',
    pieces.body,
    options.arrows ? arrowsSvg([...(s.arrows || []), ...(s.drawn || [])], layout) : '',
    '</svg>\n',
  ]
    .filter((part) => part !== '')
    .join('\n');
  return { svg: text.split(ID).join(idPrefix(text)), width, height };
}

export const diagramSvg = (info, state, options) => diagram(info, state, options).svg;
