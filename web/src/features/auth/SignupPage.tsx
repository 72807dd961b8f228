import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { authClient, authErrorMessage } from '../../lib/auth-client';
import { submitAuthRequest } from './submit-auth';
import { useDocumentTitle } from '../../lib/document-title';
import { Input } from '../../components/ui/Input';
import { AuthLayout, AuthLink } from './components/AuthLayout';
import { AuthSubmit, EmailInput, NewPasswordInputs } from './components/FormParts';
import { GoogleSignInButton } from './components/GoogleSignInButton';
import { SuccessScreen } from './components/SuccessScreen';
import { useSuccessRedirect } from './components/useSuccessRedirect';
import { newPasswordRule } from './new-password';

const ALREADY_REGISTERED = 'This email is already registered. Please try logging in instead.';

/**
 * What the browser does not check already (the fields are required, the email is an email): the new
 * password, by core's rule. The names are the server's to check, as every route that saves a name does.
 */
const SignupFields = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(newPasswordRule('password', 'confirmPassword'));
type SignupFields = z.infer<typeof SignupFields>;

/** Create an account; registration signs the user in, then onboarding follows after the welcome screen. */
export default function SignupPage() {
  useDocumentTitle('Create Account');
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SignupFields>({
    resolver: zodResolver(SignupFields),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    // Checked on submit only, and the message stays until the next edit or submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Still pending after a successful submit: the welcome screen takes over.
  const pending = isSubmitting || isSubmitSuccessful;
  const error =
    errors.confirmPassword?.message ?? errors.password?.message ?? errors.root?.server?.message ?? null;
  const [welcome, setWelcome] = useState<'created' | 'google' | null>(null);
  useSuccessRedirect(welcome !== null);

  // The error clears as soon as the person edits any field again.
  const field = (name: keyof SignupFields) => register(name, { onChange: () => clearErrors() });

  const onSubmit = async (fields: SignupFields) => {
    const firstName = fields.firstName.trim();
    const lastName = fields.lastName.trim();
    await submitAuthRequest(
      () =>
        authClient.signUp.email({
          email: fields.email.trim(),
          password: fields.password,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
        }),
      {
        showError: (message) => setError('root.server', { message }),
        onSuccess: () => setWelcome('created'),
        describe: (signUpError) =>
          (signUpError.code ?? '').toUpperCase().startsWith('USER_ALREADY_EXISTS')
            ? ALREADY_REGISTERED
            : authErrorMessage(signUpError),
      },
    );
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
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" required {...field('firstName')} />
          <Input label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <EmailInput {...field('email')} />
        <NewPasswordInputs
          label="Password"
          confirmLabel="Confirm password"
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <AuthSubmit
          error={error}
          pending={pending}
          label="Create Account"
          pendingLabel="Creating Account..."
        />
      </form>
    </AuthLayout>
  );
}
