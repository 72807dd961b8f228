import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportCsvFile } from '@flowmind/core/account';
import type { DeleteAccountInput } from '@flowmind/core/contracts/account';
import { ApiError, apiSend } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { clearOnboardingSession } from '../lib/onboarding-session';
import { clearPersonalOfflineData } from '../lib/offline-data';
import { authErrorMessage } from '../lib/auth-client';

export type ExportFormat = 'json' | ExportCsvFile;

export function exportUrl(format: ExportFormat): string {
  return format === 'json' ? '/api/v1/account/export' : `/api/v1/account/export/${format}.csv`;
}

/** The file name the server chose (Content-Disposition), or a sensible one. */
function attachmentName(response: Response, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? (format === 'json' ? 'flowmind-export.json' : `flowmind-${format}.csv`);
}

/**
 * Downloads one export file. Fetched first (rather than a plain link) so a failure shows as a message on
 * the page instead of a downloaded error document; the browser then saves it under the server's name.
 */
export async function downloadExport(format: ExportFormat): Promise<string> {
  const response = await fetch(exportUrl(format), { credentials: 'same-origin' });
  if (!response.ok) {
    let message = 'We could not prepare your download. Please try again.';
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      message = body.error?.message ?? message;
    } catch {
      // Not JSON: keep the general message.
    }
    throw new ApiError(response.status, `HTTP_${response.status}`, message);
  }
  const blob = await response.blob();
  const filename = attachmentName(response, format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/** Deletes the account and everything in it (DELETE /api/v1/account); the server also ends the session. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiSend<{ deleted: true }>('DELETE', '/api/v1/account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** After deletion: forget everything cached about the person, as signing out does. */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => {
    clearOnboardingSession();
    void clearPersonalOfflineData();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    queryClient.setQueryData(queryKeys.me, null);
  };
}

export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';

/**
 * Changes the password through better-auth (/api/auth/change-password) and signs out every other session:
 * whoever else had the account open must sign in again with the new password. This session continues.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const { authClient } = await import('../lib/auth-client');
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
  if (error) {
    throw new Error(error.code === 'INVALID_PASSWORD' ? CURRENT_PASSWORD_INCORRECT : authErrorMessage(error));
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
