/**
 * Typed fetch client for the Rutalia API (`/api`, same origin).
 *
 * - JSON in and out, `credentials: 'include'` (the refresh token is an httpOnly cookie).
 * - `Authorization: Bearer <accessToken>` from the in-memory `tokenHolder`
 *   (never persisted: the auth feature restores it through `/auth/refresh`).
 * - Every failure is thrown as an `ApiError` carrying the server's Spanish
 *   message (`{ statusCode, code, message, errors? }`).
 *
 * API calls live in `features/<feature>/<feature>.api.ts`, their request and response types come
 * from the generated contract (`@rutalia/api-contract`, never written by hand), e.g.
 * `export const getCompany = (id: string) => http.get<ApiResponse<'/api/companies/{idOrSeoParam}', 'get'>>(\`/companies/${id}\`)`.
 */
import type { Schemas } from '@rutalia/api-contract';

export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Inténtalo de nuevo.';
export const UNEXPECTED_ERROR_MESSAGE = 'Ha ocurrido un error. Inténtalo de nuevo.';

/** A field-level validation error as sent by the server. */
export type ApiFieldError = Schemas['FieldErrorDto'];

/** The error body every API endpoint answers with. */
export type ApiErrorBody = Schemas['ErrorBodyDto'];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly statusCode: number;
  /** Stable machine-readable code from the server (e.g. `EMAIL_TAKEN`), or `NETWORK_ERROR` / `HTTP_<status>`. */
  readonly code: string;
  readonly errors?: ApiFieldError[];

  constructor({ statusCode, code, message, errors }: ApiErrorBody) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    if (errors && errors.length > 0) this.errors = errors;
  }

  get isNetworkError(): boolean {
    return this.statusCode === 0;
  }

  get isUnauthorized(): boolean {
    return this.statusCode === 401;
  }

  get isNotFound(): boolean {
    return this.statusCode === 404;
  }

  /** Field errors keyed by field name (first message wins), for forms. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors ?? []) {
      if (error.field && !(error.field in out)) out[error.field] = error.message;
    }
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A Spanish message for any thrown value (ApiError → server message). */
export function getErrorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

/* ------------------------------------------------------------------ tokens */

type TokenListener = (token: string | null) => void;

let accessToken: string | null = null;
const tokenListeners = new Set<TokenListener>();

/** In-memory holder of the access token (set by the auth feature after login/refresh). */
export const tokenHolder = {
  get(): string | null {
    return accessToken;
  },
  set(token: string | null): void {
    if (token === accessToken) return;
    accessToken = token;
    for (const listener of tokenListeners) listener(token);
  },
  clear(): void {
    tokenHolder.set(null);
  },
  subscribe(listener: TokenListener): () => void {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};

/**
 * Called once when a request answers 401; resolve `true` after obtaining a new
 * access token (e.g. via `/auth/refresh`) and the request is retried once.
 * It receives the token the failed request carried, so a request that raced
 * with a refresh can simply be retried with the newer token.
 * Installed by the auth feature (`features/auth/sessionManager.ts`).
 */
type UnauthorizedHandler = (failedToken: string | null) => Promise<boolean>;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/* ---------------------------------------------------------------- requests */

/**
 * What sends a request: `fetch` in the browser. The server renderer (entry-server.tsx) swaps in
 * the API answered in-process, so a page's queries run the same code on both sides.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setHttpTransport(next: typeof fetch): void {
  transport = next;
}

export type QueryValue = string | number | boolean | null | undefined | Date;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions = {
  query?: QueryParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Skip the Authorization header and the 401 refresh (used by the auth calls themselves). */
  anonymous?: boolean;
  /** Send the Authorization header but do not try `/auth/refresh` on a 401 (e.g. `/auth/logout`). */
  skipRefresh?: boolean;
};

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function serialize(value: QueryValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Builds `/api{path}?query`, skipping empty values; arrays repeat the key. */
export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      const text = serialize(value);
      if (text !== null) params.append(key, text);
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'La solicitud no es válida. Revisa los datos e inténtalo de nuevo.',
  401: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  403: 'No tienes permiso para realizar esta acción.',
  404: 'No se encontró el recurso solicitado.',
  409: 'La operación entra en conflicto con los datos existentes.',
  413: 'El archivo es demasiado grande.',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
};

function defaultMessage(status: number): string {
  if (STATUS_MESSAGES[status]) return STATUS_MESSAGES[status];
  if (status >= 500) return 'Ha ocurrido un error en el servidor. Inténtalo de nuevo más tarde.';
  return UNEXPECTED_ERROR_MESSAGE;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof ApiErrorBody, unknown>>;
  // NestJS' stock validation answers `message: string[]`; our filter sends a string.
  const message = Array.isArray(data.message)
    ? data.message.filter((m): m is string => typeof m === 'string').join(' ')
    : typeof data.message === 'string'
      ? data.message
      : '';
  return new ApiError({
    statusCode: typeof data.statusCode === 'number' ? data.statusCode : status,
    code: typeof data.code === 'string' ? data.code : `HTTP_${status}`,
    message: message || defaultMessage(status),
    errors: Array.isArray(data.errors) ? (data.errors as ApiFieldError[]) : undefined,
  });
}

async function send<T>(method: HttpMethod, path: string, body: unknown, options: RequestOptions = {}, retried = false): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    payload = body; // the browser sets the multipart / content type
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const token = options.anonymous ? null : tokenHolder.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // Aborts are not failures: let react-query (or the caller) see them as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }

  if (response.status === 401 && !options.anonymous && !options.skipRefresh && !retried && unauthorizedHandler) {
    const refreshed = await unauthorizedHandler(token).catch(() => false);
    if (refreshed) return send<T>(method, path, body, options, true);
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch {
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }

  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('PATCH', path, body, options),
  delete: <T = void>(path: string, options?: RequestOptions) => send<T>('DELETE', path, undefined, options),
};
