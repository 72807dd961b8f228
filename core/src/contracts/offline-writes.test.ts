import { describe, expect, it } from 'vitest';
import {
  actionInstant,
  IdempotentWriteHeaders,
  RECORDED_AT_IN_FUTURE,
  RECORDED_AT_TOO_OLD,
  RecordedAt,
} from './offline-writes';

const now = new Date('2026-06-10T12:00:00.000Z');

describe('actionInstant', () => {
  it("is the server's now when the device gives no time", () => {
    expect(actionInstant(undefined, now)).toEqual({ at: now });
  });

  it('keeps a time of the last seven days, to the millisecond', () => {
    expect(actionInstant('2026-06-10T08:15:30.123Z', now)).toEqual({
      at: new Date('2026-06-10T08:15:30.123Z'),
    });
    expect(actionInstant('2026-06-03T12:00:00.000Z', now)).toEqual({
      at: new Date('2026-06-03T12:00:00.000Z'),
    });
    // An offset is the same instant.
    expect(actionInstant('2026-06-10T10:00:00+02:00', now)).toEqual({
      at: new Date('2026-06-10T08:00:00.000Z'),
    });
  });

  it('takes a clock a few minutes fast as now, and refuses a time further ahead', () => {
    expect(actionInstant('2026-06-10T12:04:00.000Z', now)).toEqual({ at: now });
    expect(actionInstant('2026-06-10T12:06:00.000Z', now)).toEqual({ refused: RECORDED_AT_IN_FUTURE });
  });

  it('refuses a time older than seven days', () => {
    expect(actionInstant('2026-06-03T11:59:59.999Z', now)).toEqual({ refused: RECORDED_AT_TOO_OLD });
  });
});

describe('the contract of a write that may be sent again', () => {
  it('accepts a UUID key or none, and keeps every other header', () => {
    const cookie = 'session=abc';
    expect(
      IdempotentWriteHeaders.parse({ cookie, 'idempotency-key': '0b6a8f4e-5c1d-4a8e-9f3b-2d7c6e1a9b40' }),
    ).toEqual({ cookie, 'idempotency-key': '0b6a8f4e-5c1d-4a8e-9f3b-2d7c6e1a9b40' });
    expect(IdempotentWriteHeaders.parse({ cookie })).toEqual({ cookie });
  });

  it('refuses a key that is not a UUID', () => {
    for (const key of [
      '',
      'abc',
      '0b6a8f4e5c1d4a8e9f3b2d7c6e1a9b40',
      '0b6a8f4e-5c1d-4a8e-9f3b-2d7c6e1a9b40, x',
    ])
      expect(IdempotentWriteHeaders.safeParse({ 'idempotency-key': key }).success, key).toBe(false);
  });

  it('takes recordedAt as an ISO instant only', () => {
    expect(RecordedAt.safeParse('2026-06-10T08:15:30.123Z').success).toBe(true);
    expect(RecordedAt.safeParse('yesterday').success).toBe(false);
    expect(RecordedAt.safeParse('2026-06-10').success).toBe(false);
  });
});
