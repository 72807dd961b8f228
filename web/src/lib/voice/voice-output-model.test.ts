import { describe, expect, it } from 'vitest';
import { resolveSpeed } from './voice-output-model';

describe('speeds', () => {
  it("uses the person's speed, the spec's context speeds at the default 1.4, scaled by a slower or faster person", () => {
    expect(resolveSpeed({}, 1.4)).toBe(1.4);
    expect(resolveSpeed({}, 1.1)).toBe(1.1);
    expect(resolveSpeed({ context: 'instruction' }, 1.4)).toBe(0.9);
    expect(resolveSpeed({ context: 'encouragement' }, 1.4)).toBe(1);
    expect(resolveSpeed({ context: 'breathing' }, 1.4)).toBe(0.8);
    expect(resolveSpeed({ context: 'meditation' }, 1.4)).toBe(0.7);
    expect(resolveSpeed({ context: 'completion' }, 1.4)).toBe(0.9);
    expect(resolveSpeed({ context: 'meditation', personality: 'calm_wise' }, 1.4)).toBe(0.65);
    expect(resolveSpeed({ context: 'encouragement', personality: 'energetic_motivator' }, 1.4)).toBe(1.15);
    // Half the default speed halves the context speed, never below the 0.5 floor.
    expect(resolveSpeed({ context: 'encouragement' }, 0.7)).toBe(0.5);
    expect(resolveSpeed({ context: 'instruction' }, 2)).toBe(1.29);
    // The chat's playback speed 0.8 is scaled the same way.
    expect(resolveSpeed({ baseSpeed: 0.8 }, 1.4)).toBe(0.8);
    expect(resolveSpeed({ baseSpeed: 0.8 }, 2)).toBe(1.14);
    // An exact speed wins, clamped to 0.5-2.
    expect(resolveSpeed({ speed: 1.7, context: 'meditation' }, 0.7)).toBe(1.7);
    expect(resolveSpeed({ speed: 9 }, 1.4)).toBe(2);
  });
});
