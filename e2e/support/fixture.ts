import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newAppContext } from './browser';
import { signUpAndOnboard, type Person, type PersonOptions } from './people';

export interface PageOptions {
  width?: number;
  height?: number;
  /** Another name of the app's address. */
  baseUrl?: string;
  javaScriptEnabled?: boolean;
  /** Extra Chromium flags (a fake microphone, say): the page gets a browser of its own, launched with them. */
  browserArgs?: string[];
  /** 'allow' runs the app's service worker (blocked by default, see `newAppContext`). */
  serviceWorkers?: 'allow' | 'block';
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and third-party requests seen so far on any page of the context. */
  errors: string[];
  /** Forgets the errors seen so far that match, for a test that provokes them on purpose. */
  forgetErrors: (pattern: RegExp) => void;
  /** Closes the context before the test ends; any errors it saw fail the test. */
  close: () => Promise<void>;
}

/** Chromium's console message for a failed request, which a test that fails requests on purpose forgets. */
export const FAILED_LOADS = /Failed to load resource/;

/** A page signed in as a new person who finished onboarding. */
export type PersonPage = TestPage & Person;

/**
 * The browser of a spec file; call it once, at the top of the file. Chromium starts before the file's first
 * test and stops after its last. A page opened in a test closes when the test ends, one opened in a
 * beforeAll when the file ends; any error it saw then fails the test (or the file), so every test checks
 * that the app logged nothing and asked no third party for anything.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const ownBrowsers: Browser[] = [];
  let inTest = false;
  const testPages: TestPage[] = [];
  const filePages: TestPage[] = [];

  async function closeAll(pages: TestPage[]) {
    const closing = pages.splice(0);
    for (const tab of closing) await tab.context.close();
    expect(closing.flatMap((tab) => tab.errors)).toEqual([]);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(testPages);
  });
  afterAll(async () => {
    try {
      await closeAll(filePages);
    } finally {
      for (const own of ownBrowsers) await own.close();
      await browser?.close();
    }
  });

  /**
   * A page in a new context of its own (see `newAppContext`). Requests to any host other than the app are
   * blocked and recorded as errors: Flowmind makes no third-party requests.
   */
  async function openPage(options: PageOptions = {}): Promise<TestPage> {
    let owner = browser!;
    if (options.browserArgs) {
      owner = await launchBrowser(options.browserArgs);
      ownBrowsers.push(owner);
    }
    const context = await newAppContext(owner, options);
    const errors: string[] = [];
    const appOrigin = new URL(options.baseUrl ?? baseUrl()).origin;
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(appOrigin) || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      errors.push(`third-party request: ${url}`);
      return route.abort();
    });
    context.on('page', (page) => {
      page.on('console', (message) => {
        // Chromium logs every 4xx answer as "Failed to load resource"; expected refusals are not app errors.
        if (
          message.type() === 'error' &&
          !/^Failed to load resource: the server responded with a status of 4/.test(message.text())
        )
          errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    });
    const page = await context.newPage();
    const pages = inTest ? testPages : filePages;
    const tab: TestPage = {
      page,
      context,
      errors,
      forgetErrors: (pattern) => {
        const kept = errors.filter((error) => !pattern.test(error));
        errors.splice(0, errors.length, ...kept);
      },
      close: async () => {
        if (pages.includes(tab)) pages.splice(pages.indexOf(tab), 1);
        await context.close();
        expect(errors).toEqual([]);
      },
    };
    pages.push(tab);
    return tab;
  }

  /** A page (see `openPage`) signed in as a new person, signed up and onboarded through the API. */
  async function newPerson(person: PersonOptions = {}, options: PageOptions = {}): Promise<PersonPage> {
    const tab = await openPage(options);
    return Object.assign(tab, await signUpAndOnboard(tab.context.request, person));
  }

  return { openPage, newPerson };
}
