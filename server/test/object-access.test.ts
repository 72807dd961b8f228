import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, signUpOnboarded, type TestApp } from './app';
import { addressVariants } from './address-variants';

/**
 * Object-level access (issue 8): a second person's session sends the first person's real ids (and random
 * UUIDs) to every /api/v1 route and verb, in the path, the query and the body. Nothing of the first
 * person's may come back and nothing of theirs may change; an id in a path that is not the caller's
 * answers 404, so existence is never revealed.
 */
const MIN_PROBES = 1_000;
/** Text only the owner wrote: if it ever appears in an answer to the intruder, their data leaked. */
const MOOD_CANARY = 'canary-mood-7f3a';
const CHAT_CANARY = 'canary-chat-9c1e';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const onboarded = (firstName: string) =>
  signUpOnboarded(harness.app, { first_name: firstName, last_name: 'Owner', stress_level: 6 }, { firstName });

/** Everything of the owner's that a leak or a write would touch, as one comparable snapshot. */
async function ownerSnapshot(userId: string) {
  const { rows } = await harness.database.pool.query(
    `select
       (select json_agg(m order by m.id) from mood_entries m where m.user_id = $1) as moods,
       (select json_agg(p order by p.id) from practice_effectiveness p where p.user_id = $1) as completions,
       (select json_agg(c order by c.id) from chat_messages c where c.user_id = $1) as messages,
       (select json_agg(f order by f.id) from coach_memory_facts f where f.user_id = $1) as memory,
       (select row_to_json(s) from coach_memory_settings s where s.user_id = $1) as memory_settings,
       (select row_to_json(u) from users u where u.id = $1) as profile,
       (select count(*) from auth_sessions s where s.user_id = $1) as sessions`,
    [userId],
  );
  return rows[0] as unknown;
}

describe('object-level access', () => {
  it(`sends at least ${MIN_PROBES} probes with another person's ids and never reaches their data`, async () => {
    const owner = await onboarded('Olive');
    const intruder = await onboarded('Ivan');
    const as = (cookie: string, options: InjectOptions) =>
      harness.app.inject({ ...options, headers: { ...options.headers, cookie } });

    // The owner's real data and ids.
    const mood = await as(owner.cookie, {
      method: 'POST',
      url: '/api/v1/mood',
      payload: { mood_score: 7, notes: MOOD_CANARY },
    });
    expect(mood.statusCode).toBeLessThan(300);
    const practices = (await as(owner.cookie, { method: 'GET', url: '/api/v1/practices' })).json<
      Array<{ id: string }> | { practices: Array<{ id: string }> }
    >();
    const practiceId = (Array.isArray(practices) ? practices : practices.practices)[0]!.id;
    const completion = await as(owner.cookie, {
      method: 'POST',
      url: '/api/v1/practice-completions',
      payload: { practiceId, moodAfter: 8, durationActualMinutes: 5, userNotes: MOOD_CANARY },
    });
    const chat = await as(owner.cookie, {
      method: 'POST',
      url: '/api/v1/chat',
      payload: { message: `I want to sleep better ${CHAT_CANARY}`, coachId: owner.coachId },
    });
    expect(chat.statusCode).toBe(200);
    for (const message of ['How am I doing?', 'Recommend a breathing practice', 'Thank you']) {
      const more = await as(owner.cookie, {
        method: 'POST',
        url: '/api/v1/chat',
        payload: { message, coachId: owner.coachId },
      });
      expect(more.statusCode).toBe(200);
    }
    const speech = await as(owner.cookie, {
      method: 'POST',
      url: '/api/v1/voice/generate',
      payload: { text: 'A calm sentence for the owner only.', voice: 'af_nicole', speed: 1 },
    });
    expect(speech.statusCode).toBe(200);
    const audioUrl = speech.json<{ audioUrl: string }>().audioUrl;
    const [audioKey, audioSig] = [
      audioUrl.split('/').pop()!.split('?')[0]!,
      new URL(audioUrl, 'http://x').searchParams.get('sig')!,
    ];

    // Something the coach remembers: the goal in the first message, and a person named outright.
    const remembered = await as(owner.cookie, {
      method: 'POST',
      url: '/api/v1/chat',
      payload: { message: 'my sister ana keeps calling me', coachId: owner.coachId },
    });
    expect(remembered.statusCode).toBe(200);
    const { rows: idRows } = await harness.database.pool.query<{ id: string }>(
      `select id::text from mood_entries where user_id = $1
       union all select id::text from practice_effectiveness where user_id = $1
       union all select id::text from chat_conversations where user_id = $1
       union all select id::text from chat_messages where user_id = $1
       union all select id::text from auth_sessions where user_id = $1
       union all select id::text from coach_memory_facts where user_id = $1`,
      [owner.userId],
    );
    const ownerIds = [owner.userId, audioKey, ...idRows.map((row) => row.id)];
    expect(completion.statusCode).toBeLessThan(300);
    expect(ownerIds.length).toBeGreaterThanOrEqual(7);
    const before = await ownerSnapshot(owner.userId);

    const routes = harness.app.apiRoutes.filter(
      // Streams never end and deletion would remove the intruder; both are probed in their own tests.
      (route) =>
        !route.public &&
        !/^(GET \/api\/v1\/events|DELETE \/api\/v1\/account)$/.test(`${route.method} ${route.url}`),
    );
    const leaks: string[] = [];
    const wrongStatus: string[] = [];
    let probes = 0;
    const ids = [...ownerIds, ...Array.from({ length: 12 }, () => randomUUID())];

    for (const route of routes) {
      for (const id of ids) {
        const hasPathId = route.url.includes(':');
        const address = route.url.replace(/:[A-Za-z]+/g, id);
        // Other spellings of the address (encoded, doubled slashes, mixed case) with the owner's own ids.
        const spellings = ownerIds.slice(0, 2).includes(id)
          ? [address, ...addressVariants(address)]
          : [address];
        for (const url of spellings) {
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const options: InjectOptions = {
            method: route.method,
            url,
            query: {
              userId: id,
              conversationId: id,
              id,
              coachId: owner.coachId,
              sig: audioSig,
              days: '30',
              limit: '50',
            },
            payload: withBody
              ? {
                  userId: id,
                  user_id: id,
                  id,
                  conversationId: id,
                  practiceId: id,
                  coachId: owner.coachId,
                  message: 'hello there',
                  mood_score: 5,
                  text: 'hello',
                  voice: 'af_nicole',
                  speed: 1,
                }
              : undefined,
          };
          const response = await as(intruder.cookie, options);
          probes++;
          const where = `${route.method} ${url} with ${id === owner.userId ? "the owner's user id" : id}`;
          for (const secret of [MOOD_CANARY, CHAT_CANARY, owner.userId, ...idRows.map((row) => row.id)]) {
            // A 'no route' answer repeats the address the intruder sent, which reveals nothing of the owner's.
            if (response.body.split(url).join('').includes(secret))
              leaks.push(`${where} -> ${response.statusCode} contains ${secret}`);
          }
          if (hasPathId && response.statusCode !== 404)
            wrongStatus.push(`${where} -> ${response.statusCode}`);
        }
      }
    }

    console.log(`object access: ${probes} probes over ${routes.length} routes, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(MIN_PROBES);
    expect(await ownerSnapshot(owner.userId)).toEqual(before);
  }, 300_000);
});
