/**
 * Compile-time check that a documented response class and a type it mirrors (a row type of a
 * `*-sql.ts` file, a shape of a dependency-free package) have exactly the same shape:
 * `export type _StatsMatch = AssertSameShape<MyRequestsStatsDto, MyRequestsStats>;` fails to
 * compile as soon as one of them gains, loses or changes a property.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : false) : false;

/** Mutual assignability alone lets an optional property exist on one side only. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

export type AssertSameShape<A, B> = SameShape<A, B> extends true ? true : { error: 'Las formas difieren'; documented: A; mirrored: B };

/** Use as `export type X = Expect<AssertSameShape<A, B>>`. */
export type Expect<T extends true> = T;
