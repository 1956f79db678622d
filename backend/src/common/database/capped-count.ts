/**
 * Capped totals of the public lists (issue 21): counting every match of a broad search costs as
 * much as reading them all, and nobody reads past a thousand results, so the count stops at
 * COUNT_CAP + 1 rows. Above the cap the answer says `total: COUNT_CAP, totalCapped: true`
 * («más de 1.000 resultados»); the pages past it are reached with the cursor (keyset.ts).
 */
export const COUNT_CAP = 1000;

/** `SELECT count(*)` of at most COUNT_CAP + 1 rows of `fromWhere` (`FROM … WHERE …`). */
export function cappedCountSql(fromWhere: string): string {
  return `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${fromWhere} LIMIT ${COUNT_CAP + 1}) capped`;
}

export interface CappedTotal {
  total: number;
  /** `total` is a lower bound: more than COUNT_CAP rows match. */
  totalCapped: boolean;
}

export function cappedTotal(counted: number): CappedTotal {
  return counted > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };
}
