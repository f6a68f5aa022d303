// Draws the app icons the web manifest names (web/icons/icon-192.png, icon-512.png) from web/favicon.svg,
// in headless Chromium. Run once after changing the favicon: node scripts/icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'web/favicon.svg'), 'utf8');
const outDir = path.join(root, 'web/icons');
// playwright-core is a devDependency of the tests, resolved from there as the browser tests do.
const { chromium } = createRequire(path.join(root, 'tests', 'package.json'))('playwright-core');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // The hexagon fills the square edge to edge; the transparent corners stay transparent.
    const img = `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">`;
    await page.setContent(`<body style="margin:0;background:transparent">${img}</body>`);
    await page
      .locator('img')
      .screenshot({ path: path.join(outDir, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
