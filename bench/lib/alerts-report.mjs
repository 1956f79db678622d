// The Markdown report of bench/alerts-fanout.mjs: publish latency A/B with what the API process
// (and the worker, when separate) did meanwhile, the fan-out one request at a time, and the digest.
import { latency } from './alerts-run.mjs';

const f = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits).replace('.', ',') : '—');
const s = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1).replace('.', ',') : '—');
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** `r`: what the run measured; `m`: its settings and the machine. Answers the text. */
export function alertsReport(r, m) {
  const { A, B } = r.phases;
  const row = (label, a, b) =>
    `| ${label} | ${a.n} | ${f(a.p50)} | ${f(a.p95)} | ${f(a.p99)} | ${f(a.max)} | ${b.n} | ${f(b.p50)} | ${f(b.p95)} | ${f(b.p99)} | ${f(b.max)} | ${f(b.p50 / a.p50)} / ${f(b.p99 / a.p99)} |`;
  const both = (p) => [...p.seq, ...p.burst];
  const bJobs = B.jobs.filter(Boolean);
  const window = (p) => {
    const w = p.windows;
    return (
      `| ${p === A ? `A «${m.phases.A}»` : `B «${m.phases.B}»`} | ${f(mean(w.map((x) => x.ms)) / 1000)} s | ` +
      `${w.map((x) => f(x.loop?.p99)).join(' / ')} | ${w.map((x) => f(x.loop?.max)).join(' / ')} | ${f(mean(w.map((x) => x.apiCpuPct)), 0)} % | ` +
      `${m.split ? `${f(mean(w.map((x) => x.workerCpuPct)), 0)} % | ` : ''}${w.map((x) => x.mailsSent).join(' / ')} |`
    );
  };
  const lines = [
    '',
    `=== Resultado (${m.started.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `- Máquina: ${m.machineLine}, PostgreSQL ${r.pgInfo.version} (shared_buffers ${r.pgInfo.sb}) y Redis en la misma máquina, compartida con otras sesiones; carga al terminar ${m.load}`,
    `- Procesos: ${m.split ? 'API con RUN_WORKERS=false y worker aparte (`backend/dist/worker.js`), como en docker-compose.yml' : 'uno solo, la API con RUN_WORKERS=true (los workers de alertas y correo dentro)'}; correo sin SMTP_URL (ficheros .eml)`,
    `- Datos: ${m.companies} empresas Profesional con suscripción activa; ${m.matching} con alertas instantáneas que coinciden en la fase B; ${m.clients} clientes`,
    `- ${m.rounds} rondas A/B; por fase y ronda ${m.sequential} publicaciones secuenciales (una cada ${m.paceMs} ms) y una ráfaga de ${m.burst} a la vez`,
    '',
    `| publicación | n A | p50 A | p95 A | p99 A | máx A | n B | p50 B | p95 B | p99 B | máx B | B/A p50 / p99 |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('secuenciales', latency(A.seq), latency(B.seq)),
    row(`ráfaga de ${m.burst}`, latency(A.burst), latency(B.burst)),
    row('todas', latency(both(A)), latency(both(B))),
    '',
    `Mientras se publicaba (por ronda; bucle de eventos de la API por encima de los 10 ms de muestreo, ms):`,
    '',
    `| fase | duración | bucle p99 | bucle máx | CPU de la API | ${m.split ? 'CPU del worker | ' : ''}correos enviados |`,
    `|---|---:|---:|---:|---:|${m.split ? '---:|' : ''}---:|`,
    window(A),
    window(B),
    '',
    `A: «${m.phases.A}», B: «${m.phases.B}» (ms). Worker libre tras cada fase: A ${A.drainMs.map(s).join(' / ')} s, B ${B.drainMs.map(s).join(' / ')} s. ` +
      `Fan-out de las publicaciones de B (con cola): espera p50 ${s(latency(bJobs.map((j) => j.started - j.added)).p50)} s, ` +
      `ejecución p50 ${s(latency(bJobs.map((j) => j.finished - j.started)).p50)} s, ${bJobs.filter((j) => j.result?.alerted === m.matching).length}/${bJobs.length} con ${m.matching} avisos; ` +
      `filas de request_alerts al acabar la fase 1: ${r.bAlerts}.`,
    '',
    `| fan-out (${r.samples.length} solicitudes, worker libre) | p50 | mín | máx |`,
    '|---|---:|---:|---:|',
    ...[
      ['respuesta de la publicación (ms)', (x) => x.publishMs, f],
      [`las ${m.matching} filas de request_alerts existen (s)`, (x) => x.rowsMs, s],
      ['trabajo terminado: correos en mail_log y en la cola (s)', (x) => x.jobMs, s],
      [`los ${m.matching} correos enviados (s)`, (x) => x.sentMs, s],
      ['correos/s (enviados ÷ tiempo hasta el último)', (x) => (1000 * x.sent) / x.sentMs, f],
    ].map(([label, get, fmt]) => {
      const v = latency(r.samples.map(get));
      return `| ${label} | ${fmt(v.p50)} | ${fmt(Math.min(...r.samples.map(get)))} | ${fmt(v.max)} |`;
    }),
  ];
  if (r.digest) {
    const d = r.digest;
    const who = m.split ? 'del worker' : 'de la app';
    lines.push(
      '',
      `| resumen diario (${d.companies} empresas, ${d.rows} alertas) | valor |`,
      '|---|---:|',
      `| todas las alertas con mailed_at | ${s(d.markedMs)} s |`,
      `| trabajo \`digest\` terminado (correos en mail_log y en la cola) | ${s(d.jobMs)} s |`,
      `| los ${d.sent} correos enviados | ${s(d.sentMs)} s |`,
      `| correos/s (de principio a fin) | ${f((1000 * d.sent) / d.sentMs)} |`,
      `| el trabajo devolvió | ${d.returned?.companies} empresas, ${d.returned?.alerts} alertas |`,
      `| RSS ${who} antes → pico | ${(d.rssBefore / 1024).toFixed(0)} → ${(d.peakRss / 1024).toFixed(0)} MB |`,
      `| CPU ${who} durante el resumen | ${f(d.cpu)} s |`,
      `| \`GET /api/requests/:id\` worker libre: p50 / p99 (n) | ${f(d.idle.p50)} / ${f(d.idle.p99)} ms (${d.idle.n}) |`,
      `| \`GET /api/requests/:id\` durante el resumen: p50 / p99 (n) | ${f(d.probeDuring.p50)} / ${f(d.probeDuring.p99)} ms (${d.probeDuring.n}) |`,
    );
  }
  if (r.warnings.length) lines.push('', `Avisos de la app (${r.warnings.length}):`, ...r.warnings.slice(0, 10));
  return lines.join('\n');
}
