// First-load JavaScript of the site's public pages as the browser receives it: every script
// response until the network is idle (entry, vendor chunks, the route's lazy chunk), summed by
// the body bytes that came over the wire (Chromium's encoded body size, so what the server
// compressed, or not). Each page is loaded twice: once as Chromium asks (brotli accepted), once
// accepting only gzip. Start the app first (`npm start`) and pass its address:
//
//   node bench/first-load-js.mjs [http://localhost:3000] [/ /blog /companies …]
//
// Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and playwright-core from the test workspace.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'test', 'package.json'))('playwright-core');

const [base = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
const pages = argPaths.length > 0 ? argPaths : ['/', '/companies', '/jobs', '/blog', '/contact'];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const MODES = [
  { name: 'br', headers: {} },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows = [];
for (const route of pages) {
  const row = { route };
  for (const mode of MODES) {
    const scripts = await scriptsOf(route, mode.headers);
    row[mode.name] = scripts.reduce((sum, s) => sum + s.wire, 0);
    row.raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    row.files = scripts.length;
    if (mode.name !== 'br') continue;
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    console.log(`\n${route}: ${scripts.length} archivos JS, ${kB(row.raw)} sin comprimir, ${kB(row.br)} recibidos (${encodings})`);
    for (const s of scripts.sort((a, b) => b.wire - a.wire)) console.log(`  ${kB(s.wire).padStart(9)}  ${s.url}`);
  }
  rows.push(row);
}
await browser.close();

const home = rows.find((r) => r.route === '/');
console.log('\nResumen (bytes del cuerpo recibidos):');
console.log('| página | archivos JS | sin comprimir | brotli | gzip | relación con la portada (brotli) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  const ratio = home ? `${(r.br / home.br).toFixed(2)}×` : '–';
  console.log(`| \`${r.route}\` | ${r.files} | ${kB(r.raw)} | ${kB(r.br)} | ${kB(r.gzip)} | ${ratio} |`);
}

/** Loads `route` in a fresh context (nothing cached, no service worker) and lists its scripts. */
async function scriptsOf(route, extraHTTPHeaders) {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, serviceWorkers: 'block', extraHTTPHeaders });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const [sizes, body] = await Promise.all([request.sizes(), response?.body().catch(() => null)]);
        return {
          url: new URL(request.url()).pathname,
          wire: sizes.responseBodySize,
          raw: body?.length ?? 0,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}
