import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, which the server sends
 * to browsers that accept them (@fastify/static `preCompressed`): the JavaScript and CSS of a first visit
 * shrink to about a third without the server compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'flowmind-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After prerender-pages' closeBundle, which writes the HTML pages.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !compressible.test(entry.name) || entry.parentPath.includes('.vite'))
            continue;
          const file = path.join(entry.parentPath, entry.name);
          const content = fs.readFileSync(file);
          if (content.length < 1024) continue;
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
        }
      },
    },
  };
}

/**
 * The HTML pages paint before any JavaScript has run (issue 8: LCP), with markup from
 * src/app/prerender.tsx:
 * - index.html, every app page's first answer, shows the loading screen the app starts with, and preloads
 *   src/app/start.tsx's chunks (React among them), which the entry imports only once it runs;
 * - dist/landing.html, which the server sends for `/` to visitors without a session, holds the landing
 *   page itself (marked `data-prerendered="landing"` for landing-boot to hydrate) and preloads no script:
 *   its first paint needs only the HTML and the CSS, and on a slow connection scripts fetched alongside
 *   would share the bandwidth and delay it. The entry fetches the landing's chunks once it has painted.
 */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  let startPreloads: string[] = [];
  return {
    name: 'flowmind-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const chunkOf = (source: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`prerender-pages: no chunk for ${source}`);
          return chunk;
        };
        /** A chunk and everything it imports statically, minus what the page already loads. */
        const closure = (source: string) => {
          const known = new Set<string>();
          const files: string[] = [];
          const visit = (file: string) => {
            if (known.has(file) || html.includes(`/${file}"`)) return;
            known.add(file);
            files.push(file);
            for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
              visit(imported);
          };
          visit(chunkOf(source).fileName);
          return files;
        };
        // Every page starts through src/app/start.tsx (React included), imported by the entry.
        startPreloads = closure('/src/app/start.tsx');
        return startPreloads.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderLandingMarkup, renderLoadingMarkup } = (await server.ssrLoadModule(
            '/src/app/prerender.tsx',
          )) as { renderLandingMarkup: () => string; renderLoadingMarkup: () => string };
          const indexFile = path.join(outDir, 'index.html');
          const indexHtml = fs.readFileSync(indexFile, 'utf8');
          const emptyRoot = '<div id="root"></div>';
          if (!indexHtml.includes(emptyRoot))
            throw new Error(`prerender-pages: no ${emptyRoot} in index.html`);
          let landingHtml = indexHtml;
          for (const file of startPreloads) {
            const link = `<link rel="modulepreload" crossorigin href="/${file}">`;
            if (!landingHtml.includes(link)) throw new Error(`prerender-pages: no ${link} in index.html`);
            landingHtml = landingHtml.replace(link, '');
          }
          landingHtml = landingHtml.replace(
            emptyRoot,
            `<div id="root" data-prerendered="landing">${renderLandingMarkup()}</div>`,
          );
          fs.writeFileSync(
            indexFile,
            indexHtml.replace(emptyRoot, `<div id="root">${renderLoadingMarkup()}</div>`),
          );
          fs.writeFileSync(path.join(outDir, 'landing.html'), landingHtml);
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * The web app manifest (installing the app) and the service worker (opening offline, updating in place):
 * src/service-worker/sw.ts, built with the precache list of the finished build (docs/decisions/0023).
 * Built only by `vite build`; the development server registers no worker (src/lib/service-worker.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // src/lib/service-worker.ts registers it with workbox-window and asks before a new version takes over.
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/home',
      name: 'Flowmind',
      short_name: 'Flowmind',
      description:
        'Adaptive AI coaches and short guided practices: breathwork, mindfulness, gratitude and mood tracking.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      // --color-night (src/index.css): the splash screen and title bar match the app's own background.
      background_color: '#0b1026',
      theme_color: '#0b1026',
      lang: 'en',
      dir: 'ltr',
      // Rendered from public/favicon.svg by scripts/icons/generate.ts.
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The manifest's icons are among the precached images already.
    includeManifestIcons: false,
    injectManifest: {
      // The shell: pages, hashed scripts and styles, images. Not the music (4 MB, kept once played instead),
      // not the prerendered landing page (the worker answers every page with index.html), not the build's
      // precompressed copies or its manifest.
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      globIgnores: ['landing.html', '.vite/**', '**/*.{br,gz}'],
    },
    // After prerender-pages and precompress (both closeBundle), so index.html is precached as it is served.
    integration: { closeBundleOrder: 'post' },
  });
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderPages(), precompress(), installableApp()],
  build: { outDir: 'dist', sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
