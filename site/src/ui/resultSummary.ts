/**
 * The line above a public list: «12 empresas encontradas · Página 1 de 2». Totals stop counting at
 * 1.000 (issue 21): above it, «Más de 1.000 resultados» and no last page.
 */
export function resultSummary(
  list: { total: number; totalCapped?: boolean },
  nouns: { one: string; many: string },
  page: number,
  totalPages: number,
): string {
  const count = list.totalCapped ? 'Más de 1.000 resultados' : list.total === 1 ? `1 ${nouns.one}` : `${list.total} ${nouns.many}`;
  if (totalPages <= 1) return count;
  return `${count} · Página ${Math.min(page, totalPages)}${list.totalCapped ? '' : ` de ${totalPages}`}`;
}
