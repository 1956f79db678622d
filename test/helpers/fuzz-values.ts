import fc from 'fast-check';

/**
 * Hostile values for the bad-input fuzzer (test/api/bad-input.spec.ts): the strings, numbers and
 * shapes an attacker or a broken client sends. Every arbitrary here is deterministic under the
 * spec's fixed seed.
 */

const sqlInjection = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(3)--',
  '" OR ""="',
  "%' OR 1=1 --",
  "') UNION SELECT password_hash FROM users --",
  '$1',
  "\\'",
  "'",
];

const markupInjection = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '"><iframe src=//evil.example>',
  '{{7*7}}',
  '${7*7}',
  '<!--',
];

const numberish = [
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e309',
  '-1',
  '0',
  '-0',
  '99999999999999999999999',
  '0x1F',
  '1.5',
  ' 12 ',
  '١٢٣',
  '1_000',
  '+1',
  '1e3',
  '2147483648',
];

const unicode = [
  '\u202Eevil\u202C.exe',
  '\u200F\u200E',
  '😀🚚📦',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'e\u0301ñ',
  '\u200B',
  '\uFEFFtexto',
  'Ω≈ç√∫',
  '\r\n\t',
];

const traversal = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'file:///etc/passwd',
  'C:\\boot.ini',
];

const keywords = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];

const odd = ['', ' ', '   ', 'a@b', '@', 'ana@ex ample.com', '2026-02-30', '0000-00-00', '9999-12-31T23:59:59Z', 'T', 'ñáéíóú ÑÁÉÍÓÚ'];

/** Fixed hostile strings, plus random ones (ASCII, any code unit, graphemes) and long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...sqlInjection, ...markupInjection, ...numberish, ...unicode, ...traversal, ...keywords, ...odd),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(300), 'x'.repeat(5_001), 'ñ'.repeat(20_000), '<b>'.repeat(3_000)) },
);

/** Numbers JSON can carry that no field expects (JSON has no NaN/Infinity: those become strings). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1e-7,
    1e21,
    -2.5e-8,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    5e-324,
    1.005,
    0.1 + 0.2,
    123456789.123456,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind, hostile leaves included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileString, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** Path parameter values that are not a valid id or slug (the caller adds the real ones). */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'no-es-un-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '1',
    '-1',
    '0',
    '1e309',
    'NaN',
    "' OR 1=1--",
    '../../etc/passwd',
    '%00',
    '\u0000',
    'a'.repeat(290),
    '😀',
    'null',
    'undefined',
    '__proto__',
    'mudanzas-madrid',
    'mudanzas-madrid-00000000-0000-0000-0000-000000000000',
    '<script>alert(1)</script>',
    ' ',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid(),
  hostileString.filter((s) => s !== '.' && s !== '..'),
);

/** Raw JSON texts that are not what a parser likes: nesting bombs, huge arrays, poisoning. */
export const jsonBombs: string[] = [
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  `{"title":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `[${'0,'.repeat(200_000)}0]`,
  `{"services":[${'"Mudanzas",'.repeat(50_000)}"Mudanzas"]}`,
  `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
];

/** Bodies that are not valid JSON for `application/json`, or that poison prototypes. */
export const brokenJson: string[] = [
  '{"roto":',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  "{'comillas':'simples'}",
  '{"a":1,}',
  '\uFEFF{"a":1}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '[1,2',
  '"solo texto"',
  '1e999999',
  '-',
];

/** Content types a JSON endpoint should refuse (or parse) without a 5xx. */
export const oddContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
  'application/json, text/html',
  '*/*',
];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Credentials an anonymous attacker sends: malformed or forged tokens and refresh cookies. */
export const hostileCredentials: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer x',
        'Bearer null',
        `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '00000000-0000-0000-0000-000000000000', roles: ['super_admin'] })}.`,
        `Bearer ${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: "' OR 1=1--", exp: 9999999999 })}.firma`,
        `Bearer ${'a'.repeat(8_000)}`,
        'Basic YWRtaW46YWRtaW4=',
        'bearer a.b.c',
        'Bearer a.b.c.d.e',
      )
      .map((authorization) => ({ authorization })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'rutalia_refresh=x',
        'rutalia_refresh=',
        `rutalia_refresh=${'%'.repeat(10)}`,
        'rutalia_refresh=a; rutalia_refresh=b',
        `rutalia_refresh=${'z'.repeat(4_000)}`,
      )
      .map((cookie) => ({ cookie })),
  },
);
