import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validateNewPassword } from '@flowmind/core/auth-validation';
import { authClient, authErrorMessage, UNEXPECTED_ERROR } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { FormError } from '../../components/ui/FormError';
import { AuthLayout, AuthLink } from './components/AuthLayout';
import { GoogleSignInButton } from './components/GoogleSignInButton';
import { SuccessScreen } from './components/SuccessScreen';
import { useSuccessRedirect } from './components/useSuccessRedirect';

const ALREADY_REGISTERED = 'This email is already registered. Please try logging in instead.';

type SignupFields = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** Create an account; registration signs the user in, then onboarding follows after the welcome screen. */
export default function SignupPage() {
  useDocumentTitle('Create Account');
  const [fields, setFields] = useState<SignupFields>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [welcome, setWelcome] = useState<'created' | 'google' | null>(null);
  useSuccessRedirect(welcome !== null);

  const update = (name: keyof SignupFields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    // The error clears as soon as the person edits any field again.
    if (error) setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validationError = validateNewPassword(fields.password, fields.confirmPassword);
    if (validationError) {
      setError(validationError);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const firstName = fields.firstName.trim();
      const lastName = fields.lastName.trim();
      const { error: signUpError } = await authClient.signUp.email({
        email: fields.email.trim(),
        password: fields.password,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
      });
      if (signUpError) {
        const code = signUpError.code ?? '';
        setError(
          code.toUpperCase().startsWith('USER_ALREADY_EXISTS')
            ? ALREADY_REGISTERED
            : authErrorMessage(signUpError),
        );
        setPending(false);
        return;
      }
      setWelcome('created');
    } catch {
      setError(UNEXPECTED_ERROR);
      setPending(false);
    }
  };

  if (welcome) {
    return (
      <SuccessScreen title={welcome === 'google' ? 'Welcome Back' : 'Welcome to Flowmind!'}>
        {welcome === 'google' ? (
          <p>You&apos;re signed in. Taking you to Flowmind...</p>
        ) : (
          <p>Your account has been created successfully. Redirecting you to complete your profile setup...</p>
        )}
      </SuccessScreen>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start your journey from chaos to clarity."
      footer={
        <>
          Already have an account? <AuthLink to="/login">Sign in</AuthLink>
        </>
      }
    >
      <GoogleSignInButton
        onSignedIn={() => setWelcome('google')}
        dividerLabel="Or continue with email"
        text="signup_with"
      />
      <form onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={fields.firstName}
            onChange={update('firstName')}
          />
          <Input
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={fields.lastName}
            onChange={update('lastName')}
          />
        </div>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={update('email')}
          placeholder="you@example.com"
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={update('password')}
          hint="At least 6 characters."
        />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={update('confirmPassword')}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" fullWidth pending={pending}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
