import { describe, expect, it } from 'vitest';
import { BOX_BREATHING_CUES, BOX_BREATHING_ENCOURAGING_HOLDS, boxBreathingCueAt } from './guidance-cues';

const prompts = [...BOX_BREATHING_CUES, ...BOX_BREATHING_ENCOURAGING_HOLDS];
const spokenAt = (before: number, after: number) => {
  const index = boxBreathingCueAt(before, after);
  return index === null ? null : prompts[index];
};

describe('box breathing cues', () => {
  it('cues each new phase once, as it begins', () => {
    expect(spokenAt(3.9, 4.0)).toBe('Hold');
    expect(spokenAt(4.0, 4.1)).toBeNull();
    expect(spokenAt(7.95, 8.05)).toBe('Breathe out');
    expect(spokenAt(11.9, 12.0)).toBe('Hold');
    expect(spokenAt(15.9, 16.1)).toBe('Breathe in');
  });

  it('cues only the phase now running after a jump over several', () => {
    expect(spokenAt(1, 10)).toBe('Breathe out');
    expect(spokenAt(10, 10)).toBeNull();
  });

  it('adds encouragement to the first hold after each 30 s, never in the last 20 s', () => {
    const spoken: [number, string][] = [];
    for (let tenth = 1; tenth <= 3000; tenth++) {
      const text = spokenAt((tenth - 1) / 10, tenth / 10);
      if (text?.includes('.')) spoken.push([tenth / 10, text]);
    }
    // Holds after an inhale start at 16k + 4 s: 36 follows 30, 68 follows 60, 180 falls on 180, 276 follows 270.
    expect(spoken.map(([at]) => at)).toEqual([36, 68, 100, 132, 164, 180, 212, 244, 276]);
    expect(spoken.every(([at]) => 300 - at >= 20)).toBe(true);
    expect(spoken[0]![1]).toBe("Hold. You're doing well.");
    expect(new Set(spoken.map(([, text]) => text)).size).toBe(BOX_BREATHING_ENCOURAGING_HOLDS.length);
  });

  it('says nothing once the practice is over', () => {
    expect(spokenAt(299.9, 300)).toBeNull();
  });
});
