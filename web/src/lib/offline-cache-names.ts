/**
 * What the page and the service worker (web/src/service-worker/sw.ts) agree on: the names of the caches the
 * worker fills at run time and the messages the page sends it. Plain data, so both programs can import it.
 */

/** The signed-in person's last answers from GET /api/v1 reads, shown when the network is gone. */
export const PERSONAL_API_CACHE = 'flowmind-api';
/** Speech generated for the signed-in person (GET /api/v1/voice/audio/...), kept once played. */
export const PERSONAL_SPEECH_CACHE = 'flowmind-speech';
/**
 * The answers of POST /api/v1/voice/generate (which audio speaks a text in a voice), kept by the text, voice
 * and speed asked for, so guidance played before finds its audio again offline.
 */
export const PERSONAL_SPEECH_ANSWERS_CACHE = 'flowmind-speech-answers';
/** The practices' background music (the same files for everyone), kept once played. */
export const MUSIC_CACHE = 'flowmind-music';

/** Every cache holding something of one person: emptied when they sign out or their account goes. */
export const PERSONAL_CACHES = [
  PERSONAL_API_CACHE,
  PERSONAL_SPEECH_CACHE,
  PERSONAL_SPEECH_ANSWERS_CACHE,
] as const;

/** The page asks a waiting worker to take over (the "Refresh" of the update prompt). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** The page asks the worker to forget every personal cache; the worker answers on the message's port. */
export const CLEAR_PERSONAL_CACHES_MESSAGE = 'CLEAR_PERSONAL_CACHES';

export interface ServiceWorkerMessage {
  type: typeof SKIP_WAITING_MESSAGE | typeof CLEAR_PERSONAL_CACHES_MESSAGE;
}
