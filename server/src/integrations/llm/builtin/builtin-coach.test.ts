import { describe, expect, it } from 'vitest';
import { AgentResponse } from '@flowmind/core/contracts/chat';
import { findReplyDefects } from '@flowmind/core/chat-coach';
import { guardCoachReply } from '@flowmind/core/chat-safety';
import { moodLoggedInLastReply, type CoachTurn, type EngineEvent, type HistoryTurn } from '../coach-engine';
import { BuiltinCoachEngine } from './builtin-coach';
import { appQuestionIn, memoryQuestion, minutesAsked, recallQuestion } from './conversation-rules';
import {
  recordingToolbox,
  samplePerson,
  seedCoachPersona,
  seedLibrary,
} from '../../../../test/fixtures/chat-library';

const engine = new BuiltinCoachEngine();

async function ask(
  message: string,
  options: {
    history?: HistoryTurn[];
    person?: ReturnType<typeof samplePerson>;
    coach?: string;
    riskTier?: CoachTurn['riskTier'];
    feeling?: string;
    memory?: CoachTurn['memory'];
  } = {},
) {
  const person = options.person ?? samplePerson();
  const { toolbox, loggedMoods, correctedMoods } = recordingToolbox(
    person,
    options.coach ?? 'maya-serrano',
    moodLoggedInLastReply(options.history ?? []),
  );
  const turn: CoachTurn = {
    coach: seedCoachPersona(options.coach ?? 'maya-serrano'),
    person,
    message,
    history: options.history ?? [],
    isFirstTurn: (options.history ?? []).length === 0,
    memory: options.memory ?? [],
    tools: toolbox,
    ...(options.riskTier ? { riskTier: options.riskTier } : {}),
    ...(options.feeling ? { feeling: options.feeling } : {}),
  };
  const events: EngineEvent[] = [];
  const reply = await engine.reply(turn, (event) => {
    events.push(event);
  });
  return { reply, events, loggedMoods, correctedMoods };
}

type Reply = Awaited<ReturnType<typeof ask>>['reply'];

/** A note the coach keeps, as the memory module stores it. */
function memoryFact(kind: 'person' | 'stressor' | 'goal', text: string): CoachTurn['memory'][number] {
  return {
    id: text,
    coachId: 'maya-serrano',
    kind,
    text,
    practiceId: null,
    category: null,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
  };
}

/** The history after one exchange: the person's message and the coach's reply, as the chat keeps them. */
function exchange(message: string, reply: Reply): HistoryTurn[] {
  return [
    { role: 'user', content: message },
    {
      role: 'assistant',
      content: reply.finalAnswer,
      actions: reply.actions,
      action: reply.action,
      intent: reply.intent,
    },
  ];
}

const recommendedIds = (reply: Reply) =>
  reply.actions.flatMap((action) =>
    action.type === 'recommend_practice' ? action.practices.map((practice) => practice.id) : [],
  );

const recommendedCategories = (reply: Reply) =>
  reply.actions.flatMap((action) =>
    action.type === 'recommend_practice' ? action.practices.map((practice) => practice.category) : [],
  );

const firstSentenceOf = (reply: Reply) => reply.finalAnswer.split(/(?<=[.!?])\s/)[0]!;

function expectClean(text: string) {
  expect(findReplyDefects(text), text).toEqual([]);
  expect(guardCoachReply(text).removed, text).toEqual([]);
}

describe('built-in coach', () => {
  it('meets a distressed message with what they feel, never with cheer, for every coach', async () => {
    for (const coach of ['maya-serrano', 'leo-hartwell', 'iris-nakamura', 'theo-lindgren', 'nadia-brooks']) {
      const { reply } = await ask('got humiliated in front of the whole team today, amazing day lol', {
        coach,
        riskTier: 'distress',
        feeling: 'shame',
      });
      const first = reply.finalAnswer.split(/(?<=[.!?])\s/)[0]!;
      expect(first, coach).toMatch(/humiliated|painful|sting|sorry/i);
      expect(reply.finalAnswer, coach).not.toMatch(/lovely|great to hear|love that|that's what i like/i);
      expect(reply.actions, coach).toEqual([]);
    }
    const { reply: stressed } = await ask("I'm so stressed about work", {
      riskTier: 'distress',
      feeling: 'overwhelm',
    });
    expect(stressed.finalAnswer).toMatch(/^That's a lot to carry|^It sounds like everything is piling up/);
  });

  it('recommends a real practice for stress, with a link, the name and the mood trend', async () => {
    const { reply, events } = await ask("I'm so stressed about work");
    expect(reply.intent).toBe('stress');
    expect(reply.action).toBe('recommend_practice');
    expect(reply.finalAnswer).toContain('Ana');
    expect(reply.finalAnswer).toMatch(/\[[^\]]+\]\(\/practice\?practiceId=[a-z0-9-]+\)/);
    expect(reply.finalAnswer).toContain('dipped');
    expect(reply.actions[0]).toMatchObject({ type: 'recommend_practice' });
    expectClean(reply.finalAnswer);
    expect(AgentResponse.safeParse(reply).success).toBe(true);
    // Streams the same text it returns, in small pieces, after the actions.
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(
      reply.finalAnswer,
    );
    expect(events[0]!.type).toBe('action');
  });

  it('stays in the asked category', async () => {
    const { reply } = await ask('Recommend a breathing practice');
    const action = reply.actions.find((item) => item.type === 'recommend_practice');
    expect(
      action?.type === 'recommend_practice' &&
        action.practices.every((practice) => practice.category === 'Breathwork'),
    ).toBe(true);
  });

  it('never offers again what the person said did not help, nor a kind of practice they dislike', async () => {
    const recommended = async (memory: CoachTurn['memory']) => {
      const { reply } = await ask('Recommend a breathing practice', { memory });
      const action = reply.actions.find((item) => item.type === 'recommend_practice');
      return action?.type === 'recommend_practice' ? action.practices : [];
    };
    const first = await recommended([]);
    expect(first.length).toBeGreaterThan(0);
    const notHelpful = first[0]!;
    const fact = {
      id: 'fact-1',
      coachId: 'coach',
      kind: 'did_not_help' as const,
      text: `${notHelpful.name} did not help`,
      practiceId: notHelpful.id,
      category: 'breathwork',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const again = await recommended([fact]);
    expect(again.length).toBeGreaterThan(0);
    expect(again.map((practice) => practice.id)).not.toContain(notHelpful.id);

    const { reply } = await ask("I'm so stressed about work", {
      memory: [
        {
          ...fact,
          id: 'fact-2',
          kind: 'preference',
          text: "You don't like breathing exercises",
          practiceId: null,
        },
      ],
    });
    const action = reply.actions.find((item) => item.type === 'recommend_practice');
    expect(action?.type === 'recommend_practice' && action.practices.length > 0).toBe(true);
    expect(
      action?.type === 'recommend_practice' &&
        action.practices.some((practice) => practice.category === 'Breathwork'),
    ).toBe(false);
  });

  it('logs a stated mood through the toolbox and says so', async () => {
    const { reply, loggedMoods } = await ask('I feel like a 4 today');
    expect(loggedMoods.map((mood) => mood.mood_score)).toEqual([4]);
    expect(reply.action).toBe('log_mood');
    expect(reply.finalAnswer).toContain("I've logged your mood as 4/10 (Meh)");
    expect(reply.actions.map((action) => action.type)).toEqual(['log_mood', 'recommend_practice']);
    expectClean(reply.finalAnswer);
  });

  it('changes the mood it just logged when the person puts it right, instead of logging another', async () => {
    const first = await ask("i'm a 6 today");
    const history = exchange("i'm a 6 today", first.reply);
    const lower = await ask('sorry i meant 4', { history });
    expect(lower.loggedMoods).toEqual([]);
    expect(lower.correctedMoods.map((mood) => mood.mood_score)).toEqual([4]);
    expect(lower.reply.actions).toEqual([
      { type: 'log_mood', moodEntry: expect.objectContaining({ mood_score: 4 }), correctedFrom: 6 },
    ]);
    expect(lower.reply.finalAnswer).toContain("I've changed today's mood from 6/10 to 4/10 (Meh).");
    expect(lower.reply.finalAnswer).toContain('harder day than it first sounded');
    expectClean(lower.reply.finalAnswer);

    const higher = await ask('actually make that an 8', { history });
    expect(higher.reply.finalAnswer).toContain('from 6/10 to 8/10 (Great)');
    expect(higher.reply.finalAnswer).toMatch(/brighter than it first sounded/);
    expect(recommendedIds(higher.reply)).toEqual([]);

    // A correction the coach can no longer make (too long after) is logged as a new check-in.
    const person = samplePerson();
    const { toolbox, loggedMoods } = recordingToolbox(person, 'maya-serrano', null);
    const late = await engine.reply(
      {
        coach: seedCoachPersona('maya-serrano'),
        person,
        message: 'make that a 5',
        history,
        isFirstTurn: false,
        memory: [],
        tools: toolbox,
      },
      () => undefined,
    );
    expect(loggedMoods.map((mood) => mood.mood_score)).toEqual([5]);
    expect(late.finalAnswer).toContain("I've logged your mood as 5/10");

    // Without a mood in the last reply there is nothing to correct: 'no 7' is not a check-in.
    const other = await ask('no 7', { history: exchange('hi', (await ask('hi')).reply) });
    expect(other.correctedMoods).toEqual([]);
    expect(other.loggedMoods).toEqual([]);
  });

  it('offers someone in distress a practice that meets the feeling, not a gratitude exercise, unless asked', async () => {
    for (const message of [
      'my parents are gonna be so disappointed in me',
      'my partner and i keep fighting',
    ]) {
      const { reply } = await ask(message, { riskTier: 'distress', feeling: 'anxiety' });
      expect(recommendedCategories(reply), message).not.toContain('Gratitude');
    }
    const asked = await ask('could you suggest a gratitude practice, today was rough', {
      riskTier: 'distress',
    });
    expect(recommendedCategories(asked.reply)).toContain('Gratitude');
  });

  it('stays with good news told further, instead of a topic guessed from neutral words', async () => {
    const told = 'im so proud of myself i ran 5k today';
    const first = await ask(told);
    expect(first.reply.intent).toBe('positive');
    for (const more of ['first time ever without stopping', 'starting monday']) {
      const { reply } = await ask(more, { history: exchange(told, first.reply) });
      expect(reply.intent, more).toBe('positive');
      expect(recommendedIds(reply), more).toEqual([]);
      expect(reply.finalAnswer, more).not.toMatch(/stress|worry|anxious/i);
      expectClean(reply.finalAnswer);
    }
    // A worry after it is heard as one.
    const worried = await ask('but im so nervous about the next race', {
      history: exchange(told, first.reply),
    });
    expect(worried.reply.intent).not.toBe('positive');
  });

  it('hears a practice kind taken up in passing as a request for one', async () => {
    const told = 'ugh mondays, so much email';
    const first = await ask(told, { riskTier: 'distress', feeling: 'overwhelm' });
    const { reply } = await ask('ok maybe a short breathing thing', {
      history: exchange(told, first.reply),
      riskTier: 'distress',
      feeling: 'overwhelm',
    });
    const kinds = recommendedCategories(reply);
    expect(kinds[0]).toBe('Breathwork');
  });

  it('shows progress with streak and level', async () => {
    const { reply } = await ask('How am I doing?');
    expect(reply.action).toBe('show_progress');
    expect(reply.finalAnswer).toContain('Level 2 with 145 XP');
    expect(reply.finalAnswer).toContain('Streak: 3 days');
    expectClean(reply.finalAnswer);
  });

  it('asks a clarifying question for gibberish, and another way the second time', async () => {
    const first = await ask('asdkjh qwe zxcv');
    expect(first.reply.action).toBe('clarify');
    expect(first.reply.actions).toEqual([]);
    const second = await ask('blorp flim zanto', {
      history: [
        { role: 'user', content: 'asdkjh qwe zxcv' },
        { role: 'assistant', content: first.reply.finalAnswer, action: 'clarify' },
      ],
    });
    expect(second.reply.finalAnswer).toContain('I still didn');
    expectClean(second.reply.finalAnswer);
  });

  it('declines medical advice and offers a practice instead', async () => {
    const { reply } = await ask('How much melatonin should I take?');
    expect(reply.intent).toBe('medical_question');
    expect(reply.finalAnswer).toContain("I can't give medical advice");
    expect(reply.finalAnswer).not.toMatch(/\bmg\b/);
    expectClean(reply.finalAnswer);
  });

  it('brings a different practice when asked for another one', async () => {
    const first = await ask("I can't sleep");
    const firstIds = recommendedIds(first.reply);
    const second = await ask('something else', { history: exchange("I can't sleep", first.reply) });
    const secondIds = recommendedIds(second.reply);
    expect(secondIds.length).toBeGreaterThan(0);
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
  });

  it('follows up on a yes with the practice it just suggested', async () => {
    const first = await ask('I need motivation');
    const practice =
      first.reply.actions[0]!.type === 'recommend_practice'
        ? first.reply.actions[0]!.practices[0]!
        : undefined;
    const second = await ask('yes', { history: exchange('I need motivation', first.reply) });
    expect(second.reply.finalAnswer).toContain(`[${practice!.name}]`);
  });

  it('takes up the suggestion the person names, whatever the tone of the words', async () => {
    const first = await ask("I can't sleep");
    const [main, other] =
      first.reply.actions[0]?.type === 'recommend_practice' ? first.reply.actions[0].practices : [];
    expect(other).toBeDefined();
    const history = exchange("I can't sleep", first.reply);
    const named = await ask('yeah i guess the second one could work', { history });
    expect(named.reply.intent).toBe('affirm');
    expect(named.reply.finalAnswer).toContain(`[${other!.name}]`);
    expect(named.reply.finalAnswer).not.toContain(`[${main!.name}]`);
    // Asking for something else is not taking it up.
    const elsewhere = await ask('ok what else', { history });
    expect(elsewhere.reply.intent).not.toBe('affirm');
  });

  it('keeps listening after asking to hear more: a yes or more of the story is not a request for a practice', async () => {
    const opened = 'pretty rubbish week tbh';
    const asked = await ask(opened, { riskTier: 'distress', feeling: 'sadness' });
    expect(asked.reply.intent).toBe('comfort');
    const history = exchange(opened, asked.reply);
    for (const message of ['yeah', 'my mum has been in hospital since tuesday']) {
      const { reply } = await ask(message, { history });
      expect(reply.intent, message).toBe('comfort');
      expect(reply.actions, message).toEqual([]);
      expect(reply.finalAnswer, message).not.toMatch(/Sure thing|Good idea|Here's one/);
    }
    // A yes that names what to try asks for it.
    const breathing = await ask('ok ill try the breathing', { history });
    expect(recommendedIds(breathing.reply).length).toBeGreaterThan(0);
  });

  it('keeps declining when pressed on a medical question, and reflects only a feeling the words name', async () => {
    const question = 'is it bad to take sertraline with alcohol';
    const first = await ask(question);
    expect(firstSentenceOf(first.reply)).toMatch(/^Thanks for asking/);
    const pressed = await ask('ok but like one beer', { history: exchange(question, first.reply) });
    expect(pressed.reply.intent).toBe('medical_question');
    expect(pressed.reply.finalAnswer).toMatch(/pharmacist/);
    expect(pressed.reply.finalAnswer).not.toMatch(/lovely|love hearing/i);
  });

  it('works for a person with no name, goals, moods or streak', async () => {
    const person = samplePerson({
      firstName: null,
      goals: [],
      recentMoods: [],
      initialMood: null,
      streak: 0,
      communicationStyle: null,
    });
    for (const message of [
      'hello',
      "I'm stressed",
      'how am I doing?',
      'I feel like a 8',
      'thanks',
      'who are you?',
    ]) {
      const { reply } = await ask(message, { person });
      expectClean(reply.finalAnswer);
    }
  });

  it('hears that a practice did not help and offers a different kind', async () => {
    const { reply } = await ask('box breathing was useless');
    expect(reply.finalAnswer.split(/(?<=[.!?])\s/)[0]).toMatch(/Box Breathing/);
    expect(reply.finalAnswer).not.toMatch(/love that|great news|that's huge/i);
    const categories = recommendedCategories(reply);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories).not.toContain('Breathwork');
  });

  it('hears that a practice did not help when the chat shows none it could be', async () => {
    const { reply } = await ask('that meditation you suggested was useless');
    const first = reply.finalAnswer.split(/(?<=[.!?])\s/)[0]!;
    expect(first).toMatch(/didn't help|didn't do it|feedback/i);
    expect(reply.finalAnswer).not.toMatch(/welcome|glad/i);
    const categories = recommendedCategories(reply);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories).not.toContain('Mindfulness');
    // Remembered for the rest of the conversation.
    const next = await ask('ok what else', {
      history: exchange('that meditation you suggested was useless', reply),
    });
    const nextCategories = recommendedCategories(next.reply);
    expect(nextCategories.length).toBeGreaterThan(0);
    expect(nextCategories).not.toContain('Mindfulness');
  });

  it('answers the need the words show, not a topic they never mention', async () => {
    const angry = await ask('im so angry at my brother i could scream');
    expect(angry.reply.intent).not.toBe('sleep');
    expect(angry.reply.finalAnswer).not.toMatch(/\bsleep\b/i);
    const exam = await ask('lol this exam is gonna be the death of me');
    expect(exam.reply.intent).toBe('stress');
    const alone = await ask('i feel so alone since moving here, dont know anyone');
    expect(alone.reply.intent).not.toBe('focus');
    expect(alone.reply.finalAnswer.split(/(?<=[.!?])\s/)[0]).toMatch(/on your own|alone|lonely/i);
    const crying = await ask('ugh cant stop crying today');
    expect(crying.reply.finalAnswer).not.toMatch(/^(?:of course|sure|happy to)/i);
    // Asking for a practice for a need gets one for that need.
    const focus = await ask('can you suggest something for focus');
    expect(focus.reply.intent).toBe('focus');
  });

  it('logs a very low mood with care first, and names the onboarding mood as such', async () => {
    const { reply, loggedMoods } = await ask('honestly a 1');
    expect(loggedMoods.map((mood) => mood.mood_score)).toEqual([1]);
    const first = reply.finalAnswer.split('\n\n')[0]!;
    expect(first).toMatch(/really hard|really low/);
    expect(first).not.toMatch(/XP|Thank you for checking in/);
    const fresh = await ask("I'm stressed", { person: samplePerson({ recentMoods: [] }) });
    expect(fresh.reply.finalAnswer).toContain('When you joined, you rated your mood 6/10');
    // The questionnaire's mood is stored as an entry too: still named as the sign-up mood.
    const signedUp = await ask("I'm stressed", {
      person: samplePerson({
        recentMoods: [{ score: 5, createdAt: new Date().toISOString(), atSignUp: true }],
      }),
    });
    expect(signedUp.reply.finalAnswer).toContain('When you joined, you rated your mood 5/10');
    expect(signedUp.reply.finalAnswer).not.toContain('check-in');
    const mixed = await ask("I'm stressed", {
      person: samplePerson({
        recentMoods: [3, 8, 2, 9].map((score) => ({ score, createdAt: '2025-03-01T08:00:00.000Z' })),
      }),
    });
    expect(mixed.reply.finalAnswer).toContain('up and down lately, between 2 and 9');
  });

  it('declines medical questions without numbers, and off-topic requests kindly', async () => {
    for (const message of [
      'can i take melatonin w my zoloft',
      'how many mg of ashwaganda',
      'should i up my dose',
    ]) {
      const { reply } = await ask(message);
      expect(reply.intent, message).toBe('medical_question');
      expect(reply.finalAnswer.replace(/\]\([^)]*\)/g, ']'), message).not.toMatch(/\d/);
      expect(reply.finalAnswer, message).toMatch(/pharmacist/);
    }
    for (const message of [
      'can you write me some python code',
      'ok what should i cook tonight',
      'how do you find the derivative of x squared',
      'any ideas for dinner, we have pasta and eggs',
    ]) {
      const { reply } = await ask(message);
      expect(reply.finalAnswer, message).toContain(
        "that's outside what I can help with as your wellness coach",
      );
      expect(reply.actions, message).toEqual([]);
    }
    // About the person's own wellbeing, it is theirs to talk about.
    const { reply: stressed } = await ask('what should i do, cooking for the family stresses me out');
    expect(stressed.finalAnswer).not.toContain('outside what I can help with');
  });

  it('thanks a name put right and says back the corrected note', async () => {
    const memory = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        coachId: '00000000-0000-4000-8000-000000000002',
        kind: 'person' as const,
        text: 'Your dog Rocky',
        practiceId: null,
        category: null,
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ];
    const { reply } = await ask('its rocco not rocky lol', { memory });
    expect(reply.intent).toBe('about_memory');
    expect(reply.finalAnswer).toContain('Rocco, not Rocky');
    expect(reply.finalAnswer).toContain('"your dog Rocco"');
    // Nobody kept by that name: an ordinary message, not a correction.
    const { reply: other } = await ask('tea not coffee', { memory });
    expect(other.intent).not.toBe('about_memory');
  });

  it('reflects feelings it hears itself, and celebrates good news', async () => {
    const sad = await ask('i feel so alone lately');
    expect(sad.reply.finalAnswer.split(/(?<=[.!?])\s/)[0]).toMatch(/lonely|alone|on your own/i);
    const good = await ask('I got the job!!');
    expect(good.reply.intent).toBe('positive');
  });

  it('meets a loss as grief, names whom, and keeps listening while they tell of it', async () => {
    const told = 'my mum died last tuesday and i cant stop crying';
    const mum = await ask(told, { riskTier: 'distress', feeling: 'sadness' });
    expect(firstSentenceOf(mum.reply)).toMatch(/sorry/i);
    expect(mum.reply.finalAnswer).toMatch(/your mum/);
    expect(mum.reply.actions).toEqual([]);
    expect(mum.reply.finalAnswer).not.toMatch(/when you joined|experiment/i);
    // More of the story, which the intent model once read as a thank-you.
    const dog = 'my dog had to be put down this morning';
    const first = await ask(dog, { riskTier: 'distress', feeling: 'sadness' });
    expect(first.reply.finalAnswer).toMatch(/your dog/);
    const more = await ask('he was 14. i had him since i was a kid', { history: exchange(dog, first.reply) });
    expect(more.reply.intent).toBe('comfort');
    // Condolence was given; now an open question, never a thank-you or 'I didn't understand'.
    expect(more.reply.finalAnswer).not.toMatch(/welcome|understood|sorry about/i);
    expect(more.reply.actions).toEqual([]);
    // A phone that died is no loss.
    const phone = await ask('my phone died and i missed the bus, great day');
    expect(phone.reply.finalAnswer).not.toMatch(/sorry about your|loss|grie/i);
  });

  it('listens before offering a practice to sadness, shame, loneliness and anger, unless asked', async () => {
    const dad = await ask('i feel like such a failure as a dad');
    expect(dad.reply.intent).toBe('comfort');
    expect(dad.reply.actions).toEqual([]);
    const asked = await ask('i feel like such a failure, can you suggest something to help');
    expect(asked.reply.action).toBe('recommend_practice');
    const tired = await ask('im so tired of everything');
    expect(tired.reply.finalAnswer).not.toMatch(/\bsleep|at night|wind-down/i);
    // Stress is still answered with something to try.
    const stressed = await ask("I'm so stressed about work");
    expect(stressed.reply.action).toBe('recommend_practice');
  });

  it('congratulates good news by name', async () => {
    const job = await ask('i got the job!!!! cant believe it');
    expect(firstSentenceOf(job.reply)).toMatch(/^Congratulations on the new job, Ana!/);
    const baby = await ask('lol my sister just had her baby!! im an auntie');
    expect(firstSentenceOf(baby.reply)).toMatch(/^Congratulations on the new baby, Ana!/);
    const uni = await ask('i got into my dream uni!!');
    expect(uni.reply.intent).toBe('positive');
    expect(firstSentenceOf(uni.reply)).toMatch(/^Congratulations/);
  });

  it('names the goal a practice serves once in a while, not under every suggestion', async () => {
    const goalSaid = /It supports your goal of/;
    const first = await ask('i cant sleep, can you suggest something');
    expect(first.reply.finalAnswer).toMatch(goalSaid);
    const again = await ask('another one for sleep please', {
      history: exchange('i cant sleep, can you suggest something', first.reply),
    });
    expect(again.reply.action).toBe('recommend_practice');
    expect(again.reply.finalAnswer).not.toMatch(goalSaid);
  });

  it('celebrates only what names joy or good news, not a word that merely scores well', async () => {
    const cheer = /lovely|bright spot|beautiful|love hearing|delightful|good moment|congratulations/i;
    for (const message of ['im fine', 'did the lakers win', 'like i literally labeled it', 'lol yeah']) {
      const { reply } = await ask(message);
      expect(firstSentenceOf(reply), message).not.toMatch(cheer);
      expect(reply.intent, message).not.toBe('positive');
    }
  });

  it('compares a first check-in with the mood given at sign-up, not with itself', async () => {
    const { reply, loggedMoods } = await ask("i'd say 4/10", { person: samplePerson({ recentMoods: [] }) });
    expect(loggedMoods.map((mood) => mood.mood_score)).toEqual([4]);
    expect(reply.finalAnswer).not.toMatch(/last check-in was 4/);
    expect(reply.finalAnswer).toContain('When you joined, you rated your mood 6/10');
    const up = await ask('solid 7 today', { person: samplePerson({ recentMoods: [] }) });
    expect(up.reply.finalAnswer).toContain("That's up from the 6/10 you gave when you joined.");
  });

  it('hears a practice that made things worse, and thanks or goodbyes only when said', async () => {
    const worse = await ask('that breathing thing you gave me last time made me more anxious honestly');
    expect(worse.reply.intent).toBe('feedback_did_not_help');
    const offered = recommendedCategories(worse.reply);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain('Breathwork');
    const traffic = await ask('this traffic is literally killing me lol');
    expect(traffic.reply.intent).not.toBe('about_coach');
    const thanks = await ask('thanks!');
    expect(thanks.reply.finalAnswer).toMatch(/^You're very welcome, Ana\./);
  });

  it('hears a practice named by a word of its own, a short thanks, and a no to talking', async () => {
    // The coach offered two sleep practices; the person names the second by its number.
    const practiceNamed = (start: string) => {
      const { id, name, description, durationMinutes, category, url } = seedLibrary().find((practice) =>
        practice.name.startsWith(start),
      )!;
      return { id, name, description, durationMinutes, category, url };
    };
    const offered = [practiceNamed('Non-Sleep Deep Rest'), practiceNamed('4-7-8 Breathing')];
    expect(offered.map((practice) => practice.name.slice(0, 5))).toEqual(['Non-S', '4-7-8']);
    const history: HistoryTurn[] = [
      { role: 'user', content: "can't sleep again, 3am and my brain won't shut up" },
      {
        role: 'assistant',
        content: 'Try these.',
        actions: [{ type: 'recommend_practice', practices: offered }],
        action: 'recommend_practice',
        intent: 'sleep',
      },
    ];
    const feedback = await ask('tried the 478 thing, didnt work', { history });
    expect(firstSentenceOf(feedback.reply)).toContain(offered[1]!.name);

    const thanks = await ask('ok thanks');
    expect(thanks.reply.intent).toBe('thanks');
    expect((await ask('hiii')).reply.intent).toBe('greeting');
    expect((await ask('night')).reply.intent).toBe('farewell');
    expect((await ask('rough night')).reply.intent).not.toBe('farewell');

    const told = 'lost my cat yesterday';
    const listening = await ask(told, { riskTier: 'distress', feeling: 'sadness' });
    const no = await ask('no i dont really want to talk about it', {
      history: exchange(told, listening.reply),
    });
    expect(no.reply.finalAnswer).not.toMatch(/no problem/i);
    expect(no.reply.finalAnswer).toMatch(/don't have to talk about it/);
    const askedNow = await ask('yeah could you give me something for that', {
      history: exchange(told, listening.reply),
    });
    expect(askedNow.reply.action).toBe('recommend_practice');
  });

  it('never asks after an ex, nor about what the person has just told', async () => {
    const said = 'i miss my ex so much';
    const first = await ask(said);
    const next = await ask('we broke up 3 months ago and i still check her instagram every day', {
      history: exchange(said, first.reply),
      memory: [memoryFact('person', 'Your ex')],
    });
    expect(next.reply.finalAnswer).not.toMatch(/how is your ex/i);
    const exams = 'my exams start monday and im so stressed';
    const stressed = await ask(exams);
    const after = await ask('i just cant get anything done', {
      history: exchange(exams, stressed.reply),
      memory: [memoryFact('stressor', 'Exams on Monday')],
    });
    expect(after.reply.finalAnswer).not.toMatch(/How are things going with/);
    // The boss the person is upset with is not asked after as a loved one.
    const yelled = 'my boss yelled at me in front of everyone today';
    const shamed = await ask(yelled);
    const embarrassed = 'i was so embarrassed i wanted to disappear';
    const history = exchange(yelled, shamed.reply);
    const second = await ask(embarrassed, { history });
    const replaying = await ask('i just keep replaying it', {
      history: [...history, ...exchange(embarrassed, second.reply)],
      memory: [memoryFact('person', 'Your boss')],
    });
    expect(replaying.reply.finalAnswer).not.toMatch(/how is your boss doing/i);
    // And someone met through work is asked about as a situation, not as a loved one.
    expect(memoryQuestion(memoryFact('person', 'My boss'))).toBe('How are things with your boss?');
    expect(memoryQuestion(memoryFact('person', 'my sister Ana'))).toBe('How is your sister Ana doing?');
  });

  it('answers progress, and topics, only when the words are about them', async () => {
    const sick = await ask("my kid has been really sick and i'm exhausted and scared");
    expect(sick.reply.action).not.toBe('show_progress');
    const streak = await ask("how's my streak looking");
    expect(streak.reply.action).toBe('show_progress');
    const laptop = await ask('my laptop just died right before my presentation');
    expect(laptop.reply.finalAnswer).not.toMatch(/sorry about your|grie|feel low/i);
    const anger = await ask('whats a good practice for anger');
    expect(anger.reply.intent).toBe('stress');
    const exam = await ask('that exam murdered me');
    expect(exam.reply.intent).toBe('stress');
  });

  it('hears a no only when said, going without as good news, and feeling better as a practice that helped', async () => {
    const sober = await ask('been cutting back on drinking, 2 weeks no beer!');
    expect(sober.reply.intent).toBe('positive');
    expect(sober.reply.finalAnswer).not.toMatch(/no problem/i);
    const no = await ask('nah not right now');
    expect(no.reply.intent).toBe('deny');
    const asked = await ask('can you suggest a breathing practice');
    const better = await ask('done, felt a bit better actually', {
      history: exchange('can you suggest a breathing practice', asked.reply),
    });
    expect(better.reply.intent).toBe('feedback_helped');
  });

  it('asks how it went when the person says they did the practice it offered', async () => {
    const asked = await ask('can you suggest a breathing practice');
    const done = await ask('ok did it', {
      history: exchange('can you suggest a breathing practice', asked.reply),
    });
    expect(done.reply.intent).toBe('practice_done');
    expect(done.reply.actions).toEqual([]);
    expect(done.reply.finalAnswer).toMatch(/How do you feel now\?/);
    // The answer to that question is heard as how the practice went.
    const history = [
      ...exchange('can you suggest a breathing practice', asked.reply),
      ...exchange('ok did it', done.reply),
    ];
    const better = await ask('a bit better actually', { history });
    expect(better.reply.intent).toBe('feedback_helped');
    const same = await ask('not really tbh', { history });
    expect(same.reply.intent).toBe('feedback_did_not_help');
    const nice = await ask('done, that was actually nice', {
      history: exchange('can you suggest a breathing practice', asked.reply),
    });
    expect(nice.reply.intent).toBe('feedback_helped');
  });

  it('says what it remembers and where, and answers a question about itself over a guessed tone', async () => {
    const forget = await ask('forget my partners name pls');
    expect(forget.reply.intent).toBe('about_memory');
    expect(forget.reply.finalAnswer).toContain("under 'What Maya remembers'");
    const memory = await ask('can you remember what i told you yesterday');
    expect(memory.reply.intent).toBe('about_memory');
    expect(memory.reply.finalAnswer).toContain("under 'What Maya remembers'");
    const weird = await ask('is it weird that i talk to an ai about my feelings');
    expect(weird.reply.intent).toBe('about_coach');
    const no = await ask('no', { riskTier: 'distress', feeling: 'loneliness' });
    expect(no.reply.intent).toBe('deny');
  });

  it("answers 'what was my friend's name' from what it kept, and says so when it kept nothing about it", async () => {
    const memory = [
      memoryFact('person', 'Your friend Priya'),
      memoryFact('stressor', 'Your exams in June'),
      memoryFact('person', 'Your sister Lucia'),
    ];
    const friend = await ask("what was my friend's name again?", { memory });
    expect(friend.reply.intent).toBe('about_memory');
    expect(friend.reply.finalAnswer).toContain('your friend Priya');
    expect(friend.reply.finalAnswer).not.toContain('Lucia');
    const sister = await ask('do you remember what i told you about my sister', { memory });
    expect(sister.reply.finalAnswer).toContain('your sister Lucia');
    const everything = await ask('what do you know about me', { memory });
    expect(everything.reply.finalAnswer).toMatch(/your friend Priya.*your exams in June.*your sister Lucia/);
    const dog = await ask("whats my dog's name", { memory });
    expect(dog.reply.finalAnswer).toMatch(/I don't have a note about your dog/);
    expect(dog.reply.finalAnswer).toContain("under 'What Maya remembers'");
    // With nothing kept (or memory off) it says how memory works instead of inventing an answer.
    const nothing = await ask("what was my friend's name");
    expect(nothing.reply.finalAnswer).toMatch(/There are none yet/);
    // Not a question about memory.
    expect(recallQuestion('i cant remember the last time i felt happy')).toBeNull();
    expect(recallQuestion('do you remember my sister?')).toEqual(['sister']);
    expect(recallQuestion('what was my friends name')).toEqual(['friend']);
    expect(recallQuestion('whats my boss name again')).toEqual(['boss']);
  });

  it("offers a shorter practice for 'nah something shorter' and one that fits 'i only have 3 mins'", async () => {
    const asked = 'can you suggest something for stress';
    const first = await ask(asked);
    const [suggested] = first.reply.actions.flatMap((action) =>
      action.type === 'recommend_practice' ? action.practices : [],
    );
    expect(suggested).toBeDefined();
    const shorter = await ask('nah something shorter', { history: exchange(asked, first.reply) });
    expect(shorter.reply.intent).toBe('stress');
    expect(shorter.reply.finalAnswer).toMatch(/shorter|quicker|less time/);
    const offered = shorter.reply.actions.flatMap((action) =>
      action.type === 'recommend_practice' ? action.practices : [],
    );
    expect(offered.length).toBeGreaterThan(0);
    for (const practice of offered) expect(practice.durationMinutes).toBeLessThan(suggested!.durationMinutes);
    const quick = await ask('i only have 3 mins, anything for my nerves?');
    const fitting = quick.reply.actions.flatMap((action) =>
      action.type === 'recommend_practice' ? action.practices : [],
    );
    expect(fitting.length).toBeGreaterThan(0);
    for (const practice of fitting) expect(practice.durationMinutes).toBeLessThanOrEqual(3);
    expect(quick.reply.finalAnswer).toMatch(/fits in 3 minutes/);
    expect(minutesAsked('that took way too long lol', [])).toBe(5);
    // A kind turned away stays out: 'not breathing' is not a request for breathing.
    const noBreathing = await ask('something for stress but not breathing pls');
    const kinds = recommendedCategories(noBreathing.reply);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.join(' ')).not.toMatch(/breath/i);
    expect(noBreathing.reply.action).toBe('recommend_practice');
    // And it stays out when they then ask for a shorter one.
    const shorterStill = await ask('nah something shorter', {
      history: exchange('something for stress but not breathing pls', noBreathing.reply),
    });
    const shorterKinds = recommendedCategories(shorterStill.reply);
    expect(shorterKinds.join(' ')).not.toMatch(/breath/i);
    // Asking to talk instead is listened to, not answered with a practice or a question about the words.
    const talk = await ask('can we just talk about her', { history: exchange(asked, first.reply) });
    expect(talk.reply.intent).toBe('comfort');
    expect(talk.reply.actions).toEqual([]);
    expect(talk.reply.finalAnswer).toMatch(/listening|I'm here|right here/);
    expect(minutesAsked('i have 2 kids', [])).toBeNull();
  });

  it('answers questions about their data and about human therapists as questions about the app', async () => {
    const data = await ask('can i delete my data');
    expect(data.reply.actions).toEqual([]);
    expect(data.reply.finalAnswer).toMatch(/'Delete account'/);
    expect(data.reply.finalAnswer).toMatch(/'Download my data'/);
    const therapist = await ask('can i talk to a real therapist through here');
    expect(therapist.reply.actions).toEqual([]);
    expect(therapist.reply.finalAnswer).toMatch(/doesn't offer sessions with a human therapist/);
    expect(appQuestionIn('my therapist says i should journal')).toBeNull();
  });

  it('answers questions about reminders and other coaches with where to find them', async () => {
    for (const message of [
      'can you set a reminder for 8pm',
      'remind me to meditate tomorrow',
      'how do i turn off notifications',
    ]) {
      const { reply } = await ask(message);
      expect(reply.finalAnswer, message).toMatch(/'Manage notification preferences'/);
      expect(reply.finalAnswer, message).toContain("'Mood Check Reminders'");
      expect(reply.actions, message).toEqual([]);
    }
    const coach = await ask('how do i change my coach');
    expect(coach.reply.finalAnswer).toMatch(/'Choose Your Coach'/);
    for (const calm of [
      'remind me why i started',
      'my football coach is so strict',
      'i need a new coach for the team',
    ])
      expect(appQuestionIn(calm), calm).toBeNull();
  });

  it("hears 'dying to see it' and 'killed it' as eagerness and success, and a proposal as news", async () => {
    const film = await ask('dying to see the new dune movie');
    expect(film.reply.intent).not.toBe('comfort');
    expect(film.reply.finalAnswer).not.toMatch(/sorry|hard|heavy/i);
    const presentation = await ask('killed it at my presentation today btw');
    expect(presentation.reply.finalAnswer).not.toMatch(/sorry|sounds (?:really )?hard|tough/i);
    const proposal = await ask('he proposed at the beach where we first met');
    expect(proposal.reply.intent).toBe('positive');
  });

  it('answers fast once trained', async () => {
    await ask('hello');
    const started = performance.now();
    for (let round = 0; round < 50; round += 1)
      await ask(["I'm stressed", 'how am I doing?', 'I feel like a 6'][round % 3]!);
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});
