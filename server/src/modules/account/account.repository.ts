import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authAccounts,
  authRateLimits,
  authUsers,
  authVerifications,
  chatConversations,
  chatMessages,
  coaches,
  moodEntries,
  practiceCategories,
  practiceEffectiveness,
  practices,
  users,
} from '../../db/schema';
import { voiceRateLimits } from '../../db/schema-voice';
import { voiceSettings } from '../../db/schema-voice-settings';
import { journalEntries } from '../../db/schema-journal';
import { coachMemoryFacts } from '../../db/schema-memory';
import { pushSubscriptions } from '../../db/schema-push';

/** The person's profile and account, with the coach's name; undefined when the account is gone. */
export async function findAccountProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      user: users,
      emailVerified: authUsers.emailVerified,
      firstName: authUsers.firstName,
      lastName: authUsers.lastName,
      accountCreatedAt: authUsers.createdAt,
      coachName: coaches.name,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .leftJoin(coaches, eq(coaches.id, users.coachId))
    .where(eq(users.id, userId));
  return row;
}

/** How the person signs in ('credential' for email and password, 'google'); never tokens or hashes. */
export async function findSignInMethods(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: authAccounts.providerId })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId))
    .orderBy(asc(authAccounts.createdAt));
  return rows.map((row) => row.providerId);
}

export async function findVoiceSettingsRow(db: Database, userId: string) {
  const [row] = await db.select().from(voiceSettings).where(eq(voiceSettings.userId, userId));
  return row;
}

/** Every gratitude journal entry of the person, newest first. */
export async function listAllJournalEntries(db: Database, userId: string) {
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.createdAt), asc(journalEntries.position));
}

/** The devices the person turned push reminders on for, oldest first: what they are and when, never keys. */
export async function listAllPushDevices(db: Database, userId: string) {
  return db
    .select({
      deviceLabel: pushSubscriptions.deviceLabel,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Every fact a coach remembers about the person, with the coach's name, by coach and then oldest first. */
export async function listAllMemoryFacts(db: Database, userId: string) {
  return db
    .select({ fact: coachMemoryFacts, coachName: coaches.name })
    .from(coachMemoryFacts)
    .innerJoin(coaches, eq(coaches.id, coachMemoryFacts.coachId))
    .where(eq(coachMemoryFacts.userId, userId))
    .orderBy(asc(coaches.name), asc(coachMemoryFacts.createdAt), asc(coachMemoryFacts.id));
}

/** Every mood entry, oldest first (the order a spreadsheet reads best). */
export async function listAllMoods(db: Database, userId: string) {
  return db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(asc(moodEntries.createdAt), asc(moodEntries.id));
}

/** Every practice completion with the practice's name and category, oldest first. */
export async function listAllPracticeCompletions(db: Database, userId: string) {
  return db
    .select({
      completion: practiceEffectiveness,
      practiceName: practices.name,
      category: practiceCategories.name,
    })
    .from(practiceEffectiveness)
    .innerJoin(practices, eq(practices.id, practiceEffectiveness.practiceId))
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(eq(practiceEffectiveness.userId, userId))
    .orderBy(asc(practiceEffectiveness.completionDate), asc(practiceEffectiveness.id));
}

export async function listConversations(db: Database, userId: string) {
  return db
    .select({ conversation: chatConversations, coachName: coaches.name })
    .from(chatConversations)
    .innerJoin(coaches, eq(coaches.id, chatConversations.coachId))
    .where(eq(chatConversations.userId, userId))
    .orderBy(asc(chatConversations.createdAt), asc(chatConversations.id));
}

/** Every chat message of the person, in conversation order. */
export async function listAllChatMessages(db: Database, userId: string) {
  return db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      role: chatMessages.role,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The password hash of the person's email-and-password sign-in, or undefined (Google-only account). */
export async function findPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(sql`${authAccounts.userId} = ${userId} and ${authAccounts.providerId} = 'credential'`);
  return row?.password ?? undefined;
}

const deleteAttemptsKey = (userId: string) => `delete-account:${userId}`;

/**
 * Failed password confirmations for deleting an account, counted in PostgreSQL beside better-auth's own
 * sign-in counters (so every instance sees them) in a window that ends `windowMs` after the last failure.
 * Returns the failures in the current window and the whole seconds until it ends (0 when none).
 */
export async function findFailedDeleteAttempts(
  db: Database,
  userId: string,
  windowMs: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db
    .select({ count: authRateLimits.count, lastRequest: authRateLimits.lastRequest })
    .from(authRateLimits)
    .where(eq(authRateLimits.key, deleteAttemptsKey(userId)));
  const remainingMs = row ? row.lastRequest + windowMs - Date.now() : -1;
  if (!row || remainingMs < 0) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

export async function recordFailedDeleteAttempt(
  db: Database,
  userId: string,
  windowMs: number,
): Promise<void> {
  const key = deleteAttemptsKey(userId);
  const now = Date.now();
  await db
    .insert(authRateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        count: sql`case when ${now} - ${authRateLimits.lastRequest} > ${windowMs} then 1 else ${authRateLimits.count} + 1 end`,
        lastRequest: now,
      },
    });
}

/**
 * Deletes the account and everything that is the person's, in one transaction. Deleting the auth user
 * cascades through foreign keys: auth_users -> sessions, accounts, voice_settings, users -> moods, practice
 * completions, conversations and messages, progress, push subscriptions. Rows keyed by the person's id
 * without a foreign key go explicitly: pending password-reset tokens, rate-limit counters.
 */
export async function deleteAccountAndData(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(authVerifications).where(eq(authVerifications.value, userId));
    await tx.delete(authRateLimits).where(eq(authRateLimits.key, deleteAttemptsKey(userId)));
    await tx.delete(voiceRateLimits).where(sql`${voiceRateLimits.key} like ${`%:${userId}`}`);
    const deleted = await tx
      .delete(authUsers)
      .where(eq(authUsers.id, userId))
      .returning({ id: authUsers.id });
    return deleted.length > 0;
  });
}
