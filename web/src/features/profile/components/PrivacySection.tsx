import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Download, FileJson, FileSpreadsheet, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from '@flowmind/core/auth-validation';
import { DELETE_ACCOUNT_CONFIRMATION_PHRASE, type ExportCsvFile } from '@flowmind/core/account';
import type { Profile } from '@flowmind/core/contracts/profile';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormError } from '../../../components/ui/FormError';
import { Input } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import {
  downloadExport,
  useDeleteAccount,
  useForgetDeletedAccount,
  type ExportFormat,
  useChangePassword,
} from '../../../api/account';
import { SettingsSection, StatusMessage } from './SettingsSection';

const CSV_LABELS: Record<ExportCsvFile, string> = {
  profile: 'Profile',
  moods: 'Moods',
  practices: 'Practices',
  chats: 'Chats',
  memory: 'Coach memory',
  journal: 'Journal',
};

/** Privacy & Security: download all my data, change my password, delete my account. */
export function PrivacySection({ profile }: { profile: Profile }) {
  return (
    <SettingsSection
      icon={<ShieldCheck className="size-5" aria-hidden />}
      tone="bg-indigo-300/15 text-indigo-200"
      title="Privacy & Security"
      description="Your data is yours: take a copy, protect your account, or delete it."
    >
      <div className="divide-y divide-white/10">
        <DataDownload />
        <ChangePassword hasPassword={profile.hasPassword} />
        <DeleteAccount hasPassword={profile.hasPassword} />
      </div>
    </SettingsSection>
  );
}

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-5 first:pt-0 last:pb-0">
      <h3 id={id} className="text-base font-semibold text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DataDownload() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    setStatus(null);
    try {
      const filename = await downloadExport(format);
      setStatus(`Downloaded ${filename}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'We could not prepare your download.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Subsection id="download-data-heading" title="Download my data">
      <p className="mt-1 text-sm text-slate-300">
        A copy of everything Flowmind keeps about you: profile and goals, mood check-ins, completed practices,
        conversations with coaches, what coaches remember, voice and notification settings, and progress.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="secondary" size="sm" onClick={() => void download('json')} pending={busy === 'json'}>
          {busy !== 'json' && <FileJson className="size-4" aria-hidden />}
          Download JSON
        </Button>
        <span className="text-sm text-slate-400">Everything in one file</span>
      </div>
      <div role="group" aria-labelledby="csv-downloads-label" className="mt-4">
        <p id="csv-downloads-label" className="text-sm text-slate-300">
          Or one spreadsheet (CSV) per kind:
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {(Object.keys(CSV_LABELS) as ExportCsvFile[]).map((file) => (
            <Button
              key={file}
              variant="ghost"
              size="sm"
              onClick={() => void download(file)}
              pending={busy === file}
              aria-label={`Download ${CSV_LABELS[file]} CSV`}
              className="border border-white/10"
            >
              {busy !== file && <FileSpreadsheet className="size-4" aria-hidden />}
              {CSV_LABELS[file]}
            </Button>
          ))}
        </div>
      </div>
      {error && (
        <div className="mt-3">
          <FormError message={error} />
        </div>
      )}
      <StatusMessage message={status} className="not-empty:mt-3" />
    </Subsection>
  );
}

const NEW_PASSWORD_SAME = 'Choose a new password that is different from your current one.';

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const change = useChangePassword();

  if (!hasPassword) {
    return (
      <Subsection id="change-password-heading" title="Change password">
        <p className="mt-1 text-sm text-slate-300">
          You sign in with Google, so there is no Flowmind password to change.
        </p>
      </Subsection>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setStatus(null);
    if (!current) return setError('Enter your current password.');
    const problem = validateNewPassword(next, confirm) ?? (next === current ? NEW_PASSWORD_SAME : null);
    if (problem) return setError(problem);
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setStatus(
            'Your password was changed. Any other devices signed in to your account were signed out.',
          );
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  // Like sign-up, an error clears on the next edit.
  const edit = (setter: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    setter(event.target.value);
    setError(null);
  };

  return (
    <Subsection id="change-password-heading" title="Change password">
      <p className="mt-1 text-sm text-slate-300">
        Changing it signs you out everywhere else; you stay signed in here.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 max-w-md space-y-4"
        aria-labelledby="change-password-heading"
      >
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={edit(setCurrent)}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={edit(setNext)}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={edit(setConfirm)}
        />
        <FormError message={error} />
        <Button type="submit" variant="secondary" pending={change.isPending}>
          {!change.isPending && <KeyRound className="size-4" aria-hidden />}
          {change.isPending ? 'Updating Password...' : 'Update Password'}
        </Button>
      </form>
      <StatusMessage message={status} className="not-empty:mt-3" />
    </Subsection>
  );
}

/** What deletion removes, in the words the confirmation dialog uses. */
const DELETED_DATA = [
  'Your profile: name, email, goals, social links and onboarding answers',
  'Every mood check-in and its notes',
  'Every completed practice and its ratings',
  'Your conversations with every coach',
  'Your progress: XP, level, streaks and achievements',
  'Your voice and notification settings',
  'Your sign-in (password or Google link) and every signed-in session',
];

function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteAccount();
  const forget = useForgetDeletedAccount();
  const navigate = useNavigate();

  const close = () => {
    if (remove.isPending) return;
    if (deleted) {
      forget();
      void navigate('/', { replace: true });
      return;
    }
    setOpen(false);
    setSecret('');
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (hasPassword && !secret) return setError('Enter your password to delete your account.');
    if (!hasPassword && secret.trim() !== DELETE_ACCOUNT_CONFIRMATION_PHRASE) {
      return setError(`Type ${DELETE_ACCOUNT_CONFIRMATION_PHRASE} to confirm deleting your account.`);
    }
    setError(null);
    remove.mutate(hasPassword ? { password: secret } : { confirmation: secret.trim() }, {
      onSuccess: () => setDeleted(true),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Subsection id="delete-account-heading" title="Delete account">
      <p className="mt-1 text-sm text-slate-300">
        Permanently deletes your account and everything in it. This cannot be undone.
      </p>
      <Button variant="danger-outline" size="sm" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete Account
      </Button>

      <Dialog
        open={open}
        onClose={close}
        title={deleted ? 'Account deleted' : 'Delete your account?'}
        description={
          deleted
            ? undefined
            : 'This permanently deletes your Flowmind account and everything in it. It cannot be undone.'
        }
      >
        {deleted ? (
          <div className="space-y-5" role="status">
            <p className="text-slate-200">
              Your account and all of its data have been deleted. Thank you for the time you spent with
              Flowmind.
            </p>
            <Button fullWidth onClick={close}>
              Done
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <div>
              <p className="text-sm font-medium text-slate-200">What will be deleted:</p>
              <ul className="mt-2 space-y-1.5 text-sm text-slate-300">
                {DELETED_DATA.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Trash2 className="mt-0.5 size-3.5 shrink-0 text-rose-300" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex items-start gap-2 text-sm text-slate-300">
                <Download className="mt-0.5 size-3.5 shrink-0 text-teal-300" aria-hidden />
                Want a copy? Use Download my data first.
              </p>
            </div>
            {hasPassword ? (
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                value={secret}
                onChange={(event) => {
                  setSecret(event.target.value);
                  setError(null);
                }}
              />
            ) : (
              <Input
                label={`Type ${DELETE_ACCOUNT_CONFIRMATION_PHRASE} to confirm`}
                autoComplete="off"
                value={secret}
                onChange={(event) => {
                  setSecret(event.target.value);
                  setError(null);
                }}
              />
            )}
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={close} disabled={remove.isPending}>
                Keep My Account
              </Button>
              <Button type="submit" variant="danger" pending={remove.isPending}>
                {remove.isPending ? 'Deleting Account...' : 'Delete My Account'}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </Subsection>
  );
}
