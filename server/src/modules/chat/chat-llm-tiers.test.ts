import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { ChatReply } from '@flowmind/core/contracts/chat';
import { reflectionFor } from '@flowmind/core/reply-tone';
import { createTestApp, signUpOnboarded, type TestApp } from '../../../test/app';
import { mockModelCoach, textParts, toolCallParts } from '../../../test/fixtures/model-streams';

/**
 * The chat API on a model coach whose (mock) model always answers cheerfully with a practice: the risk
 * check runs before any model, so acute and elevated messages never reach it and get the safety reply;
 * a distressed message reaches it, and its cheerful opening is replaced by one that reflects the feeling.
 */

const CHEERFUL_PRACTICE_REPLY =
  "Great to hear! Love that. Let's do a quick breathing practice right now, it will cheer you up!";

/** Each call: first a practice recommendation, then the cheerful text (two model steps per reply). */
let step = 0;
const model = new MockLanguageModelV3({
  provider: 'mock',
  modelId: 'cheerful-coach',
  doStream: () => {
    const chunks =
      step++ % 2 === 0
        ? toolCallParts('recommend_practice', { need: 'cheer up' })
        : textParts(...CHEERFUL_PRACTICE_REPLY.split(/(?<= )/));
    return Promise.resolve({ stream: simulateReadableStream({ chunks }) });
  },
});

const logs: string[] = [];
let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({
    authRateLimit: false,
    chat: {
      engine: mockModelCoach(model, { modelName: 'cheerful-coach', log: (line) => logs.push(line) }),
    },
  });
});
afterAll(async () => harness?.close());
afterEach(() => {
  step = 0;
  logs.length = 0;
});

// The typical answers but for a low mood and a supportive style; the replies greet the questionnaire's name.
const onboardedPerson = () =>
  signUpOnboarded(
    harness.app,
    {
      first_name: 'Jordan',
      initial_mood: 3,
      primary_goals: ['emotional balance'],
      communication_level: ['supportive'],
    },
    { firstName: 'Jo' },
  );

async function send(person: { cookie: string; coachId: string }, message: string) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { cookie: person.cookie },
    payload: { message, coachId: person.coachId },
  });
  expect(response.statusCode).toBe(200);
  return ChatReply.parse(response.json());
}

const promptOf = (call: LanguageModelV3CallOptions) => JSON.stringify(call.prompt);
const CHEER = /great to hear|love that|cheer you up|breathing practice|practice\?practiceId/i;

describe('a model coach on a raised tier', () => {
  it.each([
    ['an acute message', 'i have the pills in front of me and im going to take them all tonight'],
    ['a plan', "i'm going to kill myself tonight, i've decided"],
  ])('never asks the model about %s: the crisis card, no practice', async (_, message) => {
    const person = await onboardedPerson();
    const before = model.doStreamCalls.length;
    const reply = await send(person, message);

    expect(model.doStreamCalls.length).toBe(before);
    expect(reply.metadata).toMatchObject({ provider: 'safety', riskTier: 'acute' });
    expect(reply.safety?.level).toBe('crisis');
    expect(reply.safety?.resources.length).toBeGreaterThan(0);
    expect(reply.message.content).toContain('AI wellness coach');
    expect(reply.message.content).not.toMatch(CHEER);
    expect(reply.message.agentResponse?.actions ?? []).toEqual([]);
    for (const call of model.doStreamCalls) expect(promptOf(call)).not.toContain(message);
  });

  it('never asks the model about an elevated message: the direct question, resources, no practice', async () => {
    const person = await onboardedPerson();
    const before = model.doStreamCalls.length;
    const reply = await send(person, 'i just wish i could go to sleep and not wake up');

    expect(model.doStreamCalls.length).toBe(before);
    expect(reply.metadata).toMatchObject({ provider: 'safety', riskTier: 'elevated' });
    expect(reply.safety?.level).toBe('check_in');
    expect(reply.safety?.resources.map((resource) => resource.contact.label)).toContain('Call or text 988');
    expect(reply.message.content).toMatch(/thoughts of suicide/);
    expect(reply.message.content).not.toMatch(CHEER);
    expect(reply.message.agentResponse?.actions ?? []).toEqual([]);

    // Answering yes moves to the crisis card, still without the model.
    const yes = await send(person, 'yes');
    expect(model.doStreamCalls.length).toBe(before);
    expect(yes.safety?.level).toBe('crisis');
    expect(yes.message.content).not.toMatch(CHEER);
  });

  it("replaces a distressed reply's cheerful opening with a reflection of the feeling, and logs it", async () => {
    const person = await onboardedPerson();
    const before = model.doStreamCalls.length;
    const reply = await send(person, 'i feel so humiliated after today');

    // Distress reaches the model, which is asked to reflect first.
    expect(model.doStreamCalls.length).toBeGreaterThan(before);
    expect(promptOf(model.doStreamCalls[before]!)).toMatch(/never open cheerfully/);
    expect(reply.metadata).toMatchObject({ provider: 'openai-compatible', riskTier: 'distress' });
    expect(reply.safety).toBeUndefined();

    // The coach introduces itself on a first turn; the model's own answer follows it.
    const content = reply.message.content;
    const answer = content.slice(content.indexOf('\n\n') + 2);
    expect(content).toMatch(/^Hi Jordan, I'm \w+, your AI wellness coach/);
    expect(answer.startsWith(reflectionFor('shame', 'Jordan'))).toBe(true);
    expect(content).not.toMatch(/great to hear|love that|let's do a quick breathing/i);
    expect(logs.some((line) => /opened a distressed reply cheerfully/.test(line))).toBe(true);
  });
});
