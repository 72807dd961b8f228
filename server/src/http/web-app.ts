import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { hasSessionCookie } from '../auth/session-credential';
import { pickEncoding } from './accept-encoding';
import { errorBody } from './errors';

/** A build's HTML page with its precompressed copies (web/vite.config.ts writes .br and .gz). */
interface HtmlPage {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readHtmlPage(file: string): HtmlPage | undefined {
  if (!fs.existsSync(file)) return undefined;
  const optional = (suffix: string) =>
    fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
  return { plain: fs.readFileSync(file), br: optional('.br'), gzip: optional('.gz') };
}

/**
 * The built single-page app: its files, and index.html for every other address outside /api so the
 * client's router takes over. `/` for a visitor without a session cookie gets landing.html instead, the
 * landing page prerendered at build time, which paints before any JavaScript runs, so the largest content appears early on a slow phone; with a
 * session cookie the app decides where they belong, so they never see the landing page flash by.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  // The app's own files and pages are public, and only they: this scope marks the routes it registers.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await registerFilesAndPages(scope, webDistDir);
  });
}

async function registerFilesAndPages(app: FastifyInstance, webDistDir: string): Promise<void> {
  // The service worker and the web app manifest keep their names from build to build: browsers must ask
  // the server each time (no-cache revalidates), or a new version would wait behind an hour-old copy.
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/sw.js' || pathname === '/manifest.webmanifest')
      reply.header('cache-control', 'no-cache');
    return payload;
  });
  // preCompressed: the build writes .br and .gz copies of its text files (web/vite.config.ts).
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    maxAge: '1h',
    preCompressed: true,
    // The same address answers Brotli, gzip or plain bytes: shared caches must keep them apart.
    setHeaders: (res) => {
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = readHtmlPage(indexFile);
  if (!indexHtml) throw new Error(`No ${indexFile}: build the web app first (npm run build)`);
  const landingHtml = readHtmlPage(path.join(webDistDir, 'landing.html'));
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: HtmlPage) => {
    const encoding = pickEncoding(request.headers['accept-encoding'], (coding) => page[coding] !== undefined);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.plain);
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody('not_found', `No route for GET ${pathname}.`));
    }
    const filePath = path.join(webDistDir, path.normalize(pathname));
    if (
      filePath.startsWith(webDistDir + path.sep) &&
      fs.existsSync(filePath) &&
      fs.statSync(filePath).isFile()
    ) {
      const immutable = pathname.startsWith('/assets/');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        .sendFile(path.relative(webDistDir, filePath));
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (pathname === '/' && landingHtml) {
      // Which page `/` answers depends on the cookie.
      reply.header('vary', 'cookie, accept-encoding');
      if (!hasSessionCookie(request.headers.cookie)) {
        return sendPage(request, reply, landingHtml);
      }
    } else {
      reply.header('vary', 'accept-encoding');
    }
    return sendPage(request, reply, indexHtml);
  });
}
