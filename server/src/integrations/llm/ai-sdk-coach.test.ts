import { describe, expect, it } from 'vitest';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MEDICAL_ADVICE_REDIRECT } from '@flowmind/core/chat-safety';
import type { AiSdkCoachEngine } from './ai-sdk-coach';
import { buildCoachSystemPrompt } from './coach-prompt';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import { FALLBACK_NOTICE, type CoachTurn, type EngineEvent } from './coach-engine';
import { samplePerson, sampleTurn } from '../../../test/fixtures/chat-library';
import { mockModelCoach, textStream, toolCallStream } from '../../../test/fixtures/model-streams';

/** A second message to Maya, after a greeting. */
function makeTurn(message: string, overrides: Partial<CoachTurn> = {}) {
  return sampleTurn('maya-serrano', message, {
    history: [
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi Ana, how are you feeling today?' },
    ],
    isFirstTurn: false,
    ...overrides,
  });
}

function engineFor(model: MockLanguageModelV3, options: { maxSteps?: number } = {}) {
  return mockModelCoach(model, { maxSteps: options.maxSteps });
}

/** Every text the model saw in one call (system prompt and messages). */
function promptText(call: LanguageModelV3CallOptions): string {
  return call.prompt
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => ('text' in part ? part.text : JSON.stringify(part))).join(' '),
    )
    .join('\n');
}

async function run(engine: AiSdkCoachEngine, turn: CoachTurn) {
  const events: EngineEvent[] = [];
  const reply = await engine.reply(turn, (event) => {
    events.push(event);
  });
  const streamed = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  return { reply, events, streamed };
}

describe('model coach (AI SDK)', () => {
  it("streams the model's answer and gives it the person's context, persona and rules", async () => {
    const model = new MockLanguageModelV3({
      doStream: textStream('Ana, that sounds ', 'heavy. Let us ', 'slow down together. ', 'How are you now?'),
    });
    const { turn } = makeTurn("I'm stressed");
    const { reply, streamed } = await run(engineFor(model), turn);

    expect(reply).toMatchObject({
      provider: 'openai-compatible',
      model: 'mock-model',
      builtIn: false,
      action: 'respond',
      finalAnswer: 'Ana, that sounds heavy. Let us slow down together. How are you now?',
    });
    expect(streamed.trim()).toBe(reply.finalAnswer);

    const call = model.doStreamCalls[0]!;
    const prompt = promptText(call);
    for (const fact of [
      'You are Maya Serrano, an AI wellness coach',
      'First name: Ana',
      'Goals: better sleep, emotional balance',
      'Supportive & Encouraging',
      'Recent moods: 4, 6, 7',
      'Box Breathing (Breathwork',
      'Current streak: 3 days',
      'Never diagnose',
      'calorie targets',
      '988',
      'af_sarah',
    ]) {
      expect(prompt).toContain(fact);
    }
    // Only the turns the service handed over, then the new message.
    expect(call.prompt.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(call.maxOutputTokens).toBe(600);
    expect(call.tools?.map((item) => item.name).sort()).toEqual([
      'correct_mood',
      'log_mood',
      'recommend_practice',
      'show_progress',
    ]);
  });

  it('carries what the coach remembers, with what not to suggest again, and nothing when memory is empty', async () => {
    const fact = (kind: MemoryFact['kind'], text: string, extra: Partial<MemoryFact> = {}): MemoryFact => ({
      id: `fact-${text}`,
      coachId: 'coach',
      kind,
      text,
      practiceId: null,
      category: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...extra,
    });
    const model = new MockLanguageModelV3({ doStream: () => Promise.resolve(textStream('Noted, Ana.')) });
    const { turn } = makeTurn('hi again', {
      memory: [
        fact('person', 'Your sister Ana'),
        fact('stressor', 'Exams next week'),
        fact('did_not_help', 'Box Breathing did not help', { practiceId: 'p-box', category: 'breathwork' }),
        fact('helped', 'Body Scan helped', { practiceId: 'p-scan', category: 'mindfulness' }),
      ],
    });
    await run(engineFor(model), turn);
    const prompt = promptText(model.doStreamCalls[0]!);
    expect(prompt).toContain(
      'What you remember about them (they can see and edit this; use it naturally, never read it back as a list):',
    );
    expect(prompt).toContain('- Person in their life: Your sister Ana');
    expect(prompt).toContain('- Weighing on them: Exams next week');
    expect(prompt).toContain(
      "- Did not help: Box Breathing did not help. Do not suggest Box Breathing or other breathwork practices again soon; if it comes up, acknowledge that it didn't help them.",
    );
    expect(prompt).toContain('- Helped: Body Scan helped. You may suggest Body Scan again');

    await run(engineFor(model), makeTurn('hi again').turn);
    expect(promptText(model.doStreamCalls[1]!)).not.toContain('What you remember about them');
  });

  it("names the crisis lines of the person's country, never another country's", () => {
    const british = makeTurn('hi', { person: { ...samplePerson(), crisisCountry: 'GB' } }).turn;
    const prompt = buildCoachSystemPrompt(british);
    expect(prompt).toContain('Samaritans');
    expect(prompt).toContain('999');
    expect(prompt).not.toContain('988');
    expect(buildCoachSystemPrompt(makeTurn('hi').turn)).toContain('988');
  });

  it('runs the tools for the signed-in person and links real practices', async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        toolCallStream('log_mood', { score: 4 }),
        toolCallStream('recommend_practice', { need: 'calm down after a hard day' }),
        textStream('Logged your 4, Ana. Try [Box Breathing](/practice?practiceId=box-breathing) tonight.'),
      ],
    });
    const { turn, loggedMoods } = makeTurn('I feel like a 4 today');
    const { reply, events } = await run(engineFor(model), turn);

    expect(loggedMoods.map((mood) => mood.mood_score)).toEqual([4]);
    expect(reply.actions.map((action) => action.type)).toEqual(['log_mood', 'recommend_practice']);
    expect(reply.action).toBe('log_mood');
    expect(events.filter((event) => event.type === 'action')).toHaveLength(2);
    expect(reply.observation).toContain('Logged mood 4/10.');
    // The tool's answer reached the model as a tool result with the link to use.
    expect(JSON.stringify(model.doStreamCalls[2]!.prompt)).toContain('/practice?practiceId=');
  });

  it('changes the mood its last reply logged when the person puts it right', async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        toolCallStream('correct_mood', { score: 3 }),
        textStream("Thanks for being honest, Ana. I've changed it to 3."),
      ],
    });
    const moodEntry = {
      id: 'mood-earlier',
      mood_score: 6,
      energy_level: 6,
      stress_level: 5,
      created_at: '2025-03-04T08:00:00.000Z',
    };
    const { turn, loggedMoods, correctedMoods } = makeTurn('sorry i meant 3', {
      history: [
        { role: 'user', content: "i'm a 6" },
        { role: 'assistant', content: "I've logged your 6.", actions: [{ type: 'log_mood', moodEntry }] },
      ],
    });
    const { reply } = await run(engineFor(model), turn);
    expect(loggedMoods).toEqual([]);
    expect(correctedMoods.map((mood) => mood.mood_score)).toEqual([3]);
    expect(reply.actions).toEqual([
      {
        type: 'log_mood',
        moodEntry: { ...moodEntry, mood_score: 3, energy_level: 4, stress_level: 8 },
        correctedFrom: 6,
      },
    ]);
    expect(reply.observation).toBe('Changed mood 6/10 to 3/10.');
    // Nothing to change without a mood in the last reply: the model hears so and nothing is written.
    const { turn: fresh, correctedMoods: none } = makeTurn('make that a 3');
    const second = new MockLanguageModelV3({
      doStream: [toolCallStream('correct_mood', { score: 3 }), textStream('Got it.')],
    });
    const answered = await run(engineFor(second), fresh);
    expect(none).toEqual([]);
    expect(answered.reply.actions).toEqual([]);
    expect(JSON.stringify(second.doStreamCalls[1]!.prompt)).toContain('corrected');
  });

  it('stops after the step limit', async () => {
    const model = new MockLanguageModelV3({
      doStream: () => Promise.resolve(toolCallStream('show_progress', {})),
    });
    const { turn } = makeTurn('how am I doing?');
    const { reply } = await run(engineFor(model, { maxSteps: 3 }), turn);
    expect(model.doStreamCalls).toHaveLength(3);
    // No text after three tool rounds: the built-in coach writes the answer.
    expect(reply.fallbackNotice).toBe(FALLBACK_NOTICE);
    expect(reply.finalAnswer).toContain('Level 2');
  });

  it('falls back to the built-in coach with a notice when the provider fails', async () => {
    const model = new MockLanguageModelV3({
      doStream: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:11434')),
    });
    const { turn } = makeTurn("I can't sleep");
    const { reply, streamed } = await run(engineFor(model), turn);
    expect(reply).toMatchObject({ builtIn: true, provider: 'builtin', fallbackNotice: FALLBACK_NOTICE });
    expect(reply.finalAnswer).toContain('Ana');
    expect(reply.finalAnswer).toMatch(/\/practice\?practiceId=/);
    expect(streamed).toBe(reply.finalAnswer);
  });

  it('never logs a mood twice when the model fails after logging it', async () => {
    let call = 0;
    const model = new MockLanguageModelV3({
      doStream: () => {
        call += 1;
        return call === 1
          ? Promise.resolve(toolCallStream('log_mood', { score: 7 }))
          : Promise.reject(new Error('model went away'));
      },
    });
    const { turn, loggedMoods } = makeTurn('I feel like a 7 today');
    const { reply } = await run(engineFor(model), turn);
    expect(loggedMoods).toHaveLength(1);
    expect(reply.actions.filter((action) => action.type === 'log_mood')).toHaveLength(1);
    expect(reply.fallbackNotice).toBe(FALLBACK_NOTICE);
  });

  it('keeps streamed text and continues with the built-in coach when the stream breaks', async () => {
    const model = new MockLanguageModelV3({
      doStream: {
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: 'text-start', id: 't1' },
            { type: 'text-delta', id: 't1', delta: 'Ana, I hear you. Let me think about ' },
            { type: 'error', error: new Error('upstream reset') },
          ],
        }),
      },
    });
    const { turn } = makeTurn("I'm stressed");
    const { reply, streamed } = await run(engineFor(model), turn);
    expect(reply.finalAnswer.startsWith('Ana, I hear you.\n\n')).toBe(true);
    expect(reply.finalAnswer).not.toContain('Let me think about');
    expect(streamed).toBe(reply.finalAnswer);
    expect(reply.fallbackNotice).toBe(FALLBACK_NOTICE);
  });

  it('removes diagnoses, doses and calorie targets before they are streamed', async () => {
    const model = new MockLanguageModelV3({
      doStream: textStream(
        'Ana, that sounds exhausting. You probably have insomnia. ',
        'Take 5 mg of melatonin at night. Eat 1200 calories a day. ',
        'A wind-down routine can help.',
      ),
    });
    const { turn } = makeTurn("I can't sleep");
    const { reply, streamed } = await run(engineFor(model), turn);
    expect(reply.finalAnswer).toBe(
      `Ana, that sounds exhausting. A wind-down routine can help.\n\n${MEDICAL_ADVICE_REDIRECT}`,
    );
    expect(streamed).toBe(reply.finalAnswer);
    expect(streamed).not.toMatch(/insomnia|mg|calories/);
  });
});
