import { describe, expect, it } from 'vitest';
import { parseDurationSeconds, parsePracticeGuide } from './practice-guide';

describe('parseDurationSeconds', () => {
  it('reads numbers, seconds, minutes and m:ss', () => {
    expect(parseDurationSeconds(45)).toBe(45);
    expect(parseDurationSeconds('45')).toBe(45);
    expect(parseDurationSeconds('90 seconds')).toBe(90);
    expect(parseDurationSeconds('2 minutes')).toBe(120);
    expect(parseDurationSeconds('1.5 min')).toBe(90);
    expect(parseDurationSeconds('1:30')).toBe(90);
    expect(parseDurationSeconds('0:05')).toBe(5);
  });
  it('gives undefined for anything else', () => {
    for (const value of ['', 'soon', '0', -3, null, undefined, '1:75', {}, Number.NaN]) {
      expect(parseDurationSeconds(value), JSON.stringify(value) ?? 'undefined').toBeUndefined();
    }
  });
});

const practice = { name: 'Body Scan', description: 'Notice each part of the body.', durationMinutes: 4 };

describe('parsePracticeGuide', () => {
  it('reads a steps list with title, instruction/description/text and durations', () => {
    const phases = parsePracticeGuide(
      [
        { title: 'Settle', instruction: 'Sit comfortably.', duration: '30 seconds' },
        { title: 'Scan', description: 'Move attention slowly.', duration: '2 minutes' },
        { name: 'Close', text: 'Open your eyes.', duration: 20 },
        { title: 'Rest' },
      ],
      practice,
    );
    expect(phases).toEqual([
      { stepNumber: 1, title: 'Settle', instruction: 'Sit comfortably.', durationSeconds: 30 },
      { stepNumber: 2, title: 'Scan', instruction: 'Move attention slowly.', durationSeconds: 120 },
      { stepNumber: 3, title: 'Close', instruction: 'Open your eyes.', durationSeconds: 20 },
      { stepNumber: 4, title: 'Rest', instruction: 'Rest', durationSeconds: 30 },
    ]);
  });

  it('reads a plain list of texts with the 30 s default', () => {
    expect(parsePracticeGuide(['Breathe in.', '  ', 'Breathe out.'], practice)).toEqual([
      { stepNumber: 1, title: 'Step 1', instruction: 'Breathe in.', durationSeconds: 30 },
      { stepNumber: 2, title: 'Step 2', instruction: 'Breathe out.', durationSeconds: 30 },
    ]);
  });

  it('reads an object keyed by phase name', () => {
    const phases = parsePracticeGuide(
      { warm_up: 'Roll the shoulders.', main_practice: { instruction: 'Box breathing.', duration: '3:00' } },
      practice,
    );
    expect(phases.map((phase) => [phase.title, phase.durationSeconds])).toEqual([
      ['Warm Up', 30],
      ['Main Practice', 180],
    ]);
  });

  it('reads an object carrying a steps list', () => {
    expect(
      parsePracticeGuide(
        { steps: [{ title: 'Only', instruction: 'Do it.', duration: '1 minute' }] },
        practice,
      ),
    ).toEqual([{ stepNumber: 1, title: 'Only', instruction: 'Do it.', durationSeconds: 60 }]);
  });

  it('makes one phase of the whole duration when there is no guide', () => {
    for (const guide of [null, undefined, [], {}, 'text', { steps: [] }]) {
      expect(parsePracticeGuide(guide, practice)).toEqual([
        {
          stepNumber: 1,
          title: 'Body Scan',
          instruction: 'Notice each part of the body.',
          durationSeconds: 240,
        },
      ]);
    }
    expect(parsePracticeGuide(null, { name: 'X' })[0]!.durationSeconds).toBe(300);
  });
});
