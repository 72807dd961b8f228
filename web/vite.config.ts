import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name) || entry.parentPath.includes('.vite')) continue;
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
  };
}

/**
 * The landing page is the entry's dynamic import, found only once the entry has downloaded and run: a
 * round trip (and on HTTP/1.1 a second wave of small requests) before the first paint. Preloading its
 * chunks from index.html fetches them alongside the entry; other first visits pay about 12 KB for it.
 */
function preloadLanding(): Plugin {
  return {
    name: 'flowmind-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/landing-boot.tsx'));
        if (!landing) throw new Error('preload-landing: no chunk for src/app/landing-boot.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || html.includes(`/${file}"`)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            visit(imported);
        };
        visit(landing.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLanding(), precompress()],
  build: { outDir: 'dist', sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
