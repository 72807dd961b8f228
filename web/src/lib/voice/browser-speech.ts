import { hasUserActivation } from './user-activation';
import type { VoiceOutputEnvironment } from './voice-output-model';

/*
 * The page's side of the voice output: HTML audio for the server's speech, the browser's speechSynthesis as
 * the fallback, and an abortable wait. Only this file touches the browser, so the service runs without one.
 */

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Plays a URL with an HTML audio element (independent of any other audio on the page, e.g. music). */
export function playAudioElement(
  url: string,
  volume: number,
  signal: AbortSignal,
  onStarted?: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve();
    const audio = new Audio();
    audio.preload = 'auto';
    audio.volume = volume;
    const finish = (error?: unknown) => {
      audio.onended = null;
      audio.onerror = null;
      audio.onplaying = null;
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error('The audio could not be played.'));
    };
    const onAbort = () => {
      audio.pause();
      audio.removeAttribute('src');
      finish();
    };
    audio.onplaying = () => onStarted?.();
    audio.onended = () => finish();
    audio.onerror = () => finish(new Error('The audio could not be played.'));
    signal.addEventListener('abort', onAbort, { once: true });
    audio.src = url;
    audio.play().catch((error: unknown) => {
      // A pause() from stop() interrupts play(); that is not a failure.
      if (!signal.aborted) finish(error ?? new Error('The audio could not be played.'));
    });
  });
}

/** The browser's voices; some browsers list them only after `voiceschanged`, headless Chromium never. */
async function browserVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0) return voices;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, 300);
    synth.addEventListener('voiceschanged', done, { once: true });
    function done() {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve();
    }
  });
  return synth.getVoices();
}

/** Speaks with the browser's speechSynthesis; false when it has no voice or the speech fails. */
export async function speakWithSpeechSynthesis(
  text: string,
  options: { lang: string; rate: number; volume: number },
  signal: AbortSignal,
): Promise<boolean> {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  if (typeof SpeechSynthesisUtterance === 'undefined') return false;
  const synth = window.speechSynthesis;
  const voices = await browserVoices(synth);
  if (voices.length === 0 || signal.aborted) return false;
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = options.lang;
    utterance.rate = options.rate;
    utterance.volume = options.volume;
    // Some platforms write en_US rather than en-US.
    const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-');
    utterance.voice =
      voices.find((voice) => langOf(voice) === options.lang) ??
      voices.find((voice) => langOf(voice).startsWith('en')) ??
      null;
    const finish = (spoken: boolean) => {
      signal.removeEventListener('abort', onAbort);
      resolve(spoken);
    };
    const onAbort = () => {
      synth.cancel();
      finish(false);
    };
    utterance.onend = () => finish(true);
    utterance.onerror = () => finish(false);
    signal.addEventListener('abort', onAbort, { once: true });
    synth.speak(utterance);
  });
}

/** The real page: HTML audio for the server's speech, speechSynthesis as the fallback. */
export function browserVoiceEnvironment(
  deps: Pick<VoiceOutputEnvironment, 'loadSettings' | 'generate'>,
): VoiceOutputEnvironment {
  return {
    ...deps,
    playAudio: playAudioElement,
    speakWithBrowser: speakWithSpeechSynthesis,
    hasUserActivation,
    wait: abortableWait,
    now: () => performance.now(),
  };
}
