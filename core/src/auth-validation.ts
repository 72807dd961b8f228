/**
 * Validation of a new password at sign-up and password reset: it must match its confirmation and be at least
 * 6 characters long. Both forms share these rules so they never disagree.
 */
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
/** The server refuses the most common passwords (the list is too large to ship to the browser). */
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';

/** Returns the first failing rule's message (match first, then length), or null when the password is acceptable. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
