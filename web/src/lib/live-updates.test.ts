import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from './live-updates';

function clientWith(keys: string[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const isStale = (queryClient: QueryClient, key: string[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('applyLiveEvent', () => {
  it('marks what a completion changed as stale and leaves the rest', () => {
    const queryClient = clientWith([
      ['practice-completions', 'today'],
      ['mood', 'history', '14'],
      ['progress'],
      ['practices', 'list'],
      ['me'],
    ]);
    applyLiveEvent(queryClient, 'practice_completed');
    expect(isStale(queryClient, ['practice-completions', 'today'])).toBe(true);
    expect(isStale(queryClient, ['mood', 'history', '14'])).toBe(true);
    expect(isStale(queryClient, ['progress'])).toBe(true);
    expect(isStale(queryClient, ['practices', 'list'])).toBe(false);
    expect(isStale(queryClient, ['me'])).toBe(false);
  });

  it('refreshes the profile on a profile change and nothing about moods', () => {
    const queryClient = clientWith([['me'], ['mood', 'today']]);
    applyLiveEvent(queryClient, 'profile_changed');
    expect(isStale(queryClient, ['me'])).toBe(true);
    expect(isStale(queryClient, ['mood', 'today'])).toBe(false);
  });

  it('refreshes moods and progress when a mood is logged', () => {
    const queryClient = clientWith([['mood', 'today'], ['progress'], ['practice-completions', 'today']]);
    applyLiveEvent(queryClient, 'mood_logged');
    expect(isStale(queryClient, ['mood', 'today'])).toBe(true);
    expect(isStale(queryClient, ['progress'])).toBe(true);
    expect(isStale(queryClient, ['practice-completions', 'today'])).toBe(false);
  });
});
