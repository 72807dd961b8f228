import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

/**
 * better-auth client. Only imported by lazily loaded code (auth pages, sign-out) so the landing page stays light.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin + '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
  ],
});

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

export type AuthError = {
  code?: string | undefined;
  message?: string | undefined;
  status?: number;
  statusText?: string;
};

/** The message to show for an error answered by the auth service. */
export function authErrorMessage(error: AuthError, fallback = UNEXPECTED_ERROR): string {
  return error.message || error.statusText || fallback;
}
