import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@flowmind/core/contracts/notification-preferences';
import { addDays } from '@flowmind/core/time';
import { createOtherInstance, requestAs, signUp, signUpOnboarded } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import type { DatabaseHandle } from '../../db/client';
import { createReminderJobs, type ReminderJobs } from './reminder-jobs';
import type { ReminderJob, ReminderNeighbours } from './reminders.service';

/** Pushes recorded instead of sent: every person has one device that always answers. */
const pushes: Array<{ userId: string; title: string; body: string; url: string; tag: string }> = [];
const recordPush: ReminderNeighbours['sendPushToPerson'] = (userId, payload) => {
  pushes.push({ userId, ...payload });
  return Promise.resolve({ delivered: 1, removed: 0, failed: 0 });
};
const pushesTo = (userId: string) => pushes.filter((push) => push.userId === userId);

const harness = useTestApp({ authRateLimit: false, reminders: { sendPushToPerson: recordPush } });
const service = () => harness.app.reminders.service;

/**
 * A new person in `timezone` with `practiceTime`, and preferences over the defaults; onboarded (which logs
 * a first mood) unless `onboarded` is false.
 */
async function person(
  options: {
    timezone?: string;
    practiceTime?: string;
    preferences?: Partial<NotificationPreferences>;
    onboarded?: boolean;
  } = {},
) {
  const account =
    options.onboarded === false ? await signUp(harness.app) : await signUpOnboarded(harness.app);
  await harness.database.pool.query(
    'update users set timezone = $2, preferred_practice_time = $3 where id = $1',
    [account.userId, options.timezone ?? 'UTC', options.practiceTime ?? 'morning'],
  );
  const saved = await requestAs(harness.app, account.cookie, 'PUT', '/api/v1/notification-preferences', {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...options.preferences,
  });
  expect(saved.statusCode).toBe(200);
  return account;
}

async function dueFor(userId: string, now: Date): Promise<ReminderJob[]> {
  return (await service().findDue(now)).filter((job) => job.userId === userId);
}

async function deliveries(userId: string) {
  const { rows } = await harness.database.pool.query(
    `select kind, local_date::text as "localDate", outcome from reminder_deliveries
     where user_id = $1 order by local_date, kind`,
    [userId],
  );
  return rows as Array<{ kind: string; localDate: string; outcome: string }>;
}

/** The outbox's messages to `email`, raw. */
function mailsTo(email: string): string[] {
  if (!fs.existsSync(harness.outboxDir)) return [];
  return fs
    .readdirSync(harness.outboxDir)
    .map((name) => fs.readFileSync(path.join(harness.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** A header of a raw message, unfolded. */
function header(mail: string, name: string): string | undefined {
  const head = mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** The body of a raw message as written (quoted-printable undone). */
function decodeQuotedPrintable(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function logMood(cookie: string, notes?: string): Promise<string> {
  const response = await requestAs(harness.app, cookie, 'POST', '/api/v1/mood', { mood_score: 6, notes });
  expect(response.statusCode).toBe(201);
  return response.json().entry.local_date as string;
}

describe('reminders due by the scan', () => {
  it('sends a due reminder once per kind and local day, and again the next day', async () => {
    const alice = await person({ timezone: 'America/New_York', practiceTime: 'morning' });
    // 12:05 UTC is 08:05 in New York (EDT).
    const now = new Date('2026-05-12T12:05:00Z');
    const due = await dueFor(alice.userId, now);
    expect(due).toEqual([{ userId: alice.userId, kind: 'dailyReminders', localDate: '2026-05-12' }]);
    expect(await service().send(due[0]!, now)).toBe('sent');
    expect(pushesTo(alice.userId)).toEqual([
      expect.objectContaining({ title: 'Time for your practice', url: '/plan', tag: 'reminder-daily' }),
    ]);
    // Settled: no longer found, and a second send of the same job (a retry) sends nothing.
    expect(await dueFor(alice.userId, new Date('2026-05-12T12:06:00Z'))).toEqual([]);
    expect(await service().send(due[0]!, now)).toBe('already_settled');
    expect(pushesTo(alice.userId)).toHaveLength(1);
    // Before its time nothing is due; the next morning it is due again.
    expect(await dueFor(alice.userId, new Date('2026-05-13T11:59:00Z'))).toEqual([]);
    const tomorrow = await dueFor(alice.userId, new Date('2026-05-13T12:00:00Z'));
    expect(tomorrow).toEqual([{ userId: alice.userId, kind: 'dailyReminders', localDate: '2026-05-13' }]);
    expect(await deliveries(alice.userId)).toEqual([
      { kind: 'dailyReminders', localDate: '2026-05-12', outcome: 'sent' },
    ]);
  });

  it('finds only people whose reminder time has come, in their own zone', async () => {
    const kolkata = await person({ timezone: 'Asia/Kolkata', practiceTime: 'evening' });
    const auckland = await person({ timezone: 'Pacific/Auckland', practiceTime: 'morning' });
    // 12:35 UTC is 18:05 in Kolkata and 00:35 the next day in Auckland (NZST).
    const now = new Date('2026-06-01T12:35:00Z');
    expect(await dueFor(kolkata.userId, now)).toEqual([
      { userId: kolkata.userId, kind: 'dailyReminders', localDate: '2026-06-01' },
    ]);
    expect(await dueFor(auckland.userId, now)).toEqual([]);
    // 20:00 UTC is 08:00 on 2 June in Auckland: their day is already tomorrow.
    expect(await dueFor(auckland.userId, new Date('2026-06-01T20:00:00Z'))).toEqual([
      { userId: auckland.userId, kind: 'dailyReminders', localDate: '2026-06-02' },
    ]);
  });

  it('skips a daily reminder once the person practised today, and a mood check once a mood is logged', async () => {
    const bea = await person({ timezone: 'UTC', practiceTime: 'evening' });
    const practices = (await requestAs(harness.app, bea.cookie, 'GET', '/api/v1/practices')).json().practices;
    const done = await requestAs(harness.app, bea.cookie, 'POST', '/api/v1/practice-completions', {
      practiceId: practices[0].id,
    });
    expect(done.statusCode).toBe(201);
    const today = done.json().completion.local_date as string;
    await logMood(bea.cookie);
    // 19:05 UTC on the day they practised and logged: both kinds are in their window.
    const evening = new Date(`${today}T19:05:00Z`);
    const due = await dueFor(bea.userId, evening);
    expect(due.map((job) => job.kind).sort()).toEqual(['dailyReminders', 'moodCheckReminders']);
    for (const job of due) expect(await service().send(job, evening)).toBe('not_needed');
    expect(pushesTo(bea.userId)).toEqual([]);
    // Settled for the day as not needed, so later scans do not ask again.
    expect(await dueFor(bea.userId, new Date(`${today}T19:06:00Z`))).toEqual([]);
  });

  it('nudges about the streak only when it is at risk: alive from yesterday, nothing today', async () => {
    const cal = await person({ timezone: 'UTC', preferences: { moodCheckReminders: false } });
    const logged = await logMood(cal.cookie);
    // The evening of the day they logged: the streak is safe.
    const sameEvening = new Date(`${logged}T20:05:00Z`);
    const [sameDay] = await dueFor(cal.userId, sameEvening);
    expect(sameDay?.kind).toBe('streakReminders');
    expect(await service().send(sameDay!, sameEvening)).toBe('not_needed');
    // The next evening with nothing logged: at risk, so the nudge goes.
    const nextEvening = new Date(`${addDays(logged, 1)}T20:05:00Z`);
    const [nextDay] = await dueFor(cal.userId, nextEvening);
    expect(nextDay).toEqual({ userId: cal.userId, kind: 'streakReminders', localDate: addDays(logged, 1) });
    expect(await service().send(nextDay!, nextEvening)).toBe('sent');
    expect(pushesTo(cal.userId).map((push) => push.tag)).toEqual(['reminder-streak']);
    // Someone with no streak at all is never nudged about one.
    const dan = await person({
      timezone: 'UTC',
      preferences: { moodCheckReminders: false },
      onboarded: false,
    });
    const [danJob] = await dueFor(dan.userId, nextEvening);
    expect(await service().send(danJob!, nextEvening)).toBe('not_needed');
    expect(pushesTo(dan.userId)).toEqual([]);
  });

  it('respects quiet hours and turned-off kinds', async () => {
    const eve = await person({
      timezone: 'Europe/London',
      practiceTime: 'morning',
      preferences: { quietHours: { start: '21:00', end: '09:00' }, streakReminders: false },
    });
    // 08:30 BST (07:30 UTC): the daily reminder's time, inside the quiet hours.
    expect(await dueFor(eve.userId, new Date('2026-05-12T07:30:00Z'))).toEqual([]);
    // A job queued before the person changed their quiet hours is not sent inside them either.
    const early = { userId: eve.userId, kind: 'dailyReminders' as const, localDate: '2026-05-12' };
    expect(await service().send(early, new Date('2026-05-12T07:30:00Z'))).toBe('not_due');
    // 09:00 BST: the quiet hours are over and the window is still open.
    expect(await dueFor(eve.userId, new Date('2026-05-12T08:00:00Z'))).toEqual([early]);
    // 20:30 BST: the mood check is due, the streak nudge is turned off.
    expect((await dueFor(eve.userId, new Date('2026-05-12T19:30:00Z'))).map((job) => job.kind)).toEqual([
      'moodCheckReminders',
    ]);
    // 21:30 BST: quiet.
    expect(await dueFor(eve.userId, new Date('2026-05-12T20:30:00Z'))).toEqual([]);
    expect(pushesTo(eve.userId)).toEqual([]);
  });
});

describe('reminder emails and one-click unsubscribe', () => {
  it('emails a reminder with List-Unsubscribe headers; the POST turns the kind off without a session', async () => {
    const fay = await person({ timezone: 'UTC', preferences: { emailReminders: true } });
    const now = new Date('2026-05-12T08:10:00Z');
    const [job] = await dueFor(fay.userId, now);
    expect(await service().send(job!, now)).toBe('sent');
    expect(pushesTo(fay.userId)).toHaveLength(1);
    const [mail] = mailsTo(fay.email);
    expect(mail).toBeDefined();
    expect(header(mail!, 'Subject')).toBe('Time for your practice');
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail!, 'List-Unsubscribe')!;
    const link = /^<(http:\/\/localhost:3000\/api\/v1\/reminders\/unsubscribe\?token=[^>]+)>$/.exec(
      listUnsubscribe,
    )?.[1];
    expect(link, listUnsubscribe).toBeDefined();
    const url = link!.slice('http://localhost:3000'.length);

    // Opening the link (a mail scanner does) shows a page and changes nothing.
    const page = await harness.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Stop Daily Reminders?');
    expect(page.body).toContain('<form method="post"');
    const preferences = async () =>
      (await requestAs(harness.app, fay.cookie, 'GET', '/api/v1/notification-preferences')).json();
    expect((await preferences()).dailyReminders).toBe(true);

    // The mail client's one-click POST, with no cookie.
    const unsubscribed = await harness.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You are unsubscribed');
    expect(await preferences()).toMatchObject({
      dailyReminders: false,
      moodCheckReminders: true,
      emailReminders: true,
    });
    expect(await dueFor(fay.userId, new Date('2026-05-13T08:10:00Z'))).toEqual([]);
  });

  it('refuses a bad or altered token with 400, never a 500, and changes nothing', async () => {
    const gus = await person({ timezone: 'UTC' });
    const good = service().unsubscribeUrl({
      userId: gus.userId,
      kind: 'moodCheckReminders',
      localDate: '2026-05-12',
    });
    const token = decodeURIComponent(good.split('token=')[1]!);
    const altered = [
      '',
      'nonsense',
      token.replace('moodCheckReminders', 'dailyReminders'),
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      token.replace(gus.userId, '00000000-0000-4000-8000-000000000000'),
      `${token}.extra`,
      'v2' + token.slice(2),
    ];
    for (const bad of altered) {
      const url = `/api/v1/reminders/unsubscribe?token=${encodeURIComponent(bad)}`;
      const post = await harness.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode, bad).toBe(400);
      expect(post.json().error.code).toBe('invalid_request');
      const get = await harness.app.inject({ method: 'GET', url });
      expect(get.statusCode, bad).toBe(400);
      expect(get.json().error.code).toBe('invalid_request');
      // A browser is shown a page saying so.
      const browser = await harness.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(browser.statusCode, bad).toBe(400);
      expect(browser.body).toContain('This link is not valid');
    }
    const json = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/unsubscribe?token=x',
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(json.statusCode).toBe(400);
    const preferences = (
      await requestAs(harness.app, gus.cookie, 'GET', '/api/v1/notification-preferences')
    ).json();
    expect(preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('sends the weekly summary by email on Sunday evening, with counts and plain sentences', async () => {
    const hal = await person({ timezone: 'UTC', preferences: { weeklySummary: true } });
    await logMood(hal.cookie, 'canary-7f3a slept badly');
    // 18:05 UTC on a Sunday.
    const sunday = new Date('2026-05-17T18:05:00Z');
    const job = (await dueFor(hal.userId, sunday)).find((due) => due.kind === 'weeklySummary');
    expect(job).toEqual({ userId: hal.userId, kind: 'weeklySummary', localDate: '2026-05-17' });
    expect(await service().send(job!, sunday)).toBe('sent');
    expect(pushesTo(hal.userId)).toEqual([]);
    const [mail] = mailsTo(hal.email);
    expect(header(mail!, 'Subject')).toBe('Your week with Flowmind');
    expect(header(mail!, 'List-Unsubscribe')).toMatch(/token=v1\./);
    const text = decodeQuotedPrintable(mail!);
    // Onboarding logged a first mood too: the count and the average are the person's own.
    expect(text).toMatch(/You logged your mood \d+ times this week, [\d.]+ out of 10 on average\./);
    expect(text).toContain('You did not complete a practice this week.');
    // The person's own figures, never what they wrote.
    expect(text).not.toContain('canary-7f3a');
    expect(await dueFor(hal.userId, new Date('2026-05-16T18:05:00Z'))).toEqual([]);
  });

  it('settles a reminder with nowhere to go (no device, no email) without sending', async () => {
    const noDevices: ReminderNeighbours['sendPushToPerson'] = () =>
      Promise.resolve({ delivered: 0, removed: 0, failed: 0 });
    const other = await createOtherInstance(harness.database, { reminders: { sendPushToPerson: noDevices } });
    try {
      const ida = await person({ timezone: 'UTC' });
      const now = new Date('2026-05-12T08:10:00Z');
      const [job] = await dueFor(ida.userId, now);
      expect(await other.app.reminders.service.send(job!, now)).toBe('no_channel');
      expect(await deliveries(ida.userId)).toEqual([
        { kind: 'dailyReminders', localDate: '2026-05-12', outcome: 'no_channel' },
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('two processes', () => {
  const started: ReminderJobs[] = [];
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()));
  });

  it('deliver a due reminder once, whether they send it side by side or both queue it on pg-boss', async () => {
    const other = await createOtherInstance(harness.database, {
      reminders: { sendPushToPerson: recordPush },
    });
    try {
      // Side by side: both claim the same reminder at once; one sends, the other finds it claimed.
      const jo = await person({ timezone: 'UTC' });
      const now = new Date('2026-05-12T08:10:00Z');
      const [job] = await dueFor(jo.userId, now);
      const results = await Promise.all([
        service().send(job!, now),
        other.app.reminders.service.send(job!, now),
      ]);
      expect(results.sort()).toEqual(['already_settled', 'sent']);
      expect(pushesTo(jo.userId)).toHaveLength(1);

      // Two pg-boss instances on one database, each scanning and working: the reminder goes out once.
      const kim = await person({ timezone: 'UTC' });
      const url = (harness.database as DatabaseHandle & { url: string }).url;
      const clock = () => now;
      for (const reminders of [harness.app.reminders.service, other.app.reminders.service]) {
        const jobs = createReminderJobs({
          connectionString: url,
          service: reminders,
          log: () => {},
          clock,
          schedule: false,
        });
        started.push(jobs);
        await jobs.start();
      }
      await Promise.all(started.map((jobs) => jobs.queueDue(now)));
      const deadline = Date.now() + 15_000;
      while ((await deliveries(kim.userId)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await deliveries(kim.userId)).toEqual([
        { kind: 'dailyReminders', localDate: '2026-05-12', outcome: 'sent' },
      ]);
      // Scanning again (the next minute's cron) finds nothing more to send to them.
      await Promise.all(started.map((jobs) => jobs.queueDue(now)));
      expect(await dueFor(kim.userId, now)).toEqual([]);
      expect(pushesTo(kim.userId)).toHaveLength(1);
    } finally {
      await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
      await other.close();
    }
  }, 30_000);
});
