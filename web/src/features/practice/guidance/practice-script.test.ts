import { describe, expect, it } from 'vitest';
import {
  encouragementAt,
  encouragementDue,
  ENCOURAGEMENTS,
  genericPracticeScript,
  preloadTexts,
} from './practice-script';

describe('practice script', () => {
  const script = genericPracticeScript('Box Breathing', [
    { title: 'Settle in', instruction: 'Sit comfortably.' },
    { title: 'Breathe the box', instruction: 'In for four, hold for four.' },
  ]);

  it('has a start, one prompt per phase and completion words', () => {
    expect(script.start).toContain('Box Breathing');
    expect(script.phases).toEqual([
      'Settle in. Sit comfortably.',
      'Breathe the box. In for four, hold for four.',
    ]);
    expect(script.complete).toContain("You've completed Box Breathing");
  });

  it('preloads start and complete first, then each phase', () => {
    expect(preloadTexts(script)).toEqual([script.start, script.complete, ...script.phases]);
  });

  it('encourages every 30 s in phases over 60 s, never in the last 20 s, once per crossing', () => {
    expect(encouragementDue(60, 0, 60)).toBeUndefined();
    expect(encouragementDue(180, 29, 30)).toEqual({ occurrence: 0 });
    expect(encouragementDue(180, 30, 31)).toBeUndefined();
    expect(encouragementDue(180, 59.5, 60.1)).toEqual({ occurrence: 1 });
    // 180 s: at 30, 60, 90, 120 and 150; 150 is still before the quiet last 20 s.
    expect(encouragementDue(180, 149, 150)).toEqual({ occurrence: 4 });
    expect(encouragementDue(180, 150, 180)).toBeUndefined();
    // A jump over several times speaks only the latest.
    expect(encouragementDue(180, 0, 100)).toEqual({ occurrence: 2 });
  });

  it('rotates the encouragement lines', () => {
    expect(encouragementAt(0, 0)).not.toBe(encouragementAt(0, 1));
    expect(ENCOURAGEMENTS).toContain(encouragementAt(5, 7));
  });
});
