import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherInstance, createTestApp, requestAs, signUp, type TestApp } from '../../../test/app';
import { createDatabaseAudioStore } from './audio-store';

/**
 * The database audio store: two API instances on one PostgreSQL, as behind a load balancer, each keeping
 * generated speech in the database rather than its own DATA_DIR.
 */

let harness: TestApp;
let other: Awaited<ReturnType<typeof createOtherInstance>>;

beforeAll(async () => {
  harness = await createTestApp({ audioStore: 'database' });
  other = await createOtherInstance(harness.database, { audioStore: 'database' });
});
afterAll(async () => {
  await other?.close();
  await harness?.close();
});

async function speak(cookie: string, text: string) {
  const response = await requestAs(harness.app, cookie, 'POST', '/api/v1/voice/generate', { text });
  expect(response.statusCode).toBe(200);
  return response.json<{ audioUrl: string; cached: boolean }>();
}

describe('database audio store', () => {
  it('serves on one instance the speech another made, and only to its owner', async () => {
    const ada = await signUp(harness.app);
    const bo = await signUp(harness.app);
    const { audioUrl } = await speak(ada.cookie, 'Breathe in slowly through your nose.');

    const here = await requestAs(harness.app, ada.cookie, 'GET', audioUrl);
    const there = await requestAs(other.app, ada.cookie, 'GET', audioUrl);
    expect(there.statusCode).toBe(200);
    expect(there.headers['content-type']).toBe(here.headers['content-type']);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    expect(there.rawPayload.length).toBeGreaterThan(1000);
    // A range, as audio elements ask for, comes from the stored bytes too.
    const range = await other.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { cookie: ada.cookie, range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(here.rawPayload.subarray(0, 100))).toBe(true);
    expect((await requestAs(other.app, bo.cookie, 'GET', audioUrl)).statusCode).toBe(404);

    // Asked again on the other instance: found in the database, not synthesised again.
    const again = await requestAs(other.app, ada.cookie, 'POST', '/api/v1/voice/generate', {
      text: 'Breathe in slowly through your nose.',
    });
    expect(again.json()).toMatchObject({ audioUrl, cached: true });
  });

  it("deletes a person's stored speech with their account", async () => {
    const person = await signUp(harness.app);
    const { audioUrl } = await speak(person.cookie, 'Let your shoulders drop.');
    const key = new URL(audioUrl, 'http://x').pathname.split('/').pop()!;
    const count = async () =>
      Number(
        (await harness.database.pool.query('select count(*) from voice_audio where key = $1', [key])).rows[0]
          .count,
      );
    expect(await count()).toBe(1);
    const deleted = await requestAs(other.app, person.cookie, 'DELETE', '/api/v1/account', {
      password: person.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('sweeps audio unused for long, then the least recently used over the size limit, never audio in use', async () => {
    const person = await signUp(harness.app);
    const urls = [];
    for (const text of ['One.', 'Two.', 'Three.', 'Four.'])
      urls.push((await speak(person.cookie, text)).audioUrl);
    const keys = urls.map((url) => new URL(url, 'http://x').pathname.split('/').pop()!);
    const pool = harness.database.pool;
    const daysAgo = (key: string, days: number) =>
      pool.query(`update voice_audio set last_used_at = now() - make_interval(days => $2) where key = $1`, [
        key,
        days,
      ]);
    // One unused for 40 days; the others idle for 3, 2 and 0 days.
    await daysAgo(keys[0]!, 40);
    await daysAgo(keys[1]!, 3);
    await daysAgo(keys[2]!, 2);
    const sizes = (
      await pool.query<{ key: string; size: number }>(
        `select key, size from voice_audio where key = any($1)`,
        [keys],
      )
    ).rows;
    const sizeOf = (key: string) => sizes.find((row) => row.key === key)!.size;

    const remaining = async () =>
      (await pool.query<{ key: string }>(`select key from voice_audio where key = any($1)`, [keys])).rows
        .map((row) => keys.indexOf(row.key))
        .sort();
    // Only this test's audio counts towards the limit.
    await pool.query(`delete from voice_audio where not key = any($1)`, [keys]);

    // Room for the two most recent: the 40-day-old goes for age, the 3-day-old for size.
    const roomForTwo = createDatabaseAudioStore(harness.database.db, {
      maxAgeDays: 30,
      maxBytes: sizeOf(keys[3]!) + sizeOf(keys[2]!),
      minIdleMinutes: 120,
    });
    expect((await roomForTwo.sweep()).sort()).toEqual([keys[0], keys[1]].sort());
    expect(await remaining()).toEqual([2, 3]);

    // Room for nothing: the idle one goes, the one used just now stays.
    const roomForNone = createDatabaseAudioStore(harness.database.db, {
      maxAgeDays: 30,
      maxBytes: 1,
      minIdleMinutes: 120,
    });
    expect(await roomForNone.sweep()).toEqual([keys[2]]);
    expect(await remaining()).toEqual([3]);
    expect((await requestAs(other.app, person.cookie, 'GET', urls[3]!)).statusCode).toBe(200);
  });
});
