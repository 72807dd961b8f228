import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReply } from '@flowmind/core/contracts/chat';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { MemoryFactList } from '@flowmind/core/contracts/memory';
import { createTestApp, signUp, signUpOnboarded, type TestApp } from '../../../../test/app';
import { personaPhrases, TEN_TURN_SCRIPT } from './conversations';

/**
 * The 10-turn script through the whole app, as a person would send it, for every coach: the risk check,
 * the real memory (kept from each message and read back on the next) and the built-in coach together.
 */
let harness: TestApp;
let coaches: Coach[];

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false, chat: { limits: { sendsPerMinute: 100 } } });
  const person = await signUp(harness.app);
  coaches = (
    await harness.app.inject({ method: 'GET', url: '/api/v1/coaches', headers: { cookie: person.cookie } })
  ).json().coaches;
});
afterAll(async () => harness?.close());

describe('ten turns with each coach through the app', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [0, false],
    [3, false],
  ])('coach %i (memory on: %s) hears feedback and never repeats itself', async (index, memoryOn) => {
    const coach = coaches[index]!;
    const person = await signUpOnboarded(harness.app, {}, { firstName: 'Ana' });
    if (!memoryOn) {
      const off = await harness.app.inject({
        method: 'PUT',
        url: '/api/v1/memory/settings',
        headers: { cookie: person.cookie },
        payload: { enabled: false },
      });
      expect(off.statusCode).toBe(200);
    }
    const phrases = personaPhrases(coach, 'Ana');
    const problems: string[] = [];
    const replies: string[] = [];
    const recommended: { id: string; category: string }[] = [];
    let disliked: { id: string; category: string } | undefined;
    let lastSuggested: { id: string; category: string } | undefined;

    for (const message of TEN_TURN_SCRIPT) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: { cookie: person.cookie },
        payload: { message, coachId: coach.id },
      });
      expect(response.statusCode, message).toBe(200);
      const reply = ChatReply.parse(response.json());
      const text = reply.message.content;
      const say = (problem: string) => problems.push(`'${message}' -> ${problem}: ${text}`);
      if (reply.safety) say('answered as a risk');
      for (const phrase of phrases) {
        if (text.includes(phrase) && replies.slice(-5).some((earlier) => earlier.includes(phrase)))
          say(`repeats '${phrase}' within five replies`);
      }
      const suggested = (reply.message.agentResponse?.actions ?? []).flatMap((action) =>
        action.type === 'recommend_practice' ? action.practices : [],
      );
      for (const practice of suggested) {
        if (recommended.some((earlier) => earlier.id === practice.id))
          say(`recommends ${practice.name} twice`);
        if (disliked && (practice.id === disliked.id || practice.category === disliked.category))
          say(`suggests ${practice.name} (${practice.category}) after that kind did not help`);
      }
      // The practice turned down is the main one of the last suggestion.
      if (message.includes('didnt help')) disliked = lastSuggested;
      if (suggested[0]) lastSuggested = { id: suggested[0].id, category: suggested[0].category };
      recommended.push(...suggested.map(({ id, category }) => ({ id, category })));
      replies.push(text);
    }

    // What was said is kept, and used later in the conversation.
    const memory = MemoryFactList.parse(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/v1/memory/facts?coachId=${coach.id}`,
          headers: { cookie: person.cookie },
        })
      ).json(),
    );
    const kept = memory.facts.map((fact) => `${fact.kind}: ${fact.text}`);
    if (memoryOn) {
      if (!kept.some((fact) => /^stressor: .*exams/i.test(fact)))
        problems.push(`no exams kept: ${kept.join('; ')}`);
      if (!kept.some((fact) => fact.startsWith('did_not_help:')))
        problems.push(`the practice that did not help is not kept: ${kept.join('; ')}`);
      if (!replies.slice(2).some((text) => /exams?/i.test(text)))
        problems.push('never comes back to the exams');
    } else if (kept.length > 0) problems.push(`kept facts with memory off: ${kept.join('; ')}`);
    expect(disliked, 'a practice was suggested before the feedback').toBeDefined();
    expect(problems, `${coach.name}:\n${problems.join('\n')}`).toEqual([]);
  });
});
