import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { ChatReply } from '@flowmind/core/contracts/chat';
import { createTestApp, requestAs, signUpOnboarded, type TestApp } from '../../../test/app';
import { mockModelCoach, textParts, toolCallParts } from '../../../test/fixtures/model-streams';
import { FALLBACK_NOTICE } from '../../integrations/llm/coach-engine';

/** The chat API on a model coach (a mock model): what the model sees, and what it never sees. */

type Step = { text: string } | { tool: string; input: object } | 'fail';
const script: Step[] = [];

const model = new MockLanguageModelV3({
  provider: 'mock',
  modelId: 'mock-coach',
  doStream: () => {
    const step = script.shift() ?? { text: 'Okay.' };
    if (step === 'fail') return Promise.reject(new Error('provider unavailable'));
    const chunks =
      'tool' in step ? toolCallParts(step.tool, step.input) : textParts(...step.text.split(/(?<= )/));
    return Promise.resolve({ stream: simulateReadableStream({ chunks }) });
  },
});

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({
    authRateLimit: false,
    chat: {
      engine: mockModelCoach(model, { modelName: 'mock-coach' }),
      limits: { modelHistoryMessages: 4 },
    },
  });
});
afterAll(async () => harness?.close());

const onboardedPerson = () =>
  signUpOnboarded(
    harness.app,
    {
      first_name: 'Jordan',
      last_name: 'Reyes',
      age_range: 35,
      life_stage: 'career_growth',
      stress_level: 8,
      stress_source: ['money'],
      initial_mood: 3,
      primary_goals: ['improve focus', 'career growth'],
      experience_level: 'intermediate',
      preferred_practice_time: 'morning',
      communication_level: ['analytical'],
      practice_style: ['neuroscience/behavioral change'],
    },
    { firstName: 'Jo' },
  );

function send(cookie: string, coachId: string, message: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { cookie },
    payload: { message, coachId },
  });
}

function promptOf(call: LanguageModelV3CallOptions): string {
  return JSON.stringify(call.prompt);
}

describe('chat on a model coach', () => {
  it("gives the model the person's own context and runs tools for that person only", async () => {
    const person = await onboardedPerson();
    const calls = model.doStreamCalls.length;
    script.push(
      { tool: 'log_mood', input: { score: 6 } },
      { text: 'Logged your 6, Jordan. Nice steady start.' },
    );
    const reply = ChatReply.parse(
      (await send(person.cookie, person.coachId, 'I feel like a 6 today')).json(),
    );

    expect(reply.metadata).toMatchObject({
      provider: 'openai-compatible',
      model: 'mock-coach',
      builtIn: false,
    });
    // The service introduces the coach on the first turn; the model's words follow.
    expect(reply.message.content).toMatch(
      /^Hi Jordan, I'm .+, your AI wellness coach.*\n\nLogged your 6, Jordan\. Nice steady start\.$/s,
    );
    expect(reply.message.content).not.toContain('built-in coach');
    expect(reply.message.agentResponse!.actions).toMatchObject([
      { type: 'log_mood', moodEntry: { mood_score: 6 } },
    ]);
    const today = (await requestAs(harness.app, person.cookie, 'GET', '/api/v1/mood/today')).json();
    expect(today.entry.mood_score).toBe(6);

    const prompt = promptOf(model.doStreamCalls[calls]!);
    for (const fact of [
      'First name: Jordan',
      'Goals: improve focus, career growth',
      'Analytical & Detailed',
      'neuroscience/behavioral change',
      'at onboarding they rated their mood 3/10',
      'Current streak: 1 day',
      'already introduced you',
      'I feel like a 6 today',
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  it('sends only the last turns to the model', async () => {
    const person = await onboardedPerson();
    for (const message of ['one', 'two', 'three']) {
      script.push({ text: `Reply to ${message}.` });
      expect((await send(person.cookie, person.coachId, message)).statusCode).toBe(200);
    }
    const before = model.doStreamCalls.length;
    script.push({ text: 'Fourth reply.' });
    await send(person.cookie, person.coachId, 'four');
    const roles = model.doStreamCalls[before]!.prompt.map((message) => message.role);
    // System prompt, the last 4 stored messages, the new one.
    expect(roles).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(promptOf(model.doStreamCalls[before]!)).not.toContain('"one"');
  });

  it('never lets a crisis message reach the model', async () => {
    const person = await onboardedPerson();
    const before = model.doStreamCalls.length;
    const reply = ChatReply.parse(
      (await send(person.cookie, person.coachId, 'honestly i might just unalive myself')).json(),
    );
    expect(model.doStreamCalls.length).toBe(before);
    expect(reply.metadata.provider).toBe('safety');
    expect(reply.safety?.resources.map((resource) => resource.contact.label)).toEqual(
      expect.arrayContaining(['Call or text 988', 'Text HOME to 741741']),
    );
    for (const call of model.doStreamCalls) expect(promptOf(call)).not.toContain('unalive');
  });

  it("replaces a model's cheerful practice reply while the conversation's tier is raised", async () => {
    const person = await onboardedPerson();
    // An elevated message: the model is never asked, and the person is asked directly about suicide.
    script.push({ text: 'That is great to hear! Try a breathing practice, it will cheer you up.' });
    onTestFinished(() => {
      script.length = 0;
    });
    const before = model.doStreamCalls.length;
    const check = ChatReply.parse(
      (await send(person.cookie, person.coachId, 'everyone would honestly be better off without me')).json(),
    );
    expect(model.doStreamCalls.length).toBe(before);
    expect(check.message.content).toMatch(/thoughts of suicide/);
    expect(check.message.content).not.toMatch(/great to hear|practice/i);
    // The next, calm-sounding message still gets care from the carried tier, not the model's cheer.
    const next = ChatReply.parse((await send(person.cookie, person.coachId, 'ok whatever')).json());
    expect(model.doStreamCalls.length).toBe(before);
    expect(next.metadata).toMatchObject({ provider: 'safety', riskTier: 'elevated' });
    expect(next.message.content).not.toMatch(/great to hear|practice\?practiceId/i);
    // A distressed message reaches the model, which is told not to open cheerfully.
    script.length = 0;
    const other = await onboardedPerson();
    const calls = model.doStreamCalls.length;
    await send(other.cookie, other.coachId, 'i got humiliated in front of the whole team today');
    expect(promptOf(model.doStreamCalls[calls]!)).toMatch(/never open cheerfully/);
  });

  it('falls back to the built-in coach with a notice when the provider fails', async () => {
    const person = await onboardedPerson();
    script.push('fail');
    const reply = ChatReply.parse((await send(person.cookie, person.coachId, "I can't focus at all")).json());
    expect(reply.metadata).toMatchObject({
      provider: 'builtin',
      builtIn: true,
      fallbackNotice: FALLBACK_NOTICE,
    });
    expect(reply.message.content).toMatch(/\/practice\?practiceId=/);
    expect(reply.message.agentResponse!.metadata!.fallbackNotice).toBe(FALLBACK_NOTICE);
  });

  it('removes medical advice the model writes', async () => {
    const person = await onboardedPerson();
    script.push({ text: 'Jordan, you probably have ADHD. Try a short focus drill. ' });
    const reply = ChatReply.parse(
      (await send(person.cookie, person.coachId, 'why can I never focus?')).json(),
    );
    expect(reply.message.content).not.toContain('ADHD');
    expect(reply.message.content).toContain('Try a short focus drill.');
    expect(reply.message.content).toContain("I can't give medical advice");
  });
});
