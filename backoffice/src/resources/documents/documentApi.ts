import type { ApiRequestBody } from '@rutalia/api-contract';
import { HttpError } from 'react-admin';

import { ERROR_MESSAGES, fallbackMessage, messageFromBody, normalizeError } from '../../api/errors';
import { getAccessToken, refreshSession } from '../../api/session';
import { ADMIN_API_URL, httpClient } from '../../dataProvider';

/** `POST /api/admin/documents/:id/approve`. */
export const approveDocument = (id: string) =>
  httpClient(`${ADMIN_API_URL}/documents/${encodeURIComponent(id)}/approve`, { method: 'POST' });

/** `POST /api/admin/documents/:id/reject` with the reason the company will read. */
export const rejectDocument = (id: string, reason: string) =>
  httpClient(`${ADMIN_API_URL}/documents/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: JSON.stringify({ reason } satisfies ApiRequestBody<'/api/admin/documents/{id}/reject', 'post'>),
  });

const fetchFile = (id: string, token: string) =>
  fetch(`${ADMIN_API_URL}/documents/${encodeURIComponent(id)}/file`, {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });

/**
 * A document's file as a Blob, fetched with the session's token (the file has no public address
 * and a plain link would carry no token), refreshing the token once on a 401.
 */
export async function fetchDocumentFile(id: string): Promise<Blob> {
  let response: Response;
  try {
    const token = await getAccessToken();
    if (!token) throw new HttpError(ERROR_MESSAGES.sessionExpired, 401, undefined);
    response = await fetchFile(id, token);
    if (response.status === 401) response = await fetchFile(id, (await refreshSession()).accessToken);
  } catch (error) {
    throw normalizeError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new HttpError(messageFromBody(body) ?? fallbackMessage(response.status), response.status, body);
  }
  return response.blob();
}

/** Saves a blob under `filename` (browser only). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
