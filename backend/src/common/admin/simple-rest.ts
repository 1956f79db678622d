import { HttpStatus } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { containsText, escapeLike } from '../database/text-search.js';
import { AppException } from '../errors/app-exception.js';

/**
 * The ra-data-simple-rest contract of every `/api/admin/<resource>` list: `?sort=["field","ASC"]`,
 * `?range=[0,24]` (inclusive) and `?filter={"field":value}`, answered with a JSON array and
 * `Content-Range: <resource> <first>-<last>/<total>`. Each resource declares which fields sort and
 * filter, and how, in a `ListSpec`; `parseListQuery` turns the query into SQL pieces with
 * numbered parameters, so no user text ever reaches the SQL.
 */

export class SimpleRestQuery {
  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString({ message: 'El parámetro sort no es válido.' })
  @MaxLength(200, { message: 'El parámetro sort no es válido.' })
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString({ message: 'El parámetro range no es válido.' })
  @MaxLength(100, { message: 'El parámetro range no es válido.' })
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"mudanzas"}' })
  @IsOptional()
  @IsString({ message: 'El parámetro filter no es válido.' })
  @MaxLength(4000, { message: 'El parámetro filter no es válido.' })
  filter?: string;
}

export type SortDirection = 'ASC' | 'DESC';

/** How one `filter` key becomes a WHERE condition. `column` is SQL written by us, never user text. */
export type FilterRule =
  /**
   * Equal to the value, or one of the values when an array comes. `cast` is the SQL type both
   * sides are compared as (default text; use the column's own type, e.g. an enum name or uuid,
   * to keep its index usable).
   */
  | { kind: 'eq'; column: string; cast?: string }
  /** Free-text search: contains the text, ignoring accents and case, in any of the columns. */
  | { kind: 'search'; columns: string[] }
  /** true / false. */
  | { kind: 'bool'; column: string }
  /** A date or timestamp: on or after (`from`) / on or before (`to`) the given ISO date. */
  | { kind: 'from' | 'to'; column: string }
  /** Anything else: `build` receives the placeholder of the (validated by the caller) value. */
  | { kind: 'custom'; build: (placeholder: string, value: unknown) => string | null };

export interface ListSpec {
  /** API field → SQL expression to order by. */
  sortable: Record<string, string>;
  defaultSort: [string, SortDirection];
  /** API filter key → rule. `id` is always accepted (getMany). */
  filters: Record<string, FilterRule>;
  /** SQL expression of the id, for `filter={"id":[...]}` and as the sort tiebreak. Default `id`. */
  idColumn?: string;
}

export interface ListQuery {
  /** `WHERE …` conditions joined with AND, or `TRUE`. */
  where: string;
  params: unknown[];
  /** `ORDER BY` clause contents, with the id as tiebreak. */
  orderBy: string;
  limit: number;
  offset: number;
}

export const DEFAULT_RANGE: [number, number] = [0, 24];
export const MAX_RANGE_SIZE = 500;

const badParam = (message: string) => new AppException('VALIDATION_ERROR', message, HttpStatus.BAD_REQUEST);

function parseJson(text: string | undefined, name: string): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badParam(`El parámetro ${name} no es válido.`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseListQuery(query: SimpleRestQuery, spec: ListSpec): ListQuery {
  const idColumn = spec.idColumn ?? 'id';
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  // sort
  const sort = parseJson(query.sort, 'sort') ?? spec.defaultSort;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw badParam('El parámetro sort no es válido.');
  }
  // Own keys only: `__proto__` or `constructor` would find Object.prototype's and reach the SQL.
  const sortColumn = Object.hasOwn(spec.sortable, sort[0]) ? spec.sortable[sort[0]] : undefined;
  if (!sortColumn) throw badParam(`No se puede ordenar por «${sort[0]}».`);
  const direction = String(sort[1]).toUpperCase() as SortDirection;
  const orderBy = `${sortColumn} ${direction} NULLS LAST, ${idColumn} ${direction}`;

  // range
  const range = parseJson(query.range, 'range') ?? DEFAULT_RANGE;
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw badParam('El parámetro range no es válido.');
  }
  const offset = range[0] as number;
  const limit = Math.min((range[1] as number) - offset + 1, MAX_RANGE_SIZE);

  // filter
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badParam('El parámetro filter no es válido.');
  const conditions: string[] = [];
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      if (!ids.every((id) => UUID.test(id))) throw badParam('El filtro id no es válido.');
      conditions.push(`${idColumn} = ANY(${add(ids)}::uuid[])`);
      continue;
    }
    const rule = Object.hasOwn(spec.filters, key) ? spec.filters[key] : undefined;
    if (!rule) throw badParam(`Filtro desconocido: «${key}».`);
    const condition = conditionFor(rule, key, value, add);
    if (condition) conditions.push(condition);
  }

  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'TRUE', params, orderBy, limit, offset };
}

function conditionFor(rule: FilterRule, key: string, value: unknown, add: (value: unknown) => string): string | null {
  switch (rule.kind) {
    case 'eq': {
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0 || !values.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
        throw badParam(`El filtro ${key} no es válido.`);
      const cast = rule.cast ?? 'text';
      if (cast === 'uuid' && !values.every((v) => UUID.test(String(v)))) throw badParam(`El filtro ${key} no es válido.`);
      return `${rule.column}::${cast} = ANY(${add(values.map(String))}::${cast}[])`;
    }
    case 'search': {
      if (typeof value !== 'string') throw badParam(`El filtro ${key} no es válido.`);
      const text = value.trim().slice(0, 200);
      if (!text) return null;
      const placeholder = add(escapeLike(text));
      return `(${rule.columns.map((column) => containsText(`f_search_normalize(${column})`, placeholder)).join(' OR ')})`;
    }
    case 'bool': {
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') throw badParam(`El filtro ${key} no es válido.`);
      return `${rule.column} = ${add(value === true || value === 'true')}`;
    }
    case 'from':
    case 'to': {
      if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
        throw badParam(`El filtro ${key} debe ser una fecha.`);
      const placeholder = add(value);
      if (rule.kind === 'from') return `${rule.column} >= ${placeholder}::timestamptz`;
      // A bare date as `to` includes that whole day.
      return value.length === 10 ? `${rule.column} < (${placeholder}::date + 1)` : `${rule.column} <= ${placeholder}::timestamptz`;
    }
    case 'custom':
      return rule.build(add(value), value);
  }
}

/** Sets `Content-Range` as ra-data-simple-rest reads it and returns the rows. */
export function withContentRange<T>(reply: FastifyReply, resource: string, list: ListQuery, rows: T[], total: number): T[] {
  const last = rows.length > 0 ? list.offset + rows.length - 1 : list.offset;
  reply.header('content-range', `${resource} ${list.offset}-${last}/${total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  return rows;
}
