import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from './accept-encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a JSON answer fits in a packet or two; compressing it saves nothing worth the CPU. */
export const COMPRESS_JSON_MIN_BYTES = 1024;

/** Brotli at quality 4 compresses about as well as gzip's default at a fraction of Brotli's default 11. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses JSON answers (mood history, progress, coaches...) for clients that accept it: a phone on a
 * slow network gets a third to a fifth of the bytes. Only whole JSON bodies: event streams must reach the
 * browser as they are written, audio is compressed already, and pages and assets come precompressed from
 * the build (web-app.ts).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) return payload;
    reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < COMPRESS_JSON_MIN_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, accept-encoding` : 'accept-encoding';
}
