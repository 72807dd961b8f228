import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountExport,
  DELETE_ACCOUNT_CONFIRMATION_REQUIRED,
  DELETE_ACCOUNT_PASSWORD_INCORRECT,
  DELETE_ACCOUNT_PASSWORD_REQUIRED,
  DELETE_ACCOUNT_TOO_MANY_ATTEMPTS,
} from '@flowmind/core/contracts/account';
import { localDateIn } from '@flowmind/core/time';
import {
  createTestApp,
  requestAs,
  sessionCookie,
  signIn,
  signUp,
  signUpOnboarded,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../../test/app';
import { parseCsv } from '../../../test/csv';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const origin = { origin: TEST_PUBLIC_URL };
const today = () => localDateIn('UTC');
const query = async (sql: string, params: unknown[] = []) =>
  (await harness.database.pool.query(sql, params)).rows as Array<Record<string, unknown>>;

const get = (cookie: string | undefined, url: string) => requestAs(harness.app, cookie, 'GET', url);
const deleteAccount = (cookie: string | undefined, payload: object) =>
  requestAs(harness.app, cookie, 'DELETE', '/api/v1/account', payload);

/**
 * A person with something in every table that holds a person's data: onboarding (profile, initial mood),
 * more moods with tricky notes, a practice completion, gratitude journal entries, two coach conversations,
 * voice and notification settings, social links and goals.
 */
async function personWithHistory(firstName: string, note: string) {
  const person = await signUpOnboarded(
    harness.app,
    {
      first_name: firstName,
      last_name: 'Tester',
      age_range: 35,
      life_stage: 'career_growth',
      stress_level: 6,
      stress_source: ['work'],
      initial_mood: 6,
      primary_goals: ['better sleep', 'improve focus'],
      preferred_practice_time: 'evening',
      communication_level: ['supportive'],
    },
    { firstName, lastName: 'Tester' },
  );
  const headers = { cookie: person.cookie };
  const mood = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/mood',
    headers,
    payload: { mood_score: 9, notes: note },
  });
  expect(mood.statusCode).toBe(201);
  const practice = (await get(person.cookie, '/api/v1/practices')).json().practices[0];
  const completion = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/practice-completions',
    headers,
    payload: { practiceId: practice.id, moodAfter: 7 },
  });
  expect(completion.statusCode).toBe(201);
  const journal = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/journal',
    headers,
    payload: { entries: [`${firstName}'s morning light`, '', note] },
  });
  expect(journal.statusCode).toBe(201);
  const coaches = (await get(person.cookie, '/api/v1/coaches')).json().coaches as Array<{ id: string }>;
  for (const [index, coach] of coaches.slice(0, 2).entries()) {
    const [conversation] = await query(
      'insert into chat_conversations (user_id, coach_id) values ($1, $2) returning id',
      [person.userId, coach.id],
    );
    await query(
      `insert into chat_messages (conversation_id, user_id, role, content, created_at) values
         ($1, $2, 'user', $3, now() - interval '1 minute'), ($1, $2, 'assistant', $4, now())`,
      [
        conversation!.id,
        person.userId,
        `${firstName} asks, "how do I rest?"\n(${index})`,
        `Breathe, ${firstName}.`,
      ],
    );
  }
  await harness.app.inject({
    method: 'PUT',
    url: '/api/v1/voice/settings',
    headers,
    payload: { voiceId: 'bm_george', speed: 1.2, volume: 0.5, muted: false },
  });
  await harness.app.inject({
    method: 'PUT',
    url: '/api/v1/notification-preferences',
    headers,
    payload: {
      dailyReminders: false,
      moodCheckReminders: true,
      streakReminders: true,
      weeklySummary: false,
      emailReminders: false,
      communityMessages: true,
      circleMeetingReminders: false,
      quietHours: { start: '22:00', end: '08:00' },
    },
  });
  const profile = await harness.app.inject({
    method: 'PATCH',
    url: '/api/v1/profile',
    headers,
    payload: {
      socials: [`instagram.com/${firstName.toLowerCase()}`],
      goals: ['better sleep', '=1+2 goal'],
      country: 'IE',
    },
  });
  expect(profile.statusCode).toBe(200);
  // What the coach remembers, and memory switched off: both are the person's data too.
  await query(
    `insert into coach_memory_facts (user_id, coach_id, kind, text) values ($1, $2, 'person', $3)`,
    [person.userId, person.coachId, `Your friend ${firstName}-remembered`],
  );
  const memoryOff = await harness.app.inject({
    method: 'PUT',
    url: '/api/v1/memory/settings',
    headers,
    payload: { enabled: false },
  });
  expect(memoryOff.statusCode).toBe(200);
  return { ...person, practiceName: practice.name as string };
}

/** Every (table, column) that points at a person: columns named user_id and foreign keys to the account tables. */
async function personColumns(): Promise<Array<{ table: string; column: string }>> {
  const rows = await query(`
    select c.table_name as table, c.column_name as column
      from information_schema.columns c
     where c.table_schema = 'public' and c.column_name = 'user_id'
    union
    select tc.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
     where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name in ('auth_users', 'users')
    union select 'users', 'id'
    union select 'auth_users', 'id'
    union select 'auth_verifications', 'value'`);
  return rows.map((row) => ({ table: String(row.table), column: String(row.column) }));
}

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await personColumns()) {
    const [row] = await query(`select count(*)::int as n from "${table}" where "${column}"::text = $1`, [
      userId,
    ]);
    counts[`${table}.${column}`] = Number(row!.n);
  }
  const [limits] = await query("select count(*)::int as n from voice_rate_limits where key like '%:' || $1", [
    userId,
  ]);
  counts['voice_rate_limits.key'] = Number(limits!.n);
  return counts;
}

describe('data export (JSON)', () => {
  it("holds everything that is the person's, with row counts equal to the database, and nobody else's", async () => {
    const alice = await personWithHistory('Alice', 'Slept well, felt "light"; =SUM(1,2)');
    const bob = await personWithHistory('Bob', 'Bob-only secret note');

    const response = await get(alice.cookie, '/api/v1/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="flowmind-export-${today()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const document = AccountExport.parse(response.json());

    const [counts] = await query(
      `select (select count(*) from mood_entries where user_id = $1)::int as moods,
              (select count(*) from practice_effectiveness where user_id = $1)::int as practices,
              (select count(*) from chat_conversations where user_id = $1)::int as conversations,
              (select count(*) from chat_messages where user_id = $1)::int as messages`,
      [alice.userId],
    );
    expect(counts).toEqual({ moods: 3, practices: 1, conversations: 2, messages: 4 });
    expect(document.moods).toHaveLength(3);
    expect(document.practiceCompletions).toHaveLength(1);
    expect(document.conversations).toHaveLength(2);
    expect(document.conversations.flatMap((conversation) => conversation.messages)).toHaveLength(4);
    expect(document.journal.map((entry) => entry.text)).toEqual([
      "Alice's morning light",
      'Slept well, felt "light"; =SUM(1,2)',
    ]);

    expect(document.profile).toMatchObject({
      id: alice.userId,
      email: alice.email,
      firstName: 'Alice',
      lastName: 'Tester',
      goals: ['better sleep', '=1+2 goal'],
      socials: ['https://instagram.com/alice'],
      coach: { id: alice.coachId },
      timezone: 'UTC',
      country: 'IE',
      onboardingCompleted: true,
      signInMethods: ['email and password'],
    });
    expect(document.notificationPreferences).toEqual({
      dailyReminders: false,
      moodCheckReminders: true,
      streakReminders: true,
      weeklySummary: false,
      emailReminders: false,
      communityMessages: true,
      circleMeetingReminders: false,
    });
    expect(document.voiceSettings).toEqual({ voiceId: 'bm_george', speed: 1.2, volume: 0.5, muted: false });
    expect(document.moods.map((mood) => mood.notes)).toContain('Slept well, felt "light"; =SUM(1,2)');
    expect(document.practiceCompletions[0]).toMatchObject({ practiceName: alice.practiceName, moodAfter: 7 });
    expect(document.conversations[0]!.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(document.progress.totalXP).toBeGreaterThan(0);
    expect(document.progress.completedAchievements).toContain('First Check-in');
    expect(document.coachMemory.enabled).toBe(false);
    expect(document.coachMemory.facts).toEqual([
      expect.objectContaining({
        coachId: alice.coachId,
        kind: 'person',
        text: 'Your friend Alice-remembered',
      }),
    ]);

    // Nothing of Bob's: his id, email, notes, messages.
    const text = response.body;
    for (const foreign of [
      bob.userId,
      bob.email,
      'Bob-only secret note',
      'Bob asks',
      'instagram.com/bob',
      'Bob-remembered',
    ]) {
      expect(text).not.toContain(foreign);
    }
    // Never secrets: no password hash, no session token.
    expect(text).not.toMatch(/scrypt|\$2[aby]\$|session_token|"password"/i);
  });

  it('needs a session', async () => {
    expect((await get(undefined, '/api/v1/account/export')).statusCode).toBe(401);
    expect((await get(undefined, '/api/v1/account/export/moods.csv')).statusCode).toBe(401);
  });
});

describe('data export (CSV)', () => {
  it('writes one file per table with escaping, formula protection and dated attachment names', async () => {
    const note = 'Line one, with "quotes"\nline two';
    const carol = await personWithHistory('Carol', note);
    const dave = await personWithHistory('Dave', 'Dave-only note');
    await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mood',
      headers: { cookie: carol.cookie },
      payload: { mood_score: 3, notes: '=HYPERLINK("http://evil.example","x")' },
    });

    const moods = await get(carol.cookie, '/api/v1/account/export/moods.csv');
    expect(moods.statusCode).toBe(200);
    expect(moods.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(moods.headers['content-disposition']).toBe(`attachment; filename="flowmind-moods-${today()}.csv"`);
    const moodRows = parseCsv(moods.body);
    // The header line, as a spreadsheet shows it.
    expect(moodRows[0]!.join(',')).toBe(
      'date,created_at,mood_score,energy_level,stress_level,entry_type,notes',
    );
    const [moodCount] = await query('select count(*)::int as n from mood_entries where user_id = $1', [
      carol.userId,
    ]);
    expect(moodRows.length - 1).toBe(moodCount!.n);
    const notes = moodRows.slice(1).map((row) => row[6]);
    expect(notes).toContain(note);
    expect(notes).toContain('\'=HYPERLINK("http://evil.example","x")');
    expect(moods.body).not.toContain('Dave-only note');

    const practices = parseCsv((await get(carol.cookie, '/api/v1/account/export/practices.csv')).body);
    expect(practices[0]!.slice(0, 4)).toEqual(['date', 'completed_at', 'practice', 'category']);
    expect(practices).toHaveLength(2);
    expect(practices[1]![2]).toBe(carol.practiceName);

    const chats = await get(carol.cookie, '/api/v1/account/export/chats.csv');
    expect(chats.headers['content-disposition']).toBe(`attachment; filename="flowmind-chats-${today()}.csv"`);
    const chatRows = parseCsv(chats.body);
    expect(chatRows[0]).toEqual(['conversation_id', 'coach', 'sent_at', 'sender', 'message']);
    expect(chatRows).toHaveLength(5);
    expect(chatRows.slice(1).map((row) => row[4])).toContain('Carol asks, "how do I rest?"\n(0)');
    expect(chats.body).not.toContain('Dave');

    const memory = await get(carol.cookie, '/api/v1/account/export/memory.csv');
    expect(memory.headers['content-disposition']).toBe(
      `attachment; filename="flowmind-memory-${today()}.csv"`,
    );
    const memoryRows = parseCsv(memory.body);
    expect(memoryRows[0]!.join(',')).toBe('coach,kind,text,practice_id,category,created_at,updated_at');
    expect(memoryRows).toHaveLength(2);
    expect(memoryRows[1]![2]).toBe('Your friend Carol-remembered');
    expect(memory.body).not.toContain('Dave');

    const profile = parseCsv((await get(carol.cookie, '/api/v1/account/export/profile.csv')).body);
    const fields = Object.fromEntries(profile.slice(1).map(([field, value]) => [field, value]));
    expect(fields).toMatchObject({
      email: carol.email,
      first_name: 'Carol',
      goals: 'better sleep; =1+2 goal',
      social_links: 'https://instagram.com/carol',
      country: 'IE',
      'notifications.dailyReminders': 'false',
      'notifications.moodCheckReminders': 'true',
      'voice.voice_id': 'bm_george',
    });
    expect(profile.flat().join(' ')).not.toContain(dave.email);
  });
});

describe('delete account', () => {
  it('refuses without the right password (4xx with a message) and keeps everything', async () => {
    const erin = await personWithHistory('Erin', 'keep me');
    const before = await rowCounts(erin.userId);

    const missing = await deleteAccount(erin.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(DELETE_ACCOUNT_PASSWORD_REQUIRED);
    const wrong = await deleteAccount(erin.cookie, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(DELETE_ACCOUNT_PASSWORD_INCORRECT);
    const badShape = await deleteAccount(erin.cookie, { password: 42 });
    expect(badShape.statusCode).toBe(400);
    const unknown = await deleteAccount(erin.cookie, { password: erin.password, userId: 'someone-else' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/userId/);
    expect(await rowCounts(erin.userId)).toEqual(before);
    expect((await deleteAccount(undefined, { password: erin.password })).statusCode).toBe(401);
  });

  it("deletes the account and every row that is the person's, ends the session, and leaves others alone", async () => {
    const frank = await personWithHistory('Frank', 'delete me');
    const grace = await personWithHistory('Grace', 'keep me');
    // A pending password-reset token and a voice rate-limit counter are the person's too.
    await harness.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email: frank.email, redirectTo: '/reset-password' },
    });
    await query('insert into voice_rate_limits (key, window_start, count) values ($1, now(), 1)', [
      `generate:${frank.userId}`,
    ]);
    // Generated speech: a record in the database and a file outside it.
    const speak = async (cookie: string) => {
      const speech = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/voice/generate',
        headers: { cookie },
        payload: { text: 'Rest now.', voice: 'af_bella', speed: 1 },
      });
      expect(speech.statusCode).toBe(200);
      return speech.json<{ audioUrl: string }>().audioUrl;
    };
    await speak(frank.cookie);
    const gracesAudio = await speak(grace.cookie);
    const second = sessionCookie(
      (await signIn(harness.app, frank.email, frank.password)).headers['set-cookie'],
    );

    const before = await rowCounts(frank.userId);
    for (const table of [
      'users.id',
      'auth_users.id',
      'auth_sessions.user_id',
      'auth_accounts.user_id',
      'mood_entries.user_id',
      'practice_effectiveness.user_id',
      'chat_conversations.user_id',
      'chat_messages.user_id',
      'user_progress.user_id',
      'voice_settings.user_id',
      'auth_verifications.value',
      'voice_rate_limits.key',
      'voice_audio.user_id',
      'coach_memory_facts.user_id',
      'coach_memory_settings.user_id',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const graceBefore = await rowCounts(grace.userId);

    const response = await deleteAccount(frank.cookie, { password: frank.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/flowmind\.session_token=; Max-Age=0/);

    const after = await rowCounts(frank.userId);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await rowCounts(grace.userId)).toEqual(graceBefore);

    // Neither session works any more, and the old credentials do not sign in.
    expect((await get(frank.cookie, '/api/v1/me')).statusCode).toBe(401);
    expect((await get(second, '/api/v1/profile')).statusCode).toBe(401);
    expect((await signIn(harness.app, frank.email, frank.password)).statusCode).toBe(401);
    expect((await deleteAccount(frank.cookie, { password: frank.password })).statusCode).toBe(401);
    // Grace is untouched and still signed in.
    expect((await get(grace.cookie, '/api/v1/me')).statusCode).toBe(200);
    expect((await get(grace.cookie, gracesAudio)).statusCode).toBe(200);
  });

  it('asks a Google-only person (no password) to type the confirmation phrase', async () => {
    const person = await signUp(harness.app, { firstName: 'Gia' });
    await query(
      "update auth_accounts set provider_id = 'google', account_id = 'google-sub-1', password = null where user_id = $1",
      [person.userId],
    );
    expect((await get(person.cookie, '/api/v1/profile')).json().profile.hasPassword).toBe(false);
    for (const payload of [
      {},
      { confirmation: 'delete' },
      { confirmation: 'yes' },
      { password: 'anything' },
    ]) {
      const refused = await deleteAccount(person.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.message).toBe(DELETE_ACCOUNT_CONFIRMATION_REQUIRED);
    }
    expect((await deleteAccount(person.cookie, { confirmation: 'DELETE' })).statusCode).toBe(200);
    expect(await query('select id from auth_users where id = $1', [person.userId])).toEqual([]);
  });

  it('stops accepting guesses after five wrong passwords', async () => {
    const person = await signUp(harness.app, { firstName: 'Hal' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await deleteAccount(person.cookie, { password: `guess-${attempt}` })).statusCode).toBe(403);
    }
    const blocked = await deleteAccount(person.cookie, { password: person.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(DELETE_ACCOUNT_TOO_MANY_ATTEMPTS);
    // The window is 15 minutes from the last wrong guess, just made.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await get(person.cookie, '/api/v1/me')).statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('ends every other session, keeps this one (with a fresh cookie) and signs in with the new password', async () => {
    const person = await signUp(harness.app, { firstName: 'Ivy' });
    const other = sessionCookie(
      (await signIn(harness.app, person.email, person.password)).headers['set-cookie'],
    );
    expect((await get(other, '/api/v1/me')).statusCode).toBe(200);

    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...origin, cookie: person.cookie },
      payload: { currentPassword: 'not it', newPassword: 'brand-new-secret', revokeOtherSessions: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect((await get(other, '/api/v1/me')).statusCode).toBe(200);

    const tooShort = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...origin, cookie: person.cookie },
      payload: { currentPassword: person.password, newPassword: '12345', revokeOtherSessions: true },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().code).toBe('PASSWORD_TOO_SHORT');

    const changed = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...origin, cookie: person.cookie },
      payload: {
        currentPassword: person.password,
        newPassword: 'brand-new-secret',
        revokeOtherSessions: true,
      },
    });
    expect(changed.statusCode).toBe(200);
    const current = sessionCookie(changed.headers['set-cookie']);
    expect(current).toMatch(/flowmind\.session_token=/);
    expect((await get(current, '/api/v1/me')).statusCode).toBe(200);
    expect((await get(other, '/api/v1/me')).statusCode).toBe(401);

    expect((await signIn(harness.app, person.email, person.password)).statusCode).toBe(401);
    expect((await signIn(harness.app, person.email, 'brand-new-secret')).statusCode).toBe(200);
  });
});
