import { describe, expect, it } from 'vitest';
import {
  createOpeningGuard,
  guardDistressOpening,
  isCheerfulOpening,
  openingProblem,
  pushesPractice,
  reflectionFor,
} from './reply-tone';

const CHEERFUL = [
  'Great to hear!',
  'Great!',
  'Great news!',
  'Great job getting through today.',
  "That's wonderful!",
  'That’s wonderful to hear.',
  'That is so great.',
  "That's amazing, Ana!",
  'Awesome!',
  'Awesome, thanks for sharing.',
  'Love that!',
  'Love that for you.',
  'I love this.',
  'Loving it!',
  'Amazing!',
  'Fantastic!',
  'Wonderful!',
  'Perfect!',
  'Nice one!',
  'Excellent question!',
  'Yay!',
  'Woohoo, you did it!',
  'Congratulations!',
  'Congrats on getting through it.',
  'Well done!',
  'Way to go!',
  'How exciting!',
  'What a great day to start fresh.',
  'Sounds fun!',
  'This sounds amazing.',
  "I'm so happy to hear that!",
  'So glad to hear it.',
  "I'm thrilled for you.",
  'Happy to help!',
  'Oh, great to hear!',
  'Wow, that’s fantastic!',
  'Hey Ana, awesome!',
  'Ana, love that!',
  'No problem at all!',
  'No worries!',
  "Don't worry, it happens to everyone!",
  'Cheer up!',
  'Look on the bright side: tomorrow is a new day.',
  '🎉 You made it through!',
  ':) That happens.',
  'GREAT TO HEAR!',
];

const NOT_CHEERFUL = [
  'That sounds really hard.',
  "I'm so sorry that happened.",
  'Feeling humiliated like that really stings.',
  'It makes sense that you feel this way.',
  "That's a lot to carry.",
  "I'm glad you told me about this.",
  "I'm glad you're here and talking to me.",
  'Thank you for telling me.',
  "That's not great, and it makes sense you're upset.",
  'Great pain like that can feel endless.',
  'Love can hurt when it is not returned.',
  'Good days can feel far away right now.',
  'It sounds like today was really painful.',
  "Ana, I'm sorry you're going through this.",
  'Oh, that sounds so painful.',
  'What happened sounds humiliating.',
  'How awful for you.',
  'Perfectionism can make a moment like this feel even heavier.',
  'Nicely put, though it sounds like it hurt.',
  '🫂 That sounds so hard.',
  'Sounds like it was a really rough day.',
  '',
];

describe('cheerful openings', () => {
  it.each(CHEERFUL)('hears cheer in %j', (sentence) => {
    expect(isCheerfulOpening(sentence, 'Ana')).toBe(true);
    expect(openingProblem(sentence, 'Ana')).toBe('cheerful');
  });

  it.each(NOT_CHEERFUL)('lets %j stand', (sentence) => {
    expect(isCheerfulOpening(sentence, 'Ana')).toBe(false);
    expect(openingProblem(sentence, 'Ana')).toBeNull();
  });
});

describe('practices pushed in the opening', () => {
  it.each([
    "Let's try a quick breathing exercise.",
    "Let's do some box breathing together.",
    'Try [Box Breathing](/practice?practiceId=box-breathing) right now.',
    'How about a short body scan?',
    'You should try a gratitude practice tonight.',
    'I recommend a 5-minute meditation.',
    'Take a deep breath.',
    "Here's a grounding exercise that helps: name 5 things you can see.",
    'Ana, why not journal about it?',
  ])('hears a push in %j', (sentence) => {
    expect(pushesPractice(sentence, 'Ana')).toBe(true);
    expect(openingProblem(sentence, 'Ana')).toBe('practice');
  });

  it.each([
    'That sounds exhausting.',
    'Do you want to tell me what happened?',
    "Let's take this one piece at a time.",
    'Breathing can feel hard when you are this upset.',
    'Here is what I am hearing: you felt exposed.',
  ])('lets %j stand', (sentence) => {
    expect(pushesPractice(sentence, 'Ana')).toBe(false);
  });
});

describe('guarding a distressed reply', () => {
  it('replaces a cheerful opening with a sentence that reflects the feeling', () => {
    const guarded = guardDistressOpening(
      'Great to hear! Would you like to tell me more about what happened at work?',
      { feeling: 'shame', firstName: 'Ana' },
    );
    expect(guarded.replaced).toEqual(['cheerful']);
    expect(guarded.text).toBe(
      `${reflectionFor('shame', 'Ana')} Would you like to tell me more about what happened at work?`,
    );
    expect(guarded.text.startsWith('Ana, that sounds really painful.')).toBe(true);
  });

  it('drops every cheerful or pushy sentence of the opening, reflecting only once', () => {
    const guarded = guardDistressOpening(
      "Awesome! That's wonderful. Let's try a breathing exercise. What felt hardest about it?",
      { feeling: 'sadness', firstName: null },
    );
    expect(guarded.replaced).toEqual(['cheerful', 'cheerful', 'practice']);
    expect(guarded.text).toBe('That sounds really sad and heavy to carry. What felt hardest about it?');
  });

  it('replaces a practice pushed in the first sentence', () => {
    const guarded = guardDistressOpening(
      "Let's do [Box Breathing](/practices/p1) right away.\n\nIt only takes 4 minutes.",
      { feeling: 'anxiety' },
    );
    expect(guarded.replaced).toEqual(['practice']);
    expect(guarded.text).toMatch(
      /^That sounds really frightening, and it makes sense that you feel on edge\./,
    );
    expect(guarded.text).toContain('It only takes 4 minutes.');
  });

  it('leaves a reply that already opens with the feeling alone, and later cheer too', () => {
    const reply =
      "That sounds really hard, Ana. I'm sorry. Later, if it helps, a short breathing practice can be great!";
    expect(guardDistressOpening(reply, { feeling: 'sadness', firstName: 'Ana' })).toEqual({
      text: reply,
      replaced: [],
    });
  });

  it('falls back to a general reflection for an unknown feeling', () => {
    expect(guardDistressOpening('Love that!', {}).text).toBe(
      "That sounds really hard, and I'm sorry you're going through it.",
    );
  });

  it('guards a stream sentence by sentence, then lets everything pass once settled', () => {
    const guard = createOpeningGuard({ feeling: 'loneliness', firstName: 'Sam' });
    expect(guard.check('  ')).toEqual({ text: '  ', replaced: null });
    expect(guard.settled).toBe(false);
    expect(guard.check('Yay! ')).toEqual({
      text: "Sam, feeling that alone is really hard, and I'm glad you reached out. ",
      replaced: 'cheerful',
    });
    expect(guard.check('Great to hear. ')).toEqual({ text: null, replaced: 'cheerful' });
    expect(guard.check('Who do you miss most? ').text).toBe('Who do you miss most? ');
    expect(guard.settled).toBe(true);
    expect(guard.check('Awesome!').text).toBe('Awesome!');
  });
});
