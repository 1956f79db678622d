// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file of a
// build, once, at build time: @fastify/static (`preCompressed`) and nginx (`gzip_static`) then
// send them as they are instead of compressing on every request. Files under 1 KB, and copies
// that come out no smaller, are skipped. Used by scripts/build.mjs after the site and backoffice
// builds; by hand: `node scripts/compress-dist.mjs site/dist backoffice/dist`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt|map)$/;
const MIN_BYTES = 1024;

/** Compresses every eligible file under `dir`; returns the totals (bytes) for the build's log line. */
export function compressDist(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
  }
  return totals;
}

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function describeTotals({ files, raw, br, gz }) {
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  return `${files} archivos comprimidos: ${kB(raw)} → brotli ${kB(br)}, gzip ${kB(gz)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${describeTotals(compressDist(path.resolve(dir)))}`);
}
