import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart'; // request.files() and request.isMultipart() typings
import { AppException } from '../../common/errors/app-exception.js';
import { CompanyMessages } from './company-errors.js';
import type { IncomingFile } from './company-profile.service.js';

const MAX_FILENAME_LENGTH = 200;

/** The name to show back to the user: no folders, no control characters, bounded length. */
export function displayFilename(name: string | undefined): string {
  const base = (name ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return clean.slice(0, MAX_FILENAME_LENGTH) || 'archivo';
}

/**
 * Reads every file of a multipart request into memory (at most 12, each cut at 5 MB and then
 * flagged `truncated`: see upload-limits.ts). Form fields are ignored.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<IncomingFile[]> {
  if (!request.isMultipart()) throw new AppException('NOT_MULTIPART', CompanyMessages.NOT_MULTIPART, HttpStatus.BAD_REQUEST);
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.files()) {
      const data = await part.toBuffer();
      files.push({ filename: displayFilename(part.filename), data, truncated: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppException('TOO_MANY_FILES', CompanyMessages.TOO_MANY_FILES, HttpStatus.PAYLOAD_TOO_LARGE);
    // Anything else while reading the body is a broken form (busboy throws plain errors such as
    // "Unexpected end of form"): the client's fault, never a 500.
    throw new AppException('BAD_MULTIPART', 'El formulario enviado no es válido.', HttpStatus.BAD_REQUEST);
  }
  return files;
}
