/**
 * Voices and how they are played: the voice list, context speeds, volumes and splitting long text for
 * speech. Used by the server and the web app, so both agree on them. Coach voice profiles are in
 * coach-voices.ts; recording limits and every voice error text in recording.ts.
 */

// ---------------------------------------------------------------------------------------------
// Voices
// ---------------------------------------------------------------------------------------------

export interface VoiceOption {
  id: string;
  name: string;
  description: string;
  /** BCP 47 tag of the accent the voice speaks. */
  lang: 'en-US' | 'en-GB';
  gender: 'female' | 'male';
}

/**
 * Kokoro-style voice ids (a = American, b = British; f = female, m = male), the ids an OpenAI-compatible
 * speech server such as Kokoro-FastAPI understands. The embedded engine maps each to its own eSpeak voice.
 */
export const VOICE_OPTIONS = [
  {
    id: 'af_bella',
    name: 'Bella',
    description: 'Warm, bright American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'af_nicole',
    name: 'Nicole',
    description: 'Soft, soothing American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'af_sarah',
    name: 'Sarah',
    description: 'Calm, clear American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'af_sky',
    name: 'Sky',
    description: 'Light, airy American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'af_heart',
    name: 'Heart',
    description: 'Gentle, heartfelt American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'af_nova',
    name: 'Nova',
    description: 'Upbeat, energetic American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'af_river',
    name: 'River',
    description: 'Low, grounded American female voice',
    lang: 'en-US',
    gender: 'female',
  },
  {
    id: 'am_adam',
    name: 'Adam',
    description: 'Confident, steady American male voice',
    lang: 'en-US',
    gender: 'male',
  },
  {
    id: 'am_michael',
    name: 'Michael',
    description: 'Deep, reassuring American male voice',
    lang: 'en-US',
    gender: 'male',
  },
  {
    id: 'am_eric',
    name: 'Eric',
    description: 'Friendly, lively American male voice',
    lang: 'en-US',
    gender: 'male',
  },
  {
    id: 'am_liam',
    name: 'Liam',
    description: 'Youthful, encouraging American male voice',
    lang: 'en-US',
    gender: 'male',
  },
  {
    id: 'am_onyx',
    name: 'Onyx',
    description: 'Rich, resonant American male voice',
    lang: 'en-US',
    gender: 'male',
  },
  {
    id: 'bf_emma',
    name: 'Emma',
    description: 'Elegant, thoughtful British female voice',
    lang: 'en-GB',
    gender: 'female',
  },
  {
    id: 'bf_isabella',
    name: 'Isabella',
    description: 'Graceful, gentle British female voice',
    lang: 'en-GB',
    gender: 'female',
  },
  {
    id: 'bf_alice',
    name: 'Alice',
    description: 'Crisp, cheerful British female voice',
    lang: 'en-GB',
    gender: 'female',
  },
  {
    id: 'bm_george',
    name: 'George',
    description: 'Measured, wise British male voice',
    lang: 'en-GB',
    gender: 'male',
  },
  {
    id: 'bm_lewis',
    name: 'Lewis',
    description: 'Warm, expressive British male voice',
    lang: 'en-GB',
    gender: 'male',
  },
  {
    id: 'bm_daniel',
    name: 'Daniel',
    description: 'Clear, professional British male voice',
    lang: 'en-GB',
    gender: 'male',
  },
] as const satisfies readonly VoiceOption[];

export type VoiceId = (typeof VOICE_OPTIONS)[number]['id'];
export const VOICE_IDS = VOICE_OPTIONS.map((voice) => voice.id) as [VoiceId, ...VoiceId[]];

/** The voice the speech service uses when a request names none (a female voice). */
export const DEFAULT_SERVICE_VOICE: VoiceId = 'af_bella';
/** The voice the Voice Settings dialog starts with, which differs from the service default. */
export const DEFAULT_SETTINGS_VOICE: VoiceId = 'af_nicole';

export function isVoiceId(id: string): id is VoiceId {
  return (VOICE_IDS as readonly string[]).includes(id);
}

export function findVoice(id: string): VoiceOption | undefined {
  return VOICE_OPTIONS.find((voice) => voice.id === id);
}

/** A coach's personality sets how fast and how loud its voice is in each context. */
export const COACH_PERSONALITIES = [
  'calm_wise',
  'energetic_motivator',
  'warm_professional',
  'creative_inspirational',
] as const;
export type CoachPersonality = (typeof COACH_PERSONALITIES)[number];

export function isCoachPersonality(value: unknown): value is CoachPersonality {
  return typeof value === 'string' && (COACH_PERSONALITIES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Speeds and volumes
// ---------------------------------------------------------------------------------------------

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
export const SPEED_STEP = 0.1;
/** The speech service's speed when a request names none; also the fallback for an invalid speed. */
export const DEFAULT_SPEED = 1.4;
/** Playback speed of coach messages in chat. */
export const CHAT_PLAYBACK_SPEED = 0.8;

export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
export const VOLUME_STEP = 0.1;
/** Overall voice volume. */
export const DEFAULT_VOLUME = 0.9;
/** Volume of voice guidance inside practices. */
export const GUIDANCE_VOLUME = 0.8;

/** Pauses between queued utterances. */
export const UTTERANCE_PAUSE_SHORT_MS = 300;
export const UTTERANCE_PAUSE_LONG_MS = 500;

export const SPEECH_CONTEXTS = [
  'instruction',
  'encouragement',
  'breathing',
  'meditation',
  'completion',
] as const;
export type SpeechContext = (typeof SPEECH_CONTEXTS)[number];

/** Speaking speed by kind of utterance: slowest for meditation and breathing, normal for encouragement. */
export const CONTEXT_SPEEDS: Record<SpeechContext, number> = {
  instruction: 0.9,
  encouragement: 1,
  breathing: 0.8,
  meditation: 0.7,
  completion: 0.9,
};

/** Per-personality variants: calm voices go slower, motivators faster, the others stay near the defaults. */
export const PERSONALITY_CONTEXT_SPEEDS: Record<CoachPersonality, Record<SpeechContext, number>> = {
  calm_wise: { instruction: 0.85, encouragement: 0.9, breathing: 0.75, meditation: 0.65, completion: 0.85 },
  energetic_motivator: {
    instruction: 1,
    encouragement: 1.15,
    breathing: 0.85,
    meditation: 0.75,
    completion: 1.05,
  },
  warm_professional: { instruction: 0.9, encouragement: 1, breathing: 0.8, meditation: 0.7, completion: 0.9 },
  creative_inspirational: {
    instruction: 0.9,
    encouragement: 1.05,
    breathing: 0.8,
    meditation: 0.7,
    completion: 0.95,
  },
};

/** The speaking speed for a context, varied by the coach's personality when it is known. */
export function speedFor(context: SpeechContext, personality?: string | null): number {
  return isCoachPersonality(personality)
    ? PERSONALITY_CONTEXT_SPEEDS[personality][context]
    : CONTEXT_SPEEDS[context];
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** Volume is clamped between 0 and 1, the range audio playback accepts; a non-number gives the default. */
export function clampVolume(volume: number): number {
  return clamp(volume, VOLUME_MIN, VOLUME_MAX, DEFAULT_VOLUME);
}

export function clampSpeed(speed: number): number {
  return clamp(speed, SPEED_MIN, SPEED_MAX, DEFAULT_SPEED);
}

/**
 * Splits text the speech service cannot take in one request (more than `maxLength` characters) into
 * pieces at sentence ends, else at spaces, so a long coach reply is spoken whole, piece after piece.
 */
export function splitForSpeech(text: string, maxLength: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > maxLength) {
    const window = rest.slice(0, maxLength + 1);
    const sentenceEnd = Math.max(
      ...['. ', '! ', '? ', '.\n', '!\n', '?\n', '\n'].map((mark) => window.lastIndexOf(mark)),
    );
    const space = window.lastIndexOf(' ');
    const cut = sentenceEnd > maxLength / 3 ? sentenceEnd + 1 : space > 0 ? space : maxLength;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
