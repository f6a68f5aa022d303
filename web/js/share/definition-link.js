// A variant definition inside a link: deflate-raw compressed, then base64url, read back with hard caps
// on the link's length and on the text it inflates to, so a hostile link costs bounded time and memory.
import { readCapped } from './read-capped.js';

// `encoded`: characters of the `d` value a link may carry; `text`: bytes it may inflate to (a zip bomb
// stops there). Both are far below the engine's own 256 KiB limit on a definition.
export const DEFINITION_LIMITS = Object.freeze({ encoded: 16384, text: 65536 });

function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function streamOf(bytes) {
  return new Blob([bytes]).stream();
}

// Resolves { value, problem }: the `d` value for `text`, or '' with a message when it is too long for a link.
export async function encodeDefinition(text) {
  const bytes = new TextEncoder().encode(String(text));
  if (bytes.length > DEFINITION_LIMITS.text) {
    return {
      value: '',
      problem: `The definition is ${bytes.length} bytes long; a link holds at most ${DEFINITION_LIMITS.text}. Share the .ini file or embed it in a page instead.`,
    };
  }
  const packed = await readCapped(
    streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw')),
    Infinity,
  );
  const value = toBase64Url(packed);
  if (value.length > DEFINITION_LIMITS.encoded) {
    return {
      value: '',
      problem: `The definition is too long for a link: compressed it takes ${value.length} characters, and a link holds at most ${DEFINITION_LIMITS.encoded}. Share the .ini file or embed it in a page instead.`,
    };
  }
  return { value, problem: '' };
}

// Resolves { text, problem }: the definition a link's `d` value holds, or '' with a message naming why not.
export async function decodeDefinition(value) {
  const raw = String(value ?? '');
  if (!raw) return { text: '', problem: '' };
  if (raw.length > DEFINITION_LIMITS.encoded) {
    return {
      text: '',
      problem: `The link's definition is ${raw.length} characters long (at most ${DEFINITION_LIMITS.encoded}), so it was not read.`,
    };
  }
  if (!/^[A-Za-z0-9_-]+$/.test(raw))
    return {
      text: '',
      problem: "The link's definition is not in base64url (letters, digits, - and _), so it was not read.",
    };
  let bytes;
  try {
    bytes = fromBase64Url(raw);
  } catch {
    return { text: '', problem: "The link's definition is not valid base64url, so it was not read." };
  }
  let inflated;
  try {
    inflated = await readCapped(
      streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')),
      DEFINITION_LIMITS.text,
    );
  } catch {
    return {
      text: '',
      problem: "The link's definition is damaged (it does not decompress), so it was not read.",
    };
  }
  if (!inflated)
    return {
      text: '',
      problem: `The link's definition unpacks to more than ${DEFINITION_LIMITS.text} bytes, so it was not read.`,
    };
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return { text: '', problem: "The link's definition is not UTF-8 text, so it was not read." };
  }
  return { text, problem: '' };
}

// The `d` value of a query string (or '' without one), read from at most `maxQuery` characters.
export function definitionParam(query, maxQuery = 65536) {
  const m = /(?:^|[?&])d=([^&]*)/.exec(String(query || '').slice(0, maxQuery));
  return m ? m[1] : '';
}
