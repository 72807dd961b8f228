import { isVoiceId } from '@flowmind/core/voice';
import {
  DEFAULT_VOICE_SETTINGS,
  type VoiceSettings,
  type VoiceSettingsInput,
} from '@flowmind/core/contracts/voice-settings';
import type { Database } from '../../db/client';
import { findVoiceSettings, upsertVoiceSettings, type VoiceSettingsRow } from './voice-settings.repository';

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

function toVoiceSettings(row: VoiceSettingsRow): VoiceSettings {
  return {
    // A voice dropped from the list since it was saved falls back to the default rather than failing.
    voiceId: isVoiceId(row.voiceId) ? row.voiceId : DEFAULT_VOICE_SETTINGS.voiceId,
    speed: row.speed,
    volume: row.volume,
    muted: row.muted,
  };
}

/** The person's saved voice settings, or the dialog's defaults before the first save. */
export async function getVoiceSettings(db: Database, userId: string): Promise<VoiceSettings> {
  const row = await findVoiceSettings(db, userId);
  return row ? toVoiceSettings(row) : { ...DEFAULT_VOICE_SETTINGS };
}

/** Saves every field; speed keeps two decimals and volume one (the slider's 0.1 steps). */
export async function saveVoiceSettings(
  db: Database,
  userId: string,
  input: VoiceSettingsInput,
): Promise<VoiceSettings> {
  const row = await upsertVoiceSettings(db, userId, {
    voiceId: input.voiceId,
    speed: roundTo(input.speed, 2),
    volume: roundTo(input.volume, 1),
    muted: input.muted,
  });
  return toVoiceSettings(row);
}
