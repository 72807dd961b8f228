import { z } from 'zod';

export const Coach = z.object({
  id: z.string(),
  name: z.string(),
  specialization: z.string(),
  description: z.string(),
  expertise_areas: z.array(z.string()),
  personality: z.string(),
  voice_id: z.string(),
  style: z.string(),
  avatar_config: z.object({ image_url: z.string() }),
});
export type Coach = z.infer<typeof Coach>;

export const CoachList = z.object({ coaches: z.array(Coach) });
export type CoachList = z.infer<typeof CoachList>;

export const CoachListQuery = z.object({ specialization: z.string().trim().max(100).optional() });

export const ChooseCoachInput = z.object({ coachId: z.uuid('Choose a coach from the list.') });
export type ChooseCoachInput = z.infer<typeof ChooseCoachInput>;

export const COACH_NOT_FOUND = 'Coach not found';
