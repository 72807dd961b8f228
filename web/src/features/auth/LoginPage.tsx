import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCarriedState } from '../../app/navigation-state';
import { authClient, authErrorMessage, UNEXPECTED_ERROR } from '../../lib/auth-client';
import { refreshSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { FormError } from '../../components/ui/FormError';
import { AuthLayout, AuthLink } from './components/AuthLayout';
import { GoogleSignInButton } from './components/GoogleSignInButton';
import { SuccessScreen } from './components/SuccessScreen';
import { useSuccessRedirect } from './components/useSuccessRedirect';

/**
 * Sign in with email and password (or Google). On success the session is re-read and the route gate sends the
 * user to the page first requested, /home, or /onboarding.
 */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const queryClient = useQueryClient();
  const carriedState = useCarriedState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [googleWelcome, setGoogleWelcome] = useState(false);
  useSuccessRedirect(googleWelcome);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const { error: signInError } = await authClient.signIn.email({ email: email.trim(), password });
      if (signInError) {
        setError(authErrorMessage(signInError));
        setPending(false);
        return;
      }
      await refreshSession(queryClient);
    } catch {
      setError(UNEXPECTED_ERROR);
      setPending(false);
    }
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
      <form onSubmit={onSubmit} className="space-y-5" noValidate={false}>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
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
        <FormError message={error} />
        <Button type="submit" size="lg" fullWidth pending={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
