import type { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, validateNewPassword } from '@flowmind/core/auth-validation';

/**
 * Core's new-password rule as a zod refinement for a form's schema, so sign-up, reset and the server never
 * disagree: one message at a time, in core's order (the confirmation must match first, then the length). The
 * message belongs to the confirmation when the two differ and to the password when it is too short.
 */
export function newPasswordRule<Password extends string, Confirm extends string>(
  password: Password,
  confirm: Confirm,
) {
  return (fields: Record<Password | Confirm, string>, ctx: z.RefinementCtx) => {
    const message = validateNewPassword(fields[password], fields[confirm]);
    if (message) {
      ctx.addIssue({
        code: 'custom',
        message,
        path: [message === PASSWORDS_DO_NOT_MATCH ? confirm : password],
      });
    }
  };
}
