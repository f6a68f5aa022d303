// The web manifest that makes the site installable: it parses, its start page and icons exist, the PNG
// icons are the sizes it claims, its colours are the page's, and the app pages link it.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const read = (file) => fs.readFileSync(path.join(web, file));
const manifest = JSON.parse(read('manifest.webmanifest'));

// A PNG's width and height, from its IHDR chunk (which must come first).
function pngSize(bytes) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(bytes.subarray(0, 8).equals(signature), 'a PNG signature');
  assert.equal(bytes.toString('latin1', 12, 16), 'IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest names the app, a start page and a standalone display', () => {
  assert.equal(manifest.short_name, 'Tessera');
  assert.match(manifest.name, /Tessera/);
  assert.equal(manifest.display, 'standalone');
  assert.ok(fs.existsSync(path.join(web, new URL(manifest.start_url, 'https://x/').pathname)));
  assert.equal(
    new URL(manifest.start_url, 'https://x/').pathname.startsWith(
      new URL(manifest.scope, 'https://x/').pathname,
    ),
    true,
  );
});

test('its icons exist: an SVG for any size and PNGs of exactly 192 and 512 pixels', () => {
  const sizes = [];
  for (const icon of manifest.icons) {
    const bytes = read(icon.src);
    if (icon.type === 'image/svg+xml') {
      assert.equal(icon.sizes, 'any');
      assert.match(bytes.toString('utf8'), /^<svg /);
    } else {
      assert.equal(icon.type, 'image/png');
      assert.equal(pngSize(bytes), icon.sizes, `${icon.src} is ${icon.sizes}`);
    }
    sizes.push(icon.sizes);
  }
  assert.deepEqual(sizes.sort(), ['192x192', '512x512', 'any']);
});

test('its colours are the page background, and the play page and editor link it with that theme colour', () => {
  const bg = /--bg:\s*(#[0-9a-f]{6})/i.exec(read('css/base.css').toString())[1];
  assert.equal(manifest.background_color, bg);
  assert.equal(manifest.theme_color, bg);
  for (const page of ['index.html', 'editor.html']) {
    const html = read(page).toString();
    assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/, page);
    assert.match(html, new RegExp(`<meta name="theme-color" content="${bg}">`), page);
  }
});

test('every page of the site, but the embed page, registers the offline copy', () => {
  const pages = ['index.html', 'editor.html'];
  for (const dir of ['rules', 'examples'])
    for (const f of fs.readdirSync(path.join(web, dir))) if (f.endsWith('.html')) pages.push(`${dir}/${f}`);
  for (const page of pages) {
    const src = path.posix.relative(path.posix.dirname(page), 'js/offline/register.js');
    assert.ok(read(page).includes(`<script type="module" src="${src}"></script>`), `${page} registers sw.js`);
  }
  // Embedded on other sites, an iframe must not install a worker for them.
  assert.ok(!read('embed.html').includes('register.js'));
});
