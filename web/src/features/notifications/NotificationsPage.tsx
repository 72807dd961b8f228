import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, BellRing, Info } from 'lucide-react';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import { NOTIFICATION_PREFERENCE_KEYS, NOTIFICATION_PREFERENCE_LABELS } from '@flowmind/core/notifications';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormError } from '../../components/ui/FormError';
import { Spinner } from '../../components/ui/Spinner';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../api/notifications';
import { PreferenceSwitch } from './components/PreferenceSwitch';
import { IconTile } from '../../components/ui/IconTile';

/** /notifications: four toggles, all on by default, and Save Preferences; kept on the server. */
export default function NotificationsPage() {
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // Unsaved changes over what the server holds; null until the person touches a toggle.
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = draft ?? saved.data;
  const dirty =
    draft !== null &&
    saved.data !== undefined &&
    NOTIFICATION_PREFERENCE_KEYS.some((key) => draft[key] !== saved.data[key]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || save.isPending) return;
    setStatus(null);
    setError(null);
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        setStatus('Your notification preferences were saved.');
      },
      onError: (failure) => setError(`Your preferences were not saved: ${failure.message}`),
    });
  };

  return (
    <div className="animate-fade-up mx-auto max-w-2xl">
      <Link
        to="/profile"
        className="inline-flex items-center gap-1.5 rounded-full py-1 pr-2 text-sm font-medium text-slate-300 transition hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Profile
      </Link>
      <header className="mt-3 flex items-center gap-4">
        <IconTile icon={BellRing} className="size-12 shrink-0 rounded-2xl bg-rose-300/15 text-rose-200" />
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">
            Notification Preferences
          </h1>
          <p className="mt-0.5 text-slate-300">Choose what Flowmind may remind you about.</p>
        </div>
      </header>

      <Card className="mt-6 p-5 sm:p-6">
        {saved.isPending ? (
          <p className="flex items-center gap-2.5 py-6 text-slate-300">
            <Spinner size="sm" className="text-teal-300" />
            Loading your preferences...
          </p>
        ) : saved.isError || !current ? (
          <div role="alert" className="py-2">
            <p className="text-rose-200">{saved.error?.message ?? 'Your preferences could not be loaded.'}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void saved.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} aria-label="Notification preferences">
            <div className="divide-y divide-white/10">
              {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
                <PreferenceSwitch
                  key={key}
                  label={NOTIFICATION_PREFERENCE_LABELS[key].label}
                  description={NOTIFICATION_PREFERENCE_LABELS[key].description}
                  checked={current[key]}
                  disabled={save.isPending}
                  onChange={(checked) => {
                    setDraft({ ...current, [key]: checked });
                    setStatus(null);
                    setError(null);
                  }}
                />
              ))}
            </div>
            <div className="mt-5 space-y-3">
              <FormError message={error} />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" pending={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save Preferences'}
                </Button>
                <p role="status" aria-live="polite" className="text-sm text-teal-200">
                  {status ??
                    (dirty ? <span className="text-slate-300">You have unsaved changes.</span> : null)}
                </p>
              </div>
            </div>
          </form>
        )}
      </Card>

      <p className="mt-4 flex items-start gap-2 px-1 text-sm text-slate-400">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Flowmind doesn&apos;t send reminders yet. Your choices are saved with your account and will apply as
        soon as it does.
      </p>
    </div>
  );
}
