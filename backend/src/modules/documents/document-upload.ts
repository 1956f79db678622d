import type { FastifyRequest } from 'fastify';
import '@fastify/multipart'; // request.parts() and request.isMultipart() typings
import { cleanFilename, MAX_DOCUMENT_BYTES } from './document-files.js';
import { badUpload, DocumentMessages, documentTooLarge } from './documents-errors.js';

/** The form of `POST /api/me/documents` as it arrived: the two text fields and the one file. */
export interface DocumentUpload {
  kind?: string;
  expiresOn?: string;
  file: { filename: string; data: Buffer };
}

/** Text fields the form may carry; anything else is ignored. */
const FIELDS = new Set(['kind', 'expiresOn']);

/**
 * Reads the multipart body: fields `kind` and `expiresOn` and exactly one file (any field name,
 * usually `file`), in any order. The file is read up to MAX_DOCUMENT_BYTES: a larger one is a
 * 413 (the rest of the body is discarded, the connection is not cut). Broken or oversized forms
 * are 4xx with a Spanish message, never a 500.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw badUpload('NOT_MULTIPART', DocumentMessages.NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let file: DocumentUpload['file'] | undefined;
  let tooLarge = false;
  try {
    // Oversized files are cut and flagged, not thrown (throwFileSizeLimit: false in MULTIPART_OPTIONS).
    const parts = request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 200, parts: 11 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (FIELDS.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) tooLarge = true;
      else file = { filename: cleanFilename(part.filename), data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badUpload('TOO_MANY_FILES', DocumentMessages.ONE_FILE);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge();
    throw badUpload('BAD_MULTIPART', DocumentMessages.BAD_MULTIPART);
  }
  if (tooLarge) throw documentTooLarge();
  if (!file) throw badUpload('NO_FILE', DocumentMessages.NO_FILE);
  return { kind: fields.kind || undefined, expiresOn: fields.expiresOn || undefined, file };
}
