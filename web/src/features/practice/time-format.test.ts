import { describe, expect, it } from 'vitest';
import { formatClock, shortDuration, spokenDuration } from './time-format';

describe('time formats', () => {
  it('shows a countdown clock that reaches 0:00 only at the end', () => {
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(0.4)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('says durations in words', () => {
    expect(spokenDuration(200)).toBe('3 minutes 20 seconds');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(45)).toBe('45 seconds');
    expect(spokenDuration(0)).toBe('0 seconds');
  });

  it('labels step lengths compactly', () => {
    expect(shortDuration(30)).toBe('30 sec');
    expect(shortDuration(120)).toBe('2 min');
    expect(shortDuration(90)).toBe('1 min 30 sec');
  });
});
