import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useCarriedState } from '../../lib/navigation-state';
import { authClient } from '../../lib/auth-client';
import { submitAuthRequest } from './submit-auth';
import { refreshSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { AuthLayout, AuthLink } from './components/AuthLayout';
import { AuthSubmit, EmailInput } from './components/FormParts';
import { GoogleSignInButton } from './components/GoogleSignInButton';
import { SuccessScreen } from './components/SuccessScreen';
import { useSuccessRedirect } from './components/useSuccessRedirect';

/** The browser checks that both are filled in and the email is an email; the server checks the rest. */
const LoginFields = z.object({ email: z.string(), password: z.string() });
type LoginFields = z.infer<typeof LoginFields>;

/**
 * Sign in with email and password (or Google). On success the session is re-read and the route gate sends the
 * user to the page first requested, /home, or /onboarding.
 */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const queryClient = useQueryClient();
  const carriedState = useCarriedState();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginFields>({
    resolver: zodResolver(LoginFields),
    defaultValues: { email: '', password: '' },
  });
  // Still pending after a successful sign-in, until the route gate moves the person on.
  const pending = isSubmitting || isSubmitSuccessful;
  const [googleWelcome, setGoogleWelcome] = useState(false);
  useSuccessRedirect(googleWelcome);

  const onSubmit = async ({ email, password }: LoginFields) => {
    await submitAuthRequest(() => authClient.signIn.email({ email: email.trim(), password }), {
      showError: (message) => setError('root.server', { message }),
      onSuccess: () => refreshSession(queryClient),
    });
  };

  if (googleWelcome) {
    return (
      <SuccessScreen title="Welcome Back">
        <p>You&apos;re signed in. Taking you to Flowmind...</p>
      </SuccessScreen>
    );
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to continue your flow."
      footer={
        <>
          Don&apos;t have an account? <AuthLink to="/signup">Sign up</AuthLink>
        </>
      }
    >
      <GoogleSignInButton
        onSignedIn={() => setGoogleWelcome(true)}
        dividerLabel="Or continue with email"
        text="signin_with"
      />
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-5" noValidate={false}>
        <EmailInput {...register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...register('password')}
          labelAside={
            <Link
              to="/forgot-password"
              state={carriedState}
              className="text-sm font-medium text-teal-200 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-300"
            >
              Forgot password?
            </Link>
          }
        />
        <AuthSubmit
          error={errors.root?.server?.message}
          pending={pending}
          label="Sign In"
          pendingLabel="Signing In..."
        />
      </form>
    </AuthLayout>
  );
}
