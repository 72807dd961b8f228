import { isCoachPersonality, isVoiceId, type CoachPersonality, type VoiceId } from './voice';

/** Each coach's voice profile: its voice, speed, volume and personality. */

// ---------------------------------------------------------------------------------------------
// Coach voices
// ---------------------------------------------------------------------------------------------

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
