import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chunkForStreaming,
  coachIntroduction,
  coachWelcome,
  findReplyDefects,
  moodTrend,
  parseMoodCorrection,
  parseStatedMood,
  practiceLink,
  practiceUrl,
} from './chat-coach';

describe('parseStatedMood', () => {
  it('reads mood statements framed as a score', () => {
    const cases: [string, number][] = [
      ['I feel like a 7 today', 7],
      ['I feel like a 4 today', 4],
      ["I'm a 4 today", 4],
      ['im at a 3 rn', 3],
      ['honestly feeling a solid 6', 6],
      ['mood 4/10', 4],
      ['My mood is 8', 8],
      ['log my mood as 6 please', 6],
      ['mood: 5', 5],
      ['today is a 3', 3],
      ['7/10 today', 7],
      ["I'd rate my day 8 out of 10", 8],
      ["I'm a four today", 4],
      ['Feeling like a 10!', 10],
      ['I am feeling about a 2', 2],
      ['honestly a 1', 1],
      ['like 2 out of 10', 2],
      ['8/10', 8],
      ['a 1', 1],
      ['im at like a 3 rn', 3],
      ['prob a 4 tbh', 4],
      ['solid 7 today', 7],
      ['mood: 9', 9],
      ['a 5 i guess', 5],
      ['7', 7],
      // A low score with a word for how they feel is the low mood it agrees with.
      ['feeling sad, 3/10', 3],
    ];
    for (const [text, score] of cases) expect(parseStatedMood(text), text).toBe(score);
  });

  it('ignores numbers that are not a mood, and out-of-range scores', () => {
    for (const text of [
      'I slept 7 hours',
      "I'm 35",
      'I have 3 kids',
      'I did a 5 minute practice',
      'Try 4-7-8 breathing',
      "I'm a 12 out of 10",
      'mood 0',
      'how am I doing?',
      'I feel stressed',
      'I ran a 5 km race',
      'it was a 2 hour meeting',
      'i slept 7 hours',
      'i have 2 kids',
      'top 10 songs',
      'a 1 on 1 meeting',
      "it's 8/10 hard",
      'my stress is 8/10',
      'work was 9/10 busy',
      'that one',
      // A score beside a hard feeling rates the feeling, the other way round from a mood.
      '7/10 anxious',
      'anxious, 7/10',
      'sadness 8/10',
      'anxiety 2/10 today',
      'sad 8/10',
    ]) {
      expect(parseStatedMood(text), text).toBeNull();
    }
  });
});

describe('moodTrend', () => {
  it('compares the latest mood with the earlier ones', () => {
    expect(moodTrend([])).toMatchObject({ average: null, direction: 'none' });
    expect(moodTrend([6])).toMatchObject({ average: 6, latest: 6, direction: 'single' });
    expect(moodTrend([8, 5, 6])).toMatchObject({ average: 6.3, direction: 'lifting' });
    expect(moodTrend([3, 6, 7])).toMatchObject({ average: 5.3, direction: 'dipping' });
    expect(moodTrend([6, 6, 5, 7])).toMatchObject({ direction: 'steady' });
    expect(moodTrend([1, 2, 3, 4, 5, 6, 7]).scores).toEqual([1, 2, 3, 4, 5]);
  });

  it('calls moods that go up and down mixed, never lifting or dipping', () => {
    expect(moodTrend([3, 8, 2, 9])).toMatchObject({ direction: 'mixed', low: 2, high: 9 });
    expect(moodTrend([9, 2, 8, 3])).toMatchObject({ direction: 'mixed' });
    expect(moodTrend([7, 5, 3])).toMatchObject({ direction: 'lifting' });
    expect(moodTrend([7, 7, 3])).toMatchObject({ direction: 'lifting' });
    expect(moodTrend([2, 5, 5, 8])).toMatchObject({ direction: 'dipping' });
    expect(moodTrend([5, 5])).toMatchObject({ direction: 'steady' });
    expect(moodTrend([2, 9, 9, 9])).toMatchObject({ direction: 'dipping' });
    expect(moodTrend([9, 2, 3])).toMatchObject({ direction: 'lifting' });
    expect(moodTrend([9, 2, 6])).toMatchObject({ direction: 'mixed' });
  });

  it('only says what the scores really did (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 5 }), (scores) => {
        const trend = moodTrend(scores);
        const oldestFirst = [...scores].reverse();
        const oldest = oldestFirst[0]!;
        const latest = scores[0]!;
        const range = Math.max(...scores) - Math.min(...scores);
        if (trend.direction === 'lifting') {
          // It rose overall, ends at its high, and never fell by more than a point on the way.
          expect(latest).toBeGreaterThan(oldest);
          expect(latest).toBe(Math.max(...scores));
          for (let index = 1; index < oldestFirst.length - 1; index += 1)
            expect(oldestFirst[index]!).toBeGreaterThanOrEqual(oldestFirst[index - 1]! - 1);
        }
        if (trend.direction === 'dipping') {
          expect(latest).toBeLessThan(oldest);
          expect(latest).toBe(Math.min(...scores));
          for (let index = 1; index < oldestFirst.length - 1; index += 1)
            expect(oldestFirst[index]!).toBeLessThanOrEqual(oldestFirst[index - 1]! + 1);
        }
        if (trend.direction === 'steady') expect(range).toBeLessThanOrEqual(2);
        if (trend.direction === 'mixed') expect(range).toBeGreaterThanOrEqual(3);
        expect(['lifting', 'dipping', 'steady', 'mixed']).toContain(trend.direction);
        expect(trend.low).toBe(Math.min(...scores));
        expect(trend.high).toBe(Math.max(...scores));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('introductions and links', () => {
  it('introduces an AI wellness coach, not a therapist, and names the built-in coach', () => {
    const builtIn = coachIntroduction({
      coachName: 'Maya Serrano',
      specialization: 'Stress & Anxiety Relief',
      firstName: 'Ana',
      builtIn: true,
    });
    expect(builtIn).toBe(
      "Hi Ana, I'm Maya, your AI wellness coach for stress & anxiety relief. I'm not a therapist or a doctor, but I can help you with practices, reflection and keeping your momentum. You're chatting with Flowmind's built-in coach: I answer from your practice library and your progress, without a large language model.",
    );
    const model = coachIntroduction({
      coachName: 'Leo',
      specialization: '',
      firstName: null,
      builtIn: false,
    });
    expect(model).toBe(
      "Hi, I'm Leo, your AI wellness coach. I'm not a therapist or a doctor, but I can help you with practices, reflection and keeping your momentum.",
    );
    expect(coachWelcome({ coachName: 'Leo', specialization: '', firstName: null, builtIn: false })).toMatch(
      /How are you feeling today\?$/,
    );
  });

  it('links practices inside the app', () => {
    expect(practiceUrl('a b')).toBe('/practice?practiceId=a%20b');
    expect(practiceLink({ id: '42', name: 'Box [Breathing]' })).toBe(
      '[Box Breathing](/practice?practiceId=42)',
    );
  });
});

describe('chunkForStreaming', () => {
  it('gives the text back exactly when joined', () => {
    const text = 'Hi Ana!\n\nTry [Box Breathing](/practice?practiceId=1) for 5 minutes.  Ready?';
    const chunks = chunkForStreaming(text, 3);
    expect(chunks.join('')).toBe(text);
    expect(chunks).toHaveLength(3);
    expect(chunkForStreaming('')).toEqual([]);
  });
});

describe('findReplyDefects', () => {
  it('finds template leaks, empty links and repeated sentences', () => {
    expect(findReplyDefects('Hi undefined, how are you?')).toContain("contains 'undefined'");
    expect(findReplyDefects('Hi {name}!')).toContain('contains a template placeholder');
    expect(findReplyDefects('Try [](/practice?practiceId=1).')).toContain('contains an empty link');
    expect(findReplyDefects('You are doing well today. You are doing well today.')).toEqual([
      "repeats the sentence 'You are doing well today.'",
    ]);
    expect(findReplyDefects('')).toContain('is empty');
    expect(findReplyDefects('Hi Ana! Try [Box Breathing](/practice?practiceId=1) for 5 minutes...')).toEqual(
      [],
    );
  });
});

describe('parseMoodCorrection', () => {
  it('reads a new score given as a correction of the last one', () => {
    const cases: [string, number][] = [
      ['actually make that a 7', 7],
      ['make it 6', 6],
      ['sorry i meant 4', 4],
      ['I meant a 3', 3],
      ['oops 8', 8],
      ['typo, 6', 6],
      ['no wait, 7 not 5', 7],
      ['7 not 5', 7],
      ['no its a 6 not a 5', 6],
      ['can you change it to 8 please', 8],
      ['change my mood to a 2', 2],
      ['actually more like a 4 honestly', 4],
      ["actually i'm a 7", 7],
      ['scratch that, 5/10', 5],
      ['nah more like 3 out of 10', 3],
      ['update it to a nine', 9],
      ['Correction: 6', 6],
    ];
    for (const [text, score] of cases) expect(parseMoodCorrection(text), text).toBe(score);
  });

  it('needs a word of correction and nothing else said', () => {
    for (const text of [
      '7',
      'a 6',
      'no, I have 2 kids',
      'actually I slept 7 hours',
      'sorry, 2 more minutes',
      'make it 5 minutes',
      'wait what',
      'no thanks',
      'actually a 12',
      'i meant the 5 minute one',
    ]) {
      expect(parseMoodCorrection(text), text).toBeNull();
    }
  });
});
