import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_KINDS, type ReminderKind } from '@flowmind/core/notifications';

/**
 * One-click unsubscribe links (RFC 8058): `v1.<user id>.<kind>.<HMAC>`. The HMAC's key is derived from
 * AUTH_SECRET for this one use, so a link proves only "turn off this kind for this person", and changing
 * the version retires every link sent before.
 */
const TOKEN_VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UnsubscribeTokens {
  create(userId: string, kind: ReminderKind): string;
  /** The person and kind a token stands for, or undefined for anything not made by `create`. */
  verify(token: string): { userId: string; kind: ReminderKind } | undefined;
}

export function createUnsubscribeTokens(authSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', authSecret).update('flowmind reminder unsubscribe').digest();
  const mac = (userId: string, kind: string) =>
    createHmac('sha256', key).update(`${TOKEN_VERSION}:${userId}:${kind}`).digest();
  return {
    create(userId, kind) {
      return `${TOKEN_VERSION}.${userId}.${kind}.${mac(userId, kind).toString('base64url')}`;
    },
    verify(token) {
      const [version, userId, kind, signature, ...rest] = token.split('.');
      if (rest.length > 0 || version !== TOKEN_VERSION || !userId || !kind || !signature) return undefined;
      if (!UUID.test(userId) || !(REMINDER_KINDS as readonly string[]).includes(kind)) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(userId, kind);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, kind: kind as ReminderKind };
    },
  };
}
