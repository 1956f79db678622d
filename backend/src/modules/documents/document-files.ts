/**
 * What a document file may be and how it is named on the way out. Pure functions: the upload
 * reader (document-upload.ts) and the download endpoints use them.
 */

/** Largest accepted document: 10 MB (a scanned policy of several pages fits). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface DocumentFileType {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'pdf' | 'jpg' | 'png' | 'webp';
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/**
 * The type of a file by its first bytes (never by its name or the type the browser claims):
 * `%PDF-`, JPEG's SOI marker, PNG's signature or a RIFF container of WEBP. Anything else (an HTML
 * page, an SVG, an executable, an empty file) is undefined.
 */
export function detectDocumentType(data: Buffer): DocumentFileType | undefined {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mimeType: 'application/pdf', extension: 'pdf' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

const MAX_FILENAME_LENGTH = 200;

/** The name to keep and show back: no folders, no control characters, bounded length. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return clean.slice(0, MAX_FILENAME_LENGTH) || 'documento';
}

/**
 * `attachment` with the original name: an ASCII `filename` for old clients and the exact one in
 * `filename*` (RFC 6266 / 5987). The browser saves the file instead of rendering it.
 */
export function attachmentDisposition(filename: string): string {
  const name = cleanFilename(filename);
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers of every document download: private to this user, never cached, never sniffed or run. */
export const PRIVATE_FILE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};
