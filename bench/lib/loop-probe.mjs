// Preloaded into the app process by bench/messaging-latency.mjs (`node --import`): measures the
// process's event-loop delay and its GC pauses with perf_hooks and answers the parent's IPC
// requests. It changes nothing in the app; without an IPC channel it does nothing.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** Sampling interval (ms). The histogram records the time between samples, so this is subtracted. */
const RESOLUTION_MS = 10;
/** GC pauses at least this long (ms) are counted apart: the ones that can make a tail. */
const LONG_GC_MS = 10;

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateBy = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  let gc = { count: 0, totalMs: 0, maxMs: 0, long: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.duration >= LONG_GC_MS) gc.long++;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message) => {
    if (message?.type !== 'loop-delay') return;
    process.send({
      type: 'loop-delay',
      id: message.id,
      p50: lateBy(histogram.percentile(50)),
      p99: lateBy(histogram.percentile(99)),
      max: lateBy(histogram.max),
      gc: { ...gc, totalMs: Math.round(gc.totalMs * 10) / 10, maxMs: Math.round(gc.maxMs * 10) / 10 },
    });
    if (message.reset) {
      histogram.reset();
      gc = { count: 0, totalMs: 0, maxMs: 0, long: 0 };
    }
  });
  // The app's own servers keep it alive; the IPC channel must not.
  process.channel?.unref();
}
