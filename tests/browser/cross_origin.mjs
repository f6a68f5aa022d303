// Two origins on 127.0.0.1 for the embedding tests: Tessera's site served by scripts/serve (what
// scripts/play runs) on one port, and an author's host page on another, served by plain Node.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDir } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Starts scripts/serve on a free port, serving `dir` (build/site by default); resolves with {base, stop}.
export function serveTessera(dir = siteDir) {
  const child = spawn(path.join(root, 'scripts/serve'), ['--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`scripts/serve exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /serve: (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m) resolve({ base: m[1], stop: () => child.kill() });
    });
  });
}

// An author's site: `pages` maps a path to its HTML; anything else is a 404. Resolves with {base, stop}.
export function serveHost(pages) {
  const server = http.createServer((req, res) => {
    const at = new URL(req.url, 'http://x').pathname;
    if (at === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    } // the browser asks; the author has none
    const body = pages[at];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        stop: () => server.close(),
      }),
    ),
  );
}
