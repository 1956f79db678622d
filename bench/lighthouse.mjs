// `npm run bench:lighthouse`: Lighthouse (root devDependency, no download at run time) with its
// default mobile settings (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) on the
// public pages people land on from search: home, a company, a job, a service landing, a city
// landing and a blog post. Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
//
// Starts the compiled app as `npm start` would (embedded PostgreSQL with the demo data in a new
// DATA_DIR under /tmp; with DATABASE_URL, that database after `seed:demo`) on its own port, runs
// each page RUNS times (default 3, the median run by performance is reported) and writes a
// Markdown table to stdout and to /tmp/rutalia-lighthouse-last.md, with the LCP element and the
// audits that cost points on each page. Options (environment): PORT (3430), EMBEDDED_PG_PORT (3439), RUNS, PAGES (a
// space-separated list of paths instead of the six), BASE_URL (an app already running: none is
// started), ACCEPT_ENCODING (sent instead of Chromium's), NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoApp } from './lib/demo-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3430);
const runs = Number(process.env.RUNS ?? 3);
const outFile = '/tmp/rutalia-lighthouse-last.md';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const app = process.env.BASE_URL ? undefined : await startDemoApp(root, port, Number(process.env.EMBEDDED_PG_PORT ?? 3439));
const base = process.env.BASE_URL ?? app.base;
let chrome;
// Interrupted: the app, its database and Chromium must not outlive the bench.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void Promise.allSettled([chrome?.kill(), app?.stop()]).then(() => process.exit(130));
  });
}
try {
  const pages = process.env.PAGES ? process.env.PAGES.split(/\s+/).filter(Boolean) : await landingPages(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  const results = [];
  for (const route of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await audit(`${base}${route}`, chrome.port));
    samples.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = samples[Math.floor(samples.length / 2)];
    results.push({ route, ...median, spread: samples.map((s) => s.scores.performance) });
    console.error(`${route}: rendimiento ${samples.map((s) => s.scores.performance).join(', ')}`);
  }
  const report = markdown(results);
  writeFileSync(outFile, report);
  console.log(report);
  console.log(`(escrito en ${outFile})`);
} finally {
  await chrome?.kill();
  await app?.stop();
}

/** One page of each kind, its address taken from the demo data through the public API. */
async function landingPages(baseUrl) {
  const json = async (route) => {
    const res = await fetch(`${baseUrl}${route}`);
    if (!res.ok) throw new Error(`${route}: ${res.status}`);
    return res.json();
  };
  const companies = await json('/api/companies');
  const jobs = await json('/api/requests');
  const posts = await json('/api/blog/posts');
  const company = (companies.items ?? companies.data ?? companies)[0];
  const job = (jobs.items ?? jobs.data ?? jobs)[0];
  const post = (posts.items ?? posts.data ?? posts)[0];
  return [
    '/',
    `/company/${company.seoParam ?? `${company.slug}-${company.id}`}`,
    `/job/${job.seoParam ?? `${job.slug}-${job.id}`}`,
    '/mudanzas',
    '/location/madrid/madrid',
    `/blog/${post.slug}`,
  ];
}

async function audit(url, chromePort, attempt = 1) {
  const flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  // ACCEPT_ENCODING=identity: everything uncompressed, as the app served it before issue 21 (the comparison).
  if (process.env.ACCEPT_ENCODING) flags.extraHeaders = { 'Accept-Encoding': process.env.ACCEPT_ENCODING };
  const { lhr } = await lighthouse(url, flags);
  if (lhr.runtimeError) {
    // A trace that failed to record (NO_NAVSTART, NO_FCP on a loaded machine) is Lighthouse's flake: run it again.
    if (attempt < 3) return audit(url, chromePort, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const metric = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    scores,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    lcpElement: lcpElementOf(lhr),
    losses: lostPoints(lhr),
  };
}

/** The node Lighthouse names as the LCP element (Lighthouse 13 gives it in its LCP insight). */
function lcpElementOf(lhr) {
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight']) {
    const node = findNode(lhr.audits[id]?.details);
    if (node) return `${node.nodeLabel ?? ''} — \`${(node.snippet ?? node.selector ?? '').slice(0, 90)}\``;
  }
  return '(sin datos)';
}

function findNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(findNode).find(Boolean) : findNode(value);
    if (found) return found;
  }
  return undefined;
}

/** Audits of the four categories that did not pass (weighted ones first), with Lighthouse's figure. */
function lostPoints(lhr) {
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      if (a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') continue;
      if (a.scoreDisplayMode === 'manual') continue;
      lost.push({ category: id, id: ref.id, weight: ref.weight, title: a.title, value: a.displayValue ?? '' });
    }
  }
  return lost.sort((a, b) => b.weight - a.weight);
}

function markdown(results) {
  const ms = (v) => (v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
  const lines = [
    `Lighthouse ${lighthouseVersion()} · móvil (simulado: 4G lenta, CPU ×4) · ${runs} ejecuciones por página, la mediana por rendimiento · ${process.env.ACCEPT_ENCODING ? `Accept-Encoding: ${process.env.ACCEPT_ENCODING} · ` : ''}${new Date().toISOString()}`,
    '',
    '| página | rendimiento | accesibilidad | buenas prácticas | SEO | FCP | LCP | TBT | CLS | JS transferido |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    lines.push(
      `| \`${r.route}\` | ${r.scores.performance} (${r.spread.join('/')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.jsTransfer / 1024).toFixed(1)} kB (${r.jsFiles}) |`,
    );
  }
  lines.push('', 'Elemento LCP y auditorías que restan puntos:', '');
  for (const r of results) {
    lines.push(`- \`${r.route}\`: LCP ${r.lcpElement}`);
    for (const l of r.losses) lines.push(`  - ${l.category} · ${l.title}${l.value ? ` (${l.value})` : ''} [${l.id}]`);
  }
  return `${lines.join('\n')}\n`;
}

function lighthouseVersion() {
  return spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], { cwd: root, encoding: 'utf8' }).stdout.trim();
}
