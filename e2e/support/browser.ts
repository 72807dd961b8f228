import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

let contextCounter = 0;

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and page errors seen so far; a test fails if any appear. */
  errors: string[];
}

/**
 * A new browser context on the app with its own cookies and its own client address, so the per-address
 * rate limits (sign-up, sign-in, session checks) count each test's people apart from every other test's.
 */
export async function newAppContext(
  browser: Browser,
  options: { width?: number; height?: number; baseUrl?: string; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: options.baseUrl ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.77.${Math.floor(++contextCounter / 250)}.${contextCounter % 250}`,
    },
  });
}

/**
 * A new browser context (see `newAppContext`) with one page. Requests to any host other than the app are
 * blocked and recorded as errors: Flowmind makes no third-party requests.
 */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    /** Another name of the app's address. */ baseUrl?: string;
  } = {},
): Promise<TestPage> {
  const appUrl = options.baseUrl ?? baseUrl();
  const context = await newAppContext(browser, options);
  const page = await context.newPage();
  const errors: string[] = [];
  const appOrigin = new URL(appUrl).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(appOrigin) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    errors.push(`third-party request: ${url}`);
    return route.abort();
  });
  page.on('console', (message) => {
    // Chromium logs every 4xx answer as "Failed to load resource"; expected refusals are not app errors.
    if (
      message.type() === 'error' &&
      !/^Failed to load resource: the server responded with a status of 4/.test(message.text())
    )
      errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, context, errors };
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
