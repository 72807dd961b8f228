import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError } from 'better-auth/api';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@flowmind/core/auth-validation';
import { AuthUserFields } from '@flowmind/core/contracts/profile';

/**
 * What better-auth's own routes may store, held to the app's rules before better-auth runs: a new password
 * must be long enough and not one of the most common ones (the first guesses of anyone trying accounts), and
 * the person's names and picture follow the same limits as Edit Profile.
 */

// zxcvbn's list of common passwords (about 50,000, all lower case), ranked by how often they were leaked.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** A password is common when it is on the list in any letter case: 'Password' is guessed as early as 'password'. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The body field that carries a new password, for each better-auth route that sets one. */
const NEW_PASSWORD_FIELD: Readonly<Record<string, string>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};
/** The better-auth routes that store the person's name and picture from the body. */
const USER_FIELD_ROUTES: ReadonlySet<string> = new Set(['/sign-up/email', '/update-user']);

export interface InputRefusal {
  code: string;
  message: string;
}

/** Why a new password is refused (too short first, then too common), or null when it is fine. */
export function newPasswordRefusal(password: string): InputRefusal | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return { code: 'PASSWORD_TOO_SHORT', message: PASSWORD_TOO_SHORT };
  if (isCommonPassword(password)) return { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON };
  return null;
}

/**
 * Why a request to better-auth's route `path` is refused, or null. Only fields of the expected type are
 * looked at: better-auth's own body validation answers for a missing password or a body that is no object.
 */
export function authInputRefusal(path: string, body: unknown): InputRefusal | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const passwordField = NEW_PASSWORD_FIELD[path];
  const password = passwordField ? fields[passwordField] : undefined;
  if (typeof password === 'string') {
    const refusal = newPasswordRefusal(password);
    if (refusal) return refusal;
  }
  if (USER_FIELD_ROUTES.has(path)) {
    const parsed = AuthUserFields.safeParse(fields);
    if (!parsed.success) {
      return { code: 'INVALID_USER_FIELDS', message: parsed.error.issues[0]?.message ?? 'Invalid name.' };
    }
  }
  return null;
}

/** Throws better-auth's 400 (answered as `{ code, message }`, which the web shows) when the input is refused. */
export function assertAcceptableAuthInput(path: string, body: unknown): void {
  const refusal = authInputRefusal(path, body);
  if (refusal) throw new APIError('BAD_REQUEST', refusal);
}
