// Place search (`searchPlaces` of @rutalia/catalog/places, what `GET /api/catalog/places` runs):
// size of the committed data file and time of 1,000 type-ahead queries in this process, without
// HTTP. The queries are prefixes (1 to 8 characters, as a user types them) of the names of random
// places, drawn with a fixed seed so every run times the same ones, plus a few that find nothing.
//
//   npm run build -w @rutalia/catalog && node bench/places-search.mjs [queries=1000]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { allPlaces, searchPlaces } = await import(path.join(root, 'packages/catalog/dist/places.js'));

const count = Number(process.argv[2] ?? 1000);
const data = readFileSync(path.join(root, 'packages/catalog/src/places.data.ts'));

// The first call parses the data file and builds the search keys.
let started = performance.now();
const places = allPlaces();
const firstCallMs = performance.now() - started;

// Deterministic pseudo-random numbers (mulberry32).
let seed = 20240917;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const queries = Array.from({ length: count }, (_, i) => {
  if (i % 50 === 0) return `zqx${i}`;
  const name = places[Math.floor(random() * places.length)].name;
  return name.slice(0, 1 + Math.floor(random() * 8));
});

for (const query of queries.slice(0, 100)) searchPlaces(query); // warm-up (JIT)
const times = [];
let results = 0;
for (const query of queries) {
  started = performance.now();
  results += searchPlaces(query, { limit: 10 }).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
const countOf = (country) => places.filter((p) => p.country === country).length;

console.log(`places: ${places.length} (ES ${countOf('ES')}, PT ${countOf('PT')})`);
console.log(`places.data.ts: ${data.length} bytes, ${gzipSync(data, { level: 9 }).length} gzip -9`);
console.log(`first call (parse + keys): ${firstCallMs.toFixed(1)} ms`);
console.log(
  `${count} queries: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ${(results / count).toFixed(1)} results/query`,
);
