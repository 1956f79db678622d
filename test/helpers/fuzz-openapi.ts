import fc from 'fast-check';
import {
  brokenJson,
  hostileCredentials,
  hostileId,
  hostileNumber,
  hostileString,
  hostileValue,
  jsonBombs,
  oddContentTypes,
} from './fuzz-values.js';

/**
 * Turns the app's own OpenAPI document into fast-check arbitraries of hostile HTTP requests, so a
 * new endpoint is fuzzed without anyone listing it.
 */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  allOf?: Schema[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] }>
  >;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/requests/{id}`. */
  path: string;
  pathParams: string[];
  query: Parameter[];
  /** `json`, `multipart` or none. */
  body?: { kind: 'json'; schema: Schema } | { kind: 'multipart'; field: string };
  authenticated: boolean;
}

/**
 * encodeURIComponent, except that a lone surrogate (which has no UTF-8 form) is sent as the
 * invalid UTF-8 sequence `%ED%A0%80`: the server must refuse it, not crash on decoding it.
 */
export function encodeHostile(value: string): string {
  return value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((piece, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');
}

export const operationLabel = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const params = spec.parameters ?? [];
      const content = spec.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query'),
        body: multipart
          ? { kind: 'multipart', field: Object.keys(multipart.properties ?? { file: {} })[0] }
          : json
            ? { kind: 'json', schema: resolve(doc, json) }
            : undefined,
        authenticated: Boolean(spec.security?.length),
      });
    }
  }
  return ops;
}

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(doc, schema.allOf[0]);
  return schema;
}

/** Values the app knows (catalog entries, real ids) so that some cases get past the first check. */
export interface FuzzContext {
  /** Real ids and slugs this actor may name in a path (its own and other people's). */
  ids: string[];
  services: string[];
  cities: string[];
  provinces: string[];
}

/** A plausible value for a schema (so that the other, hostile, fields are the ones checked). */
function validish(name: string, schema: Schema, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.format === 'uuid' || lower.endsWith('id'))
    return ctx.ids.length ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
  if (lower.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant('ana@example.com'));
  if (lower === 'services' || lower === 'service') return fc.subarray(ctx.services, { minLength: 1, maxLength: 3 });
  if (lower === 'city') return fc.constantFrom(...ctx.cities);
  if (lower === 'province') return fc.constantFrom(...ctx.provinces);
  if (lower.includes('password')) return fc.string({ minLength: 8, maxLength: 20 });
  switch (schema.type) {
    case 'number':
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validish(name, schema.items ?? { type: 'string' }, ctx), { maxLength: 3 });
    case 'object':
      return fc.constant({});
    default:
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}

/** A JSON object for the schema: each field plausible, hostile, or left out; sometimes an unknown field. */
function jsonObject(schema: Schema, ctx: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, prop]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: validish(name, prop, ctx) }, { weight: 2, arbitrary: hostileValue }),
    ]),
  );
  const base = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(
    { weight: 5, arbitrary: base },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom('isAdmin', 'role', 'userType', 'id', 'status', 'extra', '__proto__', 'constructor'), hostileValue)
        .map(([o, k, v]) => ({ ...o, [k]: v })),
    },
  );
}

export interface FuzzRequest {
  method: string;
  /** Path with the query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** A short description for failure reports. */
  describe: string;
}

/** The JSON part of a request: a body, a content type, and what to call it in a report. */
type RawBody = { text: string | undefined; contentType?: string };

function jsonBody(schema: Schema, ctx: FuzzContext): fc.Arbitrary<RawBody> {
  const asJson = (value: unknown): RawBody => ({ text: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    { weight: 8, arbitrary: jsonObject(schema, ctx).map(asJson) },
    { weight: 2, arbitrary: hostileValue.map(asJson) },
    { weight: 1, arbitrary: fc.constantFrom(...jsonBombs).map((text) => ({ text, contentType: 'application/json' })) },
    { weight: 2, arbitrary: fc.constantFrom(...brokenJson).map((text) => ({ text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(jsonObject(schema, ctx), fc.constantFrom(...oddContentTypes))
        .map(([o, contentType]) => ({ text: JSON.stringify(o), contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ text: undefined }) },
  );
}

const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const fileNames = [
  'logo.png',
  '../../etc/passwd',
  '..\\..\\win.ini',
  '',
  '.htaccess',
  'x.php',
  'a'.repeat(500) + '.png',
  'nul\u0000.png',
  '😀.png',
  '<script>alert(1)</script>.png',
  'foto.png.exe',
  'CON',
  '\u202Egnp.exe',
];
const mimeTypes = [
  'image/png',
  'image/jpeg',
  'text/html',
  'application/x-php',
  'image/svg+xml',
  'application/octet-stream',
  'application/json',
  '',
];
const fileContents: Array<[string, Buffer]> = [
  ['png', tinyPng],
  ['vacío', Buffer.alloc(0)],
  ['html', Buffer.from('<html><script>alert(1)</script></html>')],
  ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
  ['png truncado', tinyPng.subarray(0, 30)],
  ['gif falso', Buffer.from('GIF89a<?php system($_GET["c"]); ?>')],
  ['binario', Buffer.from(Array.from({ length: 256 }, (_, i) => i))],
];

function multipartBody(field: string): fc.Arbitrary<{ form?: FormData; raw?: RawBody; describe: string }> {
  const part = fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant(field) },
      { weight: 1, arbitrary: fc.constantFrom('file', 'files', 'logo', '', '__proto__') },
    ),
    name: fc.constantFrom(...fileNames),
    type: fc.constantFrom(...mimeTypes),
    content: fc.constantFrom(...fileContents),
  });
  const form = fc
    .tuple(
      fc.array(part, { minLength: 0, maxLength: 3 }),
      fc.option(
        fc.tuple(
          fc.constantFrom('nombre', 'file', 'x'),
          hostileString.map((s) => s.slice(0, 2000)),
        ),
      ),
    )
    .map(([parts, textField]) => {
      const data = new FormData();
      for (const p of parts) data.append(p.field, new Blob([new Uint8Array(p.content[1])], { type: p.type }), p.name);
      if (textField) data.append(textField[0], textField[1]);
      const describe =
        parts.map((p) => `${p.field}=${JSON.stringify(p.name.slice(0, 40))}(${p.type || 'sin tipo'}, ${p.content[0]})`).join(' ') +
        (textField ? ` +campo ${textField[0]}` : '');
      return { form: data, describe: `multipart [${describe}]` };
    });
  return fc.oneof(
    { weight: 5, arbitrary: form },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...brokenJson, '{}')
        .map((text) => ({ raw: { text, contentType: 'application/json' }, describe: `json ${text.slice(0, 40)}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('--x\r\nbasura', '------x--', '').map((text) => ({
        raw: { text, contentType: 'multipart/form-data; boundary=----x' },
        describe: `multipart roto ${JSON.stringify(text)}`,
      })),
    },
  );
}

/** ra-data-simple-rest's JSON parameters of the admin lists, well-formed but wrong in every way. */
const simpleRest: Record<string, unknown[]> = {
  sort: [
    ['createdAt', 'ASC'],
    ['__proto__', 'DESC'],
    ['title', 'SIDEWAYS'],
    ['id; DROP TABLE users', 'ASC'],
    ['a'],
    [],
    [1, 2],
    'createdAt',
  ],
  range: [[0, 9], [-5, 2], [5, 2], [0, 1e9], ['a', 'b'], [0.5, 1.5], [0], [2 ** 53, 2 ** 53 + 10], {}],
  filter: [
    { q: "' OR 1=1 --" },
    { q: '%_\\' },
    { id: ['no-es-un-uuid'] },
    { id: 'x' },
    { id: [] },
    { status: ['a', 'b'] },
    { status: 'zzz' },
    { createdAt_gte: 'ayer' },
    { rating: 'NaN' },
    { companyId: '00000000-0000-0000-0000-000000000000' },
    { published: 'quizá' },
    { read: 2 },
    { q: ['a', 'b'] },
    { q: { $ne: null } },
    [],
    'texto',
  ],
};

/** One query parameter: left out, plausible, hostile, repeated or in bracket syntax. */
function queryParam(param: Parameter, ctx: FuzzContext): fc.Arbitrary<string[]> {
  const name = encodeURIComponent(param.name);
  const rest = simpleRest[param.name];
  const enc = (v: unknown) => encodeHostile(typeof v === 'string' ? v : JSON.stringify(v));
  const huge = fc.constantFrom(
    '999999999999',
    '1e309',
    '-1',
    '0',
    '2147483648',
    '100001',
    'NaN',
    '1.5',
    ' ',
    '',
    '[0,99999999]',
    '["a","b"]',
    '{"q":{"$ne":null}}',
    '[0,-1]',
    '[1e309]',
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant([] as string[]) },
    { weight: 2, arbitrary: validish(param.name, param.schema ?? {}, ctx).map((v) => [`${name}=${enc(v)}`]) },
    { weight: rest ? 4 : 0, arbitrary: fc.constantFrom(...(rest ?? [null])).map((v) => [`${name}=${enc(v)}`]) },
    { weight: 3, arbitrary: fc.oneof(hostileString, huge, hostileNumber.map(String)).map((v) => [`${name}=${enc(v)}`]) },
    { weight: 1, arbitrary: fc.tuple(huge, hostileString).map(([a, b]) => [`${name}=${enc(a)}`, `${name}=${enc(b)}`]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('[]', '[0]', '[a]', '[__proto__]'), huge)
        .map(([suffix, v]) => [`${name}${encodeURIComponent(suffix)}=${enc(v)}`, `${name}${suffix}=${enc(v)}`]),
    },
  );
}

/** The arbitrary of hostile requests for one operation, as one actor (`headers` carry the token). */
export function requestArbitrary(op: Operation, ctx: FuzzContext, headers: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const idArb = ctx.ids.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...ctx.ids) }, { weight: 3, arbitrary: hostileId })
    : hostileId;
  const pathArb = fc.tuple(...op.pathParams.map(() => idArb)).map((values) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => encodeHostile(values[i++]));
  });
  const extraQuery = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as string[]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('x', 'page', 'limit', '__proto__', 'sort', 'filter', 'range'), hostileString)
        .map(([k, v]) => [`${k}=${encodeHostile(v)}`]),
    },
  );
  const queryArb = fc.tuple(extraQuery, ...op.query.map((p) => queryParam(p, ctx))).map((parts) => parts.flat().join('&'));
  const bodyArb: fc.Arbitrary<{ raw?: RawBody; form?: FormData; describe: string }> =
    op.body?.kind === 'multipart'
      ? multipartBody(op.body.field)
      : op.body?.kind === 'json'
        ? jsonBody(op.body.schema, ctx).map((raw) => ({ raw, describe: describeRaw(raw) }))
        : // Operations without a body still get one now and then: the app must ignore or refuse it.
          fc.oneof(
            { weight: 6, arbitrary: fc.constant({ describe: '' }) },
            {
              weight: 1,
              arbitrary: fc
                .constantFrom(...brokenJson.slice(0, 3), ...jsonBombs.slice(0, 1))
                .map((text) => ({ raw: { text, contentType: 'application/json' }, describe: describeRaw({ text }) })),
            },
          );

  // Without a session of its own, the caller tries forged tokens and refresh cookies.
  const credentials: fc.Arbitrary<Record<string, string>> = Object.keys(headers).length ? fc.constant({}) : hostileCredentials;
  return fc.tuple(pathArb, queryArb, bodyArb, credentials).map(([path, query, body, forged]) => {
    const url = query ? `${path}?${query}` : path;
    const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
    const shownCredentials = Object.entries(forged)
      .map(([k, v]) => ` ${k}: ${v.slice(0, 60)}`)
      .join('');
    const request: FuzzRequest = {
      method: op.method,
      url,
      headers: { ...headers, ...forged },
      describe: `${op.method} ${url.slice(0, 200)}${shownCredentials} ${body.describe}`.trim(),
    };
    if (hasBody && body.form) request.body = body.form;
    if (hasBody && body.raw?.text !== undefined) {
      request.body = body.raw.text;
      if (body.raw.contentType) request.headers['content-type'] = body.raw.contentType;
    }
    return request;
  });
}

function describeRaw(raw: RawBody): string {
  if (raw.text === undefined) return 'sin cuerpo';
  const text = raw.text.length > 160 ? `${raw.text.slice(0, 160)}…(${raw.text.length} caracteres)` : raw.text;
  return `${raw.contentType ?? ''} ${text}`.trim();
}

/**
 * Values every operation gets on each of its inputs at once, before the random cases: the ones
 * whose bugs hide in one layer only (a NUL byte PostgreSQL refuses, LIKE/regex metacharacters,
 * exponent-notation numbers, texts near the URL and column limits).
 */
const CORNER_VALUES: unknown[] = ['a\u0000b', "%_\\'[(*", 1e-7, 'ñ'.repeat(300), -1, '\uD800'];

export function cornerRequests(op: Operation, ctx: FuzzContext, headers: Record<string, string>): FuzzRequest[] {
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD' && op.body?.kind === 'json';
  return [
    ...CORNER_VALUES.flatMap((value) => cornerValueRequests(op, ctx, headers, hasBody, value)),
    ...hostileUploadRequests(op, ctx, headers),
  ];
}

/**
 * A real PNG under a path-traversal name, for every upload operation: an upload that is accepted
 * must be stored under the app's own name (whatever the random cases, which move with the seed).
 */
function hostileUploadRequests(op: Operation, ctx: FuzzContext, headers: Record<string, string>): FuzzRequest[] {
  if (op.body?.kind !== 'multipart') return [];
  const path = op.path.replace(/\{[^}]+\}/g, () => encodeHostile(ctx.ids[0] ?? ''));
  const form = new FormData();
  form.append(op.body.field, new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), '../../etc/passwd.png');
  return [
    {
      method: op.method,
      url: path,
      headers: { ...headers },
      body: form,
      describe: `${op.method} ${path} (PNG real llamado ../../etc/passwd.png)`,
    },
  ];
}

function cornerValueRequests(
  op: Operation,
  ctx: FuzzContext,
  headers: Record<string, string>,
  hasBody: boolean,
  value: unknown,
): FuzzRequest[] {
  const text = typeof value === 'string' ? value : String(value);
  // Path parameters: the corner value, and the actor's first real id with the corner value elsewhere.
  const pathChoices = op.pathParams.length ? [text, ...ctx.ids.slice(0, 1)] : [''];
  return pathChoices.map((pathValue) => {
    const path = op.path.replace(/\{[^}]+\}/g, () => encodeHostile(pathValue));
    const query = op.query.map((p) => `${encodeURIComponent(p.name)}=${encodeHostile(text)}`).join('&');
    const url = query ? `${path}?${query}` : path;
    const request: FuzzRequest = {
      method: op.method,
      url,
      headers: { ...headers },
      describe: `${op.method} ${url.slice(0, 200)} (caso límite ${JSON.stringify(text.slice(0, 20))})`,
    };
    if (hasBody && op.body?.kind === 'json') {
      const fields = Object.keys(op.body.schema.properties ?? {});
      request.body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
      request.headers['content-type'] = 'application/json';
      request.describe += ` ${request.body.slice(0, 160)}`;
    }
    return request;
  });
}
