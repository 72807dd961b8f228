import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_ENTRY_TOO_LONG, JOURNAL_PAGE_SIZE } from '@flowmind/core/contracts/journal';
import { GRATITUDE_ENTRY_REQUIRED_MESSAGE } from '@flowmind/core/standalone-practices';
import { createTestApp, requestAs, signUpOnboarded, type TestApp } from '../../../test/app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const save = (cookie: string | undefined, payload: unknown) =>
  requestAs(harness.app, cookie, 'POST', '/api/v1/journal', payload);
const read = (cookie: string | undefined) => requestAs(harness.app, cookie, 'GET', '/api/v1/journal');

describe('gratitude journal', () => {
  it('keeps the written entries of a finished journal, dated in the person’s day, newest journal first', async () => {
    const person = await signUpOnboarded(harness.app, { timezone: 'Pacific/Auckland' });
    const first = await save(person.cookie, { entries: ['  my sister called  ', '', 'warm soup'] });
    expect(first.statusCode).toBe(201);
    expect(first.json().entries.map((entry: { text: string }) => entry.text)).toEqual([
      'my sister called',
      'warm soup',
    ]);
    const aucklandToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      new Date(),
    );
    expect(first.json().entries[0].localDate).toBe(aucklandToday);
    expect((await save(person.cookie, { entries: ['a quiet morning'] })).statusCode).toBe(201);

    const journal = await read(person.cookie);
    expect(journal.statusCode).toBe(200);
    expect(journal.json().entries.map((entry: { text: string }) => entry.text)).toEqual([
      'a quiet morning',
      'my sister called',
      'warm soup',
    ]);
  });

  it('refuses a journal with nothing written, too many entries or an entry that is too long, keeping nothing', async () => {
    const person = await signUpOnboarded(harness.app);
    const cases: [unknown, string | RegExp][] = [
      [{ entries: ['', '   ', ''] }, GRATITUDE_ENTRY_REQUIRED_MESSAGE],
      [{ entries: [] }, GRATITUDE_ENTRY_REQUIRED_MESSAGE],
      [{}, GRATITUDE_ENTRY_REQUIRED_MESSAGE],
      [{ entries: 'thanks' }, GRATITUDE_ENTRY_REQUIRED_MESSAGE],
      [{ entries: [42] }, GRATITUDE_ENTRY_REQUIRED_MESSAGE],
      [{ entries: ['a', 'b', 'c', 'd'] }, /3 entries at most/],
      [{ entries: ['x'.repeat(501)] }, JOURNAL_ENTRY_TOO_LONG],
      [{ entries: ['fine'], userId: 'someone-else' }, /userId/],
    ];
    for (const [payload, message] of cases) {
      const response = await save(person.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await read(person.cookie)).json().entries).toEqual([]);
  });

  it('is private: another person reads only their own, nobody signed out reads any', async () => {
    const writer = await signUpOnboarded(harness.app);
    const other = await signUpOnboarded(harness.app);
    await save(writer.cookie, { entries: ['the dog at the door'] });
    expect((await read(other.cookie)).json().entries).toEqual([]);
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await save(undefined, { entries: ['x'] })).statusCode).toBe(401);
  });

  it(`shows the newest ${JOURNAL_PAGE_SIZE} entries`, async () => {
    const person = await signUpOnboarded(harness.app);
    await harness.database.pool.query(
      `insert into journal_entries (user_id, text, local_date, created_at)
       select $1, 'entry ' || n, current_date, now() - n * interval '1 minute' from generate_series(1, $2) n`,
      [person.userId, JOURNAL_PAGE_SIZE + 5],
    );
    const entries = (await read(person.cookie)).json().entries;
    expect(entries).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(entries[0].text).toBe('entry 1');
  });
});
