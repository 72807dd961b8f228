import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app';
import { COMPRESS_JSON_MIN_BYTES, registerJsonCompression } from './compress-json';

/** JSON answers reach clients that accept it compressed; streams, small answers and other types do not. */
const BIG = { entries: Array.from({ length: 60 }, (_, index) => ({ index, note: 'a calm morning walk' })) };

function bareApp() {
  const app = Fastify();
  registerJsonCompression(app);
  app.get('/big', () => BIG);
  app.get('/small', () => ({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
  app.get('/events', async (_request, reply) =>
    reply.type('text/event-stream').send(`data: ${'x'.repeat(5000)}\n\n`),
  );
  app.get('/vary', async (_request, reply) => reply.header('vary', 'cookie').send(BIG));
  return app;
}

describe('JSON compression', () => {
  const app = bareApp();
  afterAll(() => app.close());
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a JSON answer over the threshold as Brotli or gzip, as accepted, and says it varies', async () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESS_JSON_MIN_BYTES);
    const brotli = await get('/big', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(BIG);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await get('/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(BIG);
  });

  it('sends it plain to a client that accepts neither', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(BIG);
    expect((await get('/big', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers, other types and event streams alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect((await get('/text', 'br')).headers['content-encoding']).toBeUndefined();
    const events = await get('/events', 'br');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.startsWith('data: ')).toBe(true);
  });

  it('keeps what Vary already says', async () => {
    expect((await get('/vary', 'br')).headers.vary).toBe('cookie, accept-encoding');
  });
});

describe('on the real app', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ authRateLimit: false });
  });
  afterAll(() => harness?.close());

  it('compresses the coach list for a browser and sends the same JSON plain to others', async () => {
    const { cookie } = await signUp(harness.app);
    const get = (headers: Record<string, string>) =>
      harness.app.inject({ method: 'GET', url: '/api/v1/coaches', headers: { cookie, ...headers } });
    const plain = await get({});
    expect(plain.statusCode).toBe(200);
    const compressed = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});
