import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceSettings } from '../../db/schema-voice-settings';

export type VoiceSettingsRow = typeof voiceSettings.$inferSelect;
export type VoiceSettingsValues = Pick<VoiceSettingsRow, 'voiceId' | 'speed' | 'volume' | 'muted'>;

export async function findVoiceSettings(db: Database, userId: string): Promise<VoiceSettingsRow | undefined> {
  const [row] = await db.select().from(voiceSettings).where(eq(voiceSettings.userId, userId));
  return row;
}

/** Writes the person's settings in one statement: the first save inserts, later ones replace. */
export async function upsertVoiceSettings(
  db: Database,
  userId: string,
  values: VoiceSettingsValues,
): Promise<VoiceSettingsRow> {
  const [row] = await db
    .insert(voiceSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: voiceSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
