/**
 * Which requests the service worker answers, and how, as pure functions of the address (tested without a
 * worker in offline-rules.test.ts). See docs/decisions/0023-installable-offline-app.md.
 */

/**
 * GET /api/v1 reads that are never kept: the live event stream (it never ends), the account's exports
 * (large downloads the person keeps as files anyway), the health checks (only true now), and generated
 * speech, which has a cache of its own.
 */
const UNCACHED_API_READS = [
  /^\/api\/v1\/events(?:\/|$)/,
  /^\/api\/v1\/account\//,
  /^\/api\/v1\/(?:voice\/)?health$/,
  /^\/api\/v1\/voice\/audio\//,
];

/**
 * A read of the product API whose last answer may stand in when the network is gone. Auth endpoints
 * (/api/auth) are never among them, nor any method but GET.
 */
export function isCachedApiRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (!url.pathname.startsWith('/api/v1/')) return false;
  return !UNCACHED_API_READS.some((pattern) => pattern.test(url.pathname));
}

/** Speech the server generated for the signed-in person (the `audioUrl` of POST /api/v1/voice/generate). */
export function isSpeechAudio(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname.startsWith('/api/v1/voice/audio/');
}

/** A request for speech (POST /api/v1/voice/generate), whose answer names the audio of a text. */
export function isSpeechGeneration(url: URL, method: string, origin: string): boolean {
  return method === 'POST' && url.origin === origin && url.pathname === '/api/v1/voice/generate';
}

/**
 * Where the answer to a speech request is kept: an address made of the SHA-256 of the request's body (the
 * text, voice and speed), so the same request finds it again and no text is written into the address.
 */
export async function speechAnswerKey(requestBody: string, origin: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(requestBody));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${origin}/api/v1/voice/generate/kept/${hex}`;
}

/** A background-music track of the practices: an .mp3 at the site's root (web/public). */
export function isMusicTrack(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && /^\/[\w-]+\.mp3$/.test(url.pathname);
}

/** A page of the app, answered with the app's index.html when the network is gone; never an API address. */
export function isAppNavigation(url: URL): boolean {
  return url.pathname !== '/api' && !url.pathname.startsWith('/api/');
}

/** Where a notification leads: a path of this site, or /home when the payload names anything else. */
export function sameOriginTarget(target: unknown, origin: string): string {
  if (typeof target !== 'string' || target === '') return '/home';
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : '/home';
  } catch {
    return '/home';
  }
}

export interface PushNotification {
  title: string;
  body: string;
  tag: string | undefined;
  url: string;
}

/**
 * The notification a push message asks for: JSON `{ title, body, url, tag }`. A payload that is not such
 * JSON still shows a notification (a push the person cannot see would be a silent push, which browsers
 * punish), with the product's name and the text as it came.
 */
export function notificationFromPush(payload: string | null, origin: string): PushNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = { body: payload ?? '' };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    title: text(data.title) || 'Flowmind',
    body: text(data.body),
    tag: text(data.tag) || undefined,
    url: sameOriginTarget(data.url, origin),
  };
}
