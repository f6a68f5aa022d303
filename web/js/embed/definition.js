// Where a <tessera-board> finds a variant definition (a shared <script> by id, a child <script
// type="text/plain">, its own text, a `src` .ini URL, or a property) and how it is loaded into the engine.
import { readCapped } from '../share/read-capped.js';

// The engine reads at most 256 KiB of definition text; anything longer is refused before it is sent.
export const MAX_DEFINITION = 256 * 1024;
const SHOWN_ERRORS = 3;

const fetches = new Map(); // absolute URL -> Promise of {text, problem}: boards sharing a src fetch it once

const quote = (text) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}\u2026` : text);

function fetchDefinition(url) {
  if (!fetches.has(url)) {
    fetches.set(
      url,
      (async () => {
        let response;
        try {
          response = await fetch(url, { credentials: 'omit' });
        } catch (err) {
          return {
            text: '',
            problem: `The definition at ${quote(url)} could not be fetched (${err.message}).`,
          };
        }
        if (!response.ok)
          return {
            text: '',
            problem: `The definition at ${quote(url)} could not be fetched: HTTP ${response.status}.`,
          };
        const bytes = await readCapped(response.body, MAX_DEFINITION);
        const text = bytes && new TextDecoder().decode(bytes);
        if (text === null)
          return {
            text: '',
            problem: `The definition at ${quote(url)} is longer than ${MAX_DEFINITION} bytes, so it was not read.`,
          };
        return { text, problem: '' };
      })(),
    );
  }
  return fetches.get(url);
}

// The element's own text, outside any child element (a definition written straight inside the tag).
function ownText(element) {
  let text = '';
  for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.data;
  return text.trim() ? text : '';
}

// Resolves {text, problem} for `element`, or null when it names no definition at all.
export async function findDefinition(element) {
  if (typeof element.definitionText === 'string' && element.definitionText)
    return { text: element.definitionText, problem: '' };
  const ref = element.getAttribute('definition');
  if (ref !== null) {
    const shared = element.ownerDocument.getElementById(ref.slice(0, 200));
    if (!shared)
      return {
        text: '',
        problem: `The definition attribute names ${quote(ref)}, but the page has no element with that id.`,
      };
    return { text: shared.textContent, problem: '' };
  }
  const child = element.querySelector(':scope > script[type="text/plain"]');
  if (child) return { text: child.textContent, problem: '' };
  const own = ownText(element);
  if (own) return { text: own, problem: '' };
  const src = element.getAttribute('src');
  if (src !== null && src.trim()) {
    let url;
    try {
      url = new URL(src.trim().slice(0, 2000), element.ownerDocument.baseURI).href;
    } catch {
      return { text: '', problem: `The src ${quote(src)} is not a URL.` };
    }
    return fetchDefinition(url);
  }
  return null;
}

// The newline after an opening <script> tag and trailing blanks are layout, not part of the rules, so
// the same definition written inline and in a file is one text (and line 1 is the first written line).
export function definitionKey(text) {
  return `${String(text)
    .replace(/^\r?\n/, '')
    .trimEnd()}\n`;
}

function errorText(errors) {
  const shown = errors
    .slice(0, SHOWN_ERRORS)
    .map((e) => e.text)
    .join('; ');
  return errors.length > SHOWN_ERRORS ? `${shown}; and ${errors.length - SHOWN_ERRORS} more` : shown;
}

// Loads `found` into the engine; resolves {variant, problems}: the id to open ('' to keep the one asked
// for) and what went wrong, in words. `asked` is the element's variant attribute ('' when absent).
export async function loadDefinition(engine, found, asked) {
  if (found.problem) return { variant: '', problems: [found.problem] };
  if (found.text.length > MAX_DEFINITION) {
    return {
      variant: '',
      problems: [
        `The definition is ${found.text.length} characters long (at most ${MAX_DEFINITION}), so it was not read.`,
      ],
    };
  }
  const reply = await engine.loadDefinition(definitionKey(found.text));
  if (!reply.ok)
    return { variant: '', problems: [`The definition could not be read: ${errorText(reply.errors)}.`] };
  const problems = reply.clashes.map(
    (id) =>
      `Two definitions on this page define the variant ${quote(id)}; the later one replaced the earlier.`,
  );
  if (!asked) return { variant: reply.ids[0] || '', problems };
  return { variant: '', problems };
}
