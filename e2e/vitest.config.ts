import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // What a person sees after a click or a navigation can take seconds on a busy machine (CI shares its
    // two cores with the server and PostgreSQL); a poll fails only when the screen never gets there.
    expect: { poll: { timeout: 10_000 } },
  },
});
