// Generic helpers for the bench scripts: sleeping, percentiles and summaries of samples, number
// formatters for the printed reports and a bounded-concurrency pool.

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The `p`-th percentile (nearest rank) of an ascending array; NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** n, p50, p90, p99 and max of `values` (any order). */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

export const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
export const pct = (part, total) => (total ? `${((100 * part) / total).toFixed(2)} %` : '—');
export const mb = (kb) => (Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : '—');

/** Runs `work(item, index)` over `items` with at most `limit` in flight. */
export async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}
