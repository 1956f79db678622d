// The printed report of bench/load-test.mjs: per-route table (Markdown, so it can go straight into
// docs/benchmarks.md), totals, message delivery, processes and machine. Returns the exit code.
import { timelineTable } from './load-timeline.mjs';
import { f1, mb } from './stats.mjs';

const ms0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '—');
const errorsText = (errors) => (errors.length ? errors.map(([s, n]) => `${s}×${n}`).join(', ') : '—');

function routeTable(rows) {
  const lines = ['| Ruta | Peticiones | Errores (estado×n) | p50 ms | p90 ms | p99 ms | máx ms |', '|---|---:|---|---:|---:|---:|---:|'];
  for (const r of rows)
    lines.push(`| \`${r.route}\` | ${r.n} | ${errorsText(r.errors)} | ${f1(r.p50)} | ${f1(r.p90)} | ${f1(r.p99)} | ${ms0(r.max)} |`);
  return lines.join('\n');
}

function processLine(label, p, seconds) {
  const cpu = p.cpuAfter - p.cpuBefore;
  const loop = p.loop
    ? `bucle de eventos p50 ${f1(p.loop.p50)} ms, p99 ${f1(p.loop.p99)} ms, máx ${f1(p.loop.max)} ms`
    : 'bucle de eventos: sin respuesta';
  return `${label}: RSS ${mb(p.rssStart)} al empezar, pico ${mb(p.peakRss)}, ${mb(p.rssEnd)} al final; CPU ${cpu.toFixed(1)} s (${((100 * cpu) / seconds).toFixed(0)} % de un núcleo); hilo principal esperando CPU ${f1(p.waitPercent)} %; ${loop}`;
}

export function printReport(r) {
  const rows = r.routes;
  const total = rows.reduce((a, row) => a + row.n, 0);
  const fiveXx = rows.reduce((a, row) => a + row.fiveXx, 0);
  const unanswered = rows.reduce((a, row) => a + row.errors.filter(([s]) => typeof s !== 'number').reduce((b, [, n]) => b + n, 0), 0);
  const fourXx = rows.reduce(
    (a, row) => a + row.errors.filter(([s]) => typeof s === 'number' && s < 500).reduce((b, [, n]) => b + n, 0),
    0,
  );
  const m = r.messages;
  const seconds = r.runMs / 1000;

  console.log(
    `\n## Resultado: ${r.users.total} usuarios (${r.users.anonymous} anónimos, ${r.users.clients} clientes, ${r.users.companies} empresas) durante ${seconds.toFixed(0)} s\n`,
  );
  console.log(routeTable(rows));
  console.log(
    `\nPeticiones: ${total} en ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(1)} peticiones/s; ` +
      `5xx: ${fiveXx}; 4xx: ${fourXx}; sin respuesta (timeout/red): ${unanswered}`,
  );
  const c = r.counters;
  console.log(
    `Actividad: ${c.signUps} registros, ${c.signIns} inicios de sesión (${c.failedSignIns} fallidos), ${c.requests} solicitudes publicadas, ` +
      `${c.proposals} propuestas, ${c.accepts} aceptadas; acciones con excepción: ${c.actionErrors}`,
  );
  console.log(
    `Mensajes: ${m.sent} enviados (201), ${m.delivered} entregados al socket del destinatario, ${m.lost} perdidos, ${m.duplicated} duplicados` +
      `${m.unanswered ? `, ${m.unanswered} POST sin respuesta` : ''}; eco al emisor en ${m.echoes}; eventos ajenos ${m.stray}; ` +
      `desconexiones ${m.disconnects}${m.connectErrors.length ? `; sockets que no conectaron: ${m.connectErrors.length} (${[...new Set(m.connectErrors)].join(', ')})` : ''}`,
  );
  console.log(
    `Indicador «escribiendo»: ${m.typing.sent} emitidos, ${m.typing.received} recibidos por el destinatario; eventos exception del servidor: ${m.exceptions.length}` +
      (m.exceptions.length ? ` (${[...new Set(m.exceptions)].slice(0, 3).join('; ')})` : ''),
  );
  console.log(
    `Latencia de entrega (POST emitido → message:new en el destinatario): p50 ${f1(m.latency.p50)} ms, p90 ${f1(m.latency.p90)} ms, p99 ${f1(m.latency.p99)} ms, máx ${f1(m.latency.max)} ms`,
  );
  // CPU and waits are measured over the run plus the drain of the last deliveries.
  console.log(`Procesos (${(r.phaseMs / 1000).toFixed(0)} s, prueba + espera de las últimas entregas):`);
  console.log(`  ${processLine(`API (pid ${r.api.pid}, RUN_WORKERS=false)`, r.api, r.phaseMs / 1000)}`);
  console.log(`  ${processLine(`Worker (pid ${r.worker.pid})`, r.worker, r.phaseMs / 1000)}`);
  console.log(`Trabajos del worker: cola de correo ${JSON.stringify(r.mailQueue)}; mail_log: ${JSON.stringify(r.mailLog)}`);
  console.log(`Generador de carga: CPU ${r.benchCpu.toFixed(1)} s, bucle de eventos p99 ${f1(r.benchLoopP99)} ms`);
  console.log(
    `Máquina: CPU ocupada ${f1(r.machine.busyPercent)} %, PSI cpu some ${f1(r.machine.cpuStallPercent)} %; carga media (1/5/15 min) antes ${r.machine.loadBefore}, después ${r.machine.loadAfter}`,
  );
  console.log(
    `\nPor ventanas de 10 s (peticiones según el segundo en que empezaron; CPU, esperas y PostgreSQL muestreados cada segundo):\n`,
  );
  console.log(timelineTable(r.timeline));
  const warnings = [...r.api.warnings.map((w) => `api: ${w}`), ...r.worker.warnings.map((w) => `worker: ${w}`)];
  if (warnings.length) {
    console.log(`Avisos en los registros: ${warnings.length}; los primeros:`);
    for (const w of warnings.slice(0, 8)) console.log(`  ${w.slice(0, 300)}`);
  } else console.log('Avisos en los registros: ninguno');

  const problems = [];
  if (fiveXx) problems.push(`${fiveXx} respuestas 5xx`);
  if (unanswered) problems.push(`${unanswered} peticiones sin respuesta`);
  if (m.lost) problems.push(`${m.lost} mensajes perdidos`);
  if (m.duplicated) problems.push(`${m.duplicated} mensajes duplicados`);
  if (m.sent === 0) problems.push('ningún mensaje enviado');
  if (m.exceptions.length) problems.push(`${m.exceptions.length} eventos exception en los sockets`);
  console.log(problems.length ? `\nFALLO: ${problems.join(', ')}` : '\nOK: cero 5xx y cero mensajes perdidos');
  return problems.length ? 1 : 0;
}
