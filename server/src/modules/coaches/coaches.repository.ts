import { asc, eq, sql } from 'drizzle-orm';
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

export async function setUserCoach(db: Database, userId: string, coachId: string): Promise<void> {
  await db
    .update(users)
    .set({ coachId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
