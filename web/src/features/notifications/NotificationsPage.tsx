import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, BellRing } from 'lucide-react';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import {
  EMAIL_REMINDERS_LABEL,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  type QuietHours,
} from '@flowmind/core/notifications';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormError } from '../../components/ui/FormError';
import { Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../api/notifications';
import { PreferenceSwitch } from './components/PreferenceSwitch';
import { ThisDevicePush } from './components/ThisDevicePush';
import { IconTile } from '../../components/ui/IconTile';

/**
 * /notifications: a toggle per kind of reminder, reminders by email, quiet hours, and Save Preferences;
 * kept on the server (decision 0022).
 */
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
    (NOTIFICATION_PREFERENCE_KEYS.some((key) => draft[key] !== saved.data[key]) ||
      draft.emailReminders !== saved.data.emailReminders ||
      draft.quietHours.start !== saved.data.quietHours.start ||
      draft.quietHours.end !== saved.data.quietHours.end);
  const change = (next: NotificationPreferences) => {
    setDraft(next);
    setStatus(null);
    setError(null);
  };
  const changeQuietHours = (edge: keyof QuietHours, value: string) => {
    // A cleared time field keeps the last time: quiet hours always have both ends.
    if (current && /^\d{2}:\d{2}$/.test(value))
      change({ ...current, quietHours: { ...current.quietHours, [edge]: value } });
  };

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
                  onChange={(checked) => change({ ...current, [key]: checked })}
                />
              ))}
              <PreferenceSwitch
                label={EMAIL_REMINDERS_LABEL.label}
                description={EMAIL_REMINDERS_LABEL.description}
                checked={current.emailReminders}
                disabled={save.isPending}
                onChange={(checked) => change({ ...current, emailReminders: checked })}
              />
              <fieldset className="py-4" disabled={save.isPending}>
                <legend className="float-left w-full font-medium text-white">Quiet hours</legend>
                <p className="clear-left pt-0.5 text-sm text-slate-300">
                  No reminders between these times, your time.
                </p>
                <div className="mt-3 grid max-w-sm grid-cols-2 gap-3">
                  <Input
                    type="time"
                    label="From"
                    required
                    value={current.quietHours.start}
                    onChange={(event) => changeQuietHours('start', event.target.value)}
                  />
                  <Input
                    type="time"
                    label="Until"
                    required
                    value={current.quietHours.end}
                    onChange={(event) => changeQuietHours('end', event.target.value)}
                  />
                </div>
              </fieldset>
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

      <ThisDevicePush />
    </div>
  );
}
