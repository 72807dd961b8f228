import { useMutation } from '@tanstack/react-query';
import { authErrorMessage } from '../../../lib/auth-client';

export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';

/**
 * Changes the password through better-auth (/api/auth/change-password) and signs out every other session:
 * whoever else had the account open must sign in again with the new password. This session continues.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const { authClient } = await import('../../../lib/auth-client');
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
  if (error) {
    throw new Error(error.code === 'INVALID_PASSWORD' ? CURRENT_PASSWORD_INCORRECT : authErrorMessage(error));
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
