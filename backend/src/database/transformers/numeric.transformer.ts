import type { ValueTransformer } from 'typeorm';

/**
 * node-postgres returns `numeric` as a string (to keep precision). Money columns are
 * `numeric(10,2)`, small enough for a JS number, so entities expose `number`.
 * Values going to the database pass through unchanged (pg serialises numbers, and
 * find operators such as `MoreThan(10)` must not be touched).
 */
export const numericTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: string | number | null | undefined): number | null => {
    if (value === null || value === undefined) return null;
    return typeof value === 'number' ? value : Number(value);
  },
};
