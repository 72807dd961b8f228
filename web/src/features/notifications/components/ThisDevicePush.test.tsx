import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@flowmind/core/contracts/notification-preferences';
import {
  PUSH_BLOCKED,
  PUSH_NO_SERVICE_WORKER,
  PUSH_UNSUPPORTED,
  unsubscribeThisDeviceBeforeSignOut,
} from '../../../lib/push-subscription';
import { ThisDevicePush } from './ThisDevicePush';

/** The server's VAPID public key: 65 bytes, base64url. */
const SERVER_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index));
const SERVER_KEY = btoa(String.fromCharCode(...SERVER_KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example.org/device-1';

/** A browser's push subscription, as PushManager.subscribe makes it. */
function fakeSubscription(key: Uint8Array) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }),
    unsubscribe: vi.fn(() => {
      browser.subscription = null;
      return Promise.resolve(true);
    }),
  };
}

/** What the fake browser holds: its permission, its subscription, whether the app's worker is registered. */
const browser = {
  permission: 'default' as NotificationPermission,
  /** What the person answers to the permission prompt. */
  answer: 'granted' as NotificationPermission,
  subscription: null as ReturnType<typeof fakeSubscription> | null,
  registered: true,
};
/** What the fake server holds: the endpoints it sends to, the person's preferences. */
const server: {
  endpoints: Set<string>;
  preferences: NotificationPreferences;
  requests: Array<{ method: string; path: string; body: unknown }>;
} = { endpoints: new Set(), preferences: DEFAULT_NOTIFICATION_PREFERENCES, requests: [] };

const requestPermission = vi.fn(() => {
  browser.permission = browser.answer;
  return Promise.resolve(browser.answer);
});
const subscribe = vi.fn((options: PushSubscriptionOptionsInit) => {
  browser.subscription = fakeSubscription(options.applicationServerKey as Uint8Array);
  return Promise.resolve(browser.subscription);
});
const registration = {
  pushManager: { getSubscription: () => Promise.resolve(browser.subscription), subscribe },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(input: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(answer(new URL(input, 'http://localhost'), init));
}

/** The fake server's answer; the app sends JSON text bodies. */
function answer(url: URL, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  server.requests.push({ method, path: url.pathname, body });
  const route = `${method} ${url.pathname}`;
  if (route === 'GET /api/v1/notification-preferences') return json(server.preferences);
  if (route === 'GET /api/v1/push/public-key') return json({ publicKey: SERVER_KEY });
  if (route === 'GET /api/v1/push/subscriptions/status') {
    return json({ subscribed: server.endpoints.has(url.searchParams.get('endpoint') ?? '') });
  }
  if (route === 'POST /api/v1/push/subscriptions') {
    server.endpoints.add(body.endpoint);
    return json({ subscribed: true });
  }
  if (route === 'DELETE /api/v1/push/subscriptions') {
    server.endpoints.delete(body.endpoint);
    return json({ subscribed: false });
  }
  return json({ error: { code: 'not_found', message: 'No route.' } }, 404);
}

beforeEach(() => {
  Object.assign(browser, { permission: 'default', answer: 'granted', subscription: null, registered: true });
  server.endpoints.clear();
  server.preferences = DEFAULT_NOTIFICATION_PREFERENCES;
  server.requests = [];
  requestPermission.mockClear();
  subscribe.mockClear();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(browser.registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThisDevicePush />
    </QueryClientProvider>,
  );
}

describe('ThisDevicePush', () => {
  it('turns push reminders on only when tapped: permission, a subscription with the server key, then the server', async () => {
    renderCard();
    expect(await screen.findByText('Push reminders are off for this device.')).toBeTruthy();
    // Reminders are on by default, so the card says why this device matters.
    expect(screen.getByText(/Your reminders are on, but this device shows them only once/)).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on push reminders' }));
    expect(await screen.findByText('Push reminders are on for this device.')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...SERVER_KEY_BYTES]);
    const saved = server.requests.find((request) => request.method === 'POST');
    expect(saved?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
  });

  it('turns this device off: the server forgets it and the browser ends its subscription', async () => {
    browser.permission = 'granted';
    browser.subscription = fakeSubscription(SERVER_KEY_BYTES);
    server.endpoints.add(ENDPOINT);
    const subscription = browser.subscription;
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText('Push reminders are off for this device.')).toBeTruthy();
    expect(server.requests).toContainEqual({
      method: 'DELETE',
      path: '/api/v1/push/subscriptions',
      body: { endpoint: ENDPOINT },
    });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(server.endpoints.size).toBe(0);
  });

  it('shows a browser subscription the server no longer keeps as off, and turning on hands it over again', async () => {
    browser.permission = 'granted';
    browser.subscription = fakeSubscription(SERVER_KEY_BYTES);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push reminders' }));
    expect(await screen.findByText('Push reminders are on for this device.')).toBeTruthy();
    // The existing subscription was made with the same key: no new one.
    expect(subscribe).not.toHaveBeenCalled();
    expect(server.endpoints.has(ENDPOINT)).toBe(true);
  });

  it('says notifications are blocked when the person refuses, and keeps reminders off', async () => {
    browser.answer = 'denied';
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push reminders' }));
    expect(await screen.findByText(new RegExp(PUSH_BLOCKED.replace(/\./g, '\\.')))).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
    expect(server.endpoints.size).toBe(0);
    expect(screen.queryByRole('button', { name: 'Turn on push reminders' })).toBeNull();
  });

  it('explains a browser without push, and a page without the service worker, with no button', async () => {
    browser.registered = false;
    renderCard();
    expect(await screen.findByText(PUSH_NO_SERVICE_WORKER)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();

    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderCard();
    expect(await screen.findByText(PUSH_UNSUPPORTED)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers push without pressing when no reminder is on', async () => {
    server.preferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      dailyReminders: false,
      moodCheckReminders: false,
      streakReminders: false,
    };
    renderCard();
    expect(await screen.findByText(/Turn them on to get the reminders you choose above/)).toBeTruthy();
    expect(screen.queryByText(/Your reminders are on/)).toBeNull();
  });
});

describe('signing out', () => {
  it("turns this device's push reminders off first", async () => {
    browser.permission = 'granted';
    browser.subscription = fakeSubscription(SERVER_KEY_BYTES);
    server.endpoints.add(ENDPOINT);
    await unsubscribeThisDeviceBeforeSignOut();
    expect(server.endpoints.size).toBe(0);
    expect(browser.subscription).toBeNull();
  });

  it('gives up after a second when the server does not answer, leaving sign-out to go on', async () => {
    browser.permission = 'granted';
    browser.subscription = fakeSubscription(SERVER_KEY_BYTES);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const started = Date.now();
    await unsubscribeThisDeviceBeforeSignOut();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
