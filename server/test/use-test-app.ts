import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../src/app';
import { createTestApp, type TestApp } from './app';

/**
 * One app on a fresh database for the whole test file: created before its first test, closed after its
 * last. Its parts are read through the returned object, so they are only reached once the tests run.
 */
export function useTestApp(overrides: Partial<AppOptions> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(async () => current?.close());
  const started = (): TestApp => {
    if (!current) throw new Error('the test app starts before the first test');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get outboxDir() {
      return started().outboxDir;
    },
    close: () => started().close(),
  };
}
