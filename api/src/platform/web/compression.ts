import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli quality for answers made per request. 4 is the knee of brotli's curve: about gzip-6's
 * CPU for a smaller answer (the case list: 25.5 KiB → ~4 KiB); 11, the static files' quality,
 * costs tens of times more CPU per request, and the API's CPU per request is benchmarked.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
/** zlib's default level: only for clients without brotli. */
export const DYNAMIC_GZIP_LEVEL = 6;
/** Below ~1 KiB the headers and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;
/** JSON answers only: files (PDF, XLSX, images) are compressed already or streamed as stored. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

/**
 * Compresses JSON answers of the routes registered after it (the API calls, /remotes.json) with
 * brotli or gzip, as Accept-Encoding allows. The web plugin's static files opt out per route:
 * the build wrote them pre-compressed at brotli 11 and they are sent as they are.
 * Request bodies are not decompressed (no compressed uploads: no zip bombs to guard against).
 */
async function compressionPluginImpl(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: JSON_TYPE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
}

/** Registered without encapsulation so that it sees every route registered after it. */
export const compressionPlugin = fp(compressionPluginImpl, { name: 'compressionPlugin' });
