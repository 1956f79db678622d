// The worker process of the load test: `node backend/dist/worker.js` (BullMQ processors, no HTTP
// server), measured like the API (RSS, CPU time, event-loop delay) by bench/lib/app-process.mjs.
import { AppProcess } from './app-process.mjs';

/** What worker.ts prints once Nest has started (and its processors are registered). */
const READY_LINE = 'Workers de Rutalia en marcha';

export class WorkerProcess extends AppProcess {
  constructor(name, env, logFile, root) {
    super(name, undefined, env, logFile, root, [], { entry: 'backend/dist/worker.js', readyLine: READY_LINE });
  }
}
