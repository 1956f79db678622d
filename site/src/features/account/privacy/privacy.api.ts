import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, buildUrl, http, tokenHolder } from '../../../api/http';

/** Issue 22, data rights: «Descargar mis datos» (`/me/data-exports`) and «Eliminar mi cuenta» (`DELETE /me/account`). */

export type DataExport = Schemas['DataExportDto'];
export type DataExportList = ApiResponse<'/api/me/data-exports', 'get'>;

export const dataExportsKey = ['account', 'data-exports'] as const;

export const getDataExports = (signal?: AbortSignal) => http.get<DataExportList>('/me/data-exports', { signal });
export const requestDataExport = () => http.post<DataExport>('/me/data-exports');

/** The list, read again every few seconds while one is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: dataExportsKey,
    queryFn: ({ signal }) => getDataExports(signal),
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === 'pending') ? 3000 : false),
  });
}

async function authorizedFetch(path: string, init: RequestInit, fallback: string): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = tokenHolder.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(path), { ...init, headers, credentials: 'include' });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiError({
      statusCode: response.status,
      code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: typeof body.message === 'string' ? body.message : fallback,
      errors: Array.isArray(body.errors) ? body.errors : undefined,
    });
  }
  return response;
}

/** Saves the zip as `rutalia-mis-datos-<fecha>.zip` (browser only). */
export async function downloadDataExport(id: string): Promise<void> {
  const response = await authorizedFetch(`/me/data-exports/${encodeURIComponent(id)}/file`, {}, 'No se pudo descargar el archivo.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'rutalia-mis-datos.zip';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `DELETE /me/account` with the password and «ELIMINAR» (http.delete sends no body). */
export async function deleteAccount(password: string, confirmation: string): Promise<void> {
  await authorizedFetch(
    '/me/account',
    { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password, confirmation }) },
    'No se pudo eliminar la cuenta.',
  );
}
