import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time share the one server: each file's people are its own, and most of a browser test
    // is waiting on the screen, so two halve the suite's time on a two-core machine.
    fileParallelism: true,
    maxWorkers: 2,
    // What a person sees after a click or a navigation can take seconds on a busy machine (CI shares its
    // two cores with the server and PostgreSQL); a poll fails only when the screen never gets there.
    expect: { poll: { timeout: 10_000 } },
  },
});
