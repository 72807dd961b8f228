/**
 * The app's service worker (built by vite-plugin-pwa, strategy injectManifest, into dist/sw.js). What it
 * keeps, for how long, and why signing out empties it: docs/decisions/0023-installable-offline-app.md.
 *
 * - The shell (index.html, the hashed scripts and styles, icons, avatars) is precached at install, so every
 *   page of the app opens without a network; a new build waits until the person chooses to refresh.
 * - GET /api/v1 reads: network first, and the last answer when the network is gone or slow.
 * - Audio, once played: generated speech (personal) and the practices' music (the same for everyone).
 * - Push messages become notifications; a click opens the page they name, on this site only.
 */
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CLEAR_PERSONAL_CACHES_MESSAGE,
  MUSIC_CACHE,
  PERSONAL_API_CACHE,
  PERSONAL_CACHES,
  PERSONAL_SPEECH_ANSWERS_CACHE,
  PERSONAL_SPEECH_CACHE,
  SKIP_WAITING_MESSAGE,
  type ServiceWorkerMessage,
} from '../lib/offline-cache-names';
import {
  isAppNavigation,
  isCachedApiRead,
  isMusicTrack,
  isSpeechAudio,
  isSpeechGeneration,
  notificationFromPush,
  speechAnswerKey,
} from './offline-rules';

declare let self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** How long the network may take before a read shows the last answer instead (a phone on one bar). */
const API_NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Counts the times the personal caches were emptied. A read that started before sign-out may come back
 * after the caches were emptied; it must not put the previous person's answer back.
 */
let personalCachesGeneration = 0;

/** Stores only complete 200 answers of the kind asked for, and none that started before a sign-out. */
function personalCachePolicy(acceptsContentType: (contentType: string) => boolean): WorkboxPlugin {
  return {
    handlerWillStart: ({ state }) => {
      if (state) state.generation = personalCachesGeneration;
      return Promise.resolve();
    },
    cacheWillUpdate: ({ response, state }) => {
      const keep = keepsPersonalAnswer(response, state?.generation, acceptsContentType);
      return Promise.resolve(keep ? response : null);
    },
  };
}

const isJson = (contentType: string) => contentType.startsWith('application/json');

/** A complete 200 of the kind asked for, from a request that started after the last sign-out. */
function keepsPersonalAnswer(
  response: Response,
  startedInGeneration: unknown,
  acceptsContentType: (contentType: string) => boolean,
): boolean {
  return (
    startedInGeneration === personalCachesGeneration &&
    response.status === 200 &&
    acceptsContentType(response.headers.get('content-type') ?? '')
  );
}

/** Stores only complete 200 answers (a 206 part of a file cannot answer the next request). */
const completeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
};

/**
 * Media elements ask for byte ranges; the worker asks the server for the whole file instead, so the answer
 * can be kept and serves any later range (browsers play a whole-file answer to a range request).
 */
const wholeFileRequests: WorkboxPlugin = {
  requestWillFetch: ({ request }) => {
    if (!request.headers.has('range')) return Promise.resolve(request);
    const headers = new Headers(request.headers);
    headers.delete('range');
    return Promise.resolve(new Request(request.url, { headers, credentials: 'same-origin' }));
  },
};

// --- The shell -------------------------------------------------------------------------------------------

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page of the app is the same index.html (the router draws the page); /api is never a page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url),
  createHandlerBoundToURL('index.html'),
);
// The first install takes the open pages at once (there is no older version to mix with); later versions
// wait for the person's "Refresh" (SKIP_WAITING below).
clientsClaim();

// --- The person's data -----------------------------------------------------------------------------------

registerRoute(
  ({ url, request }) => isCachedApiRead(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: PERSONAL_API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      personalCachePolicy(isJson),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => isSpeechAudio(url, request.method, self.location.origin),
  new CacheFirst({
    cacheName: PERSONAL_SPEECH_CACHE,
    plugins: [
      wholeFileRequests,
      personalCachePolicy((contentType) => contentType.startsWith('audio/')),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** How many speech answers are kept, and for how long: as many as the audio files they point to. */
const speechAnswers = new CacheExpiration(PERSONAL_SPEECH_ANSWERS_CACHE, {
  maxEntries: 300,
  maxAgeSeconds: 30 * DAY,
});
// Speech is asked for by a POST (the text is in the body): its answer, the audio's address, is kept by a
// digest of the body, so guidance played before finds its audio (kept above) when the network is gone.
registerRoute(
  ({ url, request }) => isSpeechGeneration(url, request.method, self.location.origin),
  async ({ request }) => {
    const key = await speechAnswerKey(await request.clone().text(), self.location.origin);
    const generation = personalCachesGeneration;
    try {
      const response = await fetch(request);
      if (keepsPersonalAnswer(response, generation, isJson)) {
        const cache = await self.caches.open(PERSONAL_SPEECH_ANSWERS_CACHE);
        await cache.put(key, response.clone());
        await speechAnswers.updateTimestamp(key);
        await speechAnswers.expireEntries();
      }
      return response;
    } catch (error) {
      const kept = await self.caches.match(key, { cacheName: PERSONAL_SPEECH_ANSWERS_CACHE });
      if (kept) return kept;
      throw error;
    }
  },
  'POST',
);
registerRoute(
  ({ url, request }) => isMusicTrack(url, request.method, self.location.origin),
  new CacheFirst({
    cacheName: MUSIC_CACHE,
    plugins: [
      wholeFileRequests,
      completeAnswersOnly,
      new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** Forgets everything kept of the signed-in person, with the expiry bookkeeping of those caches. */
async function clearPersonalCaches(): Promise<void> {
  personalCachesGeneration++;
  await Promise.all(
    PERSONAL_CACHES.map(async (cacheName) => {
      await self.caches.delete(cacheName);
      await new CacheExpiration(cacheName, { maxEntries: 1 }).delete();
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = event.data as Partial<ServiceWorkerMessage> | null;
  if (message?.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  } else if (message?.type === CLEAR_PERSONAL_CACHES_MESSAGE) {
    // The page waits for the answer on the port before it moves on from signing out.
    event.waitUntil(
      clearPersonalCaches().then(
        () => event.ports[0]?.postMessage({ cleared: true }),
        () => event.ports[0]?.postMessage({ cleared: false }),
      ),
    );
  }
});

// --- Notifications ---------------------------------------------------------------------------------------

self.addEventListener('push', (event) => {
  const notification = notificationFromPush(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notification.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(
    typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
      ? data.url
      : '/home',
    self.location.origin,
  );
  event.waitUntil(openOrFocus(target));
});

/** Shows `target` in an open window of the app when there is one, or in a new one. */
async function openOrFocus(target: URL): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === target.origin);
  if (open) {
    const focused = await open.focus();
    if (new URL(focused.url).href !== target.href) await focused.navigate(target.href).catch(() => null);
    return;
  }
  await self.clients.openWindow(target.href);
}
