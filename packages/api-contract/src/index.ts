/**
 * The Rutalia API contract: types generated from the backend's OpenAPI document
 * (`npm run api:generate` writes ./schema.d.ts and ../openapi.json; a spec fails when they are
 * out of date). Types only: import with `import type`.
 *
 * - Every schema under its own name: `ProposalDto`, `SubscriptionStatus`, `RequestPageDto`…
 * - By route: `ApiResponse<'/api/proposals/{id}', 'get'>`, `ApiRequestBody<'/api/requests', 'post'>`,
 *   `ApiQuery<'/api/requests', 'get'>`, `ApiPathParams<'/api/proposals/{id}', 'get'>`.
 */
import type { components, paths } from './schema.js';

export type * from './schema.js';

/** Every named schema of the document (`Schemas['ProposalDto']`). */
export type Schemas = components['schemas'];
export type SchemaName = keyof Schemas;

/** A route of the API, as the document writes it (`/api/requests/{id}`). */
export type ApiPath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a route answers. */
export type ApiMethod<P extends ApiPath> = { [M in HttpMethod]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M }[HttpMethod];

/** One operation of the document. */
export type ApiOperation<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<paths[P][M]>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type Body<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content: Record<string, infer B> } ? B : void;

/**
 * What a successful call answers: the JSON body of its 2xx response (`void` for a 204, `string`
 * for a file such as an invoice PDF).
 */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> =
  ApiOperation<P, M> extends { responses: infer R } ? Body<R[Extract<keyof R, SuccessStatus>]> : never;

/** The JSON body an operation takes (`never` if it takes none). */
export type ApiRequestBody<P extends ApiPath, M extends ApiMethod<P>> = JsonBody<NonNullable<ApiOperation<P, M>['requestBody']>>;
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The query string an operation accepts. */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> =
  ApiOperation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The `{param}` values of a route. */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> =
  ApiOperation<P, M> extends { parameters: { path: infer Q } } ? Q : never;
