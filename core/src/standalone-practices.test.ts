import { describe, expect, it } from 'vitest';
import { encouragementTimes, scheduleSeconds } from './practice-session';
import {
  BRAIN_WAVE_PHASE_SECONDS,
  DEDICATED_PRACTICES,
  GRATITUDE_ENTRY_COUNT,
  GRATITUDE_ENTRY_REQUIRED_MESSAGE,
  SACRED_ORDINARY_PHASE_SECONDS,
  SUCCESS_VISUALIZATION_PHASE_SECONDS,
  dedicatedPracticeOf,
  gratitudeEntriesWritten,
  practiceForDedicated,
  validateGratitudeEntries,
} from './standalone-practices';

describe('dedicated players and their database practices', () => {
  it('has one player per practice category, each playing its own seeded practice', () => {
    expect(DEDICATED_PRACTICES.map((entry) => entry.id)).toEqual([
      'breathwork',
      'visualization',
      'gratitude',
      'mindfulness',
      'neuroscience',
    ]);
    expect(new Set(DEDICATED_PRACTICES.map((entry) => entry.practiceName)).size).toBe(5);
  });

  it('finds the dedicated player of a practice by its name, and none for the others', () => {
    expect(dedicatedPracticeOf({ name: 'Box Breathing' })).toBe('breathwork');
    expect(dedicatedPracticeOf({ name: ' box breathing ' })).toBe('breathwork');
    expect(dedicatedPracticeOf({ name: 'Success Visualization (WOOP)' })).toBe('visualization');
    expect(dedicatedPracticeOf({ name: 'Brain Wave Entrainment' })).toBe('neuroscience');
    expect(dedicatedPracticeOf({ name: 'Gratitude Journal' })).toBe('gratitude');
    expect(dedicatedPracticeOf({ name: 'Sacred Ordinary' })).toBe('mindfulness');
    for (const name of ['Body Scan', 'Focus Reset: Attention Training', 'Three Good Things', 'Box'])
      expect(dedicatedPracticeOf({ name }), name).toBeNull();
  });

  it("picks a player's own practice from a list, never another of its category", () => {
    const practices = [
      { id: 'p1', name: 'Focus Reset: Attention Training' },
      { id: 'p2', name: 'Brain Wave Entrainment' },
      { id: 'p3', name: 'Box Breathing' },
    ];
    expect(practiceForDedicated('neuroscience', practices)?.id).toBe('p2');
    expect(practiceForDedicated('breathwork', practices)?.id).toBe('p3');
    expect(practiceForDedicated('gratitude', practices)).toBeNull();
  });
});

describe('phase schedules', () => {
  it('match the spec: sacred ordinary 120 s (15, 15, 90), brain wave 180 s (30, 120, 30), visualization 420 s', () => {
    expect(SACRED_ORDINARY_PHASE_SECONDS).toEqual([15, 15, 90]);
    expect(scheduleSeconds(SACRED_ORDINARY_PHASE_SECONDS)).toBe(120);
    expect(BRAIN_WAVE_PHASE_SECONDS).toEqual([30, 120, 30]);
    expect(scheduleSeconds(BRAIN_WAVE_PHASE_SECONDS)).toBe(180);
    expect(scheduleSeconds(SUCCESS_VISUALIZATION_PHASE_SECONDS)).toBe(420);
  });

  it('encourages only in phases over 60 s, every 30 s, and never in the last 20 s', () => {
    expect(SACRED_ORDINARY_PHASE_SECONDS.map((seconds) => encouragementTimes(seconds))).toEqual([
      [],
      [],
      [30, 60],
    ]);
    expect(BRAIN_WAVE_PHASE_SECONDS.map((seconds) => encouragementTimes(seconds))).toEqual([
      [],
      [30, 60, 90],
      [],
    ]);
    for (const seconds of SUCCESS_VISUALIZATION_PHASE_SECONDS)
      for (const at of encouragementTimes(seconds)) expect(seconds - at).toBeGreaterThan(15);
  });
});

describe('gratitude journal rule', () => {
  it('has three entries and needs at least one that is not blank', () => {
    expect(GRATITUDE_ENTRY_COUNT).toBe(3);
    expect(validateGratitudeEntries(['', '', ''])).toBe(GRATITUDE_ENTRY_REQUIRED_MESSAGE);
    expect(validateGratitudeEntries(['  ', '\n\t', ' '])).toBe(GRATITUDE_ENTRY_REQUIRED_MESSAGE);
    expect(validateGratitudeEntries([])).toBe(GRATITUDE_ENTRY_REQUIRED_MESSAGE);
    expect(validateGratitudeEntries(['', 'My sister called', ''])).toBeNull();
    expect(validateGratitudeEntries(['Sunlight', 'Tea', 'A quiet morning'])).toBeNull();
    expect(GRATITUDE_ENTRY_REQUIRED_MESSAGE).toContain('at least one non-empty entry among the three');
  });

  it('keeps the written entries, trimmed', () => {
    expect(gratitudeEntriesWritten([' Sunlight ', '', ' ', 'Tea'])).toEqual(['Sunlight', 'Tea']);
  });
});
