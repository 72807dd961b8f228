import { MOOD_MAX, roundToOneDecimal } from '@flowmind/core/mood';
import type { ReminderKind } from '@flowmind/core/notifications';

/**
 * What each reminder says. A push is read on a lock screen and passes through the browser maker's push
 * service, so it only invites: no mood score, nothing the person wrote, nothing the coach said. A reminder
 * email says the same. The weekly summary is an email to the account's own address and carries the
 * person's own counts and average mood (decision 0022), never a note or a chat message.
 */
export interface ReminderPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export const REMINDER_PUSHES: Record<Exclude<ReminderKind, 'weeklySummary'>, ReminderPush> = {
  dailyReminders: {
    title: 'Time for your practice',
    body: 'A few quiet minutes for yourself: your plan for today is ready.',
    url: '/plan',
    tag: 'reminder-daily',
  },
  moodCheckReminders: {
    title: 'How are you feeling today?',
    body: 'Take a moment to check in and log your mood.',
    url: '/home',
    tag: 'reminder-mood',
  },
  streakReminders: {
    title: 'Keep your streak going',
    body: 'A practice or a mood check today keeps your streak alive.',
    url: '/home',
    tag: 'reminder-streak',
  },
};

export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
}

/** The person's week, from the owners of moods, practices and progress. */
export interface WeekFigures {
  /** Mood scores logged in the last 7 local days. */
  moodScores: number[];
  practicesCompleted: number;
  practiceMinutes: number;
  /** Plain sentences of what helps the person most (practice insights), best first. */
  whatHelped: string[];
  streakDays: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The sentences of the weekly summary, plain and in order. */
export function weeklySummarySentences(week: WeekFigures): string[] {
  const sentences: string[] = [];
  if (week.moodScores.length === 0) sentences.push('You did not log a mood this week.');
  else {
    const average = roundToOneDecimal(
      week.moodScores.reduce((sum, score) => sum + score, 0) / week.moodScores.length,
    );
    sentences.push(
      `You logged your mood ${plural(week.moodScores.length, 'time', 'times')} this week, ${average} out of ${MOOD_MAX} on average.`,
    );
  }
  sentences.push(
    week.practicesCompleted === 0
      ? 'You did not complete a practice this week.'
      : `You completed ${plural(week.practicesCompleted, 'practice', 'practices')}, ${plural(week.practiceMinutes, 'minute', 'minutes')} in all.`,
  );
  if (week.streakDays > 0) sentences.push(`Your streak stands at ${plural(week.streakDays, 'day', 'days')}.`);
  if (week.whatHelped.length > 0) sentences.push(`What helped: ${week.whatHelped.join(' ')}`);
  return sentences;
}

function emailOf(
  greetingName: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
  footer: { preferencesUrl: string; unsubscribeUrl: string; what: string },
): ReminderEmail {
  const hello = greetingName ? `Hi ${greetingName},` : 'Hi,';
  const footerText = `You get this because ${footer.what} is on. Stop these emails: ${footer.unsubscribeUrl}\nChoose what Flowmind sends you: ${footer.preferencesUrl}`;
  const text = [hello, ...paragraphs, `${link.label}: ${link.url}`, '--', footerText].join('\n\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<hr><p>You get this because ${escapeHtml(footer.what)} is on. <a href="${escapeHtml(footer.unsubscribeUrl)}">Stop these emails</a> · <a href="${escapeHtml(footer.preferencesUrl)}">Choose what Flowmind sends you</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

const KIND_NAMES: Record<ReminderKind, string> = {
  dailyReminders: 'Daily Reminders',
  moodCheckReminders: 'Mood Check Reminders',
  streakReminders: 'Streak Reminders',
  weeklySummary: 'Weekly Summary',
};

export function reminderEmail(
  kind: ReminderKind,
  person: { name: string },
  links: { publicUrl: string; unsubscribeUrl: string },
  week?: WeekFigures,
): ReminderEmail {
  const footer = {
    preferencesUrl: `${links.publicUrl}/notifications`,
    unsubscribeUrl: links.unsubscribeUrl,
    what: KIND_NAMES[kind],
  };
  const firstName = person.name.split(' ')[0] ?? '';
  if (kind === 'weeklySummary') {
    return emailOf(
      firstName,
      'Your week with Flowmind',
      ['Here is your week in Flowmind.', ...weeklySummarySentences(week ?? emptyWeek())],
      { url: `${links.publicUrl}/progress`, label: 'See your progress' },
      footer,
    );
  }
  const push = REMINDER_PUSHES[kind];
  return emailOf(
    firstName,
    push.title,
    [push.body],
    { url: `${links.publicUrl}${push.url}`, label: 'Open Flowmind' },
    footer,
  );
}

function emptyWeek(): WeekFigures {
  return { moodScores: [], practicesCompleted: 0, practiceMinutes: 0, whatHelped: [], streakDays: 0 };
}
