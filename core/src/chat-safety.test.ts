import { describe, expect, it } from 'vitest';
import {
  crisisReplyText,
  crisisSupport,
  detectCrisis,
  guardCoachReply,
  isMedicalAdviceRequest,
  MEDICAL_ADVICE_REDIRECT,
  normalizeForSafety,
  splitSentences,
} from './chat-safety';
import { CRISIS_HARD_NEGATIVES, CRISIS_POSITIVES } from './chat-safety.cases';
import { CrisisSupport } from './contracts/chat';

describe('crisis test set', () => {
  it('has at least 80 positives and 80 hard negatives', () => {
    expect(CRISIS_POSITIVES.length).toBeGreaterThanOrEqual(80);
    expect(CRISIS_HARD_NEGATIVES.length).toBeGreaterThanOrEqual(80);
  });

  it('flags every positive with its category (100% recall) and prints precision', () => {
    const missed = CRISIS_POSITIVES.filter((item) => !detectCrisis(item.text).isCrisis).map(
      (item) => item.text,
    );
    const wrongCategory = CRISIS_POSITIVES.filter((item) => {
      const check = detectCrisis(item.text);
      return check.isCrisis && !check.categories.includes(item.category!);
    }).map((item) => `${item.text} -> ${detectCrisis(item.text).categories.join(',')}`);
    const falseAlarms = CRISIS_HARD_NEGATIVES.filter((item) => detectCrisis(item.text).isCrisis).map(
      (item) => `${item.text} (${detectCrisis(item.text).ruleIds.join(',')})`,
    );

    const truePositives = CRISIS_POSITIVES.length - missed.length;
    const precision = truePositives / (truePositives + falseAlarms.length);
    const recall = truePositives / CRISIS_POSITIVES.length;
    console.log(
      `crisis set: ${CRISIS_POSITIVES.length} positives, ${CRISIS_HARD_NEGATIVES.length} hard negatives; ` +
        `recall ${(recall * 100).toFixed(1)}%, precision ${(precision * 100).toFixed(1)}% ` +
        `(${falseAlarms.length} false alarm${falseAlarms.length === 1 ? '' : 's'})`,
    );

    expect(missed).toEqual([]);
    expect(wrongCategory).toEqual([]);
    expect(recall).toBe(1);
    // Recall is the hard requirement; false alarms are tolerated but kept rare.
    expect(falseAlarms.length, falseAlarms.join('\n')).toBeLessThanOrEqual(
      Math.floor(CRISIS_HARD_NEGATIVES.length * 0.05),
    );
  });

  it('reads coded and disguised spellings', () => {
    expect(normalizeForSafety("I DON'T want to wake up")).toBe(' i dont want to wake up ');
    expect(normalizeForSafety('k1ll mys3lf')).toBe(' kill myself ');
    expect(normalizeForSafety('s u i c i d e')).toBe(' suicide ');
    expect(normalizeForSafety('un-alive')).toBe(' un alive ');
    expect(detectCrisis('un-alive myself').categories).toEqual(['suicide']);
    expect(detectCrisis('sooo done, i want to dieee').isCrisis).toBe(true);
  });

  it('finds a crisis hidden in an otherwise ordinary message', () => {
    expect(detectCrisis('This deadline is killing me and honestly I want to end it all.').isCrisis).toBe(
      true,
    );
    expect(detectCrisis('Work is fine. My partner hits me when he drinks though.').categories).toEqual([
      'abuse',
    ]);
  });
});

describe('crisis support', () => {
  it('always carries 988, the Crisis Text Line and the emergency number where the country is not known', () => {
    for (const categories of [
      ['suicide'],
      ['self_harm'],
      ['abuse'],
      ['eating_disorder'],
      ['medical_emergency'],
      ['suicide', 'abuse'],
    ] as const) {
      const support = CrisisSupport.parse(crisisSupport([...categories]));
      const text = support.resources.map((resource) => resource.description).join(' ');
      expect(text).toContain('988');
      expect(text).toContain('HOME to 741741');
      expect(text).toMatch(/local emergency number/);
    }
  });

  it('puts the emergency number first for medical emergencies and abuse, adds the abuse hotline', () => {
    expect(crisisSupport(['medical_emergency']).resources[0]!.contact.kind).toBe('emergency');
    const abuse = crisisSupport(['abuse']);
    expect(abuse.resources[0]!.contact.kind).toBe('emergency');
    expect(abuse.resources.map((resource) => resource.name)).toContain('National Domestic Violence Hotline');
    expect(crisisSupport(['suicide', 'abuse']).resources.map((resource) => resource.name)).toContain(
      'National Domestic Violence Hotline',
    );
  });

  it('writes a caring reply that names the resources and says it is an AI', () => {
    const text = crisisReplyText(crisisSupport(['suicide']), 'Ana');
    expect(text.startsWith('Ana, ')).toBe(true);
    expect(text).toContain('988');
    expect(text).toContain('741741');
    expect(text).toContain('AI wellness coach');
    expect(text).not.toMatch(/undefined|null|\{/);
    expect(crisisReplyText(crisisSupport(['abuse']), null).startsWith("I'm so sorry")).toBe(true);
    // The word 'I' stays a capital after the name.
    expect(crisisReplyText(crisisSupport(['suicide']), 'Sam')).toMatch(/^Sam, I'm really glad/);
  });
});

describe('medical advice', () => {
  it('recognises requests for diagnoses, medication, doses and calorie targets', () => {
    // A few of each kind; medical-questions.test.ts checks the whole training set.
    for (const text of [
      'am i bipolar',
      'Should I stop taking my antidepressants?',
      'What dose of magnesium helps sleep?',
      'How many calories should I eat to lose weight?',
    ]) {
      expect(isMedicalAdviceRequest(text), text).toBe(true);
    }
    for (const text of [
      "I'm stressed about work",
      'I was diagnosed with asthma as a kid',
      'recommend a breathing practice',
      'how am I doing?',
      'I feel like a 4 today',
    ]) {
      expect(isMedicalAdviceRequest(text), text).toBe(false);
    }
  });

  it('removes diagnoses, prescriptions, doses and calorie targets from replies and says why', () => {
    const guarded = guardCoachReply(
      'That sounds exhausting, Ana. You probably have insomnia. Take 5 mg of melatonin before bed. Try the Body Scan tonight.',
    );
    expect(guarded.removed).toEqual(expect.arrayContaining(['diagnosis', 'medication', 'dose']));
    expect(guarded.text).toBe(
      `That sounds exhausting, Ana. Try the Body Scan tonight.\n\n${MEDICAL_ADVICE_REDIRECT}`,
    );
    expect(guardCoachReply('Aim for 1200 calories a day.').text).toBe(MEDICAL_ADVICE_REDIRECT);
    expect(guardCoachReply('Your calorie target should be lower.').removed).toEqual(['calories']);
  });

  it('keeps ordinary coaching and referrals as they are', () => {
    for (const text of [
      'Try [Box Breathing](/practice?practiceId=abc) for 5 minutes. How does that sound?',
      "If you're worried you might have insomnia, a doctor can help you look into it.",
      'A doctor or pharmacist can review your medication with you.',
      'You have a 3-day streak, Ana!',
      'Your anxiety about the presentation makes sense.',
    ]) {
      expect(guardCoachReply(text), text).toEqual({ text, removed: [] });
    }
  });

  it('splits sentences without losing a character', () => {
    const text = 'Hi Ana!\n\nTry [Box Breathing](/practice?practiceId=1). It takes 5 min... Ready? Yes';
    const sentences = splitSentences(text);
    expect(sentences.join('')).toBe(text);
    expect(sentences).toEqual([
      'Hi Ana!\n\n',
      'Try [Box Breathing](/practice?practiceId=1). ',
      'It takes 5 min... ',
      'Ready? ',
      'Yes',
    ]);
  });
});
