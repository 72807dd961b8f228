import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app';

/**
 * `/` answers the prerendered landing page to visitors without a session cookie (compressed as the browser
 * accepts), and the app's index.html to everyone else and on every other page.
 */
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const LANDING = `<!doctype html><html><body><div id="root"><h1>From chaos to clarity</h1>${'<p>calm</p>'.repeat(200)}</div></body></html>`;
const WORKER = "self.addEventListener('fetch', () => {});";
const MANIFEST = JSON.stringify({ name: 'Flowmind', start_url: '/home', display: 'standalone' });

let harness: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-web-app-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(webDist, 'landing.html'), LANDING);
  fs.writeFileSync(path.join(webDist, 'landing.html.br'), zlib.brotliCompressSync(LANDING));
  fs.writeFileSync(path.join(webDist, 'landing.html.gz'), zlib.gzipSync(LANDING));
  fs.writeFileSync(path.join(webDist, 'sw.js'), WORKER);
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), MANIFEST);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'start-abc123.js'), 'export {};');
  harness = await createTestApp({ authRateLimit: false, webDistDir: webDist });
});
afterAll(async () => {
  await harness?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

describe('the landing page', () => {
  it('is sent prerendered to a visitor without a session, never cached without revalidation', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(LANDING);
  });

  it('is compressed with Brotli or gzip when the browser accepts it', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(LANDING);

    const gzip = await get('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(LANDING);

    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LANDING);
  });

  it('is not sent to someone with a session cookie: the app decides where they belong', async () => {
    const { cookie } = await signUp(harness.app);
    const response = await get('/', { cookie, 'accept-encoding': 'br' });
    expect(response.headers.vary).toMatch(/cookie/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('stays on / alone: other pages get the app, compressed as accepted', async () => {
    const compressed = await get('/home', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(INDEX);
    // No gzip copy of index.html in this build: plain bytes rather than a wrong encoding.
    expect((await get('/home', { 'accept-encoding': 'gzip' })).body).toBe(INDEX);

    for (const url of ['/home', '/login', '/?from=x', '/landing']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(url.startsWith('/?') ? LANDING : INDEX);
    }
  });
});

describe('the installable app', () => {
  it('serves the web app manifest as one, revalidated on every visit', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Flowmind' });
  });

  it('serves the service worker revalidated on every visit, so a new version is found at once', async () => {
    for (const url of ['/sw.js', '/sw.js?build=next']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(WORKER);
    }
    // Other files keep their caching.
    expect((await get('/assets/start-abc123.js')).headers['cache-control']).not.toBe('no-cache');
  });
});
