// The report of bench/http-lists.mjs: per scale the table of issue 10 (ours vs bare), and with
// --scale N (issue 21) both scales side by side with their growth, the table and index sizes, and
// the execution time of each endpoint's statements with the indexes they use.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machine } from './proc-stats.mjs';

/** Issue 21: every endpoint at least this share of the bare handler's throughput. */
const OVERHEAD_TARGET = 0.85;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const ratio = (a, b) => (b ? (a / b).toFixed(2) : '—');

/** `runs`: one per scale, `{ scale, rows, counts, loadMs, pgVersion, sharedBuffers, warnings, sizes?, explains? }`. */
export function printReport(runs, ctx) {
  const runsDone = runs.filter(Boolean);
  if (!runsDone.length) return;
  const first = runsDone[0];
  const lines = [
    '',
    `=== Resultado (${ctx.started.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `- Máquina: ${ctx.machineLine}, PostgreSQL ${first.pgVersion} (shared_buffers ${first.sharedBuffers}) en la misma máquina; carga media al terminar ${machine().load}`,
    `- autocannon ${ctx.connections} conexiones, ${ctx.duration} s por medida (${ctx.warmup} s de calentamiento antes); ` +
      `caché de listados públicos de la app: ${ctx.noCache ? 'desactivada (--no-cache)' : 'la de producción (PUBLIC_LIST_CACHE_SECONDS, 10 s por defecto)'}; ` +
      `colas de la app: ${ctx.redis ? 'Redis' : 'PostgreSQL (--no-redis)'}`,
  ];
  for (const r of runsDone) lines.push(...scaleTables(r, ctx));
  if (runsDone.length > 1) lines.push(...growthTables(runsDone[0], runsDone.at(-1)));
  console.log(lines.join('\n'));
  writeFileSync(path.join(tmpdir(), 'rutalia-bench-http-last.md'), lines.join('\n') + '\n');
}

function scaleTables(r, ctx) {
  const ok = (o, b) => o.rps / b.rps >= ctx.targetRatio && o.p99 < ctx.targetP99;
  return [
    '',
    `#### Escala ${r.scale}×: ${r.counts.companies} empresas (${r.counts.visible} visibles), ${r.counts.clients} clientes, ${r.counts.requests} solicitudes, ` +
      `${r.counts.proposals} propuestas, ${r.counts.messages} mensajes; ${Number.isFinite(r.loadMs) ? `carga en ${(r.loadMs / 1000).toFixed(0)} s` : 'base reutilizada'}`,
    '',
    `| endpoint | nuestra req/s | p50 | p99 | no 2xx | bare req/s | p50 | p99 | no 2xx | nuestra/bare | objetivo (≥ ${ctx.targetRatio}, p99 < ${ctx.targetP99} ms) | ≥ ${OVERHEAD_TARGET} (issue 21) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|',
    ...r.rows.map(
      ({ endpoint: e, ours: o, bare: b }) =>
        `| ${e.label} | ${o.rps.toFixed(0)} | ${o.p50} ms | ${o.p99} ms | ${o.non2xx + o.errors} | ${b.rps.toFixed(0)} | ${b.p50} ms | ${b.p99} ms | ${b.non2xx + b.errors} | ` +
        `${ratio(o.rps, b.rps)} | ${ok(o, b) ? 'sí' : 'no'} | ${o.rps / b.rps >= OVERHEAD_TARGET ? 'sí' : 'no'} |`,
    ),
    '',
    '| endpoint | CPU nuestra (ms/pet.) | CPU bare (ms/pet.) | consultas/pet. nuestra | consultas/pet. bare | carga (1/5/15 min) al acabar |',
    '|---|---:|---:|---:|---:|---|',
    ...r.rows.map(
      ({ endpoint: e, ours: o, bare: b }) =>
        `| ${e.key} | ${o.cpuMsPerRequest.toFixed(2)} | ${b.cpuMsPerRequest.toFixed(2)} | ${o.statementsPerRequest.toFixed(2)} | ${b.statementsPerRequest.toFixed(2)} | ${o.load} / ${b.load} |`,
    ),
    '',
    `Avisos del registro de la app: ${r.warnings.length}${r.warnings.length ? ` (primero: ${r.warnings[0].slice(0, 200)})` : ''}`,
  ];
}

/** Both scales side by side: throughput, latency, SQL execution time and sizes, with the growth. */
function growthTables(small, big) {
  const n = big.scale / small.scale;
  const lines = [
    '',
    `#### De ${small.scale}× a ${big.scale}× (${n} veces los datos; los usuarios «pesados» tienen las mismas filas en las dos escalas)`,
    '',
    `| endpoint | req/s ${small.scale}× | req/s ${big.scale}× | ${small.scale}×/${big.scale}× | p99 ${small.scale}× | p99 ${big.scale}× | nuestra/bare ${small.scale}× | nuestra/bare ${big.scale}× |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of small.rows) {
    const other = big.rows.find((r) => r.endpoint.key === row.endpoint.key);
    if (!other) continue;
    lines.push(
      `| ${row.endpoint.key} | ${row.ours.rps.toFixed(0)} | ${other.ours.rps.toFixed(0)} | ${ratio(row.ours.rps, other.ours.rps)} | ${row.ours.p99} ms | ${other.ours.p99} ms | ` +
        `${ratio(row.ours.rps, row.bare.rps)} | ${ratio(other.ours.rps, other.bare.rps)} |`,
    );
  }
  if (small.explains && big.explains) {
    lines.push(
      '',
      `Sentencias de cada endpoint (EXPLAIN ANALYZE de la primera variante; «crece» = tiempo ${big.scale}× / ${small.scale}×, con ${n}× datos; log(${n}) ≈ ${Math.log2(n).toFixed(1)} niveles de árbol más como mucho):`,
      '',
      `| endpoint | sentencia | ${small.scale}× ms | ${big.scale}× ms | crece | índices (${big.scale}×) | Seq Scan (${big.scale}×) |`,
      '|---|---|---:|---:|---:|---|---|',
    );
    for (const [key, statements] of Object.entries(big.explains)) {
      statements.forEach((s, i) => {
        const before = small.explains[key]?.[i];
        lines.push(
          `| ${key} | \`${s.sql}…\` | ${before?.executionMs?.toFixed(2) ?? '—'} | ${s.executionMs.toFixed(2)} | ${before ? ratio(s.executionMs, before.executionMs) : '—'} | ` +
            `${s.indexes.join(', ') || '—'} | ${s.seqScans.join(', ') || '—'} |`,
        );
      });
    }
  }
  if (small.sizes && big.sizes) {
    lines.push(
      '',
      `| tabla | filas ${small.scale}× | filas ${big.scale}× | tabla ${small.scale}× | tabla ${big.scale}× | índices ${small.scale}× | índices ${big.scale}× |`,
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|');
    for (const t of big.sizes.tables) {
      const s = small.sizes.tables.find((x) => x.name === t.name) ?? {};
      lines.push(
        `| ${t.name} | ${s.rows ?? '—'} | ${t.rows} | ${mb(s.heap ?? 0)} | ${mb(t.heap)} | ${mb(s.indexes ?? 0)} | ${mb(t.indexes)} |`,
      );
    }
    const used = new Set(Object.values(big.explains ?? {}).flatMap((st) => st.flatMap((s) => s.indexes)));
    lines.push(
      '',
      `| índice usado por las sentencias medidas | tabla | ${small.scale}× | ${big.scale}× | crece |`,
      '|---|---|---:|---:|---:|',
    );
    for (const i of big.sizes.indexes.filter((x) => used.has(x.name))) {
      const s = small.sizes.indexes.find((x) => x.name === i.name);
      lines.push(`| ${i.name} | ${i.table} | ${mb(s?.size ?? 0)} | ${mb(i.size)} | ${s ? ratio(i.size, s.size) : '—'} |`);
    }
  }
  if (big.explains) {
    lines.push('', `Planes a ${big.scale}×:`);
    for (const [key, statements] of Object.entries(big.explains))
      for (const s of statements) lines.push('', `-- ${key}: ${s.sql}…`, ...s.plan.map((l) => `    ${l}`));
  }
  return lines;
}
