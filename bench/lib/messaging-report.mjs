// The results of bench/messaging-latency.mjs: collectResults() turns the readings of the measured
// phase (bench/lib/messaging-run.mjs) into figures, printReport() prints them (details, then the
// Markdown table, as in docs/benchmarks.md).
import { cpus } from 'node:os';
import { f1, mb, pct, percentile, summary } from './stats.mjs';

/**
 * `phase`: what measuredPhase() returned; the rest: { mode, seconds, apps, users, connection (what
 * connectSockets() returned), setupMs, openingOk, rssIdle, rssAccounts, rssSockets }.
 */
export function collectResults(
  phase,
  { mode, label, seconds, apps, users, connection, setupMs, openingOk, rssIdle, rssAccounts, rssSockets },
) {
  const { total, sendingMs, answeredMs, phaseStart, phaseMs, lateTicks, posts, accepted, benchLoop, snapshots, pg } = phase;
  const {
    benchSchedBefore,
    benchSchedAfter,
    cpuBefore,
    cpuAfter,
    schedBefore,
    schedAfter,
    machineDuring,
    serverLoop,
    peakBefore,
    peakDuring,
    rssEnd,
  } = phase;
  const { stray, connectErrors, connectWallMs, connected, connect } = connection;
  const delivered = accepted.filter((r) => r.received.length > 0);
  const lost = accepted.filter((r) => r.received.length === 0);
  const duplicated = accepted.filter((r) => r.received.length > 1);
  const latencies = delivered.map((r) => r.received[0] - r.sentAt);
  const latency = {
    ...summary(latencies),
    p999: percentile(
      [...latencies].sort((a, b) => a - b),
      99.9,
    ),
  };
  const echoLatency = summary(accepted.filter((r) => r.echoes.length > 0).map((r) => r.echoes[0] - r.sentAt));
  const echoDuplicated = accepted.filter((r) => r.echoes.length > 1).length;
  const post = summary(posts.times);
  // From the delivery to the POST's answer: what the request still does after emitting (the
  // offline check, fetchSockets of the receiver's room, across processes with Redis).
  const afterDelivery = summary(delivered.filter((rec) => rec.answeredAt !== undefined).map((rec) => rec.answeredAt - rec.received[0]));
  // Delivered before the POST answered (the emit happens before the offline check and the reply).
  const beforeAnswer = delivered.filter((r) => r.received[0] < r.answeredAt).length;
  const disconnects = users.reduce((n, u) => n + u.disconnects, 0);
  const stillConnected = users.filter((u) => u.socket.connected).length;
  const lostSample = lost
    .slice(0, 5)
    .map((r) => `#${r.i} ${r.sender.isCompany ? 'empresa' : 'cliente'}→${r.receiver.isCompany ? 'empresa' : 'cliente'} (POST ${r.status})`);

  // Per-second throughput of deliveries (min/max of full seconds) to spot stalls.
  const perSecond = new Array(Math.ceil(phaseMs / 1000)).fill(0);
  for (const r of delivered) perSecond[Math.floor((r.received[0] - phaseStart) / 1000)]++;
  const fullSeconds = perSecond.slice(1, Math.floor(seconds) - 1);

  // p99 of the messages sent in each second: are the slow ones spread out or bunched together?
  const bySecond = [];
  for (const rec of delivered) (bySecond[Math.floor((rec.sentAt - phaseStart) / 1000)] ??= []).push(rec.received[0] - rec.sentAt);
  const p99BySecond = Array.from(bySecond, (values) => (values ? Math.round(summary(values).p99) : NaN));
  const over100 = delivered.filter((rec) => rec.received[0] - rec.sentAt > 100).length;
  const perSecondWait = snapshots.slice(1).map((snap, k) => {
    const prev = snapshots[k];
    const ns = (snap.at - prev.at) * 1e6;
    return {
      appWait: Math.max(...snap.sched.map((sc, j) => (100 * (sc.wait - prev.sched[j].wait)) / ns)),
      cpuStall: (100 * (snap.machine.cpuStall - prev.machine.cpuStall)) / (ns / 1000),
    };
  });
  // Messages grouped by whether the app waited for a CPU more than 25 % of their second.
  const starved = { seconds: 0, latencies: [] };
  const fed = { seconds: 0, latencies: [] };
  bySecond.forEach((values, k) => {
    const group = (perSecondWait[k]?.appWait ?? 0) > 25 ? starved : fed;
    group.seconds++;
    group.latencies.push(...(values ?? []));
  });

  const benchLoopP99 = Math.max(0, benchLoop.percentile(99) / 1e6 - 10);
  const benchLoopMax = Math.max(0, benchLoop.max / 1e6 - 10);

  return {
    mode,
    label,
    loadBefore: machineDuring.loadBefore,
    sockets: users.length,
    connected,
    connectWallMs,
    connect,
    connectErrors,
    setupMs,
    openingOk,
    total,
    sendingMs,
    answeredMs,
    statuses: Object.fromEntries(posts.statuses),
    postErrors: Object.fromEntries(posts.errors),
    accepted: accepted.length,
    delivered: delivered.length,
    lost: lost.length,
    lostSample,
    duplicated: duplicated.length,
    extraCopies: duplicated.reduce((n, r) => n + r.received.length - 1, 0),
    echoDelivered: accepted.filter((r) => r.echoes.length > 0).length,
    echoDuplicated,
    stray,
    latency,
    echoLatency,
    post,
    afterDelivery,
    beforeAnswer,
    maxInFlight: posts.maxInFlight,
    lateTicks,
    disconnects,
    stillConnected,
    p99BySecond,
    perSecondWait: perSecondWait.map((w) => Math.round(w.appWait)),
    perSecondStall: perSecondWait.map((w) => Math.round(w.cpuStall)),
    starved: { seconds: starved.seconds, ...summary(starved.latencies) },
    fed: { seconds: fed.seconds, ...summary(fed.latencies) },
    machineDuring,
    over100,
    pgActive: { samples: pg.samples, states: Object.fromEntries([...pg.states].sort((a, b) => b[1] - a[1])) },
    fullSeconds: fullSeconds.length ? { min: Math.min(...fullSeconds), max: Math.max(...fullSeconds) } : undefined,
    benchLoop: {
      p99: benchLoopP99,
      max: benchLoopMax,
      runPercent: (100 * (benchSchedAfter.run - benchSchedBefore.run)) / (phaseMs * 1e6),
      waitPercent: (100 * (benchSchedAfter.wait - benchSchedBefore.wait)) / (phaseMs * 1e6),
    },
    servers: apps.map((a, k) => ({
      name: a.name,
      pid: a.pid,
      rssIdle: rssIdle[k],
      rssAccounts: rssAccounts[k],
      rssSockets: rssSockets[k],
      peakBefore: peakBefore[k],
      peakDuring: peakDuring[k],
      rssEnd: rssEnd[k].rss,
      hwm: rssEnd[k].hwm,
      cpuPercent: (100 * (cpuAfter[k] - cpuBefore[k])) / (phaseMs / 1000),
      // Process CPU (all threads) per accepted POST: what one message costs, whatever the machine's load.
      cpuMsPerMessage: (1000 * (cpuAfter[k] - cpuBefore[k])) / Math.max(1, accepted.length),
      mainThreadRunPercent: (100 * (schedAfter[k].run - schedBefore[k].run)) / (phaseMs * 1e6),
      mainThreadWaitPercent: (100 * (schedAfter[k].wait - schedBefore[k].wait)) / (phaseMs * 1e6),
      loop: serverLoop[k],
      warnings: a.warnings.length,
      warningSample: a.warnings.slice(0, 5),
    })),
  };
}

/** Prints the results `r` of a run at `rate` messages/s for `seconds` s. */
export function printReport(r, { rate, seconds }) {
  const ms1 = (x) => `${f1(x)} ms`;
  console.log(
    `\n=== Resultados: ${r.label ?? (r.mode === 'redis' ? 'dos procesos + Redis, entrega siempre entre procesos' : 'un proceso, adaptador en memoria')}`,
  );
  console.log(
    `Envío: ${r.total} mensajes en ${(r.sendingMs / 1000).toFixed(1)} s (objetivo ${rate}/s durante ${seconds} s), últimas respuestas a los ${(r.answeredMs / 1000).toFixed(1)} s; máx. ${r.maxInFlight} POST en vuelo; ${r.lateTicks} ticks del emisor con >100 ms de retraso`,
  );
  console.log(
    `Estados POST: ${JSON.stringify(r.statuses)}${Object.keys(r.postErrors).length ? `; errores de red: ${JSON.stringify(r.postErrors)}` : ''}`,
  );
  console.log(
    `Eventos message:new no medidos (los primeros mensajes: 2 por pareja): ${r.stray.unknown}; en un socket ajeno: ${r.stray.wrongSocket}; desconexiones: ${r.disconnects}; sockets conectados al final: ${r.stillConnected}/${r.sockets}`,
  );
  if (r.lostSample.length) console.log(`Perdidos (muestra): ${r.lostSample.join(', ')}`);
  console.log(`Entregas por segundo completo: mín ${r.fullSeconds?.min}, máx ${r.fullSeconds?.max}`);
  console.log(
    `Latencia de entrega > 100 ms: ${r.over100} (${pct(r.over100, r.delivered)}); p99 de los enviados en cada segundo (ms): ${r.p99BySecond.join(' ')}`,
  );
  console.log(`Por segundo, % del tiempo que el hilo principal de la app (el peor de ellas) esperó CPU: ${r.perSecondWait.join(' ')}`);
  console.log(`Por segundo, PSI cpu some de la máquina (%): ${r.perSecondStall.join(' ')}`);
  console.log(
    `Segundos en que la app esperó CPU > 25 %: ${r.starved.seconds}, sus ${r.starved.n} mensajes p50 ${ms1(r.starved.p50)}, p99 ${ms1(r.starved.p99)}; ` +
      `resto: ${r.fed.seconds} s, ${r.fed.n} mensajes p50 ${ms1(r.fed.p50)}, p99 ${ms1(r.fed.p99)}`,
  );
  console.log(
    `Conexiones de la app a PostgreSQL no inactivas (pg_stat_activity cada 100 ms, ${r.pgActive.samples} muestras; media por muestra): ` +
      Object.entries(r.pgActive.states)
        .map(([k, n]) => `${k} ${(n / r.pgActive.samples).toFixed(2)}`)
        .join(', '),
  );
  console.log(
    `Máquina en la fase medida: CPU ocupada ${r.machineDuring.busyPercent.toFixed(0)} % (${cpus().length} núcleos), PSI cpu some ${r.machineDuring.cpuStallPercent.toFixed(0)} %, ` +
      `PSI io some ${r.machineDuring.ioStallPercent.toFixed(0)} %, carga ${r.machineDuring.loadBefore} → ${r.machineDuring.loadAfter}`,
  );
  console.log(
    `Proceso de la prueba (1000 clientes socket.io + fetch): bucle de eventos p99 ${ms1(r.benchLoop.p99)}, máx ${ms1(r.benchLoop.max)}; ` +
      `hilo principal ${r.benchLoop.runPercent.toFixed(0)} % en CPU, ${r.benchLoop.waitPercent.toFixed(0)} % esperando CPU`,
  );
  for (const s of r.servers) {
    console.log(
      `${s.name} (pid ${s.pid}): RSS en reposo ${mb(s.rssIdle)}, tras cuentas ${mb(s.rssAccounts)}, con sockets ${mb(s.rssSockets)}, ` +
        `pico en la fase medida ${mb(s.peakDuring)}, al final ${mb(s.rssEnd)} (VmHWM ${mb(s.hwm)}); CPU ${s.cpuPercent.toFixed(0)} % de un núcleo ` +
        `(hilo principal: ${s.mainThreadRunPercent.toFixed(0)} % en CPU, ${s.mainThreadWaitPercent.toFixed(0)} % esperando CPU en la cola del planificador); ` +
        `bucle de eventos p50 ${ms1(s.loop?.p50)}, p99 ${ms1(s.loop?.p99)}, máx ${ms1(s.loop?.max)}; ` +
        `GC ${s.loop?.gc?.count ?? '—'} pausas, ${ms1(s.loop?.gc?.totalMs)} en total, máx ${ms1(s.loop?.gc?.maxMs)}, ${s.loop?.gc?.long ?? '—'} ≥ 10 ms; ` +
        `${s.warnings} líneas warn/error`,
    );
    for (const line of s.warningSample) console.log(`  ${line.slice(0, 300)}`);
  }

  const rows = [
    ['sockets conectados', `${r.connected} / ${r.sockets}`],
    ['tiempo de conexión (todos, 50 a la vez)', `${(r.connectWallMs / 1000).toFixed(2)} s`],
    ['conexión de un socket p50 / p99 / máx', `${f1(r.connect.p50)} / ${f1(r.connect.p99)} / ${f1(r.connect.max)} ms`],
    ['mensajes enviados (POST)', `${r.total}`],
    ['POST con 201', `${r.accepted} (${pct(r.accepted, r.total)})`],
    ['entregados al receptor (`message:new`)', `${r.delivered} (${pct(r.delivered, r.accepted)})`],
    ['perdidos', `${r.lost} (${pct(r.lost, r.accepted)})`],
    ['duplicados', `${r.duplicated} (${pct(r.duplicated, r.accepted)})`],
    ['eco al emisor entregado', `${r.echoDelivered} (${pct(r.echoDelivered, r.accepted)})`],
    ['entregados antes de la respuesta del POST', `${r.beforeAnswer} (${pct(r.beforeAnswer, r.delivered)})`],
    [
      'latencia de entrega p50 / p90 / p99 / máx',
      `${f1(r.latency.p50)} / ${f1(r.latency.p90)} / ${f1(r.latency.p99)} / ${f1(r.latency.max)} ms`,
    ],
    [
      'p50 / p99 en los segundos con la app esperando CPU > 25 % del tiempo',
      `${f1(r.starved.p50)} / ${f1(r.starved.p99)} ms (${r.starved.seconds} s, ${r.starved.n} mensajes)`,
    ],
    ['p50 / p99 en el resto de segundos', `${f1(r.fed.p50)} / ${f1(r.fed.p99)} ms (${r.fed.seconds} s, ${r.fed.n} mensajes)`],
    ['latencia del eco al emisor p50 / p99', `${f1(r.echoLatency.p50)} / ${f1(r.echoLatency.p99)} ms`],
    ['de la entrega a la respuesta del POST p50 / p99', `${f1(r.afterDelivery.p50)} / ${f1(r.afterDelivery.p99)} ms`],
    ['latencia del POST p50 / p99 / máx', `${f1(r.post.p50)} / ${f1(r.post.p99)} / ${f1(r.post.max)} ms`],
    ...r.servers.map((s) => [
      `RSS ${s.name}: reposo → con sockets → pico`,
      `${mb(s.rssIdle)} → ${mb(s.rssSockets)} → ${mb(Math.max(s.peakDuring, s.rssSockets))}`,
    ]),
    [
      'máquina en la fase medida: CPU ocupada / PSI cpu / PSI io',
      `${r.machineDuring.busyPercent.toFixed(0)} % / ${r.machineDuring.cpuStallPercent.toFixed(0)} % / ${r.machineDuring.ioStallPercent.toFixed(0)} %`,
    ],
    ...r.servers.map((s) => [
      `CPU ${s.name} en la fase medida (proceso; hilo principal en CPU / esperando CPU)`,
      `${s.cpuPercent.toFixed(0)} % (${s.mainThreadRunPercent.toFixed(0)} % / ${s.mainThreadWaitPercent.toFixed(0)} %) de un núcleo`,
    ]),
    ...r.servers.map((s) => [
      `bucle de eventos ${s.name} p50 / p99 / máx`,
      `${f1(s.loop?.p50)} / ${f1(s.loop?.p99)} / ${f1(s.loop?.max)} ms`,
    ]),
  ];
  console.log(`\n| medida | ${r.label ?? (r.mode === 'redis' ? '`--redis`' : 'por defecto')} |\n|---|---|`);
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
}
