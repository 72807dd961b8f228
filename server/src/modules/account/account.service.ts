import type { AccountExport, DeleteAccountInput, ExportCsvFile } from '@flowmind/core/contracts/account';
import {
  DELETE_ACCOUNT_CONFIRMATION_PHRASE,
  DELETE_ACCOUNT_CONFIRMATION_REQUIRED,
  DELETE_ACCOUNT_PASSWORD_INCORRECT,
  DELETE_ACCOUNT_PASSWORD_REQUIRED,
  DELETE_ACCOUNT_TOO_MANY_ATTEMPTS,
} from '@flowmind/core/contracts/account';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOGGLE_KEYS,
} from '@flowmind/core/contracts/notification-preferences';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { localDateIn } from '@flowmind/core/time';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { toCsv, type CsvValue } from './csv';
import {
  deleteAccountAndData,
  findAccountProfile,
  findFailedDeleteAttempts,
  findPasswordHash,
  findSignInMethods,
  findVoiceSettingsRow,
  listAllChatMessages,
  listAllJournalEntries,
  listAllMemoryFacts,
  listAllMoods,
  listAllPracticeCompletions,
  listAllPushDevices,
  listConversations,
  recordFailedDeleteAttempt,
} from './account.repository';

export interface AccountDeps {
  db: Database;
  /** The person's level, XP, streak and achievements (the progress module's, composed in app.ts). */
  progressOf: (userId: string) => Promise<ProgressOverview>;
  /** Whether coaches may remember things (the memory module's, composed in app.ts). */
  memoryEnabledOf: (userId: string) => Promise<boolean>;
  /** Checks a password against a stored hash the way sign-in does (better-auth's hasher). */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Deletes the person's generated speech audio, which is kept outside the database (the voice module's, composed in app.ts). */
  deleteStoredAudio: (userId: string) => Promise<void>;
}

const ACCOUNT_GONE = 'Your account no longer exists.';
const FAILED_DELETE_WINDOW_MS = 15 * 60_000;
const MAX_FAILED_DELETES = 5;

const iso = (value: Date) => value.toISOString();

/** Everything that is the person's, as one document: profile, settings, progress, moods, practices, chats. */
export async function buildAccountExport(deps: AccountDeps, userId: string): Promise<AccountExport> {
  const { db } = deps;
  const account = await findAccountProfile(db, userId);
  if (!account) throw notFound(ACCOUNT_GONE);
  const [
    signInMethods,
    voice,
    moods,
    completions,
    conversations,
    messages,
    progress,
    memoryFacts,
    memoryEnabled,
    journal,
    pushDevices,
  ] = await Promise.all([
    findSignInMethods(db, userId),
    findVoiceSettingsRow(db, userId),
    listAllMoods(db, userId),
    listAllPracticeCompletions(db, userId),
    listConversations(db, userId),
    listAllChatMessages(db, userId),
    deps.progressOf(userId),
    listAllMemoryFacts(db, userId),
    deps.memoryEnabledOf(userId),
    listAllJournalEntries(db, userId),
    listAllPushDevices(db, userId),
  ]);
  const { user } = account;
  const storedPreferences = user.notificationPreferences ?? {};

  return {
    format: 'flowmind-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: account.emailVerified,
      name: user.name,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      goals: user.primaryGoals,
      socials: user.socialMedia,
      coach: user.coachId && account.coachName ? { id: user.coachId, name: account.coachName } : null,
      ageRange: user.ageRange,
      lifeStage: user.lifeStage,
      stressSources: user.stressSources,
      preferredPracticeTime: user.preferredPracticeTime,
      experienceLevel: user.experienceLevel,
      communicationStyle: user.communicationStyle,
      timezone: user.timezone,
      country: user.country,
      onboardingCompleted: user.onboardingCompleted,
      onboardingData: user.onboardingData ?? null,
      signInMethods: signInMethods.map((method) => (method === 'credential' ? 'email and password' : method)),
      createdAt: iso(account.accountCreatedAt),
      updatedAt: iso(user.updatedAt),
    },
    notificationPreferences: Object.fromEntries(
      NOTIFICATION_TOGGLE_KEYS.map((key) => [
        key,
        typeof storedPreferences[key] === 'boolean'
          ? storedPreferences[key]
          : DEFAULT_NOTIFICATION_PREFERENCES[key],
      ]),
    ),
    voiceSettings: voice
      ? { voiceId: voice.voiceId, speed: voice.speed, volume: voice.volume, muted: voice.muted }
      : null,
    progress: {
      level: progress.stats.level,
      totalXP: progress.stats.totalXP,
      streakCount: progress.stats.streakCount,
      completedAchievements: progress.achievements
        .filter((achievement) => achievement.isCompleted)
        .map((achievement) => achievement.name),
    },
    moods: moods.map((mood) => ({
      id: mood.id,
      moodScore: mood.moodScore,
      energyLevel: mood.energyLevel,
      stressLevel: mood.stressLevel,
      notes: mood.notes,
      entryType: mood.entryType,
      localDate: mood.localDate,
      createdAt: iso(mood.createdAt),
    })),
    practiceCompletions: completions.map(({ completion, practiceName, category }) => ({
      id: completion.id,
      practiceId: completion.practiceId,
      practiceName,
      category,
      coachId: completion.coachId,
      completionDate: iso(completion.completionDate),
      localDate: completion.localDate,
      completionStatus: completion.completionStatus,
      durationActualMinutes: completion.durationActualMinutes,
      moodBefore: completion.moodBefore,
      moodAfter: completion.moodAfter,
      effectivenessRating: completion.effectivenessRating,
      difficultyRating: completion.difficultyRating,
      engagementRating: completion.engagementRating,
      wouldRepeat: completion.wouldRepeat,
      userNotes: completion.userNotes,
    })),
    conversations: conversations.map(({ conversation, coachName }) => ({
      id: conversation.id,
      coachId: conversation.coachId,
      coachName,
      createdAt: iso(conversation.createdAt),
      updatedAt: iso(conversation.updatedAt),
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          createdAt: iso(message.createdAt),
        })),
    })),
    coachMemory: {
      enabled: memoryEnabled,
      facts: memoryFacts.map(({ fact, coachName }) => ({
        id: fact.id,
        coachId: fact.coachId,
        coachName,
        kind: fact.kind,
        text: fact.text,
        practiceId: fact.practiceId,
        category: fact.category,
        createdAt: iso(fact.createdAt),
        updatedAt: iso(fact.updatedAt),
      })),
    },
    journal: journal.map((entry) => ({
      id: entry.id,
      text: entry.text,
      localDate: entry.localDate,
      createdAt: iso(entry.createdAt),
    })),
    pushDevices: pushDevices.map((device) => ({
      device: device.deviceLabel,
      createdAt: iso(device.createdAt),
      lastDeliveredAt: device.lastSuccessAt ? iso(device.lastSuccessAt) : null,
    })),
  };
}

/** The person's calendar date, for file names such as flowmind-moods-2026-11-22.csv. */
export async function exportDate(db: Database, userId: string): Promise<string> {
  const account = await findAccountProfile(db, userId);
  return localDateIn(account?.user.timezone ?? 'UTC');
}

/** One table of the export as CSV. */
export async function buildCsvExport(
  deps: AccountDeps,
  userId: string,
  file: ExportCsvFile,
): Promise<string> {
  const { db } = deps;
  switch (file) {
    case 'moods': {
      const moods = await listAllMoods(db, userId);
      return toCsv(
        ['date', 'created_at', 'mood_score', 'energy_level', 'stress_level', 'entry_type', 'notes'],
        moods.map((mood) => [
          mood.localDate,
          mood.createdAt,
          mood.moodScore,
          mood.energyLevel,
          mood.stressLevel,
          mood.entryType,
          mood.notes,
        ]),
      );
    }
    case 'practices': {
      const completions = await listAllPracticeCompletions(db, userId);
      return toCsv(
        [
          'date',
          'completed_at',
          'practice',
          'category',
          'status',
          'duration_minutes',
          'mood_before',
          'mood_after',
          'effectiveness_rating',
          'difficulty_rating',
          'engagement_rating',
          'would_repeat',
          'notes',
        ],
        completions.map(({ completion, practiceName, category }) => [
          completion.localDate,
          completion.completionDate,
          practiceName,
          category,
          completion.completionStatus,
          completion.durationActualMinutes,
          completion.moodBefore,
          completion.moodAfter,
          completion.effectivenessRating,
          completion.difficultyRating,
          completion.engagementRating,
          completion.wouldRepeat,
          completion.userNotes,
        ]),
      );
    }
    case 'chats': {
      const [conversations, messages] = await Promise.all([
        listConversations(db, userId),
        listAllChatMessages(db, userId),
      ]);
      const coachOf = new Map(
        conversations.map(({ conversation, coachName }) => [conversation.id, coachName]),
      );
      return toCsv(
        ['conversation_id', 'coach', 'sent_at', 'sender', 'message'],
        messages.map((message) => [
          message.conversationId,
          coachOf.get(message.conversationId) ?? '',
          message.createdAt,
          message.role === 'user' ? 'you' : 'coach',
          message.content,
        ]),
      );
    }
    case 'memory': {
      const facts = await listAllMemoryFacts(db, userId);
      return toCsv(
        ['coach', 'kind', 'text', 'practice_id', 'category', 'created_at', 'updated_at'],
        facts.map(({ fact, coachName }) => [
          coachName,
          fact.kind,
          fact.text,
          fact.practiceId,
          fact.category,
          fact.createdAt,
          fact.updatedAt,
        ]),
      );
    }
    case 'journal': {
      const entries = await listAllJournalEntries(db, userId);
      return toCsv(
        ['written_on', 'text', 'created_at'],
        entries.map((entry) => [entry.localDate, entry.text, entry.createdAt]),
      );
    }
    case 'profile': {
      const document = await buildAccountExport(deps, userId);
      const { profile } = document;
      const rows: Array<[string, CsvValue]> = [
        ['email', profile.email],
        ['first_name', profile.firstName],
        ['last_name', profile.lastName],
        ['goals', profile.goals.join('; ')],
        ['social_links', profile.socials.join('; ')],
        ['coach', profile.coach?.name ?? ''],
        ['age_range', profile.ageRange],
        ['life_stage', profile.lifeStage],
        ['stress_sources', profile.stressSources.join('; ')],
        ['preferred_practice_time', profile.preferredPracticeTime],
        ['experience_level', profile.experienceLevel],
        ['communication_style', profile.communicationStyle],
        ['timezone', profile.timezone],
        ['country', profile.country],
        ['onboarding_completed', profile.onboardingCompleted],
        ['sign_in_methods', profile.signInMethods.join('; ')],
        ['member_since', profile.createdAt],
        ...Object.entries(document.notificationPreferences).map(([key, value]): [string, CsvValue] => [
          `notifications.${key}`,
          value,
        ]),
        ['voice.voice_id', document.voiceSettings?.voiceId],
        ['voice.speed', document.voiceSettings?.speed],
        ['voice.volume', document.voiceSettings?.volume],
        ['voice.muted', document.voiceSettings?.muted],
        ['coach_memory.enabled', document.coachMemory.enabled],
        ['progress.level', document.progress.level],
        ['progress.total_xp', document.progress.totalXP],
        ['progress.streak', document.progress.streakCount],
        ['progress.achievements', document.progress.completedAchievements.join('; ')],
      ];
      return toCsv(['field', 'value'], rows);
    }
  }
}

/**
 * Deletes the account after confirming it is the person: their current password, or, for an account that
 * has none (Google sign-in), the confirmation phrase typed exactly. Wrong passwords are counted per person
 * and refused for a while after several, so a borrowed session cannot guess its way to deleting an account.
 */
export async function deleteAccount(
  deps: AccountDeps,
  userId: string,
  input: DeleteAccountInput,
): Promise<void> {
  const { db } = deps;
  const hash = await findPasswordHash(db, userId);
  if (hash) {
    if (!input.password) throw new HttpError(400, 'password_required', DELETE_ACCOUNT_PASSWORD_REQUIRED);
    const failures = await findFailedDeleteAttempts(db, userId, FAILED_DELETE_WINDOW_MS);
    if (failures.count >= MAX_FAILED_DELETES) {
      // Retry-After tells the app (and any client) when the window ends, as every other 429 does.
      throw new HttpError(429, 'too_many_attempts', DELETE_ACCOUNT_TOO_MANY_ATTEMPTS, {
        retryAfterSeconds: failures.retryAfterSeconds,
      });
    }
    if (!(await deps.verifyPassword(hash, input.password))) {
      await recordFailedDeleteAttempt(db, userId, FAILED_DELETE_WINDOW_MS);
      throw new HttpError(403, 'invalid_password', DELETE_ACCOUNT_PASSWORD_INCORRECT);
    }
  } else if (input.confirmation?.trim() !== DELETE_ACCOUNT_CONFIRMATION_PHRASE) {
    throw new HttpError(400, 'confirmation_required', DELETE_ACCOUNT_CONFIRMATION_REQUIRED);
  }
  // The audio first, so a storage failure leaves the account in place to try again; and once more after,
  // for audio a request in flight stored meanwhile (none can be stored once the account is gone).
  await deps.deleteStoredAudio(userId);
  if (!(await deleteAccountAndData(db, userId))) throw notFound(ACCOUNT_GONE);
  await deps.deleteStoredAudio(userId);
}
