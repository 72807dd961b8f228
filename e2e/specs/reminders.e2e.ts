import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import {
  startLocalPushService,
  zoneInEarlyEvening,
  type LocalPushService,
  type TestSubscription,
} from '../../server/test/push-endpoint';

const { newPerson } = useBrowser();

/**
 * Chromium's own push service is out of reach here (no network), so the page's PushManager hands out the
 * test push service's subscription instead, as a browser would hand out its push service's: the app's code
 * path from the tap to the server is the real one.
 */
async function useTestPushService(context: BrowserContext, subscription: TestSubscription): Promise<void> {
  await context.addInitScript((sub: TestSubscription) => {
    const decode = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    let current: unknown = null;
    const make = (applicationServerKey: ArrayBuffer) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      getKey: (name: 'p256dh' | 'auth') => decode(sub.keys[name]),
      toJSON: () => sub,
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      current = make(new Uint8Array(key).buffer);
      return Promise.resolve(current as PushSubscription);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription | null);
  }, subscription);
}

/** Hands a push to the app's service worker, as the browser does when its push service delivers one. */
async function deliverToServiceWorker(context: BrowserContext, page: Page, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.filter((entry) => !entry.isDeleted).length).toBeGreaterThan(0);
    const { registrationId } = registrations.find((entry) => !entry.isDeleted)!;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId, data });
  } finally {
    await cdp.detach();
  }
}

describe('push reminders', () => {
  let pushService: LocalPushService;
  beforeAll(async () => {
    pushService = await startLocalPushService();
  });
  afterAll(async () => {
    await pushService.close();
  });

  it(
    'turns push reminders on for this device, then the due evening reminder arrives and the app shows it',
    { timeout: 150_000 },
    async () => {
      const timezone = zoneInEarlyEvening();
      const person = await newPerson(
        { emailPrefix: 'reminders', answers: { timezone, preferred_practice_time: 'evening' } },
        { serviceWorkers: 'allow' },
      );
      const { page, context } = person;
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      const subscription = pushService.subscribe();
      await useTestPushService(context, subscription);

      await page.goto('/notifications');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
      const turnOn = page.getByRole('button', { name: 'Turn on push reminders' });
      await expect.poll(() => turnOn.count(), { timeout: 15_000 }).toBe(1);
      await turnOn.click();
      await expect
        .poll(() => page.getByText('Push reminders are on for this device.').count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.getByRole('button', { name: 'Turn off on this device' }).count()).toBe(1);
      await screenshot(page, 'reminders-push-on');

      // The scan runs every minute; the reminder is due now in the person's evening and nothing is done today.
      const [push] = await pushService.waitForPushes(subscription.endpoint, 1, 100_000);
      expect(pushService.rejected).toEqual([]);
      const payload = push!.payload as { title: string; body: string; url: string; tag: string };
      expect(payload.url.startsWith('/')).toBe(true);
      expect(payload.title.length).toBeGreaterThan(0);
      // What a lock screen shows: an invitation, never a mood score or anything the person wrote.
      expect(`${payload.title} ${payload.body}`).not.toMatch(/\d+\s*(\/|out of)\s*10|mood score/i);

      // The browser hands it to the app's service worker, which shows it as a notification.
      await deliverToServiceWorker(context, page, JSON.stringify(payload));
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
            })),
          ),
        )
        .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

      // Once a day: nothing more arrives for this reminder.
      expect(pushService.received(subscription.endpoint)).toHaveLength(1);

      // Turning it off on this device tells the server, which stops sending to it.
      await page.getByRole('button', { name: 'Turn off on this device' }).click();
      await expect
        .poll(() => page.getByText('Push reminders are off for this device.').count(), { timeout: 15_000 })
        .toBe(1);
      const status = await page.request.get(
        `/api/v1/push/subscriptions/status?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      );
      expect(await status.json()).toEqual({ subscribed: false });
    },
  );
});
