/**
 * Upload limits (spec 9: "File limit 5 MB for logo and images"). `create-app.ts` registers
 * @fastify/multipart with them; the upload handlers read each file with the same numbers.
 */

/** Largest accepted file: 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Most files one multipart request may carry (also the gallery's maximum). */
export const MAX_FILES_PER_REQUEST = 12;

/** Options of @fastify/multipart: oversized files are cut and flagged (`file.truncated`), never thrown. */
export const MULTIPART_OPTIONS = {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_FILES_PER_REQUEST,
    fields: 20,
    fieldSize: 1024,
    parts: MAX_FILES_PER_REQUEST + 20,
    headerPairs: 100,
  },
  throwFileSizeLimit: false,
} as const;
