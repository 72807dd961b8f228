/**
 * Front-end budget: gzip size of the JavaScript a first visit to a route loads, read from Vite's build
 * manifest (the entry chunk, its static imports, and the route's lazy chunk with its static imports).
 * Usage: npm run build && node --import tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function gzipKb(keys: Set<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js'))
      total += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  }
  return total / 1024;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const routeChunk = (pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(key));

/**
 * What each first visit loads: the entry, its start chunk (React, preloaded with the entry), then the
 * landing boot or the app boot, and for an app route its shell and page chunks.
 */
const budgets = [
  { name: 'landing (/)', chunks: routeChunk(/app\/start\.tsx$|app\/landing-boot\.tsx$/), budgetKb: 100 },
  {
    name: 'home (/home)',
    chunks: routeChunk(
      /app\/start\.tsx$|app\/app-boot\.tsx$|app\/AppShell\.tsx$|features\/home\/HomePage\.tsx$/,
    ),
    budgetKb: 200,
  },
];

let failed = false;
for (const { name, chunks, budgetKb } of budgets) {
  if (chunks.length === 0) throw new Error(`No chunks found for ${name}: is the build current?`);
  const kb = gzipKb(staticClosure([entryKey, ...chunks]));
  const ok = kb <= budgetKb;
  failed ||= !ok;
  console.log(`${name}: ${kb.toFixed(1)} KB gzip JS (budget ${budgetKb} KB) ${ok ? 'ok' : 'OVER BUDGET'}`);
}
process.exitCode = failed ? 1 : 0;
