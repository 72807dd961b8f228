import { describe, expect, it } from 'vitest';
import { timeLeftMarkCrossed, timeLeftMarks, timeLeftText } from './announcements';

describe('time-left announcements', () => {
  it('marks every whole minute below the total, then 30 seconds', () => {
    expect(timeLeftMarks(300)).toEqual([240, 180, 120, 60, 30]);
    expect(timeLeftMarks(120)).toEqual([60, 30]);
    expect(timeLeftMarks(420)).toEqual([360, 300, 240, 180, 120, 60, 30]);
    expect(timeLeftMarks(30)).toEqual([]);
  });

  it('ends on 10 seconds over a short step', () => {
    expect(timeLeftMarks(180, 10)).toEqual([120, 60, 10]);
    expect(timeLeftMarks(60, 10)).toEqual([10]);
    expect(timeLeftMarkCrossed(60, 10.2, 9.9, 10)).toBe(10);
  });

  it('finds the mark crossed between two readings, once, and the last of several', () => {
    expect(timeLeftMarkCrossed(300, 240.2, 239.95)).toBe(240);
    expect(timeLeftMarkCrossed(300, 239.95, 239.7)).toBeNull();
    expect(timeLeftMarkCrossed(300, 300, 299.75)).toBeNull();
    expect(timeLeftMarkCrossed(300, 250, 100)).toBe(120);
    expect(timeLeftMarkCrossed(300, 31, 30)).toBe(30);
  });

  it('says the time left in words', () => {
    expect(timeLeftText(240)).toBe('4 minutes left.');
    expect(timeLeftText(30)).toBe('30 seconds left.');
  });
});
