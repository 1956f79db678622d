import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ApiMethod,
  ApiPathParams,
  ApiQuery,
  ApiRequestBody,
  ApiResponse,
  MyRequestsPageDto,
  ProposalDto,
  SubscriptionStatus,
} from '@rutalia/api-contract';
import type { AssertSameShape, Expect } from '../../backend/src/common/openapi/same-shape.js';
import { projectRoot } from '../../backend/src/config/paths.js';
import { buildOpenApiDocument } from '../../backend/src/openapi-document.js';

/**
 * packages/api-contract is generated from the backend's OpenAPI document (npm run api:generate)
 * and committed: the site, the backoffice and the test factories use its types. These checks
 * keep the committed files equal to a fresh generation, and keep the document complete.
 */

const CONTRACT_DIR = path.join(projectRoot, 'packages', 'api-contract');
const GENERATED_FILES = ['openapi.json', 'src/schema.d.ts'];
const REGENERATE = 'ejecuta npm run api:generate y confirma los cambios';

type Schema = { $ref?: string; enum?: unknown[]; items?: Schema; allOf?: Schema[]; properties?: Record<string, Schema> };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

let document: OpenAPIObject;

beforeAll(async () => {
  document = await buildOpenApiDocument();
});

/** `METHOD /path` of every operation, with its operation object. */
function operations(doc: OpenAPIObject): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${route}`,
      operation,
    ]),
  );
}

/** The first line where two texts differ, to point at the change. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `línea ${at + 1}: confirmado ${JSON.stringify(a[at] ?? '(fin)')}, generado ${JSON.stringify(b[at] ?? '(fin)')}`;
}

test('every operation documents its 2xx response (a 204 answers nothing)', () => {
  const undocumented = operations(document)
    .filter(([, operation]) => {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      return !success.some(([status, response]) =>
        status === '204' ? !response.content : Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
      );
    })
    .map(([label]) => label);
  // Document them: a response class with @ApiProperty and @ApiOkResponse / @ApiCreatedResponse,
  // or @HttpCode(204) when nothing is answered.
  expect(undocumented).toEqual([]);
});

test('the values of a database enum are a named schema, never repeated inline', () => {
  const schemas = document.components?.schemas as Record<string, Schema>;
  const key = (values: unknown[]) => JSON.stringify([...values].map(String).sort());
  const named = new Map(Object.entries(schemas).flatMap(([name, schema]) => (schema.enum ? [[key(schema.enum), name] as const] : [])));
  const inline: string[] = [];
  const visit = (where: string, schema: Schema | undefined) => {
    if (!schema || schema.$ref) return;
    if (schema.enum && named.has(key(schema.enum))) inline.push(`${where} (usa apiEnum('${named.get(key(schema.enum))}'))`);
    visit(`${where}[]`, schema.items);
    schema.allOf?.forEach((part) => visit(where, part));
    for (const [property, child] of Object.entries(schema.properties ?? {})) visit(`${where}.${property}`, child);
  };
  for (const [name, schema] of Object.entries(schemas)) if (!schema.enum) visit(name, schema);
  expect(inline).toEqual([]);
});

test('the committed contract is what the backend generates now', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'rutalia-api-contract-'));
  try {
    const documentFile = path.join(scratch, 'document.json');
    writeFileSync(documentFile, JSON.stringify(document));
    // The same renderer as `npm run api:generate` (normalized JSON, then openapi-typescript).
    execFileSync(
      process.execPath,
      [path.join(projectRoot, 'scripts', 'generate-api-contract.mjs'), '--document', documentFile, '--out', scratch],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const stale = GENERATED_FILES.flatMap((file) => {
      const committed = readFileSync(path.join(CONTRACT_DIR, file), 'utf8');
      const fresh = readFileSync(path.join(scratch, file), 'utf8');
      return committed === fresh
        ? []
        : [`packages/api-contract/${file} no coincide con la API (${firstDifference(committed, fresh)}): ${REGENERATE}`];
    });
    expect(stale).toEqual([]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

// Compile-time checks of the helpers of @rutalia/api-contract (npm run typecheck -w test).
export type _ContractHelpers = [
  Expect<AssertSameShape<ApiResponse<'/api/proposals/{id}', 'get'>, ProposalDto>>,
  Expect<AssertSameShape<ApiResponse<'/api/me/requests', 'get'>, MyRequestsPageDto>>,
  Expect<AssertSameShape<ApiResponse<'/api/auth/logout', 'post'>, void>>,
  Expect<AssertSameShape<ApiResponse<'/api/me/invoices/{id}/pdf', 'get'>, string>>,
  Expect<AssertSameShape<ApiRequestBody<'/api/auth/logout', 'post'>, never>>,
  Expect<AssertSameShape<ApiRequestBody<'/api/requests/{id}/proposals', 'post'>['price'], number | undefined>>,
  Expect<
    AssertSameShape<NonNullable<ApiQuery<'/api/me/proposals', 'get'>['status']>, 'all' | 'pending' | 'accepted' | 'rejected' | 'expired'>
  >,
  Expect<AssertSameShape<ApiPathParams<'/api/proposals/{id}', 'get'>, { id: string }>>,
  Expect<AssertSameShape<ApiMethod<'/api/requests/{id}'>, 'patch'>>,
  Expect<AssertSameShape<SubscriptionStatus, 'trialing' | 'active' | 'past_due' | 'cancelled' | 'unpaid'>>,
];
