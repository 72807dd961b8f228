import { describe, expect, it } from 'vitest';
import { invalidateAfter, queryKeys, whenSettled, writesUnderWay } from './query-keys';
import { clientWith, isStale, pendingWrite } from './query-test-support';

describe('queryKeys', () => {
  it('puts every key of a family under its prefix', () => {
    expect(queryKeys.mood.history(14).slice(0, 1)).toEqual(queryKeys.mood.all);
    expect(queryKeys.mood.today.slice(0, 1)).toEqual(queryKeys.mood.all);
    expect(queryKeys.practiceCompletions.today.slice(0, 1)).toEqual(queryKeys.practiceCompletions.all);
    expect(queryKeys.practices.recommended(null).slice(0, 1)).toEqual(queryKeys.practices.all);
  });
});

describe('invalidateAfter', () => {
  it('marks the queries of every kind of change given, and leaves the rest', async () => {
    const queryClient = clientWith([
      queryKeys.mood.today,
      queryKeys.practiceCompletions.today,
      queryKeys.progress.overview,
      queryKeys.me,
      queryKeys.practices.list,
    ]);
    await invalidateAfter(queryClient, ['mood_logged', 'profile_changed']);
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(true);
    expect(isStale(queryClient, queryKeys.progress.overview)).toBe(true);
    expect(isStale(queryClient, queryKeys.me)).toBe(true);
    expect(isStale(queryClient, queryKeys.practiceCompletions.today)).toBe(false);
    expect(isStale(queryClient, queryKeys.practices.list)).toBe(false);
  });
});

describe('invalidatesAfter', () => {
  it('invalidates what the write changed once it succeeds, and counts it as under way until then', async () => {
    const queryClient = clientWith([queryKeys.practiceCompletions.today, queryKeys.mood.history(14)]);
    const write = pendingWrite(queryClient, 'practice_completed', 'mood_logged');
    await write.started;
    expect(writesUnderWay(queryClient, 'practice_completed')).toHaveLength(1);
    expect(writesUnderWay(queryClient, 'mood_logged')).toHaveLength(1);
    expect(writesUnderWay(queryClient, 'profile_changed')).toHaveLength(0);
    expect(isStale(queryClient, queryKeys.practiceCompletions.today)).toBe(false);

    const settled = whenSettled(queryClient, writesUnderWay(queryClient, 'mood_logged'));
    write.answer().resolve();
    await settled;
    // Invalidated before the write counts as done, so whoever waited for it finds the refresh started.
    expect(isStale(queryClient, queryKeys.practiceCompletions.today)).toBe(true);
    expect(isStale(queryClient, queryKeys.mood.history(14))).toBe(true);
    await write.done;
    expect(writesUnderWay(queryClient, 'practice_completed')).toHaveLength(0);
  });

  it('invalidates nothing when the write fails', async () => {
    const queryClient = clientWith([queryKeys.me]);
    const write = pendingWrite(queryClient, 'profile_changed');
    await write.started;
    write.answer().reject(new Error('Your session has expired.'));
    await write.done;
    expect(writesUnderWay(queryClient, 'profile_changed')).toHaveLength(0);
    expect(isStale(queryClient, queryKeys.me)).toBe(false);
  });
});
