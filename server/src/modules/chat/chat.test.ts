import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_NEEDS_ONBOARDING,
  CHAT_RATE_LIMITED,
  ChatConversationList,
  ChatHistoryResponse,
  ChatReply,
  type ChatStreamEvent,
} from '@flowmind/core/contracts/chat';
import { createChatStreamParser } from '@flowmind/core/chat-stream';
import { createTestApp, signUp, signUpOnboarded, type TestApp } from '../../../test/app';
import { sendJsonText } from '../../../test/json-text';

const SENDS_PER_MINUTE = 6;

let harness: TestApp;
let baseUrl: string;
beforeAll(async () => {
  harness = await createTestApp({
    authRateLimit: false,
    chat: { limits: { sendsPerMinute: SENDS_PER_MINUTE }, streamPaceMs: 20 },
  });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => harness?.close());

const onboarding = {
  stress_level: 7,
  stress_source: ['work'],
  primary_goals: ['better sleep', 'emotional balance'],
  preferred_practice_time: 'evening',
  communication_level: ['supportive'],
};

const onboardedPerson = (answers: { timezone?: string } = {}) =>
  signUpOnboarded(harness.app, { ...onboarding, ...answers });

function send(cookie: string, payload: unknown) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { cookie },
    payload: payload as object,
  });
}

function get(cookie: string, url: string) {
  return harness.app.inject({ method: 'GET', url, headers: { cookie } });
}

/** POSTs to the stream endpoint over real HTTP and collects its events. */
async function stream(
  cookie: string,
  payload: object,
  options: { stopAfter?: ChatStreamEvent['event'] } = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/chat/stream`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: controller.signal,
  });
  const events: ChatStreamEvent[] = [];
  if (!response.ok) return { response, events };
  const parser = createChatStreamParser((event) => events.push(event));
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (options.stopAfter && events.some((event) => event.event === options.stopAfter)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
  parser.end();
  return { response, events };
}

describe('POST /api/v1/chat', () => {
  it('answers as the built-in coach, introduces it once, and stores both messages', async () => {
    const person = await onboardedPerson();
    const first = await send(person.cookie, { message: "I'm stressed about work", coachId: person.coachId });
    expect(first.statusCode).toBe(200);
    const reply = ChatReply.parse(first.json());
    expect(reply.userMessage).toMatchObject({
      role: 'user',
      content: "I'm stressed about work",
      agentResponse: null,
    });
    expect(reply.message.role).toBe('assistant');
    expect(reply.message.content).toMatch(
      new RegExp(`^Hi Ana, I'm ${person.coachName.split(' ')[0]}, your AI wellness coach.*not a therapist`),
    );
    expect(reply.message.content).toContain("Flowmind's built-in coach");
    expect(reply.message.content).toMatch(/\/practice\?practiceId=[0-9a-f-]{36}\)/);
    expect(reply.message.agentResponse).toMatchObject({
      action: 'recommend_practice',
      finalAnswer: reply.message.content,
    });
    expect(reply.message.agentResponse!.thought).toContain('Ana');
    expect(reply.metadata).toMatchObject({
      provider: 'builtin',
      model: 'flowmind-coach-1',
      builtIn: true,
      intent: 'stress',
    });
    expect(reply.metadata.latencyMs).toBeGreaterThanOrEqual(0);
    expect(reply.safety).toBeUndefined();

    const second = ChatReply.parse(
      (await send(person.cookie, { message: 'hello', coachId: person.coachId })).json(),
    );
    expect(second.conversationId).toBe(reply.conversationId);
    expect(second.message.content).not.toContain('AI wellness coach');
    expect(second.message.content).toContain('Hi Ana');

    // A userId in the body is ignored: the session decides whose conversation this is.
    const other = await onboardedPerson();
    const spoofed = await send(person.cookie, {
      message: 'hi',
      coachId: person.coachId,
      userId: other.userId,
    });
    expect(ChatReply.parse(spoofed.json()).conversationId).toBe(reply.conversationId);
  });

  it('logs a stated mood for the person and says so', async () => {
    const person = await onboardedPerson();
    const reply = ChatReply.parse(
      (await send(person.cookie, { message: 'I feel like a 7 today', coachId: person.coachId })).json(),
    );
    expect(reply.message.content).toContain("I've logged your mood as 7/10 (Good)");
    const logged = reply.message.agentResponse!.actions!.find((action) => action.type === 'log_mood');
    expect(logged).toMatchObject({
      type: 'log_mood',
      moodEntry: { mood_score: 7, energy_level: 7, stress_level: 4 },
    });
    const today = (await get(person.cookie, '/api/v1/mood/today')).json();
    expect(today.entry).toMatchObject({ mood_score: 7, entry_type: 'daily' });
  });

  it('changes a mood put right at once instead of logging another, and the running totals follow', async () => {
    const person = await onboardedPerson();
    const say = async (message: string) =>
      ChatReply.parse((await send(person.cookie, { message, coachId: person.coachId })).json());
    const highMoods = async () =>
      (
        await harness.database.pool.query(
          'select high_mood_count, rewarded_high_mood_count from user_progress where user_id = $1',
          [person.userId],
        )
      ).rows[0];
    const scores = async () =>
      ((await get(person.cookie, '/api/v1/mood/history')).json().entries as { mood_score: number }[]).map(
        (entry) => entry.mood_score,
      );

    await say('I feel like a 7 today');
    const before = await scores();
    const up = await say('oops make that a 9');
    expect(up.message.content).toContain("I've changed today's mood from 7/10 to 9/10 (Excellent).");
    expect(up.message.agentResponse!.actions).toEqual([
      {
        type: 'log_mood',
        moodEntry: expect.objectContaining({ mood_score: 9, energy_level: 9, stress_level: 2 }),
        correctedFrom: 7,
      },
    ]);
    expect(await scores()).toEqual([9, ...before.slice(1)]);
    expect(await highMoods()).toEqual({ high_mood_count: 1, rewarded_high_mood_count: 1 });

    // Corrected again, from the corrected score; the totals follow it down.
    const down = await say('no wait, 5 not 9');
    expect(down.message.content).toContain('from 9/10 to 5/10 (Neutral)');
    expect(await scores()).toEqual([5, ...before.slice(1)]);
    expect(await highMoods()).toEqual({ high_mood_count: 0, rewarded_high_mood_count: 0 });
  });

  it('shows real progress from the running totals', async () => {
    const person = await onboardedPerson();
    const reply = ChatReply.parse(
      (await send(person.cookie, { message: 'How am I doing?', coachId: person.coachId })).json(),
    );
    const progress = reply.message.agentResponse!.actions!.find((action) => action.type === 'show_progress');
    // Onboarding logged the first mood: 5 XP, the First Check-in's 20 and a one-day streak.
    expect(progress).toMatchObject({
      progress: { level: 1, totalXP: 25, streakCount: 1, moodCount: 1, practiceCount: 0 },
    });
    expect(reply.message.content).toContain('Level 1 with 25 XP');
  });

  it('refuses bad input with clear messages', async () => {
    const person = await onboardedPerson();
    const cases: [unknown, number, RegExp][] = [
      [{ message: '', coachId: person.coachId }, 400, new RegExp(CHAT_MESSAGE_REQUIRED)],
      [{ message: '   \n ', coachId: person.coachId }, 400, new RegExp(CHAT_MESSAGE_REQUIRED)],
      [
        { message: 'x'.repeat(CHAT_MESSAGE_MAX + 1), coachId: person.coachId },
        400,
        new RegExp(CHAT_MESSAGE_TOO_LONG),
      ],
      [{ message: 42, coachId: person.coachId }, 400, new RegExp(CHAT_MESSAGE_REQUIRED)],
      [{ message: 'hi' }, 400, /Choose a coach to chat with/],
      [{ message: 'hi', coachId: 'not-a-coach' }, 404, /^Coach not found$/],
      [{ message: 'hi', coachId: '00000000-0000-4000-8000-000000000000' }, 404, /^Coach not found$/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send(person.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    const exactly = await send(person.cookie, {
      message: 'a'.repeat(CHAT_MESSAGE_MAX),
      coachId: person.coachId,
    });
    expect(exactly.statusCode).toBe(200);
    const notJson = await sendJsonText(
      harness.app,
      person.cookie,
      'POST',
      '/api/v1/chat',
      '{"message": "hi",',
    );
    expect(notJson.statusCode).toBe(400);
  });

  it('needs a finished onboarding and a session', async () => {
    const person = await signUp(harness.app);
    const coaches = (await get(person.cookie, '/api/v1/coaches')).json().coaches;
    const response = await send(person.cookie, { message: 'hello', coachId: coaches[0].id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(CHAT_NEEDS_ONBOARDING);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/chat',
      payload: { message: 'hi', coachId: coaches[0].id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits sends per person per minute, but never a crisis message', async () => {
    const person = await onboardedPerson();
    const bystander = await onboardedPerson();
    const results = await Promise.all(
      Array.from({ length: SENDS_PER_MINUTE + 3 }, (_, index) =>
        send(person.cookie, { message: `hello ${index}`, coachId: person.coachId }),
      ),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(SENDS_PER_MINUTE);
    const limited = results.find((response) => response.statusCode === 429)!;
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: CHAT_RATE_LIMITED });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    const crisis = await send(person.cookie, { message: 'i want to kms', coachId: person.coachId });
    expect(crisis.statusCode).toBe(200);
    expect(ChatReply.parse(crisis.json()).safety).toBeDefined();
    // Someone else is not affected.
    expect((await send(bystander.cookie, { message: 'hello', coachId: bystander.coachId })).statusCode).toBe(
      200,
    );
  });
});

describe('crisis messages', () => {
  it('skip the coach and answer with care and resources the UI renders', async () => {
    const person = await onboardedPerson();
    const response = await send(person.cookie, {
      message: "I don't want to wake up tomorrow",
      coachId: person.coachId,
    });
    const reply = ChatReply.parse(response.json());
    expect(reply.metadata).toMatchObject({ provider: 'safety', model: 'risk-check' });
    expect(reply.safety).toMatchObject({ categories: ['suicide'] });
    const resources = reply.safety!.resources.map((resource) => resource.description).join(' ');
    expect(resources).toContain('988');
    expect(resources).toContain('HOME to 741741');
    expect(resources).toContain('local emergency number');
    expect(reply.message.content).toMatch(/^Ana, /);
    expect(reply.message.content).toContain('AI wellness coach');
    expect(['crisis_support', 'safety_check']).toContain(reply.message.agentResponse?.action);
    expect(reply.message.safety).toEqual(reply.safety);

    // The block is stored with the reply, so history shows it again.
    const history = ChatHistoryResponse.parse(
      (await get(person.cookie, `/api/v1/chat/user/history?coachId=${person.coachId}`)).json(),
    );
    expect(history.data.messages.at(-1)!.safety).toEqual(reply.safety);

    // A figure of speech, from someone whose conversation was calm, is ordinary chat.
    const other = await onboardedPerson();
    const lookalike = ChatReply.parse(
      (await send(other.cookie, { message: 'this deadline is killing me', coachId: other.coachId })).json(),
    );
    expect(lookalike.safety).toBeUndefined();
    expect(lookalike.metadata.provider).toBe('builtin');
  });

  it("show the lines of the profile's country first, else the time zone's", async () => {
    const crisisReply = async (person: { cookie: string; coachId: string }) =>
      ChatReply.parse(
        (await send(person.cookie, { message: 'I want to kill myself', coachId: person.coachId })).json(),
      ).safety!;
    const setCountry = (cookie: string, country: string) =>
      harness.app.inject({
        method: 'PATCH',
        url: '/api/v1/profile',
        headers: { cookie },
        payload: { country },
      });

    // The time zone alone says the US.
    const newYorker = await onboardedPerson({ timezone: 'America/New_York' });
    expect((await crisisReply(newYorker)).resources[0]!.name).toBe('988 Suicide & Crisis Lifeline');

    // A person in the UK whose device still says New York: the profile's country wins.
    const inLondon = await onboardedPerson({ timezone: 'America/New_York' });
    expect((await setCountry(inLondon.cookie, 'GB')).statusCode).toBe(200);
    const uk = await crisisReply(inLondon);
    expect(uk.resources[0]!.name).toBe('Samaritans');
    expect(uk.resources.map((resource) => resource.contact.label)).toContain('Call 999');
    expect(uk.country).toBe('the UK');
    expect(JSON.stringify(uk.resources)).not.toContain('988');

    // A country without lines of its own here: the worldwide directory and the local emergency number, never
    // a US line that does not work there; other countries' lines stay one tap away.
    const inJapan = await onboardedPerson({ timezone: 'America/New_York' });
    expect((await setCountry(inJapan.cookie, 'JP')).statusCode).toBe(200);
    const japan = await crisisReply(inJapan);
    expect(japan.resources.map((resource) => resource.name)).toEqual([
      'Find A Helpline',
      'Emergency services',
    ]);
    expect(japan.resources[1]!.contact.href).toBeNull();
    expect(japan.elsewhere?.map((entry) => entry.country)).toContain('The US');
  });
});

describe('distress', () => {
  it('meets a hard feeling with care: the first sentence reflects it, no cheer and no crisis card', async () => {
    const person = await onboardedPerson();
    const reply = ChatReply.parse(
      (
        await send(person.cookie, {
          message: 'got humiliated in front of the whole class today',
          coachId: person.coachId,
        })
      ).json(),
    );
    expect(reply.safety).toBeUndefined();
    expect(reply.metadata).toMatchObject({ provider: 'builtin', riskTier: 'distress' });
    expect(reply.message.content).not.toMatch(/lovely to hear|great to hear|love that/i);
    expect(reply.message.content).toMatch(/humiliated|painful|sting|sorry|hard/i);
  });
});

describe('history and conversations', () => {
  it('returns the newest messages oldest first, the conversations, and nothing of anyone else', async () => {
    const owner = await onboardedPerson();
    const intruder = await onboardedPerson();
    for (const message of ['hello', "I can't sleep", 'thanks']) {
      expect((await send(owner.cookie, { message, coachId: owner.coachId })).statusCode).toBe(200);
    }

    const history = ChatHistoryResponse.parse(
      (await get(owner.cookie, `/api/v1/chat/user/history?coachId=${owner.coachId}`)).json(),
    );
    expect(history.data.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(history.data.messages[0]!.content).toBe('hello');
    expect(history.data.messages[1]!.agentResponse).not.toBeNull();
    expect(history.data.welcome).toMatch(/^Hi Ana, I'm .+, your AI wellness coach/);
    const timestamps = history.data.messages.map((message) => Date.parse(message.timestamp));
    expect([...timestamps].sort((a, b) => a - b)).toEqual(timestamps);

    const limited = ChatHistoryResponse.parse(
      (await get(owner.cookie, `/api/v1/chat/user/history?coachId=${owner.coachId}&limit=2`)).json(),
    );
    expect(limited.data.messages.map((message) => message.content)).toEqual(
      history.data.messages.slice(-2).map((message) => message.content),
    );

    const list = ChatConversationList.parse((await get(owner.cookie, '/api/v1/chat/conversations')).json());
    expect(list.data.conversations).toHaveLength(1);
    expect(list.data.conversations[0]).toMatchObject({
      id: history.data.conversationId,
      coachId: owner.coachId,
      coachName: owner.coachName,
      messageCount: 6,
      lastMessage: { role: 'assistant' },
    });

    const byId = ChatHistoryResponse.parse(
      (
        await get(owner.cookie, `/api/v1/chat/conversations/${history.data.conversationId}/history?limit=3`)
      ).json(),
    );
    expect(byId.data.messages).toHaveLength(3);
    expect(byId.data.conversationId).toBe(history.data.conversationId);

    // Someone else: the id is simply not found, and their own lists are empty.
    const stolen = await get(
      intruder.cookie,
      `/api/v1/chat/conversations/${history.data.conversationId}/history`,
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(CHAT_CONVERSATION_NOT_FOUND);
    expect((await get(intruder.cookie, '/api/v1/chat/conversations/not-a-uuid/history')).statusCode).toBe(
      404,
    );
    const theirs = ChatHistoryResponse.parse(
      (await get(intruder.cookie, `/api/v1/chat/user/history?coachId=${owner.coachId}`)).json(),
    );
    expect(theirs.data).toMatchObject({ messages: [], conversationId: null });
    expect(
      ChatConversationList.parse((await get(intruder.cookie, '/api/v1/chat/conversations')).json()).data
        .conversations,
    ).toEqual([]);
  });

  it('validates history queries', async () => {
    const person = await onboardedPerson();
    for (const url of [
      '/api/v1/chat/user/history',
      `/api/v1/chat/user/history?coachId=${person.coachId}&limit=0`,
      `/api/v1/chat/user/history?coachId=${person.coachId}&limit=abc`,
      `/api/v1/chat/user/history?coachId=${person.coachId}&limit=100000`,
    ]) {
      expect((await get(person.cookie, url)).statusCode, url).toBe(400);
    }
    expect((await get(person.cookie, '/api/v1/chat/user/history?coachId=nope')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/chat/stream', () => {
  it('streams meta, actions and small deltas, then the stored reply', async () => {
    const person = await onboardedPerson();
    const { response, events } = await stream(person.cookie, {
      message: 'Recommend a breathing practice',
      coachId: person.coachId,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    expect(events[0]).toMatchObject({
      event: 'meta',
      data: { provider: 'builtin', userMessage: { content: 'Recommend a breathing practice' } },
    });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    if (done.event !== 'done') return;
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.map((event) => (event.event === 'delta' ? event.data.text : '')).join('')).toBe(
      done.data.message.content,
    );
    expect(
      events.some((event) => event.event === 'action' && event.data.action.type === 'recommend_practice'),
    ).toBe(true);
    expect(done.data.conversationId).toBe(events[0]!.event === 'meta' ? events[0]!.data.conversationId : '');

    const history = ChatHistoryResponse.parse(
      (await get(person.cookie, `/api/v1/chat/user/history?coachId=${person.coachId}`)).json(),
    );
    expect(history.data.messages.at(-1)!.content).toBe(done.data.message.content);
  });

  it('puts crisis resources in the first event', async () => {
    const person = await onboardedPerson();
    const { events } = await stream(person.cookie, {
      message: 'I want to kill myself',
      coachId: person.coachId,
    });
    expect(events[0]).toMatchObject({
      event: 'meta',
      data: { provider: 'safety', safety: { level: 'crisis' } },
    });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { safety: { categories: ['suicide'] } } });
  });

  it('answers refusals as JSON errors before the stream starts', async () => {
    const person = await onboardedPerson();
    const empty = await stream(person.cookie, { message: ' ', coachId: person.coachId });
    expect(empty.response.status).toBe(400);
    expect(((await empty.response.json()) as { error: { message: string } }).error.message).toMatch(
      CHAT_MESSAGE_REQUIRED,
    );
    const unknown = await stream(person.cookie, {
      message: 'hi',
      coachId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.response.status).toBe(404);
    expect(((await unknown.response.json()) as { error: { message: string } }).error.message).toBe(
      'Coach not found',
    );
    const anonymous = await fetch(`${baseUrl}/api/v1/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hi', coachId: person.coachId }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('stores the reply even when the client leaves mid-stream', async () => {
    const person = await onboardedPerson();
    const { events } = await stream(
      person.cookie,
      { message: "I can't sleep and my mind keeps racing", coachId: person.coachId },
      { stopAfter: 'delta' },
    );
    expect(events.some((event) => event.event === 'done')).toBe(false);

    let messages: { role: string; content: string }[] = [];
    for (let attempt = 0; attempt < 100 && messages.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      messages = ChatHistoryResponse.parse(
        (await get(person.cookie, `/api/v1/chat/user/history?coachId=${person.coachId}`)).json(),
      ).data.messages;
    }
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.content).toMatch(/\/practice\?practiceId=/);
  });
});
