#!/usr/bin/env node
// Self time of a V8 .cpuprofile (`node --cpu-prof`, e.g. `npm run bench -- --cpu-prof dir`) summed
// by function and by package/file, to see what the API spends its CPU on besides the product's work.
//
//   node bench/cpu-profile-top.mjs <file.cpuprofile | dir> [--top 30]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const TOP = topIndex >= 0 ? Number(args[topIndex + 1]) : 30;
let target = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top');
if (!target) throw new Error('Uso: node bench/cpu-profile-top.mjs <fichero.cpuprofile | directorio> [--top 30]');
if (statSync(target).isDirectory()) {
  // The newest profile of the directory.
  const files = readdirSync(target)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(target, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  target = files[0];
}
const profile = JSON.parse(readFileSync(target, 'utf8'));

// Sample counts per node id, weighted by the time deltas (µs).
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++)
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));

/** node_modules/<pkg> (or @scope/pkg), backend/dist/<dir>, node: internals, or the bare name. */
function origin(url) {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return url;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? url.slice(dist + 1).replace(/^dist\//, '') : url.replace(/^file:\/\//, '');
}

const byFunction = new Map();
const byOrigin = new Map();
let total = 0;
let idle = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') {
    idle += us;
    continue;
  }
  total += us;
  const file = origin(url);
  const key = `${functionName || '(anónima)'}  ${file}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const group = file.startsWith('node:')
    ? 'node: (internos)'
    : file.includes('/') && !file.startsWith('@')
      ? file.split('/')[0] + '/' + file.split('/')[1]
      : file;
  byOrigin.set(group, (byOrigin.get(group) ?? 0) + us);
}

const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
};
console.log(`${target}: ${(total / 1000).toFixed(0)} ms de CPU (sin contar ${(idle / 1000).toFixed(0)} ms ociosos)`);
table('Tiempo propio por origen (paquete o directorio de backend/dist)', byOrigin);
table('Tiempo propio por función', byFunction);
