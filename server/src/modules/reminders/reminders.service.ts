import { withNotificationDefaults } from '@flowmind/core/contracts/notification-preferences';
import { NOTIFICATION_DEFAULTS, REMINDER_KINDS, type ReminderKind } from '@flowmind/core/notifications';
import { PRACTICE_TIMES } from '@flowmind/core/onboarding';
import {
  dueReminders,
  localClockIn,
  reminderWindowOpen,
  stillNeeded,
  type TodaySoFar,
} from '@flowmind/core/reminders';
import { addDays } from '@flowmind/core/time';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { REMINDER_PUSHES, reminderEmail, type WeekFigures } from './reminder-messages';
import {
  claimDelivery,
  deleteDeliveriesBefore,
  findReminderCandidates,
  findReminderPerson,
  listTimeZones,
  recordDelivery,
  type DeliveryOutcome,
  type OpenZone,
} from './reminders.repository';
import { createUnsubscribeTokens } from './unsubscribe-token';

/** One reminder to send: a person, a kind, the local date it is for. */
export interface ReminderJob {
  userId: string;
  kind: ReminderKind;
  localDate: string;
}

/** What one push to a person did (the push module's answer). */
export interface PushResult {
  delivered: number;
  removed: number;
  failed: number;
}

/** What reminders need of other modules, composed in app.ts from each owner's service. */
export interface ReminderNeighbours {
  /** Web Push to every device the person turned reminders on for. */
  sendPushToPerson(
    userId: string,
    payload: { title: string; body: string; url: string; tag: string },
  ): Promise<PushResult>;
  /** What the person has done on their local day at `now` (progress owns the streak rules). */
  todaySoFar(userId: string, now: Date): Promise<TodaySoFar>;
  /** The person's last seven days, for the weekly summary. */
  weekFigures(userId: string): Promise<WeekFigures>;
  /** Turns one kind off in the person's notification preferences (notifications owns them). */
  turnOff(userId: string, kind: ReminderKind): Promise<void>;
}

export interface ReminderServiceOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  authSecret: string;
  neighbours: ReminderNeighbours;
  log: (message: string) => void;
}

/** How a send ended: settled for the day (sent, not needed, nowhere to go) or left for a later scan. */
export type SendResult = DeliveryOutcome | 'already_settled' | 'not_due' | 'no_person';

export const UNSUBSCRIBE_PATH = '/api/v1/reminders/unsubscribe';

/** Reminder deliveries older than this many days guard nothing any more (every zone is past them). */
const DELIVERY_KEEP_DAYS = 3;

export type ReminderService = ReturnType<typeof createReminderService>;

export function createReminderService(options: ReminderServiceOptions) {
  const { db, neighbours } = options;
  const tokens = createUnsubscribeTokens(options.authSecret);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  /**
   * Every reminder due at `now` and not yet settled. Each zone's clock is worked out once; then, per kind,
   * one query reads only the people of the zones (and practice-time slots) whose reminder time has come,
   * and the pure rules decide per person (quiet hours).
   */
  async function findDue(now: Date): Promise<ReminderJob[]> {
    const clocks = (await listTimeZones(db)).map((timezone) => ({
      timezone,
      clock: localClockIn(timezone, now),
    }));
    const jobs: ReminderJob[] = [];
    for (const kind of REMINDER_KINDS) {
      const open: OpenZone[] = [];
      for (const { timezone, clock } of clocks) {
        if (kind === 'dailyReminders') {
          for (const slot of PRACTICE_TIMES) {
            if (reminderWindowOpen(kind, clock, slot)) open.push({ timezone, slot, localDate: clock.date });
          }
        } else if (reminderWindowOpen(kind, clock, null)) {
          open.push({ timezone, slot: '*', localDate: clock.date });
        }
      }
      const candidates = await findReminderCandidates(db, kind, NOTIFICATION_DEFAULTS[kind], open);
      for (const person of candidates) {
        const { localDate, due } = dueReminders({
          now,
          timeZone: person.timezone,
          preferences: withNotificationDefaults(person.preferences),
          practiceTime: person.practiceTime,
          settled: [],
        });
        if (due.includes(kind) && localDate === person.localDate) {
          jobs.push({ userId: person.userId, kind, localDate });
        }
      }
    }
    return jobs;
  }

  function unsubscribeUrl(job: ReminderJob): string {
    return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokens.create(job.userId, job.kind))}`;
  }

  /**
   * Sends one reminder, once: the day's row for (person, kind, local date) is claimed in a transaction that
   * commits only after something was delivered (or there was nothing to deliver). Whoever claims it first
   * sends; a second process, or a retried job, finds it claimed. A send that reached nobody for a passing
   * reason rolls the claim back and throws, so the job is retried.
   */
  async function send(job: ReminderJob, now: Date): Promise<SendResult> {
    const person = await findReminderPerson(db, job.userId);
    if (!person) return 'no_person';
    const preferences = withNotificationDefaults(person.preferences);
    const situation = {
      now,
      timeZone: person.timezone,
      preferences,
      practiceTime: person.practiceTime,
      settled: [],
    };
    // Still the day it was for, still on, still in its window and out of quiet hours?
    const timely = dueReminders(situation);
    if (timely.localDate !== job.localDate || !timely.due.includes(job.kind)) return 'not_due';
    const today = await neighbours.todaySoFar(job.userId, now);
    const week = job.kind === 'weeklySummary' ? await neighbours.weekFigures(job.userId) : undefined;

    return db.transaction(async (tx) => {
      const needed = stillNeeded(job.kind, today);
      if (!(await claimDelivery(tx, { ...job, outcome: needed ? 'sent' : 'not_needed' })))
        return 'already_settled';
      if (!needed) return 'not_needed';

      let pushDelivered = 0;
      let pushFailed = 0;
      if (job.kind !== 'weeklySummary') {
        const pushed = await neighbours.sendPushToPerson(job.userId, REMINDER_PUSHES[job.kind]);
        pushDelivered = pushed.delivered;
        pushFailed = pushed.failed;
      }
      let emailed = false;
      let emailFailed = false;
      if (job.kind === 'weeklySummary' || preferences.emailReminders) {
        const unsubscribe = unsubscribeUrl(job);
        try {
          await options.mailer.send({
            to: person.email,
            ...reminderEmail(job.kind, person, { publicUrl, unsubscribeUrl: unsubscribe }, week),
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          emailed = true;
        } catch (error) {
          emailFailed = true;
          // The error's code only: an SMTP server's message may quote the address.
          const code = (error as { code?: unknown }).code;
          options.log(`a ${job.kind} reminder email failed${typeof code === 'string' ? ` (${code})` : ''}`);
        }
      }
      if (pushDelivered === 0 && !emailed && (pushFailed > 0 || emailFailed)) {
        // Nothing arrived anywhere for a reason that may pass: undo the claim, let the job retry.
        throw new Error(`the ${job.kind} reminder reached none of the person's devices or email`);
      }
      const outcome: DeliveryOutcome = pushDelivered > 0 || emailed ? 'sent' : 'no_channel';
      await recordDelivery(tx, job, { outcome, pushDelivered, emailed });
      return outcome;
    });
  }

  /** POST of a one-click unsubscribe link: the kind goes off for the person, no sign-in needed. */
  async function unsubscribe(token: string): Promise<ReminderKind | undefined> {
    const subject = tokens.verify(token);
    if (!subject) return undefined;
    await neighbours.turnOff(subject.userId, subject.kind);
    return subject.kind;
  }

  return {
    findDue,
    send,
    unsubscribe,
    /** The kind a link turns off, without turning it off (the GET page). */
    unsubscribeKind: (token: string) => tokens.verify(token)?.kind,
    unsubscribeUrl,
    /** Forgets settled rows no zone can still be on. */
    prune: (now: Date) =>
      deleteDeliveriesBefore(db, addDays(now.toISOString().slice(0, 10), -DELIVERY_KEEP_DAYS)),
  };
}
