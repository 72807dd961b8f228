import type { DefaultError, Mutation, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app. Keys are hierarchical: a family's `all` is the prefix of each of its keys, so
 * invalidating `all` reaches every query of the family (e.g. every mood history, whatever its range).
 * Queries, mutations and invalidations take their keys from here and never spell an array inline, so a
 * write can name exactly what it makes stale.
 */
export const queryKeys = {
  config: ['config'],
  me: ['me'],
  profile: {
    all: ['profile'],
    details: ['profile', 'details'],
  },
  coaches: {
    all: ['coaches'],
    list: ['coaches', 'list'],
    detail: (coachId: string) => ['coaches', 'detail', coachId] as const,
  },
  mood: {
    all: ['mood'],
    today: ['mood', 'today'],
    history: (days: number) => ['mood', 'history', days] as const,
    stats: (days: number) => ['mood', 'stats', days] as const,
  },
  practices: {
    all: ['practices'],
    list: ['practices', 'all'],
    categories: ['practices', 'categories'],
    /** Keyed by the coach, so choosing another coach shows their practices rather than the cached ones. */
    recommended: (coachId: string | null) => ['practices', 'recommended', coachId] as const,
    detail: (practiceId: string) => ['practices', 'detail', practiceId] as const,
  },
  practiceCompletions: {
    all: ['practice-completions'],
    /** Today's completions: what the plan ticks off. */
    today: ['practice-completions', 'today'],
    recent: (days: number) => ['practice-completions', 'recent', days] as const,
    summary: (days: number) => ['practice-completions', 'summary', days] as const,
    /**
     * Today's plan: what was done today and how it went shape it, so it sits with the completions and
     * refreshes with them. Keyed by the coach whose practices it picks from.
     */
    plan: (coachId: string | null) => ['practice-completions', 'plan', coachId] as const,
    /** What helps me: it changes only with a completion, so it sits with them and refreshes with them. */
    insights: ['practice-completions', 'insights'],
  },
  progress: {
    all: ['progress'],
    overview: ['progress', 'overview'],
  },
  chat: {
    all: ['chat'],
    history: (coachId: string) => ['chat', 'history', coachId] as const,
  },
  coachMemory: {
    all: ['coach-memory'],
    ofCoach: (coachId: string) => ['coach-memory', coachId] as const,
  },
  notificationPreferences: {
    all: ['notification-preferences'],
  },
  journal: {
    all: ['journal'],
  },
  push: {
    all: ['push'],
    /** Whether this browser gets the person's push reminders (its subscription, and the server's word). */
    thisDevice: ['push', 'this-device'],
  },
  voice: {
    all: ['voice'],
    settings: ['voice', 'settings'],
    health: ['voice', 'health'],
    voices: ['voice', 'voices'],
  },
} as const;

/**
 * The kinds of change a write makes. They are also the event types of the server's live stream
 * (GET /api/v1/events, raised by database triggers), so a change reported by another tab or device and the
 * same change made in this tab refresh the same data.
 */
export type ChangeKind = 'mood_logged' | 'practice_completed' | 'profile_changed';

/**
 * What each kind of change makes stale: the one mapping used both after this tab's own writes and for live
 * events. A completion also logs the done screen's mood, and moods and completions both move XP, streaks
 * and achievements (progress); the plan's ticks are today's completions. The users row also holds the
 * coach and the notification toggles, so their change arrives as a profile change.
 */
export const STALE_AFTER: Record<ChangeKind, readonly QueryKey[]> = {
  mood_logged: [queryKeys.mood.all, queryKeys.progress.all],
  practice_completed: [queryKeys.practiceCompletions.all, queryKeys.mood.all, queryKeys.progress.all],
  profile_changed: [
    queryKeys.me,
    queryKeys.profile.all,
    queryKeys.coaches.all,
    queryKeys.notificationPreferences.all,
  ],
};

/** Marks what the changes made stale; screens showing it refetch, the rest refetch when next shown. */
export function invalidateAfter(queryClient: QueryClient, changes: readonly ChangeKind[]): Promise<void> {
  const keys = new Set(changes.flatMap((change) => STALE_AFTER[change]));
  return Promise.all([...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The kinds of change the write makes; see `invalidatesAfter`. */
      changes?: readonly ChangeKind[];
    };
  }
}

/**
 * Options for a mutation that makes `changes`: once it succeeds, what they made stale is invalidated. The
 * changes are also named on the mutation, so that while it is under way the live stream's report of the
 * same kind of change can be left to it (see `writesUnderWay`).
 */
export function invalidatesAfter(queryClient: QueryClient, ...changes: ChangeKind[]) {
  return {
    meta: { changes },
    onSettled: (_data: unknown, error: DefaultError | null) => {
      // Not awaited: the mutation must count as done as soon as the invalidation has started, or a report
      // arriving during the refetch would be taken as covered by it (see `writesUnderWay`).
      if (error === null) void invalidateAfter(queryClient, changes);
    },
  };
}

/**
 * This tab's writes of this kind of change that are under way. Each invalidates after the server answered,
 * which is after any change already reported had been saved: a report arriving meanwhile (the write's own
 * echo, or another tab's change) is covered once one of them succeeds.
 */
export function writesUnderWay(queryClient: QueryClient, change: ChangeKind): Mutation[] {
  return queryClient.getMutationCache().findAll({
    status: 'pending',
    predicate: (mutation) => mutation.options.meta?.changes?.includes(change) ?? false,
  });
}

/** Resolves once none of the mutations is under way any more (settled, or dropped from the cache). */
export function whenSettled(queryClient: QueryClient, mutations: readonly Mutation[]): Promise<void> {
  const cache = queryClient.getMutationCache();
  const settled = () =>
    mutations.every((mutation) => mutation.state.status !== 'pending' || !cache.getAll().includes(mutation));
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = cache.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
