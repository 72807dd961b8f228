import { z } from 'zod';
import {
  DEFAULT_SETTINGS_VOICE,
  DEFAULT_SPEED,
  DEFAULT_VOLUME,
  SPEED_MAX,
  SPEED_MIN,
  VOICE_IDS,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
} from '../voice';

export const VOICE_SETTINGS_VOICE_UNKNOWN = 'Choose one of the available voices.';
export const VOICE_SETTINGS_SPEED_RANGE = `Speed must be a number between ${SPEED_MIN} and ${SPEED_MAX}.`;
export const VOICE_SETTINGS_VOLUME_RANGE = `Volume must be a number between ${VOLUME_MIN} and ${VOLUME_MAX} in steps of ${VOLUME_STEP}.`;
export const VOICE_SETTINGS_MUTED_REQUIRED = 'Muted must be true or false.';

/** True when `volume` sits on the 0.1 grid of the slider (allowing for binary fractions such as 0.30000000000000004). */
function onVolumeStep(volume: number): boolean {
  const steps = volume / VOLUME_STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** A person's voice settings: the Voice Settings dialog's voice, speed, volume and mute. */
export const VoiceSettings = z.object({
  voiceId: z.enum(VOICE_IDS, { error: VOICE_SETTINGS_VOICE_UNKNOWN }),
  speed: z
    .number({ error: VOICE_SETTINGS_SPEED_RANGE })
    .min(SPEED_MIN, VOICE_SETTINGS_SPEED_RANGE)
    .max(SPEED_MAX, VOICE_SETTINGS_SPEED_RANGE),
  volume: z
    .number({ error: VOICE_SETTINGS_VOLUME_RANGE })
    .min(VOLUME_MIN, VOICE_SETTINGS_VOLUME_RANGE)
    .max(VOLUME_MAX, VOICE_SETTINGS_VOLUME_RANGE)
    .refine(onVolumeStep, VOICE_SETTINGS_VOLUME_RANGE),
  muted: z.boolean({ error: VOICE_SETTINGS_MUTED_REQUIRED }),
});
export type VoiceSettings = z.infer<typeof VoiceSettings>;

/** PUT /api/v1/voice/settings replaces every field; unknown fields are refused rather than ignored. */
export const VoiceSettingsInput = VoiceSettings.strict();
export type VoiceSettingsInput = z.infer<typeof VoiceSettingsInput>;

/** What a person has before saving anything: the settings dialog's defaults (af_nicole, 1.4, 0.9, sound on). */
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  voiceId: DEFAULT_SETTINGS_VOICE,
  speed: DEFAULT_SPEED,
  volume: DEFAULT_VOLUME,
  muted: false,
};
