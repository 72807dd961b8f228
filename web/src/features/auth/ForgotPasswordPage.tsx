import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { authClient, authErrorMessage, UNEXPECTED_ERROR } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { FormError } from '../../components/ui/FormError';
import { AuthLayout, AuthLink } from './components/AuthLayout';

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
    try {
      const { error: requestError } = await authClient.requestPasswordReset({
        email: address,
        redirectTo: '/reset-password',
      });
      if (requestError) {
        setError('root.server', { message: authErrorMessage(requestError) });
        return;
      }
      setSentTo(address);
    } catch {
      setError('root.server', { message: UNEXPECTED_ERROR });
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <div className="space-y-6" role="status">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-300/15 text-teal-200">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <p className="text-slate-200">
            We&apos;ve sent a password reset link to{' '}
            <strong className="break-all font-semibold text-white">{sentTo}</strong>. Follow the link in that
            email to choose a new password.
          </p>
          <p className="text-sm text-slate-300">
            Didn&apos;t get it? Check your spam folder or try again in a few minutes.
          </p>
          <ButtonLink to="/login" size="lg" className="w-full">
            Back to Sign In
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to reset it."
      footer={
        <>
          Remembered it? <AuthLink to="/login">Back to Sign In</AuthLink>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          placeholder="you@example.com"
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" size="lg" fullWidth pending={isSubmitting}>
          {isSubmitting ? 'Sending Reset Link...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
