import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReply } from '@flowmind/core/contracts/chat';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import { createTestApp, requestAs, signUp, signUpOnboarded, type TestApp } from '../../../../test/app';
import { checkGoldenReply, GOLDEN_TURNS, personaPhrases } from './conversations';

let harness: TestApp;
let coaches: Coach[];
let practices: Map<string, Practice>;

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false, chat: { limits: { sendsPerMinute: 100 } } });
  const person = await signUp(harness.app);
  const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: { cookie: person.cookie } });
  coaches = (await get('/api/v1/coaches')).json().coaches;
  practices = new Map(
    ((await get('/api/v1/practices')).json().practices as Practice[]).map((practice) => [
      practice.id,
      practice,
    ]),
  );
});
afterAll(async () => harness?.close());

const STYLES = ['supportive', 'direct', 'analytical', 'casual'] as const;
const GOALS = [
  ['better sleep', 'emotional balance'],
  ['improve focus', 'career growth'],
  ['build habits', 'sense of purpose'],
  ['build confidence', 'improve relationships'],
  ['improve performance', 'financial freedom'],
];

const personFor = (index: number) =>
  signUpOnboarded(
    harness.app,
    {
      age_range: 35,
      life_stage: 'career_growth',
      stress_level: 7,
      stress_source: ['work'],
      initial_mood: 6,
      primary_goals: GOALS[index % GOALS.length],
      preferred_practice_time: 'evening',
      communication_level: [STYLES[index % STYLES.length]],
    },
    { firstName: 'Ana' },
  );

describe('golden conversations of the built-in coach', () => {
  it('covers the five seeded coaches', () => {
    expect(coaches.map((coach) => coach.name).sort()).toEqual([
      'Iris Nakamura',
      'Leo Hartwell',
      'Maya Serrano',
      'Nadia Brooks',
      'Theo Lindgren',
    ]);
  });

  it.each([0, 1, 2, 3, 4])('coach %i answers every golden message well', async (index) => {
    const coach = coaches[index]!;
    const person = await personFor(index);
    const phrases = personaPhrases(coach, 'Ana');
    const problems: string[] = [];
    const replies: string[] = [];

    for (const [position, turn] of GOLDEN_TURNS.entries()) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: { cookie: person.cookie },
        payload: { message: turn.message, coachId: coach.id },
      });
      expect(response.statusCode, turn.message).toBe(200);
      const reply = ChatReply.parse(response.json());
      replies.push(reply.message.content);
      problems.push(
        ...checkGoldenReply(turn, reply, {
          firstName: 'Ana',
          practices,
          personaPhrases: phrases,
          isFirstTurn: position === 0,
        }),
      );
      if (turn.logsMood !== undefined) {
        const today = (await requestAs(harness.app, person.cookie, 'GET', '/api/v1/mood/today')).json();
        if (today.entry?.mood_score !== turn.logsMood)
          problems.push(`${turn.message} -> mood ${turn.logsMood} not logged`);
      }
    }

    expect(problems, `${coach.name}:\n${problems.join('\n')}`).toEqual([]);
    expect(new Set(replies).size, `${coach.name} repeated a whole reply`).toBe(replies.length);
  });
});

describe('the golden checks', () => {
  it('catch an embarrassing reply', () => {
    const text =
      'Hi undefined! You probably have insomnia. Take 5 mg of melatonin. Try [Magic Sleep](/practice?practiceId=00000000-0000-4000-8000-000000000000). Try it right now, Ana. Try it right now, Ana.';
    const reply = ChatReply.parse({
      success: true,
      conversationId: 'c',
      userMessage: {
        id: 'u',
        role: 'user',
        content: "I can't sleep",
        createdAt: new Date().toISOString(),
        agentResponse: null,
      },
      message: {
        id: 'a',
        role: 'assistant',
        content: text,
        createdAt: new Date().toISOString(),
        agentResponse: { thought: 't', action: 'respond', observation: 'o', finalAnswer: text },
      },
      metadata: { provider: 'openai', model: 'm', latencyMs: 1 },
    });
    const problems = checkGoldenReply(
      GOLDEN_TURNS.find((turn) => turn.message === "I can't sleep")!,
      reply,
      {
        firstName: 'Ana',
        practices,
        personaPhrases: ['Go gently with yourself'],
        isFirstTurn: true,
      },
    ).join('\n');
    for (const expected of [
      "action 'respond', expected 'recommend_practice'",
      'not answered by the built-in coach',
      'does not introduce',
      'which is not a practice',
      "does not sound like this coach's persona",
      'gives medical advice',
      "contains 'undefined'",
      'repeats the sentence',
    ]) {
      expect(problems).toContain(expected);
    }
  });
});
