import { isUuid } from '@rutalia/catalog';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-codes.js';

/**
 * Keyset pagination of the public lists (issue 21): a page after `cursor` starts right after the
 * row the cursor names, in the list's order, instead of skipping OFFSET rows (which costs as much
 * as reading them). The cursor is opaque to clients: base64url of the JSON array of that row's
 * sort key, checked value by value when it comes back.
 */

export type KeyKind = 'int' | 'timestamp' | 'text' | 'uuid';
export type KeyValue = string | number;

export const INVALID_CURSOR_MESSAGE = 'El cursor de la página no es válido: vuelve a la primera página.';

export function invalidCursor(): AppException {
  return new AppException(ErrorCode.BAD_REQUEST, INVALID_CURSOR_MESSAGE);
}

export function encodeCursor(values: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** Timestamps travel as text with microseconds (a JS Date would lose them and repeat or skip rows). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const VALID: Record<KeyKind, (value: unknown) => boolean> = {
  int: (value) => Number.isSafeInteger(value),
  timestamp: (value) => typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)),
  text: (value) => typeof value === 'string' && value.length <= 300,
  uuid: (value) => isUuid(value),
};

/** The sort key in `cursor`, of the given kinds; a 400 (never a 500) for anything else. */
export function decodeCursor(cursor: string, kinds: readonly KeyKind[]): KeyValue[] {
  let values: unknown;
  try {
    if (cursor.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== kinds.length || !kinds.every((kind, i) => VALID[kind](values[i]))) throw invalidCursor();
  return values as KeyValue[];
}

/** `column`'s SQL value at microsecond precision, in the text the cursor carries. */
export function cursorTimestampSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** One column of a list's order. */
export interface KeyColumn {
  sql: string;
  dir: 'ASC' | 'DESC';
  /** The parameter holding the cursor's value, cast (e.g. `$3::timestamptz`). */
  ref: string;
}

/**
 * The rows strictly after the cursor's row in the order of `columns`. When every column goes the
 * same way it is one row comparison, which a matching index can start from.
 */
export function afterKeySql(columns: readonly KeyColumn[]): string {
  if (columns.every((c) => c.dir === columns[0].dir)) {
    const op = columns[0].dir === 'DESC' ? '<' : '>';
    return `(${columns.map((c) => c.sql).join(', ')}) ${op} (${columns.map((c) => c.ref).join(', ')})`;
  }
  const [first, ...rest] = columns;
  const strict = `${first.sql} ${first.dir === 'DESC' ? '<' : '>'} ${first.ref}`;
  return rest.length === 0 ? strict : `(${strict} OR (${first.sql} = ${first.ref} AND ${afterKeySql(rest)}))`;
}
