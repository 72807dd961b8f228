import type { Coach } from '@flowmind/core/contracts/coaches';
import { toCoach } from '../../db/mappers';
import { COACH_NOT_FOUND } from '@flowmind/core/contracts/coaches';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { findCoach, listCoaches, setUserCoach } from './coaches.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getCoaches(db: Database, specialization?: string): Promise<Coach[]> {
  return (await listCoaches(db, specialization || undefined)).map(toCoach);
}

/** Coach ids are compared as text: anything that is not a known UUID is simply not found. */
export async function getCoach(db: Database, coachId: string): Promise<Coach> {
  const row = UUID.test(coachId) ? await findCoach(db, coachId) : undefined;
  if (!row) throw notFound(COACH_NOT_FOUND);
  return toCoach(row);
}

export async function chooseCoach(db: Database, userId: string, coachId: string): Promise<Coach> {
  const coach = await getCoach(db, coachId);
  await setUserCoach(db, userId, coach.id);
  return coach;
}
