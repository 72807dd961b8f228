import { describe, expect, it } from 'vitest';
import {
  correctedNameFact,
  nameCorrectionIn,
  extractMemoryFacts,
  mergeMemoryFact,
  practicesToAvoid,
  type ExtractedMemoryFact,
  type KeptMemoryFact,
  type MemoryCandidatePractice,
} from './coach-memory';
import { MAX_MEMORY_TEXT_LENGTH } from './contracts/memory';

/** Most recent first, as the chat service passes them. */
const CANDIDATES: MemoryCandidatePractice[] = [
  { id: 'p-box', name: 'Box Breathing', category: 'Breathwork' },
  { id: 'p-safe', name: 'Safe Place Visualization', category: 'Visualization' },
  { id: 'p-478', name: '4-7-8 Breathing for Sleep', category: 'Breathwork' },
  { id: 'p-scan', name: 'Body Scan', category: 'Mindfulness' },
];

const facts = (message: string, candidates = CANDIDATES) => extractMemoryFacts(message, candidates);
const texts = (message: string, candidates = CANDIDATES) =>
  facts(message, candidates).map((fact) => `${fact.kind}: ${fact.text}`);

describe('people in their life', () => {
  it.each([
    ['my sister ana keeps calling me', 'person: Your sister Ana'],
    ['My sister Ana keeps calling me.', 'person: Your sister Ana'],
    ['ugh my boss is on my case again', 'person: Your boss'],
    ['my bf jake forgot our anniversary', 'person: Your boyfriend Jake'],
    ['my little brother sam moved in with us', 'person: Your little brother Sam'],
    ['had lunch w my best friend maya today', 'person: Your best friend Maya'],
    ['my roomie never cleans', 'person: Your roommate'],
    ['my mom called', 'person: Your mom'],
    ['my cat is called pickles', 'person: Your cat Pickles'],
    ['my sister is named ana btw', 'person: Your sister Ana'],
  ])('%s', (message, expected) => {
    expect(texts(message)).toContain(expected);
  });

  it('does not take a verb or a common word for a name', () => {
    for (const message of [
      'my sister always knows what to say',
      'my boss literally yelled at me',
      'my mom really gets it',
      'my dad and i went fishing',
      'my friend recently moved away',
      'my boyfriend lied to me again',
      'my gf cheated on me',
      'my mum cried on the phone',
      'my dad hit the roof when he saw it',
    ]) {
      const people = facts(message).filter((fact) => fact.kind === 'person');
      expect(people, message).toHaveLength(1);
      expect(people[0]!.text.split(' '), message).toHaveLength(2);
    }
  });

  it("does not remember someone else's relative ('my friend's sister')", () => {
    expect(texts("my friend's sister is visiting")).toEqual([]);
  });
});

describe('stressors', () => {
  it.each([
    ['exams next week are stressing me out', 'stressor: Exams next week'],
    ['Exams next week are stressing me out!!', 'stressor: Exams next week'],
    ['the move is really stressing me', 'stressor: The move'],
    ['honestly my thesis has been killing me', 'stressor: Your thesis'],
    ["i'm so stressed about my presentation on friday", 'stressor: Your presentation on Friday'],
    ['im stressed about money', 'stressor: Money'],
    ['been really anxious about the job interview', 'stressor: The job interview'],
    ['work is so stressful rn', 'stressor: Work'],
    ['this deadline is driving me crazy', 'stressor: This deadline'],
    ["i'm dreading the family dinner", 'stressor: The family dinner'],
    ['my commute is wearing me down', 'stressor: Your commute'],
    ['my exams are in june and im freaking out', 'stressor: Your exams in June'],
  ])('%s', (message, expected) => {
    expect(texts(message)).toContain(expected);
  });

  it('keeps a person who stresses them as a person, not a stressor', () => {
    expect(texts('my sister ana has been stressing me out')).toEqual(['person: Your sister Ana']);
  });

  it('leaves vague stress alone', () => {
    for (const message of ['everything is stressing me out', 'it is too much', 'life is so hard right now']) {
      expect(texts(message), message).toEqual([]);
    }
  });
});

describe('goals', () => {
  it.each([
    ['i want to run a 5k by spring', 'goal: Run a 5k by spring'],
    ['I want to run a 5K by spring.', 'goal: Run a 5k by spring'],
    ['i wanna get better at saying no', 'goal: Get better at saying no'],
    ["i'd like to meditate every morning", 'goal: Meditate every morning'],
    ['my goal is to finish my novel this year', 'goal: Finish your novel this year'],
    ['im trying to read more', 'goal: Read more'],
    ['really hoping to pass my driving test', 'goal: Pass your driving test'],
    ["i'm training for a half marathon", 'goal: Train for a half marathon'],
    ['i want to sleep better', 'goal: Sleep better'],
  ])('%s', (message, expected) => {
    expect(texts(message)).toContain(expected);
  });

  it('does not take a wish of the moment for a goal', () => {
    for (const message of [
      'i want to cry',
      'i just want to sleep',
      'i want to talk about my day',
      'i want to ask you something',
      'i want to try a practice',
      'i want to feel better',
      'i want to know how this works',
      'i want to lose 10 pounds by summer',
      'my friend wants to run a marathon',
    ]) {
      expect(
        texts(message).filter((text) => text.startsWith('goal')),
        message,
      ).toEqual([]);
    }
  });
});

describe('practices that helped or did not', () => {
  it.each([
    ['box breathing really helped last night', 'helped: Box Breathing helped', 'p-box'],
    ['Box Breathing helped a lot!', 'helped: Box Breathing helped', 'p-box'],
    ['box breating helped', 'helped: Box Breathing helped', 'p-box'],
    ['that practice didnt help at all', 'did_not_help: Box Breathing did not help', 'p-box'],
    ['ok i tried it, that didnt help', 'did_not_help: Box Breathing did not help', 'p-box'],
    ["that practice didn't help", 'did_not_help: Box Breathing did not help', 'p-box'],
    ['it did not help tbh', 'did_not_help: Box Breathing did not help', 'p-box'],
    ['honestly it really helped', 'helped: Box Breathing helped', 'p-box'],
    ['the visualization one was useless', 'did_not_help: Safe Place Visualization did not help', 'p-safe'],
    ['the visualisation one was useless', 'did_not_help: Safe Place Visualization did not help', 'p-safe'],
    ['the body scan was amazing', 'helped: Body Scan helped', 'p-scan'],
    ['the 4-7-8 breathing made me feel calmer', 'helped: 4-7-8 Breathing for Sleep helped', 'p-478'],
    ['i really liked the body scan', 'helped: Body Scan helped', 'p-scan'],
    ['that exercise made me more anxious', 'did_not_help: Box Breathing did not help', 'p-box'],
    ['safe place visualization was boring', 'did_not_help: Safe Place Visualization did not help', 'p-safe'],
  ])('%s', (message, expected, practiceId) => {
    const found = facts(message);
    expect(found.map((fact) => `${fact.kind}: ${fact.text}`)).toContain(expected);
    const verdict = found.find((fact) => fact.kind === 'helped' || fact.kind === 'did_not_help')!;
    expect(verdict.practiceId).toBe(practiceId);
    expect(verdict.category).toBe(CANDIDATES.find((item) => item.id === practiceId)!.category.toLowerCase());
  });

  it('keeps a kind of practice when no recent one fits', () => {
    expect(facts('breathing exercises dont work for me', [])).toEqual([
      {
        kind: 'did_not_help',
        text: 'Breathing practices did not help',
        practiceId: null,
        category: 'breathwork',
      },
    ]);
  });

  it('needs a practice to pin the verdict on', () => {
    expect(texts('that practice didnt help at all', [])).toEqual([]);
    expect(texts('nothing helps')).toEqual([]);
  });

  it('does not mistake other uses of help for a verdict', () => {
    for (const message of [
      "it didn't help that my boss yelled at me",
      'can you help me',
      'did box breathing help?',
      'would the body scan help me sleep',
      'my friend said box breathing helped her',
      'i hate it when my boss yells',
      'it was amazing',
      'went to the beach and it was lovely',
    ]) {
      expect(
        texts(message).filter((text) => /helped|did not help/.test(text)),
        message,
      ).toEqual([]);
    }
  });
});

describe('preferences', () => {
  it.each([
    ['i prefer short practices', 'preference: You prefer short practices', null],
    ['I prefer short practices.', 'preference: You prefer short practices', null],
    ['i hate visualizations', "preference: You don't like visualizations", 'visualization'],
    [
      'i really dont like breathing exercises',
      "preference: You don't like breathing exercises",
      'breathwork',
    ],
    ['i love guided meditations', 'preference: You like guided meditations', 'mindfulness'],
    ['id rather do practices in the morning', 'preference: You prefer practices in the morning', null],
    ['please keep it short', 'preference: You like short replies', null],
    ['morning practices work best for me', 'preference: Morning practices work best for you', null],
  ])('%s', (message, expected, category) => {
    const found = facts(message);
    expect(found.map((fact) => `${fact.kind}: ${fact.text}`)).toContain(expected);
    expect(found.find((fact) => fact.kind === 'preference')!.category).toBe(category);
  });

  it('only keeps preferences about coaching', () => {
    for (const message of ['i hate mondays', 'i love pizza', 'i prefer cats']) {
      expect(
        texts(message).filter((text) => text.startsWith('preference')),
        message,
      ).toEqual([]);
    }
  });
});

describe('what is never remembered', () => {
  it.each([
    // questions
    'should i tell my boss?',
    'should i tell my boss',
    'how do i stop my sister from calling me',
    'is it normal that exams stress me out?',
    'what if my boss fires me',
    // hypotheticals
    'if my sister ana found out she would be mad',
    'imagine i wanted to run a marathon',
    'hypothetically if i hated visualizations',
    // someone else's crisis
    'my friend told me she wants to kill herself',
    'my sister ana took an overdose last night',
    'my brother is in the hospital after an accident',
    'my roommate has been cutting herself',
    // health details
    'my meds are stressing me out',
    'i was diagnosed with adhd and my boss doesnt get it',
    'my therapist said i should journal',
    'the antidepressants are making me anxious',
    'my depression is getting to me',
    'i want to lose weight by summer',
    // small talk and empty
    'hi',
    'thanks',
    'ok',
    '',
    'lol',
    'how am i doing',
  ])('%s', (message) => {
    expect(facts(message)).toEqual([]);
  });

  it('reads the rest of a message when one clause is a question', () => {
    expect(texts('my boss is stressing me out. should i quit?')).toEqual(['person: Your boss']);
    expect(texts('exams next week are stressing me out. any tips?')).toEqual(['stressor: Exams next week']);
  });

  it('caps every fact at the maximum length', () => {
    const long = `i prefer practices with ${'very '.repeat(60)}long guided music`;
    for (const fact of facts(long)) expect(fact.text.length).toBeLessThanOrEqual(MAX_MEMORY_TEXT_LENGTH);
    const many = facts(`my goal is ${'to '.repeat(10)}finish`);
    for (const fact of many) expect(fact.text.length).toBeLessThanOrEqual(MAX_MEMORY_TEXT_LENGTH);
  });

  it('reads several facts from one message, once each', () => {
    expect(
      texts(
        'my sister ana keeps calling me and exams next week are stressing me out. i prefer short practices',
      ),
    ).toEqual([
      'person: Your sister Ana',
      'stressor: Exams next week',
      'preference: You prefer short practices',
    ]);
    expect(texts('my boss. my boss! my boss')).toEqual(['person: Your boss']);
  });
});

describe('merging a new fact with the kept ones', () => {
  const kept = (id: string, fact: ExtractedMemoryFact): KeptMemoryFact => ({ id, ...fact });
  const boxHelped = kept('1', {
    kind: 'helped',
    text: 'Box Breathing helped',
    practiceId: 'p-box',
    category: 'breathwork',
  });

  it('replaces an earlier verdict on the same practice', () => {
    expect(
      mergeMemoryFact([boxHelped], {
        kind: 'did_not_help',
        text: 'Box Breathing did not help',
        practiceId: 'p-box',
        category: 'breathwork',
      }),
    ).toEqual({ action: 'replace', id: '1' });
  });

  it('keeps verdicts on different practices side by side', () => {
    expect(
      mergeMemoryFact([boxHelped], {
        kind: 'did_not_help',
        text: 'Body Scan did not help',
        practiceId: 'p-scan',
        category: 'mindfulness',
      }),
    ).toEqual({ action: 'insert' });
  });

  it('does not store a fact twice, whatever its case', () => {
    expect(mergeMemoryFact([boxHelped], { ...boxHelped, text: 'box breathing helped' })).toEqual({
      action: 'skip',
    });
    const goal = kept('2', { kind: 'goal', text: 'Run a 5k by spring', practiceId: null, category: null });
    expect(mergeMemoryFact([goal], { ...goal, text: 'Run a 5k' })).toEqual({ action: 'skip' });
  });

  it('gives a person a name, and does not add them again without it', () => {
    const sister = kept('3', { kind: 'person', text: 'Your sister', practiceId: null, category: null });
    const named = { kind: 'person' as const, text: 'Your sister Ana', practiceId: null, category: null };
    expect(mergeMemoryFact([sister], named)).toEqual({ action: 'replace', id: '3' });
    expect(mergeMemoryFact([kept('4', named)], { ...named, text: 'Your sister' })).toEqual({
      action: 'skip',
    });
    expect(mergeMemoryFact([kept('4', named)], { ...named, text: 'Your sister Eva' })).toEqual({
      action: 'insert',
    });
  });

  it('replaces a preference about the same kind of practice', () => {
    const dislikes = kept('5', {
      kind: 'preference',
      text: "You don't like visualizations",
      practiceId: null,
      category: 'visualization',
    });
    expect(
      mergeMemoryFact([dislikes], {
        kind: 'preference',
        text: 'You like guided visualizations',
        practiceId: null,
        category: 'visualization',
      }),
    ).toEqual({ action: 'replace', id: '5' });
  });
});

describe('practices to avoid', () => {
  it('lists practices that did not help and kinds of practice disliked', () => {
    expect(
      practicesToAvoid([
        {
          kind: 'did_not_help',
          text: 'Box Breathing did not help',
          practiceId: 'p-box',
          category: 'breathwork',
        },
        { kind: 'helped', text: 'Body Scan helped', practiceId: 'p-scan', category: 'mindfulness' },
        {
          kind: 'preference',
          text: "You don't like visualizations",
          practiceId: null,
          category: 'visualization',
        },
        {
          kind: 'did_not_help',
          text: 'Gratitude practices did not help',
          practiceId: null,
          category: 'gratitude',
        },
      ]),
    ).toEqual({ practiceIds: ['p-box'], categories: ['visualization', 'gratitude'] });
  });
});

describe('a name put right', () => {
  const kept = [
    { id: 'dog', kind: 'person' as const, text: 'Your dog Rocky', practiceId: null, category: null },
    { id: 'goal', kind: 'goal' as const, text: 'Sleep better', practiceId: null, category: null },
  ];

  it('reads the right and the wrong name from a short correction', () => {
    for (const message of [
      'rocco not rocky',
      'its rocco, not rocky',
      'no his name is rocco not rocky!',
      'sorry typo: rocco not rocky',
      "it's Rocco not Rocky lol",
    ]) {
      expect(nameCorrectionIn(message), message).toEqual({ right: 'Rocco', wrong: 'rocky' });
    }
    for (const message of [
      'happy not sad',
      'today not tomorrow',
      'i want tea not coffee after the long shift today',
    ]) {
      expect(nameCorrectionIn(message), message).toBeNull();
    }
  });

  it('puts right the kept person with that name, and nothing else', () => {
    expect(correctedNameFact(kept, { right: 'Rocco', wrong: 'rocky' })).toEqual({
      id: 'dog',
      text: 'Your dog Rocco',
    });
    expect(correctedNameFact(kept, { right: 'Tea', wrong: 'coffee' })).toBeNull();
  });
});
