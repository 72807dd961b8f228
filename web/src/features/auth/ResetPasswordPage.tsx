import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { authClient, authErrorMessage } from '../../lib/auth-client';
import { submitAuthRequest } from './submit-auth';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../components/ui/Button';
import { AuthLayout } from './components/AuthLayout';
import { AuthMessage, AuthSubmit, BackToSignIn, NewPasswordInputs } from './components/FormParts';
import { useSuccessRedirect } from './components/useSuccessRedirect';
import { newPasswordRule } from './new-password';

/** The new password, by core's rule (the browser checks that both fields are filled in). */
const ResetPasswordFields = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(newPasswordRule('newPassword', 'confirmPassword'));
type ResetPasswordFields = z.infer<typeof ResetPasswordFields>;

/** Choose a new password from the emailed link (`?token=`); `?error=INVALID_TOKEN` means the link is unusable. */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [invalidLink, setInvalidLink] = useState(Boolean(params.get('error')) || !token);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFields>({
    resolver: zodResolver(ResetPasswordFields),
    defaultValues: { newPassword: '', confirmPassword: '' },
    // Checked on submit only, and the message stays until the next edit or submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error =
    errors.confirmPassword?.message ?? errors.newPassword?.message ?? errors.root?.server?.message ?? null;
  const [done, setDone] = useState(false);
  // The reset signs the person in (server side); after the success screen the gate moves them on.
  useSuccessRedirect(done);

  // The error clears as soon as the person edits either password again.
  const field = (name: keyof ResetPasswordFields) => register(name, { onChange: () => clearErrors() });

  const onSubmit = async ({ newPassword }: ResetPasswordFields) => {
    if (!token) return;
    await submitAuthRequest(() => authClient.resetPassword({ newPassword, token }), {
      showError: (message) => setError('root.server', { message }),
      onSuccess: () => setDone(true),
      describe: (resetError) => {
        if (!(resetError.code ?? '').toUpperCase().includes('INVALID_TOKEN'))
          return authErrorMessage(resetError);
        setInvalidLink(true);
        return null;
      },
    });
  };

  if (invalidLink) {
    return (
      <AuthMessage
        title="Reset link invalid or expired"
        icon={<LinkIcon className="size-7" aria-hidden />}
        iconTone="bg-amber-400/10 text-amber-300"
        action={
          <ButtonLink to="/forgot-password" size="lg" className="w-full">
            Request a new link
          </ButtonLink>
        }
      >
        <p role="alert" className="text-slate-200">
          This password reset link is invalid or has expired. Reset links can be used once and only for a
          limited time. Please request a new one.
        </p>
      </AuthMessage>
    );
  }

  if (done) {
    return (
      <AuthMessage
        title="Password updated"
        icon={<CheckCircle2 className="size-7" aria-hidden />}
        iconTone="bg-teal-300/15 text-teal-200"
        status
      >
        <p className="text-slate-200">
          Your password has been reset and you are signed in. Taking you to Flowmind...
        </p>
      </AuthMessage>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick something you haven't used here before."
      footer={<BackToSignIn />}
    >
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <NewPasswordInputs
          label="New password"
          confirmLabel="Confirm new password"
          password={field('newPassword')}
          confirmation={field('confirmPassword')}
        />
        <AuthSubmit
          error={error}
          pending={isSubmitting}
          label="Reset Password"
          pendingLabel="Resetting Password..."
        />
      </form>
    </AuthLayout>
  );
}
