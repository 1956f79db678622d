// The comparison table of bench/messaging-latency.mjs: our app against the bare baselines of the
// same run (bench/lib/bare-chat-server.mjs), one column per measured level, then the ratio of ours
// to each baseline per percentile. `results`: what collectResults() returned for each level, ours first.
import { f1 } from './stats.mjs';

const PERCENTILES = [
  ['p50', 'p50'],
  ['p90', 'p90'],
  ['p99', 'p99'],
  ['p99,9', 'p999'],
  ['máx', 'max'],
];

const ratio = (ours, base) => (Number.isFinite(ours) && Number.isFinite(base) && base > 0 ? `${(ours / base).toFixed(1)}×` : '—');
const server = (r) => r.servers[0];

/** Prints the Markdown table comparing `results[0]` (ours) with the rest (baselines). */
export function printComparison(results) {
  const [ours, ...bases] = results;
  const head = ['medida', ...results.map((r) => r.label), ...bases.map((b) => `nuestra / ${b.label}`)];
  const rows = [];
  for (const [name, key] of PERCENTILES)
    rows.push([
      `entrega ${name} (ms)`,
      ...results.map((r) => f1(r.latency[key])),
      ...bases.map((b) => ratio(ours.latency[key], b.latency[key])),
    ]);
  const row = (name, cell) => rows.push([name, ...results.map(cell), ...bases.map(() => '')]);
  row('entregas > 100 ms', (r) => `${r.over100} de ${r.delivered}`);
  row('perdidos / duplicados', (r) => `${r.lost} / ${r.duplicated}`);
  row('POST p50 / p99 (ms)', (r) => `${f1(r.post.p50)} / ${f1(r.post.p99)}`);
  row('carga al empezar la fase', (r) => r.loadBefore);
  row(
    'máquina: CPU ocupada / PSI cpu some',
    (r) => `${r.machineDuring.busyPercent.toFixed(0)} % / ${r.machineDuring.cpuStallPercent.toFixed(0)} %`,
  );
  row('CPU del servidor (de un núcleo)', (r) => `${server(r).cpuPercent.toFixed(0)} %`);
  rows.push([
    'CPU del servidor por mensaje (ms)',
    ...results.map((r) => f1(server(r).cpuMsPerMessage)),
    ...bases.map((b) => ratio(server(ours).cpuMsPerMessage, server(b).cpuMsPerMessage)),
  ]);
  row('hilo del servidor esperando CPU', (r) => `${server(r).mainThreadWaitPercent.toFixed(0)} %`);
  row('bucle de eventos del servidor p99 / máx (ms)', (r) => `${f1(server(r).loop?.p99)} / ${f1(server(r).loop?.max)}`);
  row('GC del servidor: pausas / máx / ≥ 10 ms', (r) => {
    const gc = server(r).loop?.gc;
    return gc ? `${gc.count} / ${f1(gc.maxMs)} ms / ${gc.long}` : '—';
  });
  row('proceso de la prueba: bucle p99 / máx (ms)', (r) => `${f1(r.benchLoop.p99)} / ${f1(r.benchLoop.max)}`);
  row('segundos con el servidor esperando CPU > 25 %', (r) => `${r.starved.seconds}`);
  row('p99 de los enviados en cada segundo (ms)', (r) => r.p99BySecond.join(' '));

  console.log(`\n=== Comparación en la misma ejecución (mismo cliente, ritmo y duración, una fase tras otra)`);
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
}
