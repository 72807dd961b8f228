import { z } from 'zod';

import { DELETE_ACCOUNT_CONFIRMATION_PHRASE } from '../account';

export { DELETE_ACCOUNT_CONFIRMATION_PHRASE };

export const DELETE_ACCOUNT_PASSWORD_REQUIRED = 'Enter your password to delete your account.';
export const DELETE_ACCOUNT_PASSWORD_INCORRECT =
  'That password is not correct. Your account was not deleted.';
export const DELETE_ACCOUNT_CONFIRMATION_REQUIRED = `Type ${DELETE_ACCOUNT_CONFIRMATION_PHRASE} to confirm deleting your account.`;
export const DELETE_ACCOUNT_TOO_MANY_ATTEMPTS =
  'Too many incorrect attempts. Please wait a few minutes and try again.';

/**
 * DELETE /api/v1/account: the current password, or for an account without one (Google sign-in) the
 * confirmation phrase typed exactly.
 */
export const DeleteAccountInput = z
  .object({
    password: z.string({ error: DELETE_ACCOUNT_PASSWORD_REQUIRED }).max(128).optional(),
    confirmation: z.string({ error: DELETE_ACCOUNT_CONFIRMATION_REQUIRED }).max(100).optional(),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

export const DeleteAccountResult = z.object({ deleted: z.literal(true) });

const ExportedMood = z.object({
  id: z.string(),
  moodScore: z.number().int(),
  energyLevel: z.number().int(),
  stressLevel: z.number().int(),
  notes: z.string().nullable(),
  entryType: z.string(),
  localDate: z.string(),
  createdAt: z.string(),
});

const ExportedPracticeCompletion = z.object({
  id: z.string(),
  practiceId: z.string(),
  practiceName: z.string(),
  category: z.string(),
  coachId: z.string().nullable(),
  completionDate: z.string(),
  localDate: z.string(),
  completionStatus: z.string(),
  durationActualMinutes: z.number().int().nullable(),
  moodBefore: z.number().int().nullable(),
  moodAfter: z.number().int().nullable(),
  effectivenessRating: z.number().int().nullable(),
  difficultyRating: z.number().int().nullable(),
  engagementRating: z.number().int().nullable(),
  wouldRepeat: z.boolean().nullable(),
  userNotes: z.string().nullable(),
});

const ExportedChatMessage = z.object({
  id: z.string(),
  role: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

const ExportedConversation = z.object({
  id: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(ExportedChatMessage),
});

const ExportedMemoryFact = z.object({
  id: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  kind: z.string(),
  text: z.string(),
  practiceId: z.string().nullable(),
  category: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Everything that is the person's, in one JSON document (GET /api/v1/account/export). */
export const AccountExport = z.object({
  format: z.literal('flowmind-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    goals: z.array(z.string()),
    socials: z.array(z.string()),
    coach: z.object({ id: z.string(), name: z.string() }).nullable(),
    ageRange: z.number().int().nullable(),
    lifeStage: z.string().nullable(),
    stressSources: z.array(z.string()),
    preferredPracticeTime: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    communicationStyle: z.string().nullable(),
    timezone: z.string(),
    /** ISO 3166-1 alpha-2, or null when not chosen. */
    country: z.string().nullable(),
    onboardingCompleted: z.boolean(),
    onboardingData: z.unknown(),
    signInMethods: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  notificationPreferences: z.record(z.string(), z.boolean()),
  voiceSettings: z
    .object({ voiceId: z.string(), speed: z.number(), volume: z.number(), muted: z.boolean() })
    .nullable(),
  progress: z.object({
    level: z.number().int(),
    totalXP: z.number().int(),
    streakCount: z.number().int(),
    completedAchievements: z.array(z.string()),
  }),
  moods: z.array(ExportedMood),
  practiceCompletions: z.array(ExportedPracticeCompletion),
  conversations: z.array(ExportedConversation),
  /** What coaches remember from the conversations, and whether they may (memory on or off). */
  coachMemory: z.object({ enabled: z.boolean(), facts: z.array(ExportedMemoryFact) }),
  /** What the person wrote in the Gratitude Journal practice, newest first. */
  journal: z.array(
    z.object({ id: z.string(), text: z.string(), localDate: z.string(), createdAt: z.string() }),
  ),
  /** Devices push reminders are turned on for: what the device is and when (never its push keys). */
  pushDevices: z.array(
    z.object({ device: z.string(), createdAt: z.string(), lastDeliveredAt: z.string().nullable() }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;

export { EXPORT_CSV_FILES, type ExportCsvFile } from '../account';
