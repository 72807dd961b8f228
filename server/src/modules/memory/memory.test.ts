import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MEMORY_FACTS_PER_COACH,
  MEMORY_COACH_REQUIRED,
  MEMORY_ENABLED_REQUIRED,
  MEMORY_FACT_NOT_FOUND,
  MEMORY_TEXT_REQUIRED,
  MEMORY_TEXT_TOO_LONG,
  MemoryFactList,
  type MemoryFact,
} from '@flowmind/core/contracts/memory';
import type { ChatAction } from '@flowmind/core/contracts/chat';
import type { RiskClassifier } from '@flowmind/core/risk-tiers';
import type { CoachEngine, CoachTurn } from '../../integrations/llm/coach-engine';
import { createTestApp, signUpOnboarded, type TestApp } from '../../../test/app';

/**
 * A coach engine that records what each turn received and answers plainly; it recommends a practice when
 * told to, so a later 'that practice didn't help' has something to be about.
 */
class RecordingEngine implements CoachEngine {
  readonly provider = 'test';
  readonly model = 'recording';
  readonly builtIn = false;
  readonly paced = false;
  readonly turns: CoachTurn[] = [];
  nextActions: ChatAction[] = [];

  reply(turn: CoachTurn) {
    this.turns.push(turn);
    const actions = this.nextActions;
    this.nextActions = [];
    return Promise.resolve({
      thought: 'Listening.',
      action: actions.length > 0 ? 'recommend_practice' : 'respond',
      observation: 'none',
      finalAnswer: 'Thank you for telling me.',
      actions,
      provider: this.provider,
      model: this.model,
      builtIn: false,
    });
  }

  lastMemory(): MemoryFact[] {
    return this.turns.at(-1)!.memory;
  }
}

/**
 * A fixed risk check, so these tests are about memory and not about the trained model's reading of
 * ordinary sentences: 'kill myself' is acute, anything else is calm.
 */
const risk: RiskClassifier = {
  assess: (text) =>
    /kill myself/i.test(text)
      ? {
          tier: 'acute',
          category: 'suicide_plan',
          source: 'rule',
          scores: { none: 0, distress: 0, elevated: 0, acute: 1 },
        }
      : {
          tier: 'none',
          category: 'everyday',
          source: 'rule',
          scores: { none: 1, distress: 0, elevated: 0, acute: 0 },
        },
};

const engine = new RecordingEngine();
let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({
    authRateLimit: false,
    chat: { engine, risk, limits: { sendsPerMinute: 100 } },
  });
});
afterAll(async () => harness?.close());

const onboarded = () => signUpOnboarded(harness.app);

type Person = Awaited<ReturnType<typeof onboarded>>;

function call(
  person: { cookie: string } | undefined,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) {
  return harness.app.inject({ method, url, headers: person ? { cookie: person.cookie } : {}, payload });
}

async function say(person: Person, message: string) {
  const response = await call(person, 'POST', '/api/v1/chat', { message, coachId: person.coachId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function facts(person: Person, coachId = person.coachId) {
  const response = await call(person, 'GET', `/api/v1/memory/facts?coachId=${coachId}`);
  expect(response.statusCode, response.body).toBe(200);
  return MemoryFactList.parse(response.json());
}

async function insertFact(person: Person, text: string, coachId = person.coachId) {
  const { rows } = await harness.database.pool.query<{ id: string }>(
    `insert into coach_memory_facts (user_id, coach_id, kind, text) values ($1, $2, 'goal', $3) returning id`,
    [person.userId, coachId, text],
  );
  return rows[0]!.id;
}

describe('what the coach remembers, from the chat', () => {
  it('keeps a fact from a message and gives it to the coach on a later turn', async () => {
    const person = await onboarded();
    await say(person, 'my sister ana has been stressing me out');
    expect(engine.lastMemory()).toEqual([]);

    const list = await facts(person);
    expect(list.enabled).toBe(true);
    expect(list.facts).toMatchObject([
      { kind: 'person', text: 'Your sister Ana', coachId: person.coachId, practiceId: null },
    ]);

    await say(person, 'thanks for listening');
    expect(engine.lastMemory().map((fact) => fact.text)).toEqual(['Your sister Ana']);
    // Said again, it is not stored twice.
    await say(person, 'my sister ana called again');
    expect((await facts(person)).facts).toHaveLength(1);
  });

  it('puts a kept name right when the person corrects it, instead of keeping a second note', async () => {
    const person = await onboarded();
    await say(person, 'my dog is called rocky');
    expect((await facts(person)).facts.map((fact) => fact.text)).toEqual(['Your dog Rocky']);
    await say(person, 'its rocco not rocky');
    expect((await facts(person)).facts.map((fact) => fact.text)).toEqual(['Your dog Rocco']);
    // A 'not' that names nobody kept changes nothing.
    await say(person, 'tea not coffee');
    expect((await facts(person)).facts.map((fact) => fact.text)).toEqual(['Your dog Rocco']);
  });

  it("pins 'that practice wasn't for me' on the practice the coach suggested, and replaces it when it later helps", async () => {
    const person = await onboarded();
    const practices = (await call(person, 'GET', '/api/v1/practices')).json().practices as Array<{
      id: string;
      name: string;
      category: string;
      description: string;
      durationMinutes: number;
    }>;
    const practice = practices[0]!;
    engine.nextActions = [
      {
        type: 'recommend_practice',
        practices: [
          {
            id: practice.id,
            name: practice.name,
            description: 'A practice.',
            durationMinutes: 5,
            category: typeof practice.category === 'string' ? practice.category : 'Breathwork',
            url: `/practice?practiceId=${practice.id}`,
          },
        ],
      },
    ];
    await say(person, 'can you suggest something for stress');
    await say(person, 'hmm that practice wasnt really for me');
    let list = await facts(person);
    expect(list.facts).toMatchObject([
      { kind: 'did_not_help', text: `${practice.name} did not help`, practiceId: practice.id },
    ]);

    await say(person, 'ok thanks');
    expect(engine.lastMemory()).toMatchObject([{ kind: 'did_not_help', practiceId: practice.id }]);

    await say(person, 'actually that practice really helped last night');
    list = await facts(person);
    expect(list.facts).toMatchObject([
      { kind: 'helped', text: `${practice.name} helped`, practiceId: practice.id },
    ]);
  });

  it('keeps nothing from a message answered by the safety check, nor from a question', async () => {
    const person = await onboarded();
    const reply = await say(person, 'my sister ana keeps calling me and i want to kill myself');
    expect(reply.metadata.riskTier).toBe('acute');
    await say(person, 'should i tell my boss about my exams?');
    expect((await facts(person)).facts).toEqual([]);
  });

  it('neither keeps nor uses facts while memory is off, and keeps them visible', async () => {
    const person = await onboarded();
    await say(person, 'exams next week are stressing me out');
    expect((await facts(person)).facts.map((fact) => fact.text)).toEqual(['Exams next week']);

    const off = await call(person, 'PUT', '/api/v1/memory/settings', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await call(person, 'GET', '/api/v1/memory/settings')).json()).toEqual({ enabled: false });

    await say(person, 'my boss mark keeps yelling at me');
    expect(engine.lastMemory()).toEqual([]);
    const list = await facts(person);
    expect(list.enabled).toBe(false);
    expect(list.facts.map((fact) => fact.text)).toEqual(['Exams next week']);

    await call(person, 'PUT', '/api/v1/memory/settings', { enabled: true });
    await say(person, 'hi');
    expect(engine.lastMemory().map((fact) => fact.text)).toEqual(['Exams next week']);
  });

  it(`keeps at most ${MAX_MEMORY_FACTS_PER_COACH} facts per coach, dropping the oldest`, async () => {
    const person = await onboarded();
    await harness.database.pool.query(
      `insert into coach_memory_facts (user_id, coach_id, kind, text, created_at, updated_at)
       select $1, $2, 'goal', 'Old goal ' || n, now() - (100 - n) * interval '1 minute', now() - (100 - n) * interval '1 minute'
         from generate_series(1, $3::int) n`,
      [person.userId, person.coachId, MAX_MEMORY_FACTS_PER_COACH],
    );
    await say(person, 'i want to run a 5k by spring');
    const list = await facts(person);
    expect(list.facts).toHaveLength(MAX_MEMORY_FACTS_PER_COACH);
    expect(list.facts[0]!.text).toBe('Run a 5k by spring');
    expect(list.facts.map((fact) => fact.text)).not.toContain('Old goal 1');
    expect(list.facts.map((fact) => fact.text)).toContain('Old goal 2');
  });
});

describe('the memory routes', () => {
  it('lists, rewrites, deletes one and forgets all, for one coach only', async () => {
    const person = await onboarded();
    const coaches = (await call(person, 'GET', '/api/v1/coaches')).json().coaches as Array<{ id: string }>;
    const otherCoach = coaches.find((coach) => coach.id !== person.coachId)!.id;
    const first = await insertFact(person, 'Run a 5k');
    const second = await insertFact(person, 'Read more');
    await insertFact(person, 'Other coach goal', otherCoach);

    expect((await facts(person)).facts.map((fact) => fact.text).sort()).toEqual(['Read more', 'Run a 5k']);

    const edited = await call(person, 'PATCH', `/api/v1/memory/facts/${first}`, {
      text: '  Run a 10k by June  ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: first, text: 'Run a 10k by June', kind: 'goal' });

    const removed = await call(person, 'DELETE', `/api/v1/memory/facts/${second}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: 1 });
    expect((await call(person, 'DELETE', `/api/v1/memory/facts/${second}`)).statusCode).toBe(404);
    expect((await facts(person)).facts.map((fact) => fact.text)).toEqual(['Run a 10k by June']);

    const all = await call(person, 'DELETE', `/api/v1/memory/facts?coachId=${person.coachId}`);
    expect(all.json()).toEqual({ deleted: 1 });
    expect((await facts(person)).facts).toEqual([]);
    expect((await facts(person, otherCoach)).facts.map((fact) => fact.text)).toEqual(['Other coach goal']);
  });

  it("answers 404 for another person's facts and never changes them", async () => {
    const owner = await onboarded();
    const intruder = await onboarded();
    const id = await insertFact(owner, 'Owner-only goal');

    for (const [method, payload] of [
      ['PATCH', { text: 'changed' }],
      ['DELETE', undefined],
    ] as const) {
      for (const target of [id, randomUUID(), 'not-a-uuid']) {
        const response = await call(intruder, method, `/api/v1/memory/facts/${target}`, payload);
        expect(response.statusCode, `${method} ${target}`).toBe(404);
        expect(response.json().error.message).toBe(MEMORY_FACT_NOT_FOUND);
      }
    }
    const forgetAll = await call(intruder, 'DELETE', `/api/v1/memory/facts?coachId=${owner.coachId}`);
    expect(forgetAll.json()).toEqual({ deleted: 0 });
    const seen = await facts(intruder, owner.coachId);
    expect(JSON.stringify(seen)).not.toContain('Owner-only goal');
    expect((await facts(owner)).facts.map((fact) => fact.text)).toEqual(['Owner-only goal']);
  });

  it('refuses bad input with 400 and a clear message, never a 500', async () => {
    const person = await onboarded();
    const id = await insertFact(person, 'Keep me');
    const cases: Array<[string, string, string, unknown, string]> = [
      ['PATCH', `/api/v1/memory/facts/${id}`, 'empty text', { text: '   ' }, MEMORY_TEXT_REQUIRED],
      ['PATCH', `/api/v1/memory/facts/${id}`, 'no text', {}, MEMORY_TEXT_REQUIRED],
      ['PATCH', `/api/v1/memory/facts/${id}`, 'number', { text: 42 }, MEMORY_TEXT_REQUIRED],
      ['PATCH', `/api/v1/memory/facts/${id}`, 'too long', { text: 'x'.repeat(201) }, MEMORY_TEXT_TOO_LONG],
      ['GET', '/api/v1/memory/facts', 'no coach', undefined, MEMORY_COACH_REQUIRED],
      ['GET', '/api/v1/memory/facts?coachId=abc', 'bad coach', undefined, MEMORY_COACH_REQUIRED],
      ['DELETE', '/api/v1/memory/facts?coachId=abc', 'bad coach', undefined, MEMORY_COACH_REQUIRED],
      ['PUT', '/api/v1/memory/settings', 'not a boolean', { enabled: 'yes' }, MEMORY_ENABLED_REQUIRED],
      ['PUT', '/api/v1/memory/settings', 'missing', {}, MEMORY_ENABLED_REQUIRED],
      ['PUT', '/api/v1/memory/settings', 'unknown field', { enabled: true, forever: 1 }, 'forever'],
    ];
    for (const [method, url, label, payload, message] of cases) {
      const response = await call(person, method as 'GET', url, payload as object | undefined);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error.message, label).toContain(message);
    }
    const unknownCoach = await call(person, 'GET', `/api/v1/memory/facts?coachId=${randomUUID()}`);
    expect(unknownCoach.statusCode).toBe(404);
    expect((await facts(person)).facts.map((fact) => fact.text)).toEqual(['Keep me']);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', `/api/v1/memory/facts?coachId=${randomUUID()}`],
      ['GET', '/api/v1/memory/settings'],
      ['PUT', '/api/v1/memory/settings'],
      ['DELETE', `/api/v1/memory/facts/${randomUUID()}`],
    ] as const) {
      expect(
        (await call(undefined, method, url, method === 'PUT' ? { enabled: true } : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('goes with the account', async () => {
    const person = await onboarded();
    await insertFact(person, 'Gone with the account');
    await call(person, 'PUT', '/api/v1/memory/settings', { enabled: false });
    await harness.database.pool.query('delete from auth_users where id = $1', [person.userId]);
    const { rows } = await harness.database.pool.query(
      `select (select count(*) from coach_memory_facts where user_id = $1)::int as facts,
              (select count(*) from coach_memory_settings where user_id = $1)::int as settings`,
      [person.userId],
    );
    expect(rows[0]).toEqual({ facts: 0, settings: 0 });
  });
});
