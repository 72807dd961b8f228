import { createHash } from 'node:crypto';

/**
 * The value of the first cookie called `name` in a Cookie header, read the way better-auth reads it
 * (better-call's parser: the first occurrence wins, surrounding quotes are dropped, the value is
 * percent-decoded), so the credential the cache is keyed on is the one better-auth verifies.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let index = 0;
  while (index < header.length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < equals) {
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    if (header.slice(index, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.codePointAt(0) === 0x22) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/** The session token inside a signed session cookie (`token.signature`). */
export function tokenOfSignedCookie(value: string): string {
  const dot = value.lastIndexOf('.');
  return dot === -1 ? value : value.slice(0, dot);
}

/** The cache key of a credential: a digest, so the cache never holds a usable token. */
export function credentialKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Whether a Cookie header carries any Flowmind session cookie (secure-prefixed or not). */
export function hasSessionCookie(header: string | undefined): boolean {
  return /(?:^|;)\s*(?:__Secure-)?flowmind\.session_token=/.test(header ?? '');
}
