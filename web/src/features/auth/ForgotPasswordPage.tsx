import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { authClient } from '../../lib/auth-client';
import { submitAuthRequest } from './submit-auth';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../components/ui/Button';
import { AuthLayout } from './components/AuthLayout';
import { AuthMessage, AuthSubmit, BackToSignIn, EmailInput } from './components/FormParts';

/** The browser checks that the email is filled in and is an email; the server checks the rest. */
const ForgotPasswordFields = z.object({ email: z.string() });
type ForgotPasswordFields = z.infer<typeof ForgotPasswordFields>;

/** Ask for a password reset link by email. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFields>({
    resolver: zodResolver(ForgotPasswordFields),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordFields) => {
    const address = email.trim();
    await submitAuthRequest(
      () => authClient.requestPasswordReset({ email: address, redirectTo: '/reset-password' }),
      {
        showError: (message) => setError('root.server', { message }),
        onSuccess: () => setSentTo(address),
      },
    );
  };

  if (sentTo) {
    return (
      <AuthMessage
        title="Check Your Email"
        icon={<MailCheck className="size-7" aria-hidden />}
        iconTone="bg-teal-300/15 text-teal-200"
        status
        action={
          <ButtonLink to="/login" size="lg" className="w-full">
            Back to Sign In
          </ButtonLink>
        }
      >
        <p className="text-slate-200">
          We&apos;ve sent a password reset link to{' '}
          <strong className="break-all font-semibold text-white">{sentTo}</strong>. Follow the link in that
          email to choose a new password.
        </p>
        <p className="text-sm text-slate-300">
          Didn&apos;t get it? Check your spam folder or try again in a few minutes.
        </p>
      </AuthMessage>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to reset it."
      footer={<BackToSignIn />}
    >
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <EmailInput {...register('email')} />
        <AuthSubmit
          error={errors.root?.server?.message}
          pending={isSubmitting}
          label="Send Reset Link"
          pendingLabel="Sending Reset Link..."
        />
      </form>
    </AuthLayout>
  );
}
