import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { StatsHeader } from './StatsHeader';

afterEach(cleanup);

const stats: ProgressOverview['stats'] = {
  level: 2,
  totalXP: 130,
  xpProgress: 30,
  xpToNextLevel: 70,
  streakCount: 6,
  streakAtRisk: false,
  restDayUsedOn: null,
  restDayAvailable: false,
  recentRestDays: [],
};

function renderWith(overrides: Partial<typeof stats>) {
  render(
    <StatsHeader
      stats={{ ...stats, ...overrides }}
      isPending={false}
      error={null}
      onRetry={() => undefined}
      retrying={false}
    />,
  );
  return document.body.textContent ?? '';
}

describe('StatsHeader streak', () => {
  it('shows a streak kept yesterday as alive this morning, and says what keeps it', () => {
    const text = renderWith({ streakAtRisk: true });
    expect(text).toMatch(/Streak\s*6\s*days/);
    expect(screen.getByText('Keep your 6-day streak going today.')).toBeTruthy();
  });

  it('asks for today’s check-in when a one-day streak is at risk', () => {
    renderWith({ streakCount: 1, streakAtRisk: true });
    expect(screen.getByText('Check in or practise today to keep your streak.')).toBeTruthy();
  });

  it('cheers a streak that includes today, and invites a start when there is none', () => {
    renderWith({ streakAtRisk: false });
    expect(screen.getByText('Keep it going!')).toBeTruthy();
    cleanup();
    renderWith({ streakCount: 0 });
    expect(screen.getByText('Check in or practise today to start one.')).toBeTruthy();
  });
});

describe('StatsHeader rest days', () => {
  it('says a rest day is ready while none has been spent this week', () => {
    renderWith({ restDayAvailable: true });
    expect(screen.getByText('A rest day is ready if you miss a day.')).toBeTruthy();
  });

  it('names the rest day the streak spent and says the streak is safe', () => {
    renderWith({ restDayUsedOn: '2026-11-24', recentRestDays: ['2026-11-24'] });
    expect(screen.getByText('Rest day used on Tue, Nov 24. Your streak is safe.')).toBeTruthy();
    expect(screen.queryByText('A rest day is ready if you miss a day.')).toBeNull();
  });

  it('names yesterday as the rest day while the streak waits for today’s entry', () => {
    renderWith({ streakAtRisk: true, restDayUsedOn: '2026-11-24' });
    expect(screen.getByText('Keep your 6-day streak going today.')).toBeTruthy();
    expect(screen.getByText('Tue, Nov 24 was a rest day.')).toBeTruthy();
  });

  it('lists the recent rest days, newest first, as calendar days', () => {
    renderWith({ recentRestDays: ['2026-11-24', '2026-11-17', '2026-01-01'] });
    expect(screen.getByText('Rest days: Tue, Nov 24 · Tue, Nov 17 · Thu, Jan 1')).toBeTruthy();
  });

  it('says nothing about rest days without a streak or a rest day to offer', () => {
    const withoutStreak = renderWith({ streakCount: 0, restDayAvailable: true });
    expect(withoutStreak).not.toMatch(/rest day/i);
    cleanup();
    const noneFree = renderWith({ restDayAvailable: false });
    expect(noneFree).not.toMatch(/rest day/i);
  });
});
