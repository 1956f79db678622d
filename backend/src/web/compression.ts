import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Text that is worth compressing per response: HTML (server-rendered pages), JSON, XML (the
 * sitemap), CSS and JavaScript. Not SVG (uploads are served as they are; the site's own are
 * precompressed at build), not PDF or `octet-stream` downloads (already compressed, or files of
 * unknown kind), not `text/event-stream` (it must flush each event).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|\/xml(?:;|$)|[+/]javascript(?:;|$)/;

/**
 * Compresses HTML and JSON answers of 1 KB or more, brotli quality 4 when the browser accepts
 * it, gzip level 6 otherwise (docs/benchmarks.md: up to a few milliseconds for the home page for
 * a five- to tenfold smaller transfer). Must come before the routes it covers (it hooks onRoute).
 * Static files: the build's `.br`/`.gz` copies are sent as they are (they already carry
 * `content-encoding`, which this plugin leaves alone). Socket.IO is not a Fastify route.
 * Request bodies are not decompressed (no compressed uploads to inflate).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress as never, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
