// Readers of /proc for the bench scripts: a process's memory, CPU time and run-queue wait, and the
// machine's CPU use, PSI stall and load average. Linux only; unreadable values come back as NaN.
import { readFileSync } from 'node:fs';

/** VmRSS / VmHWM (kB) of a process, from /proc. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

/** user + system CPU time of a process, in seconds (/proc/<pid>/stat, clock ticks of 1/100 s). */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Machine-wide state: PSI stall totals (µs, /proc/pressure), busy/total jiffies (/proc/stat), load average. */
export function machine() {
  const stall = (kind) => {
    try {
      return Number(readFileSync(`/proc/pressure/${kind}`, 'utf8').match(/^some .*total=(\d+)/m)?.[1]);
    } catch {
      return NaN;
    }
  };
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return {
    cpuStall: stall('cpu'),
    ioStall: stall('io'),
    busy: total - idle,
    total,
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
}

/** What the machine did between two `machine()` readings over `ms`: CPU busy %, PSI "some" stall %. */
export function machineDelta(before, after, ms) {
  return {
    busyPercent: (100 * (after.busy - before.busy)) / (after.total - before.total),
    cpuStallPercent: (100 * (after.cpuStall - before.cpuStall)) / (ms * 1000),
    ioStallPercent: (100 * (after.ioStall - before.ioStall)) / (ms * 1000),
    loadBefore: before.load,
    loadAfter: after.load,
  };
}

/** Main thread of a process: [ns on CPU, ns waiting for a CPU on the run queue] (/proc/<pid>/schedstat). */
export function schedstatOf(pid) {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return { run, wait };
  } catch {
    return { run: NaN, wait: NaN };
  }
}
