/**
 * Flags for a headless Chromium that does nothing on its own: no sandbox (containers), no GPU, and no
 * background requests, updates, sync or first-run screens, so that what a test or a benchmark measures
 * is the page alone. Plain data, free of test-runner imports, so bench/ can use it as well.
 */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
