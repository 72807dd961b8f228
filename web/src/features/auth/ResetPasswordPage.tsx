import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { validateNewPassword } from '@flowmind/core/auth-validation';
import { authClient, authErrorMessage, UNEXPECTED_ERROR } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { Button, ButtonLink } from '../../components/ui/Button';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { FormError } from '../../components/ui/FormError';
import { AuthLayout, AuthLink } from './components/AuthLayout';
import { useSuccessRedirect } from './components/useSuccessRedirect';

/** Choose a new password from the emailed link (`?token=`); `?error=INVALID_TOKEN` means the link is unusable. */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [invalidLink, setInvalidLink] = useState(Boolean(params.get('error')) || !token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  // The reset signs the person in (server side); after the success screen the gate moves them on.
  useSuccessRedirect(done);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validationError = validateNewPassword(password, confirm);
    if (validationError) {
      setError(validationError);
      return;
    }
    if (!token) return;
    setError(null);
    setPending(true);
    try {
      const { error: resetError } = await authClient.resetPassword({ newPassword: password, token });
      if (resetError) {
        if ((resetError.code ?? '').toUpperCase().includes('INVALID_TOKEN')) setInvalidLink(true);
        else setError(authErrorMessage(resetError));
        return;
      }
      setDone(true);
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      setPending(false);
    }
  };

  if (invalidLink) {
    return (
      <AuthLayout title="Reset link invalid or expired">
        <div className="space-y-6">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-400/10 text-amber-300">
            <LinkIcon className="size-7" aria-hidden />
          </span>
          <p role="alert" className="text-slate-200">
            This password reset link is invalid or has expired. Reset links can be used once and only for a
            limited time. Please request a new one.
          </p>
          <ButtonLink to="/forgot-password" size="lg" className="w-full">
            Request a new link
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Password updated">
        <div className="space-y-6" role="status">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-300/15 text-teal-200">
            <CheckCircle2 className="size-7" aria-hidden />
          </span>
          <p className="text-slate-200">
            Your password has been reset and you are signed in. Taking you to Flowmind...
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick something you haven't used here before."
      footer={
        <>
          Remembered it? <AuthLink to="/login">Back to Sign In</AuthLink>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          hint="At least 6 characters."
        />
        <PasswordInput
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setError(null);
          }}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" fullWidth pending={pending}>
          {pending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
