// Preloaded into the app process by bench/messaging-latency.mjs (`node --import`): measures the
// process's event-loop delay with perf_hooks and answers the parent's IPC requests. It changes
// nothing in the app; without an IPC channel it does nothing.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Sampling interval (ms). The histogram records the time between samples, so this is subtracted. */
const RESOLUTION_MS = 10;

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateBy = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  process.on('message', (message) => {
    if (message?.type !== 'loop-delay') return;
    process.send({
      type: 'loop-delay',
      id: message.id,
      p50: lateBy(histogram.percentile(50)),
      p99: lateBy(histogram.percentile(99)),
      max: lateBy(histogram.max),
    });
    if (message.reset) histogram.reset();
  });
  // The app's own servers keep it alive; the IPC channel must not.
  process.channel?.unref();
}
