import { describe, expect, it } from 'vitest';
import { isMedicalAdviceRequest } from './chat-safety';
import { HELDOUT_MEDICAL, HELDOUT_NOT_MEDICAL } from './medical-questions.heldout';
import { TRAIN_MEDICAL, TRAIN_NOT_MEDICAL } from './medical-questions.train';

function figures(medical: string[], notMedical: string[]) {
  const missed = medical.filter((text) => !isMedicalAdviceRequest(text));
  const falseAlarms = notMedical.filter((text) => isMedicalAdviceRequest(text));
  return {
    recall: (medical.length - missed.length) / medical.length,
    falseAlarmRate: falseAlarms.length / notMedical.length,
    missed,
    falseAlarms,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

describe('medical questions', () => {
  it('has at least 300 medical questions and 300 look-alikes, a quarter or so held out', () => {
    expect(TRAIN_MEDICAL.length + HELDOUT_MEDICAL.length).toBeGreaterThanOrEqual(300);
    expect(TRAIN_NOT_MEDICAL.length + HELDOUT_NOT_MEDICAL.length).toBeGreaterThanOrEqual(300);
    expect(HELDOUT_MEDICAL.length).toBeGreaterThanOrEqual(75);
    expect(HELDOUT_NOT_MEDICAL.length).toBeGreaterThanOrEqual(75);
    const all = [...TRAIN_MEDICAL, ...TRAIN_NOT_MEDICAL, ...HELDOUT_MEDICAL, ...HELDOUT_NOT_MEDICAL];
    expect(new Set(all).size).toBe(all.length);
  });

  it('catches every medical question of the training set with at most 5% false alarms', () => {
    const train = figures(TRAIN_MEDICAL, TRAIN_NOT_MEDICAL);
    console.info(
      `medical questions, training set: recall ${percent(train.recall)} (${TRAIN_MEDICAL.length}), false alarms ${percent(train.falseAlarmRate)} (${TRAIN_NOT_MEDICAL.length})`,
    );
    expect(train.missed).toEqual([]);
    expect(train.falseAlarmRate, train.falseAlarms.join('\n')).toBeLessThanOrEqual(0.05);
  });

  it('reports the held-out figures (the messages stay unseen)', () => {
    const heldOut = figures(HELDOUT_MEDICAL, HELDOUT_NOT_MEDICAL);
    console.info(
      `medical questions, held-out set: recall ${percent(heldOut.recall)} (${HELDOUT_MEDICAL.length}), false alarms ${percent(heldOut.falseAlarmRate)} (${HELDOUT_NOT_MEDICAL.length})`,
    );
    // Only the figures are printed: reading the misses would turn the held-out set into training data.
    expect(heldOut.recall).toBeGreaterThan(0);
  });
});
