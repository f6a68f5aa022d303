// Draws one board state onto a canvas: cells, highlights, coordinates, pieces, move hints and arrows.
// Reads the state and the layout, never changes them; the caller decides when to draw.

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

function pathOf(ctx, points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}

function drawCells(ctx, state, layout) {
  for (const c of layout.cells) {
    pathOf(ctx, layout.polygon(c.name));
    ctx.fillStyle = cellFill(state, layout, c);
    ctx.fill();
    if (layout.hex) {
      ctx.strokeStyle = c.hidden ? THEME.guardEdge : THEME.edge;
      ctx.lineWidth = hexEdgeWidth(layout, c);
      ctx.stroke();
    }
  }
  if (state.hiddenCells) drawGuardMarks(ctx, state, layout);
}

// Guard cells carry an inset dashed hexagon as well as their colour, so they differ in shape as well as
// tone; it is angular and dashed so that it never reads as a move marker (always a round dot or ring).
function drawGuardMarks(ctx, state, layout) {
  ctx.strokeStyle = THEME.guardMark;
  ctx.lineWidth = guardLineWidth(layout);
  ctx.setLineDash(guardDash(layout));
  for (const c of layout.cells) {
    if (!c.hidden || state.pieces.has(c.name)) continue;
    pathOf(ctx, guardOutline(layout, c.name));
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

function drawRegions(ctx, layout) {
  ctx.lineCap = 'round';
  for (const { kind, a, b } of layout.regionLines()) {
    ctx.strokeStyle = THEME.regions[kind];
    ctx.lineWidth = regionWidth(layout, kind);
    ctx.beginPath();
    ctx.moveTo(...a);
    ctx.lineTo(...b);
    ctx.stroke();
  }
}

function fillCell(ctx, layout, name, style) {
  if (!layout.byName.has(name)) return;
  pathOf(ctx, layout.polygon(name));
  ctx.fillStyle = style;
  ctx.fill();
}

function drawHighlights(ctx, state, layout) {
  if (state.lastMove) for (const name of state.lastMove) fillCell(ctx, layout, name, THEME.lastMove);
  if (state.premove) for (const name of state.premove) fillCell(ctx, layout, name, THEME.premove);
  if (state.selected)
    fillCell(
      ctx,
      layout,
      state.selected,
      state.dests.has(state.selected) ? THEME.selected : THEME.premoveDest,
    );
  if (state.check && layout.byName.has(state.check)) {
    const [x, y] = layout.centre(state.check);
    const r = layout.cellPixels() * CHECK_RADIUS;
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, THEME.check[0]);
    g.addColorStop(0.25, THEME.check[1]);
    g.addColorStop(1, THEME.check[2]);
    ctx.save();
    pathOf(ctx, layout.polygon(state.check));
    ctx.clip();
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    ctx.restore();
  }
}

function drawLabels(ctx, state, layout) {
  if (!state.coordinates) return;
  const size = labelSize(layout);
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.fillStyle = THEME.label;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const l of layout.labels) {
    const [x, y] = layout.toScreen(l.x, l.y);
    ctx.fillText(l.text, x, y);
  }
}

function drawPiece(ctx, pieces, letter, x, y, size, dpr) {
  const bmp = pieces.bitmap(letter, size * dpr);
  if (bmp) ctx.drawImage(bmp, x - size / 2, y - size / 2, size, size);
}

// A promoted piece (shogi's tokin, crazyhouse's promoted queen) carries a red badge with the letter of
// the piece it came from, which is what its capturer gets: the engine reports both.
function drawPromotedMark(ctx, from, x, y, size) {
  const r = size * 0.17;
  const [cx, cy] = [x - size / 2 + r * 1.05, y - size / 2 + r * 1.05];
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fillStyle = THEME.promoted;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `800 ${Math.round(r * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(from).toUpperCase(), cx, cy + r * 0.05);
}

function drawPieces(ctx, state, layout, pieces, dpr) {
  const size = layout.pieceSize * layout.scale;
  for (const [cell, letter] of state.pieces) {
    if (state.drag && state.drag.from === cell) continue;
    const at = layout.centre(cell);
    if (!at) continue;
    drawPiece(ctx, pieces, letter, at[0], at[1], size, dpr);
    const from = state.promoted.get(cell);
    if (from) drawPromotedMark(ctx, from, at[0], at[1], size);
  }
}

function drawDests(ctx, state, layout) {
  const from = state.drag ? state.drag.from : state.selected;
  const now = from && state.dests.has(from);
  const dests = from ? (now ? state.dests.get(from) : state.premoveDests.get(from)) || [] : [];
  const px = layout.cellPixels();
  const colour = !now ? THEME.premoveDest : layout.hex ? THEME.hexDest : THEME.dest;
  for (const { to, capture, quiet } of dests) {
    const at = layout.centre(to);
    if (!at) continue;
    if (layout.hex && now) {
      // the light rim under the marker keeps it visible on the darkest cells
      ctx.strokeStyle = THEME.hexDestRim;
      ctx.lineWidth = px * 0.05;
      ctx.beginPath();
      if (capture || state.pieces.has(to)) ctx.arc(at[0], at[1], px * 0.45 + px * 0.07, 0, 2 * Math.PI);
      else ctx.arc(at[0], at[1], px * 0.16 + px * 0.025, 0, 2 * Math.PI);
      ctx.stroke();
    }
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    ctx.beginPath();
    if (quiet) {
      // a piece diagram's move that could not capture there: a hollow dot
      ctx.lineWidth = px * 0.06;
      ctx.arc(at[0], at[1], px * 0.17, 0, 2 * Math.PI);
      ctx.stroke();
    } else if (capture || state.pieces.has(to)) {
      ctx.lineWidth = px * 0.09;
      ctx.arc(at[0], at[1], px * 0.45, 0, 2 * Math.PI);
      ctx.stroke();
    } else {
      ctx.arc(at[0], at[1], px * 0.16, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
}

function drawArrow(ctx, layout, arrow) {
  const shape = arrowShape(layout, arrow);
  if (!shape) return;
  const { from, neck, tip, wings, colour, width } = shape;
  ctx.strokeStyle = ctx.fillStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.lineTo(neck[0], neck[1]);
  ctx.stroke();
  pathOf(ctx, [tip, ...wings]);
  ctx.fill();
}

function drawMarks(ctx, state, layout) {
  const px = layout.cellPixels();
  ctx.strokeStyle = THEME.capture;
  ctx.lineWidth = px * 0.1;
  ctx.lineCap = 'round';
  for (const { cell } of state.marks) {
    const at = layout.centre(cell);
    if (!at) continue;
    const r = px * 0.3;
    ctx.beginPath();
    ctx.moveTo(at[0] - r, at[1] - r);
    ctx.lineTo(at[0] + r, at[1] + r);
    ctx.moveTo(at[0] + r, at[1] - r);
    ctx.lineTo(at[0] - r, at[1] + r);
    ctx.stroke();
  }
}

// The keyboard cursor's outline, and on hex boards the name of the cell under the cursor or mouse.
function drawCursor(ctx, state, layout) {
  if (state.cursor && layout.byName.has(state.cursor)) {
    pathOf(ctx, layout.polygon(state.cursor));
    ctx.strokeStyle = THEME.cursor;
    ctx.lineWidth = Math.max(2, layout.cellPixels() * 0.07);
    ctx.stroke();
  }
  const named = layout.hex ? state.cursor || state.pointed : null;
  if (!named || !layout.byName.has(named)) return;
  const [x, y] = layout.centre(named);
  const size = Math.max(10, Math.min(15, layout.cellPixels() * 0.3));
  const ty = y + layout.cellPixels() * 0.34;
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const w = ctx.measureText(named).width + 6;
  ctx.fillStyle = 'rgba(30, 26, 22, 0.85)';
  ctx.fillRect(x - w / 2, ty - size * 0.65, w, size * 1.3);
  ctx.fillStyle = '#fff';
  ctx.fillText(named, x, ty);
}

export function render(ctx, state, layout, pieces, dpr) {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  drawCells(ctx, state, layout);
  drawRegions(ctx, layout);
  drawHighlights(ctx, state, layout);
  drawLabels(ctx, state, layout);
  drawPieces(ctx, state, layout, pieces, dpr);
  drawDests(ctx, state, layout);
  drawMarks(ctx, state, layout);
  for (const arrow of state.arrows) drawArrow(ctx, layout, arrow);
  for (const arrow of state.preview) drawArrow(ctx, layout, arrow);
  for (const arrow of state.drawn) drawArrow(ctx, layout, arrow);
  if (state.drawing) drawArrow(ctx, layout, { ...state.drawing, brush: 'drawn' });
  drawCursor(ctx, state, layout);
  if (state.drag) {
    const size = layout.pieceSize * layout.scale * 1.12;
    drawPiece(ctx, pieces, state.drag.letter, state.drag.x, state.drag.y, size, dpr);
  }
}
