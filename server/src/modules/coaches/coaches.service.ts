import type { MatchableCoach } from '@flowmind/core/coach-matching';
import { COACH_NOT_FOUND, type Coach } from '@flowmind/core/contracts/coaches';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  coachExists,
  findCoach,
  listCoachCards,
  listCoaches,
  setUserCoach,
  type CoachRow,
} from './coaches.repository';
import { UUID } from '../../http/uuid';

export function toCoach(row: CoachRow): Coach {
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

export async function getCoaches(db: Database, specialization?: string): Promise<Coach[]> {
  return (await listCoaches(db, specialization || undefined)).map(toCoach);
}

/** Coach ids are compared as text: anything that is not a known UUID is simply not found. */
export async function getCoach(db: Database, coachId: string): Promise<Coach> {
  const row = await findCoachRecord(db, coachId);
  if (!row) throw notFound(COACH_NOT_FOUND);
  return toCoach(row);
}

export async function chooseCoach(db: Database, userId: string, coachId: string): Promise<Coach> {
  const coach = await getCoach(db, coachId);
  await setUserCoach(db, userId, coach.id);
  return coach;
}

// ---- for other modules (composed in app.ts) ----------------------------------------------------

/** The coach's whole record (persona, traits, voice), or undefined; an id that is not a UUID is not found. */
export async function findCoachRecord(db: Database, coachId: string): Promise<CoachRow | undefined> {
  return UUID.test(coachId) ? findCoach(db, coachId) : undefined;
}

export async function isKnownCoach(db: Database, coachId: string): Promise<boolean> {
  return UUID.test(coachId) && coachExists(db, coachId);
}

/** What a list shows of a coach: name, specialization and avatar. */
export interface CoachCard {
  id: string;
  name: string;
  specialization: string;
  avatarConfig: { image_url: string };
}

/** The cards of the coaches with these ids, in no particular order; unknown ids are left out. */
export async function getCoachCards(db: Database, coachIds: string[]): Promise<CoachCard[]> {
  return listCoachCards(
    db,
    [...new Set(coachIds)].filter((id) => UUID.test(id)),
  );
}

/** Every coach by name, with what matching reads and the coach as the app shows them. */
export async function getMatchableCoaches(db: Database): Promise<Array<MatchableCoach & { card: Coach }>> {
  return (await listCoaches(db)).map((row) => ({
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    expertiseAreas: row.expertiseAreas,
    personality: row.personality,
    style: row.style,
    card: toCoach(row),
  }));
}
