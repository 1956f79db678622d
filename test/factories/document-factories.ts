import type { AdminDocumentDto, OwnDocumentDto } from '@rutalia/api-contract';
import type { DataSource } from 'typeorm';
import { randomIp } from './auth-factories.js';

/**
 * Company documents (issue 20). The upload and approval go through the real API, so they work
 * against a TestApp (test/api) and a ServerProcess (test/e2e) alike: both have a `url`.
 */

/** Anything the API answers at: a TestApp, a ServerProcess. */
export interface ApiTarget {
  url: string;
}

export type DocumentKind = OwnDocumentDto['kind'];

/** A small, valid one-page PDF (what the server recognises by its `%PDF-` signature). */
export function documentPdf(text = 'Documento de prueba'): Buffer {
  const stream = `BT /F1 12 Tf 40 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface DocumentUploadInput {
  kind?: string;
  expiresOn?: string;
  /** Default: a PDF named `documento.pdf`. */
  files?: Array<{ name: string; data: Buffer; type?: string }>;
}

/** `POST /api/me/documents` (multipart) as a company; the raw answer. */
export async function uploadDocument(
  target: ApiTarget,
  token: string | undefined,
  input: DocumentUploadInput = {},
): Promise<{
  status: number;
  body: OwnDocumentDto & { code?: string; message?: string; errors?: Array<{ field: string; message: string }> };
}> {
  const form = new FormData();
  if (input.kind !== undefined) form.append('kind', input.kind);
  if (input.expiresOn !== undefined) form.append('expiresOn', input.expiresOn);
  const files = input.files ?? [{ name: 'documento.pdf', data: documentPdf(), type: 'application/pdf' }];
  for (const file of files)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${target.url}/api/me/documents`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A super admin's decision on a document (`approve`, or `reject` with a reason); throws unless 200. */
export async function reviewDocument(
  target: ApiTarget,
  superAdminToken: string,
  id: string,
  decision: { approve: true } | { reason: string },
): Promise<AdminDocumentDto> {
  const action = 'approve' in decision ? 'approve' : 'reject';
  const res = await fetch(`${target.url}/api/admin/documents/${id}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${superAdminToken}`, 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify('reason' in decision ? { reason: decision.reason } : {}),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${action} documento: ${res.status} ${JSON.stringify(body)}`);
  return body as AdminDocumentDto;
}

/**
 * An approved document of a company, as the real flow leaves it: the company uploads it and a
 * super admin approves it. Its badge shows at once (the CIF also makes the company «Verificado»).
 * Insurances need `expiresOn` (YYYY-MM-DD, after today in Madrid).
 */
export async function createApprovedDocument(
  target: ApiTarget,
  companyToken: string,
  superAdminToken: string,
  input: { kind: DocumentKind; expiresOn?: string },
): Promise<AdminDocumentDto> {
  const uploaded = await uploadDocument(target, companyToken, { kind: input.kind, expiresOn: input.expiresOn });
  if (uploaded.status !== 201) throw new Error(`Subir documento: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  return reviewDocument(target, superAdminToken, uploaded.body.id, { approve: true });
}

/**
 * A pending document row of a company without a file (for rows that never read it, such as the
 * authorization matrix's approve, reject and delete): a pending one of the same kind is replaced
 * first, as an upload would.
 */
export async function insertPendingDocument(
  ds: DataSource,
  companyId: string,
  kind: DocumentKind = 'transport_authorization',
  expiresOn: string | null = null,
): Promise<string> {
  await ds.query(`UPDATE company_documents SET status = 'replaced' WHERE company_id = $1 AND kind = $2 AND status = 'pending'`, [
    companyId,
    kind,
  ]);
  const [{ id }] = await ds.query<{ id: string }[]>(
    `INSERT INTO company_documents (company_id, kind, file_key, mime_type, size_bytes, original_name, expires_on)
     VALUES ($1, $2, $3, 'application/pdf', 100, 'sin-archivo.pdf', $4::date) RETURNING id`,
    [companyId, kind, `documents/${companyId}/sin-archivo.pdf`, expiresOn],
  );
  return id;
}
