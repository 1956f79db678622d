// Builds the backend, the site and the backoffice — only the parts whose sources changed since
// their last build, unless --force. Used by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

const parts = [
  { name: 'backend', inputs: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'tsconfig.json'] },
  // The site imports the catalog from the backend, so backend sources count for it too.
  { name: 'site', inputs: ['site/src', 'site/public', 'site/index.html', 'site/vite.config.ts', 'backend/src/catalog'] },
  { name: 'backoffice', inputs: ['backoffice/src', 'backoffice/index.html', 'backoffice/vite.config.ts'] },
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
  const result = spawnSync('npm', ['run', 'build', '-w', part.name], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`La compilación de ${part.name} falló.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`  ${part.name} listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
