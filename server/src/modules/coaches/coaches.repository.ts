import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coaches, users } from '../../db/schema';

export type CoachRow = typeof coaches.$inferSelect;

export async function listCoaches(db: Database, specialization?: string): Promise<CoachRow[]> {
  const query = db.select().from(coaches);
  const filtered = specialization
    ? query.where(sql`strpos(lower(${coaches.specialization}), lower(${specialization})) > 0`)
    : query;
  return filtered.orderBy(asc(coaches.name));
}

export async function findCoach(db: Database, coachId: string): Promise<CoachRow | undefined> {
  const [row] = await db.select().from(coaches).where(eq(coaches.id, coachId));
  return row;
}

export async function coachExists(db: Database, coachId: string): Promise<boolean> {
  const [row] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, coachId));
  return row !== undefined;
}

/** Name, specialization and avatar of the coaches with these ids (one query, whatever the count). */
export async function listCoachCards(db: Database, coachIds: string[]) {
  if (coachIds.length === 0) return [];
  return db
    .select({
      id: coaches.id,
      name: coaches.name,
      specialization: coaches.specialization,
      avatarConfig: coaches.avatarConfig,
    })
    .from(coaches)
    .where(inArray(coaches.id, coachIds));
}

export async function setUserCoach(db: Database, userId: string, coachId: string): Promise<void> {
  await db
    .update(users)
    .set({ coachId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
