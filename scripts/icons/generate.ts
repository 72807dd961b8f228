/**
 * Renders the app's install icons (web/public/icons/) from the brand mark, web/public/favicon.svg, with the
 * headless Chromium the end-to-end tests use, so no image tool needs installing:
 * - icon-192.png, icon-512.png: the mark alone on a transparent square (purpose "any");
 * - icon-512-maskable.png: the mark on the app's night background filling the square, shrunk to 60% of it so
 *   it stays inside the 80% circle every launcher's mask keeps (purpose "maskable");
 * - apple-touch-icon.png (180 px): opaque, since iOS paints a transparent icon's background black.
 *
 *   node --import tsx scripts/icons/generate.ts   (CHROMIUM_PATH to use another Chromium)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const OUTPUT_DIR = path.join(PUBLIC_DIR, 'icons');
/** --color-night of web/src/index.css: the app's background and the manifest's background_color. */
const NIGHT = '#0b1026';

interface IconSpec {
  file: string;
  size: number;
  /** Share of the square the mark's disc spans. */
  markShare: number;
  background: string | null;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, markShare: 1, background: null },
  { file: 'icon-512.png', size: 512, markShare: 1, background: null },
  // The maskable safe zone is the centred circle of 80% of the size; 60% leaves a margin inside it.
  { file: 'icon-512-maskable.png', size: 512, markShare: 0.6, background: NIGHT },
  { file: 'apple-touch-icon.png', size: 180, markShare: 0.72, background: NIGHT },
];

/** A page showing the mark at its size and place, on the background (or none). */
function iconPage(mark: string, icon: IconSpec): string {
  const markSize = Math.round(icon.size * icon.markShare);
  const offset = Math.round((icon.size - markSize) / 2);
  const sizedMark = mark.replace('<svg ', `<svg width="${markSize}" height="${markSize}" `);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: ${icon.background ?? 'transparent'}; }
    div { position: absolute; left: ${offset}px; top: ${offset}px; width: ${markSize}px; height: ${markSize}px; }
    svg { display: block; }
  </style></head><body><div>${sizedMark}</div></body></html>`;
}

async function main(): Promise<void> {
  const mark = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8').trim();
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(iconPage(mark, icon));
      const png = await page.screenshot({ omitBackground: icon.background === null, type: 'png' });
      fs.writeFileSync(path.join(OUTPUT_DIR, icon.file), png);
      console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
