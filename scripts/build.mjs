// Builds the shared packages, the backend, the site and the backoffice — only the parts whose
// sources changed since their last build, unless --force. Used by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDist, describeTotals } from './compress-dist.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

const catalog = ['packages/catalog/src', 'packages/catalog/package.json'];
const parts = [
  // First: the backend's compiled JS imports its build (packages/catalog/dist) at runtime.
  {
    name: 'packages/catalog',
    inputs: [...catalog, 'packages/catalog/tsconfig.json', 'packages/catalog/tsconfig.build.json', 'tsconfig.json'],
  },
  { name: 'backend', inputs: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'tsconfig.json', ...catalog] },
  // The site bundles the catalog from its sources, so they count for it too.
  // Browser builds get brotli and gzip copies of their text files (scripts/compress-dist.mjs).
  {
    name: 'site',
    inputs: ['site/src', 'site/public', 'site/index.html', 'site/vite.config.ts', 'site/vite.ssr.config.ts', ...catalog],
    compress: true,
  },
  { name: 'backoffice', inputs: ['backoffice/src', 'backoffice/index.html', 'backoffice/vite.config.ts'], compress: true },
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

for (const part of parts) {
  const stamp = path.join(root, part.name, 'dist', '.build-stamp');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (!force && builtAt > Math.max(...part.inputs.map(newestMtime))) continue;
  const started = Date.now();
  console.log(`Compilando ${part.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.name], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`La compilación de ${part.name} falló.`);
    process.exit(result.status ?? 1);
  }
  if (part.compress) console.log(`  ${describeTotals(compressDist(path.join(root, part.name, 'dist')))}`);
  writeFileSync(stamp, new Date().toISOString());
  console.log(`  ${part.name} listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
