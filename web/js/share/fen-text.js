// Checks that a FEN is plain ASCII before the engine reads it, and names the first character that is not.
// The engine quotes single bytes, so a character such as a full-width digit would otherwise show as '\uFFFD'.

// '' when `fen` is ASCII, else a message quoting the whole character and its code point.
export function fenCharacterProblem(fen) {
  const text = String(fen);
  const at = text.search(/[^\t\x20-\x7e]/u);
  if (at < 0) return '';
  const ch = String.fromCodePoint(text.codePointAt(at));
  const code = `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const shown = /\p{L}|\p{N}|\p{P}|\p{S}/u.test(ch) ? `'${ch}' (${code})` : code;
  const kind = /\p{Nd}/u.test(ch) ? 'a digit that is not one of 0-9' : 'a character that is not plain ASCII';
  return `character ${at + 1} is ${shown}, ${kind}; a FEN is written with ASCII letters, digits and / [ ] - , only`;
}

// The same check for a record's [FEN "…"] header, if it has one.
export function recordFenProblem(record) {
  const m = /^\s*\[FEN\s+"([^"\n]*)"\s*\]/im.exec(String(record).slice(0, 1 << 20));
  return m ? fenCharacterProblem(m[1]) : '';
}
