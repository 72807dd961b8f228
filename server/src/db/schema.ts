import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The person a row is about: it goes with their profile. */
export const personRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The coach a row is about: it goes with the coach. */
export const coachRef = () =>
  uuid('coach_id')
    .notNull()
    .references(() => coaches.id, { onDelete: 'cascade' });
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// ---------------------------------------------------------------------------------------------
// better-auth's tables (names and columns mapped in server/src/auth/auth.ts)
// ---------------------------------------------------------------------------------------------

export const authUsers = pgTable('auth_users', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('auth_accounts_user_id_idx').on(table.userId),
    uniqueIndex('auth_accounts_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: uuid('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Product tables (spec names)
// ---------------------------------------------------------------------------------------------

export const coaches = pgTable(
  'coaches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    specialization: text('specialization').notNull(),
    description: text('description').notNull(),
    expertiseAreas: textArray('expertise_areas'),
    personality: text('personality').notNull(),
    voiceId: text('voice_id').notNull(),
    style: text('style').notNull(),
    traits: textArray('traits'),
    avatarConfig: jsonb('avatar_config').$type<{ image_url: string }>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('coaches_name_idx').on(table.name),
    check(
      'coaches_personality_check',
      sql`${table.personality} in ('calm_wise', 'energetic_motivator', 'warm_professional', 'creative_inspirational')`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    coachId: uuid('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    primaryGoals: textArray('primary_goals'),
    ageRange: integer('age_range'),
    lifeStage: text('life_stage'),
    stressSources: textArray('stress_sources'),
    preferredPracticeTime: text('preferred_practice_time'),
    experienceLevel: text('experience_level'),
    communicationStyle: text('communication_style'),
    personalityType: text('personality_type'),
    avatarPreference: text('avatar_preference'),
    timezone: text('timezone').notNull().default('UTC'),
    /** ISO 3166-1 alpha-2 country the person chose on their profile (crisis lines follow it); null = not set. */
    country: text('country'),
    onboardingData: jsonb('onboarding_data'),
    socialMedia: textArray('social_media'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /**
     * Notification preferences (core/src/contracts/notification-preferences.ts); a setting missing here
     * reads as its default, so the column default keeps the spec's four toggles.
     */
    notificationPreferences: jsonb('notification_preferences')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({
        dailyReminders: true,
        communityMessages: true,
        moodCheckReminders: true,
        circleMeetingReminders: true,
      }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_coach_id_idx').on(table.coachId),
    // The reminder scan reads people by time zone, one zone whose reminder time has come at a time.
    index('users_timezone_idx').on(table.timezone),
    check('users_age_range_check', sql`${table.ageRange} is null or ${table.ageRange} between 18 and 120`),
    check('users_country_check', sql`${table.country} is null or ${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const practiceCategories = pgTable('practice_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

export const practices = pgTable(
  'practices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    coachId: uuid('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => practiceCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(5),
    difficultyLevel: text('difficulty_level').notNull().default('beginner'),
    stepByStepGuide: jsonb('step_by_step_guide'),
    targetGoals: textArray('target_goals'),
    moodTargets: textArray('mood_targets'),
    stressTypes: textArray('stress_types'),
    neuroscienceExplanation: text('neuroscience_explanation'),
    successMetrics: textArray('success_metrics'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('practices_coach_id_idx').on(table.coachId),
    index('practices_category_id_idx').on(table.categoryId),
    index('practices_name_idx').on(table.name),
    check('practices_duration_check', sql`${table.durationMinutes} between 1 and 180`),
    check(
      'practices_difficulty_check',
      sql`${table.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`,
    ),
  ],
);

export const practiceTags = pgTable(
  'practice_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
    tagType: text('tag_type').notNull(),
    weight: real('weight').notNull().default(1),
  },
  (table) => [
    uniqueIndex('practice_tags_practice_tag_idx').on(table.practiceId, table.tagType, table.tagName),
    index('practice_tags_name_idx').on(table.tagName),
  ],
);

const rating = (name: string) => integer(name);

export const practiceEffectiveness = pgTable(
  'practice_effectiveness',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    completionDate: timestamp('completion_date', { withTimezone: true }).notNull().defaultNow(),
    /** The person's calendar day of the completion, in their time zone: one completion per practice per day. */
    localDate: date('local_date').notNull(),
    completionStatus: text('completion_status').notNull().default('completed'),
    durationActualMinutes: integer('duration_actual_minutes'),
    moodBefore: rating('mood_before'),
    moodAfter: rating('mood_after'),
    effectivenessRating: rating('effectiveness_rating'),
    difficultyRating: rating('difficulty_rating'),
    engagementRating: rating('engagement_rating'),
    wouldRepeat: boolean('would_repeat'),
    userNotes: text('user_notes'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('practice_effectiveness_daily_idx').on(table.userId, table.practiceId, table.localDate),
    index('practice_effectiveness_user_date_idx').on(table.userId, table.completionDate),
    check(
      'practice_effectiveness_ratings_check',
      sql`(${table.moodBefore} is null or ${table.moodBefore} between 1 and 10)
        and (${table.moodAfter} is null or ${table.moodAfter} between 1 and 10)
        and (${table.effectivenessRating} is null or ${table.effectivenessRating} between 1 and 10)
        and (${table.difficultyRating} is null or ${table.difficultyRating} between 1 and 10)
        and (${table.engagementRating} is null or ${table.engagementRating} between 1 and 10)`,
    ),
    check(
      'practice_effectiveness_duration_check',
      sql`${table.durationActualMinutes} is null or ${table.durationActualMinutes} between 0 and 1440`,
    ),
  ],
);

/**
 * The answer given to each practice completion sent with an Idempotency-Key (decision 0024): a copy of
 * the request gets it again and writes nothing. A key may name a completion it did not create (the same
 * practice again that day), so the key is kept here rather than on the completion. `fingerprint` is the
 * request's content, to refuse the key with another body.
 */
export const practiceCompletionRequests = pgTable(
  'practice_completion_requests',
  {
    userId: personRef(),
    requestId: uuid('request_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    completionId: uuid('completion_id').references(() => practiceEffectiveness.id, { onDelete: 'cascade' }),
    created: boolean('created').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestId] })],
);

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    moodScore: integer('mood_score').notNull(),
    energyLevel: integer('energy_level').notNull(),
    stressLevel: integer('stress_level').notNull(),
    notes: text('notes'),
    entryType: text('entry_type').notNull().default('daily'),
    localDate: date('local_date').notNull(),
    createdAt: createdAt(),
    /**
     * The Idempotency-Key of the request that wrote the entry (decision 0024): a copy of that request
     * finds the entry instead of writing another. Null for entries written without one.
     */
    clientRequestId: uuid('client_request_id'),
  },
  (table) => [
    index('mood_entries_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('mood_entries_user_request_idx').on(table.userId, table.clientRequestId),
    // The check-ins of one person's day, counted when a new one arrives (only the first few earn XP).
    index('mood_entries_user_local_date_idx').on(table.userId, table.localDate),
    check('mood_entries_mood_check', sql`${table.moodScore} between 1 and 10`),
    check('mood_entries_energy_check', sql`${table.energyLevel} between 1 and 10`),
    check('mood_entries_stress_check', sql`${table.stressLevel} between 1 and 10`),
  ],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    coachId: coachRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('chat_conversations_user_coach_idx').on(table.userId, table.coachId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: personRef(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    agentResponse: jsonb('agent_response'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_conversation_created_idx').on(table.conversationId, table.createdAt),
    check('chat_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    requirementType: text('requirement_type').notNull(),
    requirementValue: integer('requirement_value').notNull(),
    xpReward: integer('xp_reward').notNull(),
    icon: text('icon').notNull().default('award'),
  },
  (table) => [
    check(
      'achievements_category_check',
      sql`${table.category} in ('mood', 'practice', 'streak', 'category')`,
    ),
    check('achievements_requirement_check', sql`${table.requirementValue} > 0 and ${table.xpReward} >= 0`),
  ],
);

/**
 * Running totals per person, kept by triggers on mood_entries and practice_effectiveness (migration
 * 0002), so XP, streaks and achievements cost the same for a newcomer and a five-year member.
 */
export const userProgress = pgTable('user_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  moodCount: integer('mood_count').notNull().default(0),
  highMoodCount: integer('high_mood_count').notNull().default(0),
  rewardedMoodCount: integer('rewarded_mood_count').notNull().default(0),
  rewardedHighMoodCount: integer('rewarded_high_mood_count').notNull().default(0),
  practiceCount: integer('practice_count').notNull().default(0),
  highRatingCount: integer('high_rating_count').notNull().default(0),
  categoryCounts: jsonb('category_counts').$type<Record<string, number>>().notNull().default({}),
  moodLastDate: date('mood_last_date'),
  moodRun: integer('mood_run').notNull().default(0),
  moodBest: integer('mood_best').notNull().default(0),
  practiceLastDate: date('practice_last_date'),
  practiceRun: integer('practice_run').notNull().default(0),
  practiceBest: integer('practice_best').notNull().default(0),
  activityLastDate: date('activity_last_date'),
  activityRun: integer('activity_run').notNull().default(0),
  activityBest: integer('activity_best').notNull().default(0),
  // The last rest day each streak spent: one missed day per 7 is kept (decision 0018).
  moodRestDate: date('mood_rest_date'),
  practiceRestDate: date('practice_rest_date'),
  activityRestDate: date('activity_rest_date'),
  updatedAt: updatedAt(),
});

/**
 * The rest days a person's streaks have spent, one row per streak and missed day, written by the same
 * triggers as user_progress (migration 0013) so the progress screen can show the recent ones.
 */
export const streakRestDays = pgTable(
  'streak_rest_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    streak: text('streak').notNull(),
    localDate: date('local_date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('streak_rest_days_user_streak_date_idx').on(table.userId, table.streak, table.localDate),
    check('streak_rest_days_streak_check', sql`${table.streak} in ('mood', 'practice', 'activity')`),
  ],
);

/** Which version of the seed data a database holds, so seeding runs once per version. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
