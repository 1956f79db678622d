// First-load JavaScript of the site's public pages, as a browser downloads it: every script
// response until the network is idle (entry, vendor chunks, the route's lazy chunk), each
// gzipped at level 9 here (the figure a CDN would serve) and summed. Start the app first
// (`npm start`) and pass its address:
//
//   node bench/first-load-js.mjs [http://localhost:3000] [/ /blog /companies …]
//
// Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and playwright-core from the test workspace.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'test', 'package.json'))('playwright-core');

const [base = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
const pages = argPaths.length > 0 ? argPaths : ['/', '/companies', '/jobs', '/blog', '/contact'];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows = [];
for (const route of pages) {
  // A fresh context per page: nothing cached, no service worker yet.
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  rows.push({ route, files: scripts.length, raw, gzip });
  console.log(`\n${route}: ${scripts.length} archivos JS, ${kB(raw)} sin comprimir, ${kB(gzip)} gzip`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(s.gzip).padStart(9)}  ${s.url}`);
  await context.close();
}
await browser.close();

const home = rows.find((r) => r.route === '/');
if (home) {
  console.log('\nResumen (gzip):');
  for (const r of rows) console.log(`  ${r.route.padEnd(12)} ${kB(r.gzip).padStart(9)}  (${(r.gzip / home.gzip).toFixed(2)}× la portada)`);
}
