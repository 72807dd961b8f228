import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { newActionKey, replayVerdict } from './offline-queue';

describe('what a queued write becomes after an attempt to send it', () => {
  it('is done once the server stored it, or had stored it before', () => {
    expect(replayVerdict(null)).toBe('sent');
  });

  it('waits for later without an answer, on a timeout, when throttled and on a server fault', () => {
    expect(replayVerdict(new TypeError('Failed to fetch'))).toBe('retry');
    for (const status of [408, 429, 500, 502, 503])
      expect(replayVerdict(new ApiError(status, 'x', 'x')), String(status)).toBe('retry');
  });

  it("stops while the session is gone, keeping it for the person's next sign-in", () => {
    expect(replayVerdict(new ApiError(401, 'unauthorized', 'Sign in again.'))).toBe('stop');
  });

  it('is dropped (and said so) when the server refuses it for good', () => {
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(replayVerdict(new ApiError(status, 'x', 'x')), String(status)).toBe('refused');
  });
});

describe('action keys', () => {
  it('are version 4 UUIDs, a new one each time', () => {
    const keys = Array.from({ length: 200 }, newActionKey);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
