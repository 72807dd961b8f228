import type { Coach } from '@flowmind/core/contracts/coaches';
import type { coaches } from './schema';

/** Row-to-contract mappers shared by several modules (rows never leave the server as they are). */
export function toCoach(row: typeof coaches.$inferSelect): Coach {
  return {
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    description: row.description,
    expertise_areas: row.expertiseAreas,
    personality: row.personality,
    voice_id: row.voiceId,
    style: row.style,
    avatar_config: { image_url: row.avatarConfig.image_url },
  };
}
