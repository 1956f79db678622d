/**
 * Page numbers to show: first, last, current ± 1, with 'ellipsis' where pages
 * are skipped (spec §9 'Directory … pagination').
 */
export function pageWindow(current: number, totalPages: number): (number | 'ellipsis')[] {
  const pages = new Set<number>([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | 'ellipsis')[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) out.push(previous + 1);
    else if (page - previous > 2) out.push('ellipsis');
    out.push(page);
    previous = page;
  }
  return out;
}
