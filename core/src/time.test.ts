import { describe, expect, it } from 'vitest';
import { addDays, isValidTimeZone, localDateIn, partOfDay } from './time';

describe('localDateIn', () => {
  const instant = new Date('2026-03-01T03:30:00Z');
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
