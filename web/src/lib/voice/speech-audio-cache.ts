import type { VoiceId } from '@flowmind/core/voice';
import type { VoiceOutputEnvironment } from './voice-output-model';

/** Generated audio URLs kept per text, voice and speed; older ones are forgotten first. */
const AUDIO_URL_CACHE_SIZE = 300;

/** What the server speaks: the exact text, voice and (rounded) speed, which together name one audio. */
export interface SpeechInput {
  text: string;
  voice: VoiceId;
  speed: number;
}

/** The one name of a text spoken in a voice at a speed, so a preloaded prompt is found when it is spoken. */
export function speechKey(input: SpeechInput): string {
  return `${input.voice}|${input.speed}|${input.text}`;
}

/**
 * The server's audio for texts: each generated once and kept (the last 300, least recently made forgotten
 * first), and a text asked for while its generation is under way waits for that one instead of asking the
 * server twice.
 */
export class SpeechAudioCache {
  private readonly audioUrls = new Map<string, string>();
  /** Generations under way, so speaking a prompt that is being preloaded waits for it instead of asking twice. */
  private readonly generating = new Map<string, Promise<string>>();

  constructor(private readonly generate: VoiceOutputEnvironment['generate']) {}

  /** The audio of a text: from the cache, from a generation under way, or generated now. */
  async audioUrlFor(input: SpeechInput, signal: AbortSignal): Promise<string> {
    const key = speechKey(input);
    const cached = this.audioUrls.get(key);
    if (cached) return cached;
    const inFlight = this.generating.get(key);
    if (inFlight) {
      try {
        return await inFlight;
      } catch (error) {
        // The other request may have been cancelled (a preload replaced); this one still wants the audio.
        if (signal.aborted) throw error;
      }
    }
    const generation = this.generate(input, signal).then(({ audioUrl }) => {
      this.remember(key, audioUrl);
      return audioUrl;
    });
    this.generating.set(key, generation);
    try {
      return await generation;
    } finally {
      if (this.generating.get(key) === generation) this.generating.delete(key);
    }
  }

  /** Forgets a text's audio, e.g. when the stored audio could not be played, so it is asked for again. */
  forget(input: SpeechInput): void {
    this.audioUrls.delete(speechKey(input));
  }

  /** Forgets everything: the audio URLs are signed for one person. */
  clear(): void {
    this.audioUrls.clear();
    this.generating.clear();
  }

  private remember(key: string, audioUrl: string): void {
    this.audioUrls.delete(key);
    this.audioUrls.set(key, audioUrl);
    if (this.audioUrls.size > AUDIO_URL_CACHE_SIZE) {
      const oldest = this.audioUrls.keys().next().value;
      if (oldest !== undefined) this.audioUrls.delete(oldest);
    }
  }
}
