import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatsHeader } from './StatsHeader';

afterEach(cleanup);

const stats = {
  level: 2,
  totalXP: 130,
  xpProgress: 30,
  xpToNextLevel: 70,
  streakCount: 6,
  streakAtRisk: false,
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
