/**
 * Voice constants and rules: voices, coach voice profiles, context speeds, playback and recording limits,
 * and every voice error text, verbatim. Used by the server and the web app, so both agree on them.
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

// ---------------------------------------------------------------------------------------------
// Coach voices
// ---------------------------------------------------------------------------------------------

export const COACH_PERSONALITIES = [
  'calm_wise',
  'energetic_motivator',
  'warm_professional',
  'creative_inspirational',
] as const;
export type CoachPersonality = (typeof COACH_PERSONALITIES)[number];

export interface CoachVoice {
  /** Kebab-case of the coach's name. */
  id: string;
  name: string;
  voice: VoiceId;
  speed: number;
  volume: number;
  personality: CoachPersonality;
  description: string;
}

/** The 23 named coach voices, each with its own voice, speed, volume and personality. */
export const COACH_VOICES = [
  // calm_wise: slower, softer
  {
    id: 'maya-serrano',
    name: 'Maya Serrano',
    voice: 'af_sarah',
    speed: 0.9,
    volume: 0.8,
    personality: 'calm_wise',
    description: 'Gentle and grounding',
  },
  {
    id: 'sage-whitaker',
    name: 'Sage Whitaker',
    voice: 'af_river',
    speed: 0.85,
    volume: 0.8,
    personality: 'calm_wise',
    description: 'Slow, spacious and steady',
  },
  {
    id: 'hana-okada',
    name: 'Hana Okada',
    voice: 'bf_isabella',
    speed: 0.85,
    volume: 0.75,
    personality: 'calm_wise',
    description: 'Quiet and serene',
  },
  {
    id: 'oren-castellano',
    name: 'Oren Castellano',
    voice: 'am_michael',
    speed: 0.85,
    volume: 0.8,
    personality: 'calm_wise',
    description: 'Deep and patient',
  },
  {
    id: 'grace-whitfield',
    name: 'Grace Whitfield',
    voice: 'af_nicole',
    speed: 0.9,
    volume: 0.8,
    personality: 'calm_wise',
    description: 'Soft and reassuring',
  },
  {
    id: 'elias-brandt',
    name: 'Elias Brandt',
    voice: 'bm_george',
    speed: 0.88,
    volume: 0.8,
    personality: 'calm_wise',
    description: 'Measured and wise',
  },
  // energetic_motivator: quicker, louder
  {
    id: 'leo-hartwell',
    name: 'Leo Hartwell',
    voice: 'am_adam',
    speed: 1.1,
    volume: 0.9,
    personality: 'energetic_motivator',
    description: 'Upbeat and action-oriented',
  },
  {
    id: 'zara-quinn',
    name: 'Zara Quinn',
    voice: 'af_nova',
    speed: 1.15,
    volume: 0.9,
    personality: 'energetic_motivator',
    description: 'Bright and energising',
  },
  {
    id: 'marcus-reid',
    name: 'Marcus Reid',
    voice: 'am_eric',
    speed: 1.1,
    volume: 0.9,
    personality: 'energetic_motivator',
    description: 'Bold and encouraging',
  },
  {
    id: 'skye-donovan',
    name: 'Skye Donovan',
    voice: 'af_sky',
    speed: 1.12,
    volume: 0.85,
    personality: 'energetic_motivator',
    description: 'Lively and optimistic',
  },
  {
    id: 'jax-ramirez',
    name: 'Jax Ramirez',
    voice: 'am_liam',
    speed: 1.15,
    volume: 0.9,
    personality: 'energetic_motivator',
    description: 'Fast-paced and fired up',
  },
  {
    id: 'riley-carter',
    name: 'Riley Carter',
    voice: 'bf_alice',
    speed: 1.1,
    volume: 0.9,
    personality: 'energetic_motivator',
    description: 'Crisp and motivating',
  },
  // warm_professional: natural pace
  {
    id: 'theo-lindgren',
    name: 'Theo Lindgren',
    voice: 'bm_george',
    speed: 1.0,
    volume: 0.85,
    personality: 'warm_professional',
    description: 'Clear and evidence-minded',
  },
  {
    id: 'nadia-brooks',
    name: 'Nadia Brooks',
    voice: 'af_nicole',
    speed: 0.95,
    volume: 0.85,
    personality: 'warm_professional',
    description: 'Warm and empathetic',
  },
  {
    id: 'amelia-hart',
    name: 'Amelia Hart',
    voice: 'bf_emma',
    speed: 1.0,
    volume: 0.85,
    personality: 'warm_professional',
    description: 'Composed and kind',
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    voice: 'bm_daniel',
    speed: 1.0,
    volume: 0.85,
    personality: 'warm_professional',
    description: 'Professional and friendly',
  },
  {
    id: 'claire-bennett',
    name: 'Claire Bennett',
    voice: 'af_bella',
    speed: 1.0,
    volume: 0.85,
    personality: 'warm_professional',
    description: 'Bright and supportive',
  },
  {
    id: 'samuel-price',
    name: 'Samuel Price',
    voice: 'am_onyx',
    speed: 0.95,
    volume: 0.85,
    personality: 'warm_professional',
    description: 'Rich and trustworthy',
  },
  // creative_inspirational: expressive, varied
  {
    id: 'iris-nakamura',
    name: 'Iris Nakamura',
    voice: 'bf_emma',
    speed: 0.95,
    volume: 0.85,
    personality: 'creative_inspirational',
    description: 'Curious and reflective',
  },
  {
    id: 'luna-vale',
    name: 'Luna Vale',
    voice: 'af_heart',
    speed: 0.92,
    volume: 0.8,
    personality: 'creative_inspirational',
    description: 'Dreamy and imaginative',
  },
  {
    id: 'felix-aurora',
    name: 'Felix Aurora',
    voice: 'bm_lewis',
    speed: 1.0,
    volume: 0.85,
    personality: 'creative_inspirational',
    description: 'Expressive and playful',
  },
  {
    id: 'aria-solano',
    name: 'Aria Solano',
    voice: 'af_bella',
    speed: 0.98,
    volume: 0.85,
    personality: 'creative_inspirational',
    description: 'Vivid and inspiring',
  },
  {
    id: 'kai-rivers',
    name: 'Kai Rivers',
    voice: 'am_liam',
    speed: 0.97,
    volume: 0.85,
    personality: 'creative_inspirational',
    description: 'Open and inventive',
  },
] as const satisfies readonly CoachVoice[];

/** Used for a coach that has no named voice: one per personality. */
const PERSONALITY_DEFAULT_VOICE: Record<CoachPersonality, string> = {
  calm_wise: 'maya-serrano',
  energetic_motivator: 'leo-hartwell',
  warm_professional: 'nadia-brooks',
  creative_inspirational: 'iris-nakamura',
};

function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function isCoachPersonality(value: unknown): value is CoachPersonality {
  return typeof value === 'string' && (COACH_PERSONALITIES as readonly string[]).includes(value);
}

/**
 * The voice profile of a coach: its named voice (by slug or name), else its personality's default, keeping
 * the coach's own voice id when it has a known one.
 */
export function coachVoiceFor(coach: {
  name?: string;
  slug?: string;
  personality?: string;
  voiceId?: string;
}): CoachVoice {
  const wanted = [coach.slug, coach.name].filter((value): value is string => !!value).map(slugOf);
  const named = COACH_VOICES.find((profile) => wanted.includes(profile.id));
  if (named) return named;
  const personality: CoachPersonality = isCoachPersonality(coach.personality)
    ? coach.personality
    : 'warm_professional';
  const fallback = COACH_VOICES.find((profile) => profile.id === PERSONALITY_DEFAULT_VOICE[personality])!;
  const voice = coach.voiceId && isVoiceId(coach.voiceId) ? coach.voiceId : fallback.voice;
  return { ...fallback, id: slugOf(coach.name ?? fallback.name), name: coach.name ?? fallback.name, voice };
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

// ---------------------------------------------------------------------------------------------
// Recording
// ---------------------------------------------------------------------------------------------

export const RECORDING_MAX_SECONDS = 60;
/** Minimum recording length of the speech service. */
export const RECORDING_MIN_SECONDS_SERVICE = 2;
/** Minimum recording length of the chat's voice input. */
export const RECORDING_MIN_SECONDS_CHAT = 1;
/** Smaller recordings are too short or too quiet. */
export const RECORDING_MIN_BYTES = 5 * 1024;
export const RECORDING_CHUNK_MS = 500;
export const RECORDING_CHANNELS = 1;
export const RECORDING_SAMPLE_RATE = 48_000;
export const RECORDING_BITS_PER_SECOND = 128_000;
/** MediaRecorder formats, most preferred first. */
export const RECORDING_FORMAT_PREFERENCE = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/wav',
] as const;
export const RECORDING_EXTENSIONS = ['webm', 'ogg', 'mp4', 'wav'] as const;
export type RecordingExtension = (typeof RECORDING_EXTENSIONS)[number];
/** How long a voice error stays on screen. */
export const VOICE_ERROR_DISPLAY_MS = 5000;
/** How long the copy confirmation of a chat message stays. */
export const COPY_CONFIRM_MS = 1200;

/** The upload name of a recording: recording.{ext}, from the recorder's MIME type. */
export function recordingFileName(mimeType: string): `recording.${RecordingExtension}` {
  const type = mimeType.toLowerCase();
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'recording.mp4';
  if (type.includes('wav')) return 'recording.wav';
  return 'recording.webm';
}

// ---------------------------------------------------------------------------------------------
// Error texts, verbatim: people see exactly these words, so change them only on purpose
// ---------------------------------------------------------------------------------------------

// Voice input in chat (shown 5 seconds)
export const CHAT_RECORDING_TOO_SHORT_HOLD = 'Recording too short. Please hold for at least 1 second.';
export const CHAT_RECORDING_TOO_SHORT = 'Recording too short. Please record for at least 1 second.';
export const CHAT_SESSION_EXPIRED = 'Session expired. Please refresh the page and sign in again.';
export const CHAT_NO_SPEECH = 'No speech detected. Please speak clearly and try again.';
export const CHAT_NO_SPEECH_SHORT = 'No speech detected. Please speak more clearly.';
export const RECORDING_TOO_LONG = 'Recording too long. Please keep messages under 60 seconds.';
export const CHAT_AUDIO_FORMAT_ERROR = 'Audio format error. Please try again.';
export const FAILED_TO_TRANSCRIBE = 'Failed to transcribe audio';
export const FAILED_TO_START_RECORDING = 'Failed to start recording';
export const CHAT_RECORDING_NOT_SUPPORTED = 'Voice recording is not supported in this browser';
export const MIC_ACCESS_DENIED_LABEL = 'Mic access denied';
export const MIC_ACCESS_DENIED_TOOLTIP = 'Microphone access denied. Please enable in browser settings.';

// Speech service
export const RECORD_AT_LEAST_2_SECONDS = 'Please record for at least 2 seconds.';
export const AUDIO_TOO_SHORT_OR_QUIET =
  'Audio recording too short or microphone level too low. Please speak louder and record for at least 2-3 seconds.';
export const NO_AUDIO_DATA = 'No audio data to transcribe.';
export const NO_SPEECH_IN_AUDIO = 'No speech detected in audio. Please try speaking more clearly.';
export const SPEECH_RECORDING_NOT_SUPPORTED = 'Speech recording is not supported in this browser.';
export const MICROPHONE_ACCESS_DENIED =
  'Microphone access denied. Please allow microphone access and try again.';
export const NO_MICROPHONE_FOUND = 'No microphone found. Please connect a microphone and try again.';
export const VOICE_AUTHENTICATION_FAILED = 'Authentication failed. Please sign in again.';
export const AUDIO_FILE_TOO_LARGE = 'Audio file too large. Please record a shorter message.';
export const INVALID_AUDIO_FORMAT = 'Invalid audio format. Please try again.';
export const FAILED_TO_GENERATE_SPEECH = 'Failed to generate speech.';
export const BACKEND_TEST_FAILED = 'Backend test failed';

export function microphoneAccessFailed(reason: string): string {
  return `Failed to access microphone: ${reason}`;
}

export function voiceApiHttpError(status: number, text: string): string {
  return `Voice API HTTP ${status}: ${text}`;
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
