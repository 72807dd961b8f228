import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { HEADLESS_CHROMIUM_FLAGS } from './chromium-flags';

const CHROMIUM_ARGS = [...HEADLESS_CHROMIUM_FLAGS, '--disable-quic'];

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Chromium as the specs drive it; `extraArgs` add flags such as a fake microphone. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * A client address no other context of this run has had. Every spec file gets fresh modules, so a counter
 * in this module would hand each file the same addresses again and one file's sign-ups would use up the
 * per-address limit for the next; the count is kept in the run's data directory instead (files run one at
 * a time).
 */
function nextClientAddress(): string {
  const counter = path.join(inject('dataDir'), 'e2e-client-addresses');
  fs.appendFileSync(counter, '.');
  const n = fs.statSync(counter).size;
  return `10.77.${Math.floor(n / 250)}.${n % 250}`;
}

/**
 * A new browser context on the app with its own cookies and its own client address, so the per-address
 * rate limits (sign-up, sign-in, session checks) count each test's people apart from every other test's.
 * The app's service worker is blocked unless asked for: specs that fake the page's answers with
 * `page.route` need the page to fetch them itself, and offline-app.e2e.ts tests the worker.
 */
export async function newAppContext(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    baseUrl?: string;
    javaScriptEnabled?: boolean;
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    baseURL: options.baseUrl ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: {
      'x-forwarded-for': nextClientAddress(),
    },
  });
}

/**
 * POSTs JSON to the API from the page itself, with its session cookie and its own Origin, as the app does;
 * returns the answer's status.
 */
export async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

/** Paths of the .eml files in the app's outbox, oldest first. */
export function outboxMessages(): string[] {
  const outbox = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
}

/**
 * Saves a screenshot to SCREENSHOT_DIR (when set), with animations finished. The whole page by default; pass
 * `fullPage: false` for what the viewport shows, e.g. an open dialog.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${Date.now()}-${++emailCounter}@example.com`;
}
