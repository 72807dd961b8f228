import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, isValidTimeZone, localDateIn, partOfDay } from './time';

describe('localDateIn', () => {
  const instant = new Date('2026-03-01T03:30:00Z');

  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns today's date over at local midnight, to the minute, though it is remembered", () => {
    vi.useFakeTimers();
    // Kolkata is UTC+05:30: its midnight falls at 18:30 UTC.
    vi.setSystemTime(new Date('2026-03-01T18:29:00Z'));
    expect(localDateIn('Asia/Kolkata')).toBe('2026-03-01');
    vi.setSystemTime(new Date('2026-03-01T18:29:59.999Z'));
    expect(localDateIn('Asia/Kolkata')).toBe('2026-03-01');
    vi.setSystemTime(new Date('2026-03-01T18:30:00Z'));
    expect(localDateIn('Asia/Kolkata')).toBe('2026-03-02');
    expect(localDateIn('UTC')).toBe('2026-03-01');
    // Back in time (a clock set back) is answered afresh too.
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    expect(localDateIn('Asia/Kolkata')).toBe('2026-03-01');
  });

  it('gives the calendar day in the person’s zone', () => {
    expect(localDateIn('UTC', instant)).toBe('2026-03-01');
    expect(localDateIn('America/Los_Angeles', instant)).toBe('2026-02-28');
    expect(localDateIn('Asia/Tokyo', instant)).toBe('2026-03-01');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(localDateIn('Mars/Olympus', instant)).toBe('2026-03-01');
  });
});

describe('partOfDay', () => {
  it('uses the spec boundaries', () => {
    expect([0, 11, 12, 16, 17, 23].map(partOfDay)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-10', -13)).toBe('2025-12-28');
  });
});
