import type { PersonIdentity, Profile, ProfileUpdate } from '@flowmind/core/contracts/profile';
import { COACH_NOT_FOUND } from '@flowmind/core/contracts/coaches';
import { fullName } from '@flowmind/core/profile';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../auth/session';
import { notFound } from '../../http/errors';
import {
  ensureProfile,
  findCoachingProfile,
  findEditableProfile,
  findProfileWithAccount,
  updateProfile,
  type ProfileChanges,
} from './profile.repository';

/** What the profile needs from other modules (composed in app.ts). */
export interface ProfileNeighbours {
  /** Whether a coach with this id exists (the coaches module's). */
  coachExists(coachId: string): Promise<boolean>;
  /** Whether the account signs in with an email and a password (better-auth's accounts). */
  hasPassword(userId: string): Promise<boolean>;
}

export interface ProfileDeps {
  db: Database;
  neighbours: ProfileNeighbours;
}

export interface CurrentProfile {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  onboardingCompleted: boolean;
  coachId: string | null;
}

/** Splits a full name at its first space: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The person's profile as `find` reads it; one is made first from the sign-up name if there is none yet. */
async function findOrCreateProfile<T>(
  db: Database,
  user: SessionUser,
  find: (db: Database, userId: string) => Promise<T | undefined>,
): Promise<T> {
  const found = await find(db, user.id);
  if (found) return found;
  await ensureProfile(db, user);
  return (await find(db, user.id))!;
}

/** Id, email and names; the first and last name are the account's, or else the full name split. */
function identityOf(profile: {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
}): PersonIdentity {
  const fromName = splitName(profile.name);
  return {
    id: profile.id,
    email: profile.email,
    name: profile.name,
    firstName: profile.firstName ?? fromName.firstName,
    lastName: profile.lastName ?? fromName.lastName,
  };
}

export async function getCurrentProfile(db: Database, user: SessionUser): Promise<CurrentProfile> {
  const profile = await findOrCreateProfile(db, user, findProfileWithAccount);
  return {
    ...identityOf(profile),
    onboardingCompleted: profile.onboardingCompleted,
    coachId: profile.coachId,
  };
}

/** The profile screen's data: names, email, social links, goals, coach and how the account signs in. */
export async function getEditableProfile(
  { db, neighbours }: ProfileDeps,
  user: SessionUser,
): Promise<Profile> {
  const [profile, hasPassword] = await Promise.all([
    findOrCreateProfile(db, user, findEditableProfile),
    neighbours.hasPassword(user.id),
  ]);
  return {
    ...identityOf(profile),
    socials: profile.socialMedia,
    goals: profile.primaryGoals,
    coachId: profile.coachId,
    country: profile.country,
    onboardingCompleted: profile.onboardingCompleted,
    hasPassword,
    memberSince: profile.createdAt.toISOString(),
  };
}

/**
 * Saves what the Edit Profile form sends (already validated and normalised by the contract). A coach must
 * exist, exactly as when choosing one from the coach list (PUT /api/v1/me/coach): otherwise 'Coach not found'.
 */
export async function saveProfile(
  deps: ProfileDeps,
  user: SessionUser,
  input: ProfileUpdate,
): Promise<Profile> {
  const current = await getEditableProfile(deps, user);
  const changes: ProfileChanges = {};
  if (input.firstName !== undefined || input.lastName !== undefined) {
    const firstName = input.firstName ?? current.firstName;
    const lastName = input.lastName ?? current.lastName;
    changes.name = { full: fullName(firstName, lastName), firstName, lastName };
  }
  if (input.socials !== undefined) changes.socialMedia = input.socials;
  if (input.goals !== undefined) changes.primaryGoals = input.goals;
  if (input.coachId !== undefined) {
    if (input.coachId !== null && !(await deps.neighbours.coachExists(input.coachId)))
      throw notFound(COACH_NOT_FOUND);
    changes.coachId = input.coachId;
  }
  if (input.country !== undefined) changes.country = input.country;
  await updateProfile(deps.db, user.id, changes);
  return getEditableProfile(deps, user);
}

// ---- for other modules (composed in app.ts) ----------------------------------------------------

/** What a coach knows of the person: their profile and onboarding answers, as stored; undefined without a profile. */
export async function getCoachingProfile(db: Database, userId: string) {
  return findCoachingProfile(db, userId);
}
