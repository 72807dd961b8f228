import { z } from 'zod';
import { DEFAULT_SERVICE_VOICE, DEFAULT_SPEED, SPEED_MAX, SPEED_MIN, VOICE_IDS } from '../voice';
import { COACH_PERSONALITIES } from '../voice';
import { requiredText } from './text';

export const GENERATE_TEXT_MAX = 1000;
export const GENERATE_TEXT_REQUIRED = 'Enter some text to speak.';
export const GENERATE_TEXT_TOO_LONG = `Text can be at most ${GENERATE_TEXT_MAX} characters.`;
export const GENERATE_VOICE_UNKNOWN = 'Choose one of the available voices.';
export const GENERATE_SPEED_RANGE = `Speed must be between ${SPEED_MIN} and ${SPEED_MAX}.`;
export const VOICE_RATE_LIMITED = 'Too many voice requests. Please wait a minute and try again.';
export const AUDIO_NOT_FOUND = 'Audio not found.';

export const GenerateSpeechInput = z.object({
  text: requiredText(GENERATE_TEXT_MAX, GENERATE_TEXT_REQUIRED, GENERATE_TEXT_TOO_LONG),
  voice: z.enum(VOICE_IDS, { error: GENERATE_VOICE_UNKNOWN }).default(DEFAULT_SERVICE_VOICE),
  speed: z
    .number({ error: GENERATE_SPEED_RANGE })
    .min(SPEED_MIN, GENERATE_SPEED_RANGE)
    .max(SPEED_MAX, GENERATE_SPEED_RANGE)
    .default(DEFAULT_SPEED),
});
export type GenerateSpeechInput = z.infer<typeof GenerateSpeechInput>;

export const GenerateSpeechResponse = z.object({
  success: z.literal(true),
  /** Same-origin URL of the audio, served only to the person who asked for it. */
  audioUrl: z.string(),
  /** True when the audio came from the cache rather than a new synthesis. */
  cached: z.boolean(),
});
export type GenerateSpeechResponse = z.infer<typeof GenerateSpeechResponse>;

export const VoiceSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  lang: z.string(),
});
export type VoiceSummary = z.infer<typeof VoiceSummary>;

export const CoachVoiceSummary = z.object({
  id: z.string(),
  name: z.string(),
  voice: z.string(),
  speed: z.number(),
  volume: z.number(),
  personality: z.enum(COACH_PERSONALITIES),
  description: z.string(),
});
export type CoachVoiceSummary = z.infer<typeof CoachVoiceSummary>;

export const VoicesResponse = z.object({
  success: z.literal(true),
  voices: z.array(VoiceSummary),
  coachVoices: z.array(CoachVoiceSummary),
  defaultVoice: z.string(),
  defaultSpeed: z.number(),
});
export type VoicesResponse = z.infer<typeof VoicesResponse>;

export const TranscribeResponse = z.object({ success: z.literal(true), text: z.string() });
export type TranscribeResponse = z.infer<typeof TranscribeResponse>;

export const VoiceEngineStatus = z.object({
  /** 'embedded' or 'openai-compatible'. */
  provider: z.string(),
  available: z.boolean(),
  /** Why the engine is unavailable, or what it runs on. */
  detail: z.string(),
});
export type VoiceEngineStatus = z.infer<typeof VoiceEngineStatus>;

export const VoiceHealthResponse = z.object({
  success: z.literal(true),
  tts: VoiceEngineStatus,
  stt: VoiceEngineStatus,
});
export type VoiceHealthResponse = z.infer<typeof VoiceHealthResponse>;
