import { authErrorMessage, UNEXPECTED_ERROR, type AuthError } from '../../lib/auth-client';

/**
 * Sends one form's request to the auth service. A refusal is shown as the form's error, in the words of
 * `describe` (the service's own text unless the form words it itself; null when the form handled it);
 * `onSuccess` runs only when the request was accepted. Anything thrown on the way (offline, a failed session
 * refresh) shows the generic text, so the form never stays silent.
 */
export async function submitAuthRequest(
  request: () => Promise<{ error: AuthError | null }>,
  {
    showError,
    onSuccess,
    describe = authErrorMessage,
  }: {
    showError: (message: string) => void;
    onSuccess: () => unknown;
    describe?: (error: AuthError) => string | null;
  },
): Promise<void> {
  try {
    const { error } = await request();
    if (error) {
      const message = describe(error);
      if (message) showError(message);
      return;
    }
    await onSuccess();
  } catch {
    showError(UNEXPECTED_ERROR);
  }
}
