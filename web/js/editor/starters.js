// What the editor can start from: a small variant of our own with a new piece, or any built-in's
// definition as the engine embeds it (asked for by id, renamed so it can be loaded beside the original).
import { isVariantId } from '../share/url-state.js';
import { starterText } from './share-text.js';

export const TEMPLATE_ID = 'template';

// A first definition to change: chess with a Wizard (Camel + Ferz) in place of the king's bishop.
export const TEMPLATE = `# Your own variant: change any line and the board, the legend and the errors follow.
# Pieces are written in Betza notation: W F N C Z ... with modifiers (see the README).
[wizard-chess:chess]
name = Wizard Chess
summary = Chess with a Wizard, which leaps like a camel or steps one cell diagonally.
customPiece1 = w:CF
name.w = Wizard
value.w = 400
startFen = rnbqkwnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKWNR w KQkq - 0 1
promotionPieceTypes = qrbnw
`;

// Options for the "start from" list: the template, then every variant the engine lists.
export function starterOptions(variants) {
  return [
    { id: TEMPLATE_ID, name: 'A new variant (Wizard Chess)' },
    ...variants.map((v) => ({ id: v.id, name: `${v.name} (copy)` })),
  ];
}

// The text to put in the editor for option `id`.
export async function starterFor(engine, id) {
  if (id === TEMPLATE_ID) return TEMPLATE;
  const section = isVariantId(id) ? await engine.call('definitionText', { id }) : '';
  if (!section) throw new Error(`No built-in variant is called ${JSON.stringify(id.slice(0, 40))}.`);
  return starterText(section, id);
}
