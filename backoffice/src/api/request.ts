import { HttpError } from 'react-admin';

import { fallbackMessage, messageFromBody, normalizeError } from './errors';

/** Every API path lives under this prefix (same origin: one process serves /api and /backoffice). */
export const API_BASE = '/api';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  accessToken?: string | null;
  signal?: AbortSignal;
}

/**
 * A JSON request to the API with the refresh cookie attached (`credentials: 'include'`).
 * Resolves with the parsed body; rejects with an HttpError carrying a Spanish message.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, accessToken, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
    text = await response.text();
  } catch (error) {
    throw normalizeError(error);
  }

  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined; // an HTML error page from a proxy, for instance
  }

  if (!response.ok) {
    throw new HttpError(messageFromBody(json) ?? fallbackMessage(response.status), response.status, json);
  }
  return json as T;
}
