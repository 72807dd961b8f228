import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './app';

/** Asks for a password-reset mail, as the forgot-password page does. */
export function requestPasswordReset(app: FastifyInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, redirectTo: '/reset-password' },
  });
}

/** Sets a new password with the token of a reset link, as the reset-password page does. */
export function resetPassword(app: FastifyInstance, token: string | null, newPassword: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { newPassword, token },
  });
}
