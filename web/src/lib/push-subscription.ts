import type { PushSubscriptionInput } from '@flowmind/core/contracts/push';
import {
  deletePushSubscription,
  fetchPushPublicKey,
  fetchPushSubscriptionStatus,
  savePushSubscription,
} from '../api/push';

/**
 * Push reminders on this device: the browser's Web Push subscription, made with the server's key through
 * the app's service worker (which shows what arrives), and kept by the server for the signed-in person.
 * Permission is asked only when the person taps to turn reminders on, never on a page load.
 */

export const PUSH_UNSUPPORTED =
  "This browser can't receive push reminders. On an iPhone or iPad, add Flowmind to your Home Screen and open it from there.";
export const PUSH_BLOCKED = 'Notifications are blocked for this site in your browser settings.';
export const PUSH_NOT_ALLOWED =
  "Notifications weren't allowed, so push reminders stay off. Try again and choose Allow.";
export const PUSH_NO_SERVICE_WORKER =
  "Push reminders need Flowmind's offline support, which isn't running on this page yet. Reload the page and try again.";

/** A reason push reminders cannot be turned on here, in words for the person. */
export class PushSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushSetupError';
  }
}

/**
 * This device and push reminders: `on` (the server sends to this browser), `off`, or why they cannot be
 * turned on here: a browser without Web Push, notifications blocked, or no service worker (it is
 * registered by production builds only, so never on the development server).
 */
export type ThisDevicePushState = 'on' | 'off' | 'unsupported' | 'blocked' | 'no-service-worker';

/** How long the service worker may take to become active before turning on gives up. */
const SERVICE_WORKER_READY_MS = 10_000;

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration, if the page has one. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The browser's current subscription for this site, if any. */
async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function thisDevicePushState(): Promise<ThisDevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const found = await registration();
  if (!found) return 'no-service-worker';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await found.pushManager.getSubscription();
  // A subscription the server no longer keeps (its session ended since) is off until turned on again.
  if (!subscription) return 'off';
  return (await fetchPushSubscriptionStatus(subscription.endpoint)) ? 'on' : 'off';
}

/** Whether this device gets the signed-in person's push reminders. */
export async function thisDeviceSubscribed(): Promise<boolean> {
  return (await thisDevicePushState()) === 'on';
}

function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Turns push reminders on for this device: asks for permission (call it from the person's tap: browsers
 * show the prompt only in answer to one), subscribes the browser with the server's key, and hands the
 * subscription to the server. Throws PushSetupError with words for the person when it cannot.
 */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError(PUSH_UNSUPPORTED);
  // Asked before anything else is awaited, while the tap still counts as the reason for the prompt.
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(PUSH_BLOCKED);
  if (permission !== 'granted') throw new PushSetupError(PUSH_NOT_ALLOWED);
  if (!(await registration())) throw new PushSetupError(PUSH_NO_SERVICE_WORKER);
  const ready = await withTimeout(
    navigator.serviceWorker.ready,
    SERVICE_WORKER_READY_MS,
    PUSH_NO_SERVICE_WORKER,
  );
  const applicationServerKey = base64urlToBytes(await fetchPushPublicKey());
  let subscription = await ready.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    // Made with another server key: its push service would refuse every push the server signs now.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
}

/**
 * Turns push reminders off for this device: tells the server, then ends the browser's subscription. The
 * browser's side is ended even when the server could not be told (offline): its push service then
 * answers the server's next push with "gone", and the server forgets the device.
 */
export async function unsubscribeThisDevice(signal?: AbortSignal): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint, signal).catch(() => undefined);
  await subscription.unsubscribe();
}

/** Sign-out waits at most this long for the device's push reminders to be turned off. */
const SIGN_OUT_PUSH_LIMIT_MS = 1_000;

/**
 * Before signing out, while the session still says whose device this is: turns this device's push
 * reminders off, best effort and never holding sign-out up for more than a second. (Signing out ends the
 * session, and the server drops the subscriptions tied to it in any case.)
 */
export async function unsubscribeThisDeviceBeforeSignOut(): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, SIGN_OUT_PUSH_LIMIT_MS);
  });
  try {
    await Promise.race([unsubscribeThisDevice(controller.signal).catch(() => undefined), limit]);
  } finally {
    clearTimeout(timer);
  }
}
