import { defineConfig } from 'vitest/config';

/** `npm test`: unit tests of core/ and web/, and the server's integration tests against real PostgreSQL. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, a single worker on a two-core machine; most of a
    // server test file waits on PostgreSQL, child processes or timers, so two files at a time take about
    // two thirds of the time one does (server project: 272 s to 179 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['core/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['web/src/**/*.test.ts'], environment: 'node' } },
      // Components and effect-heavy hooks, rendered with Testing Library in a simulated DOM.
      { test: { name: 'web-dom', include: ['web/src/**/*.test.tsx'], environment: 'jsdom' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      'server/vitest.config.ts',
    ],
  },
});
