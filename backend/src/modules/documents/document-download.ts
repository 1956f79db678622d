import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from './document-files.js';
import type { DocumentFile } from './documents.service.js';

/** OpenAPI of a document download (both the company's and the super admin's). */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A document file as the answer: its own type, `attachment` with its name, and headers that keep
 * it private (never cached by the browser or a proxy), never sniffed and never run as a page.
 */
export function documentResponse(reply: FastifyReply, file: DocumentFile): StreamableFile {
  for (const [name, value] of Object.entries(PRIVATE_FILE_HEADERS)) reply.header(name, value);
  return new StreamableFile(file.data, {
    type: file.mimeType,
    disposition: attachmentDisposition(file.filename),
    length: file.data.length,
  });
}
