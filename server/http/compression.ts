import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli or gzip on the fly for answers over 1 KB (JSON lists shrink 5-10x). Quality 4 keeps the
 * CPU cost per answer small; the browser app's files are compressed at build time at the highest
 * quality instead (scripts/precompress.mjs) and @fastify/static sends those as they are.
 * Registered before any route, so every route of the app gets it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are not inflated: nothing sends them compressed, and it would sidestep the body limit.
    globalDecompression: false,
  });
}
