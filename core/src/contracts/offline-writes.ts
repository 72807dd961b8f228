import { z } from 'zod';

/**
 * Writes a device may have to send again: a mood check-in or a practice completion made offline is queued
 * on the device and sent once the connection returns (decision 0024). Each action carries a key of its own,
 * so a copy sent twice (a lost answer, two tabs, a double tap) is stored once, and the time it was made,
 * so a check-in sent hours later counts for the moment and the day it was made.
 */

/** The header naming the action (a UUID the device makes once per action). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const INVALID_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be a UUID (one per action), e.g. 0b6a8f4e-5c1d-4a8e-9f3b-2d7c6e1a9b40.';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send each new action with a new key.';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The headers of a write that may be sent again. Loose: every other header (the session cookie among them)
 * passes through untouched.
 */
export const IdempotentWriteHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: INVALID_IDEMPOTENCY_KEY })
    .regex(UUID_TEXT, INVALID_IDEMPOTENCY_KEY)
    .optional(),
});

/** How far back a queued action may be dated: older ones are refused (and a device drops them). */
export const RECORDED_AT_MAX_AGE_DAYS = 7;
/** How far ahead of the server's clock a device's clock may run: such a time is stored as the server's now. */
export const RECORDED_AT_CLOCK_SKEW_MS = 5 * 60_000;

export const RECORDED_AT_INVALID = 'recordedAt must be a date and time such as 2026-06-01T08:30:00.000Z.';
export const RECORDED_AT_IN_FUTURE = 'recordedAt cannot be in the future.';
export const RECORDED_AT_TOO_OLD = `recordedAt cannot be more than ${RECORDED_AT_MAX_AGE_DAYS} days ago.`;

/** When the person made the action, as the device saw it; absent when it is sent at once. */
export const RecordedAt = z.iso.datetime({ offset: true, error: RECORDED_AT_INVALID }).optional();

/**
 * The instant an action is stored for: the device's time when it gave one (a clock up to a few minutes
 * fast is taken as now), else the server's. A time further ahead, or older than the window, is refused
 * with the message to show.
 */
export function actionInstant(recordedAt: string | undefined, now: Date): { at: Date } | { refused: string } {
  if (recordedAt === undefined) return { at: now };
  const at = new Date(recordedAt);
  const ahead = at.getTime() - now.getTime();
  if (ahead > RECORDED_AT_CLOCK_SKEW_MS) return { refused: RECORDED_AT_IN_FUTURE };
  if (ahead > 0) return { at: now };
  if (-ahead > RECORDED_AT_MAX_AGE_DAYS * 86_400_000) return { refused: RECORDED_AT_TOO_OLD };
  return { at };
}
