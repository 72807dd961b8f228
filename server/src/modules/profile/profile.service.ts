import type { Database } from '../../db/client';
import type { SessionUser } from '../../auth/session';
import { ensureProfile, findProfileWithAccount } from './profile.repository';

export interface CurrentProfile {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  onboardingCompleted: boolean;
  coachId: string | null;
}

/** Splits a full name at its first space (spec 1 section 5). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

export async function getCurrentProfile(db: Database, user: SessionUser): Promise<CurrentProfile> {
  let row = await findProfileWithAccount(db, user.id);
  if (!row) {
    await ensureProfile(db, user);
    row = await findProfileWithAccount(db, user.id);
  }
  const profile = row!;
  const fromName = splitName(profile.name);
  return {
    id: profile.id,
    email: profile.email,
    name: profile.name,
    firstName: profile.firstName ?? fromName.firstName,
    lastName: profile.lastName ?? fromName.lastName,
    onboardingCompleted: profile.onboardingCompleted,
    coachId: profile.coachId,
  };
}
