import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { REMINDER_KINDS } from '@flowmind/core/notifications';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import { useNotificationPreferences } from '../../../api/notifications';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { FormError } from '../../../components/ui/FormError';
import { Spinner } from '../../../components/ui/Spinner';
import {
  PUSH_BLOCKED,
  PUSH_NO_SERVICE_WORKER,
  PUSH_UNSUPPORTED,
  PushSetupError,
  subscribeThisDevice,
  thisDevicePushState,
  unsubscribeThisDevice,
  type ThisDevicePushState,
} from '../../../lib/push-subscription';
import { queryKeys } from '../../../lib/query-keys';

/** The reminders a device shows as notifications (the weekly summary is an email). */
const DEVICE_REMINDER_KINDS = REMINDER_KINDS.filter((kind) => kind !== 'weeklySummary');

const remindersOn = (preferences: NotificationPreferences | undefined) =>
  preferences !== undefined && DEVICE_REMINDER_KINDS.some((kind) => preferences[kind]);

/** Why push reminders cannot be turned on here, for the states that have no button. */
const UNAVAILABLE: Partial<Record<ThisDevicePushState, string>> = {
  unsupported: PUSH_UNSUPPORTED,
  blocked: `${PUSH_BLOCKED} Allow them there to get reminders on this device.`,
  'no-service-worker': PUSH_NO_SERVICE_WORKER,
};

/**
 * The "This device" card of /notifications: whether this browser gets the person's reminders as push
 * notifications, and the button that turns them on or off here. With a reminder on and this device off,
 * it says so and offers the button; the person decides (permission is asked only on their tap).
 */
export function ThisDevicePush() {
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: queryKeys.push.thisDevice, queryFn: thisDevicePushState });
  const preferences = useNotificationPreferences();
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Called straight from the tap, not through a mutation's queue: the permission prompt needs the tap.
  const change = async (on: boolean) => {
    setChanging(true);
    setError(null);
    try {
      await (on ? subscribeThisDevice() : unsubscribeThisDevice());
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(failure instanceof PushSetupError ? message : `Push reminders were not changed: ${message}`);
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.push.thisDevice });
      setChanging(false);
    }
  };

  const state = device.data;
  const on = state === 'on';
  const unavailable = state ? UNAVAILABLE[state] : undefined;

  return (
    <Card className="mt-6 p-5 sm:p-6" aria-labelledby="this-device-push-title" role="region">
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-teal-200" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="this-device-push-title" className="font-semibold text-white">
            This device
          </h2>
          {device.isPending ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-300">
              <Spinner size="sm" className="text-teal-300" />
              Checking this device...
            </p>
          ) : device.isError ? (
            <div role="alert" className="mt-1">
              <p className="text-sm text-rose-200">Push reminders on this device could not be checked.</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void device.refetch()}>
                Try Again
              </Button>
            </div>
          ) : unavailable ? (
            <p className="mt-1 text-sm text-slate-300">{unavailable}</p>
          ) : (
            <>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-200" role="status">
                {on ? (
                  <BellRing className="size-4 shrink-0 text-teal-300" aria-hidden />
                ) : (
                  <BellOff className="size-4 shrink-0 text-slate-400" aria-hidden />
                )}
                {on ? 'Push reminders are on for this device.' : 'Push reminders are off for this device.'}
              </p>
              {!on && (
                <p className="mt-1 text-sm text-slate-400">
                  {remindersOn(preferences.data)
                    ? 'Your reminders are on, but this device shows them only once you turn on push reminders here.'
                    : 'Turn them on to get the reminders you choose above as notifications here, even when Flowmind is closed.'}
                </p>
              )}
              <div className="mt-4 space-y-3">
                <FormError message={error} />
                <Button
                  variant={on ? 'secondary' : 'primary'}
                  size="sm"
                  pending={changing}
                  onClick={() => void change(!on)}
                >
                  {on ? 'Turn off on this device' : 'Turn on push reminders'}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
