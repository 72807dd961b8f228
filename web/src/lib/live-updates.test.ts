import { describe, expect, it } from 'vitest';
import { applyLiveEvent } from './live-updates';
import { queryKeys } from './query-keys';
import { clientWith, isStale, pendingWrite } from './query-test-support';

describe('applyLiveEvent', () => {
  it('marks what a completion changed as stale and leaves the rest', () => {
    const queryClient = clientWith([
      queryKeys.practiceCompletions.today,
      queryKeys.mood.history(14),
      queryKeys.progress.overview,
      queryKeys.practices.list,
      queryKeys.me,
    ]);
    applyLiveEvent(queryClient, 'practice_completed');
    expect(isStale(queryClient, queryKeys.practiceCompletions.today)).toBe(true);
    expect(isStale(queryClient, queryKeys.mood.history(14))).toBe(true);
    expect(isStale(queryClient, queryKeys.progress.overview)).toBe(true);
    expect(isStale(queryClient, queryKeys.practices.list)).toBe(false);
    expect(isStale(queryClient, queryKeys.me)).toBe(false);
  });

  it('refreshes the profile on a profile change and nothing about moods', () => {
    const queryClient = clientWith([queryKeys.me, queryKeys.mood.today]);
    applyLiveEvent(queryClient, 'profile_changed');
    expect(isStale(queryClient, queryKeys.me)).toBe(true);
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(false);
  });

  it('refreshes moods and progress when a mood is logged', () => {
    const queryClient = clientWith([
      queryKeys.mood.today,
      queryKeys.progress.overview,
      queryKeys.practiceCompletions.today,
    ]);
    applyLiveEvent(queryClient, 'mood_logged');
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(true);
    expect(isStale(queryClient, queryKeys.progress.overview)).toBe(true);
    expect(isStale(queryClient, queryKeys.practiceCompletions.today)).toBe(false);
  });

  it("leaves a report to this tab's write of the same kind while it is under way", async () => {
    const queryClient = clientWith([queryKeys.mood.today, queryKeys.me]);
    // This tab logging a mood, answered when the test says so.
    const write = pendingWrite(queryClient, 'mood_logged');
    await write.started;

    // The write's own echo (or another tab's mood) arrives before the answer: the write will cover it.
    applyLiveEvent(queryClient, 'mood_logged');
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(false);
    // Other kinds of change are not the write's to cover.
    applyLiveEvent(queryClient, 'profile_changed');
    expect(isStale(queryClient, queryKeys.me)).toBe(true);

    write.answer().resolve();
    await write.done;
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(true);

    // Once the write has settled, reports refresh by themselves again.
    queryClient.setQueryData(queryKeys.mood.today, { cached: true });
    applyLiveEvent(queryClient, 'mood_logged');
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(true);
  });

  it('refreshes for a report it left to a write that then failed', async () => {
    const queryClient = clientWith([queryKeys.mood.today]);
    // This tab logging a mood, answered when the test says so.
    const write = pendingWrite(queryClient, 'mood_logged');
    await write.started;
    applyLiveEvent(queryClient, 'mood_logged');
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(false);

    write.answer().reject(new Error('Failed to fetch'));
    await write.done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isStale(queryClient, queryKeys.mood.today)).toBe(true);
  });
});
