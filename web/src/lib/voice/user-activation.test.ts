import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasUserActivation } from './user-activation';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page', () => {
  it("follows the browser's own record of an interaction with the page", () => {
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: false } });
    expect(hasUserActivation()).toBe(false);
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } });
    expect(hasUserActivation()).toBe(true);
  });
});
