import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { Input, type InputProps } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { AuthLayout, AuthLink } from './AuthLayout';

/** The email field of the auth forms (the browser checks that it is filled in and is an email). */
export function EmailInput(props: Omit<InputProps, 'label' | 'type'>) {
  return (
    <Input
      label="Email"
      type="email"
      autoComplete="email"
      required
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** A new password and its confirmation, with the length rule under the first. */
export function NewPasswordInputs({
  label,
  confirmLabel,
  password,
  confirmation,
}: {
  label: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        required
        {...password}
        hint="At least 6 characters."
      />
      <PasswordInput label={confirmLabel} autoComplete="new-password" required {...confirmation} />
    </>
  );
}

/** The end of an auth form: what went wrong, if anything, and the submit button that says what it is doing. */
export function AuthSubmit({
  error,
  pending,
  label,
  pendingLabel,
}: {
  error: string | null | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth pending={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

/** The footer of the password screens, for someone who remembers their password after all. */
export function BackToSignIn() {
  return (
    <>
      Remembered it? <AuthLink to="/login">Back to Sign In</AuthLink>
    </>
  );
}

/** An auth screen that only tells how things stand: an icon, the message, and what to do next. */
export function AuthMessage({
  title,
  icon,
  iconTone,
  status,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  iconTone: string;
  /** Announce the whole message as a status (otherwise the caller marks what to announce). */
  status?: boolean;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <AuthLayout title={title}>
      <div className="space-y-6" role={status ? 'status' : undefined}>
        <span className={`flex size-14 items-center justify-center rounded-2xl ${iconTone}`}>{icon}</span>
        {children}
        {action}
      </div>
    </AuthLayout>
  );
}
