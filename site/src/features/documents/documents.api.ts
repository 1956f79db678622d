import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { ApiError, buildUrl, http, tokenHolder } from '../../api/http';

/**
 * The signed-in company's documents (`/company/documents`, issue 20): every version it uploaded
 * with its review status, the badges the public sees and whether it is «Verificado». Files are
 * private: they come only through `GET /me/documents/:id/file` with the session's token.
 */

export type MyDocuments = ApiResponse<'/api/me/documents', 'get'>;
export type OwnDocument = Schemas['OwnDocumentDto'];
export type DocumentKind = Schemas['CompanyDocumentKind'];
export type DocumentStatus = Schemas['CompanyDocumentStatus'];
export type CompanyBadge = Schemas['CompanyBadgeDto'];

export const getMyDocuments = (signal?: AbortSignal) => http.get<MyDocuments>('/me/documents', { signal });

export interface DocumentUploadInput {
  kind: DocumentKind;
  /** YYYY-MM-DD, or empty when the kind has none. */
  expiresOn: string;
  file: File;
}

/** `POST /me/documents` (multipart). 400 VALIDATION_ERROR with `errors` for kind / expiresOn; 413 over 10 MB. */
export function uploadDocument({ kind, expiresOn, file }: DocumentUploadInput) {
  const body = new FormData();
  body.append('kind', kind);
  if (expiresOn) body.append('expiresOn', expiresOn);
  body.append('file', file);
  return http.post<ApiResponse<'/api/me/documents', 'post'>>('/me/documents', body);
}

/** Only a version still pending (409 DOCUMENT_NOT_PENDING otherwise). */
export const deleteDocument = (id: string) => http.delete(`/me/documents/${encodeURIComponent(id)}`);

/** The file as a Blob, with the session's token (a plain link would carry none). */
export async function getDocumentFile(id: string): Promise<Blob> {
  const headers = new Headers();
  const token = tokenHolder.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(`/me/documents/${encodeURIComponent(id)}/file`), { headers, credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
    throw new ApiError({
      statusCode: response.status,
      code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: typeof body.message === 'string' ? body.message : 'No se pudo descargar el documento.',
    });
  }
  return response.blob();
}

/** Saves one of the company's files under its original name (browser only). */
export async function downloadDocument(document_: Pick<OwnDocument, 'id' | 'originalName'>): Promise<void> {
  const url = URL.createObjectURL(await getDocumentFile(document_.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = document_.originalName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
