import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PracticeInsights } from '@flowmind/core/contracts/insights';
import { formatMoodChange, WhatHelpsYou } from './WhatHelpsYou';

afterEach(cleanup);

const nothingYet: PracticeInsights = {
  practices: [],
  categories: [],
  best_time_of_day: null,
  measured_sessions: 0,
};

const some: PracticeInsights = {
  practices: [
    {
      practice_id: 'p1',
      practice_name: 'Box Breathing',
      category_name: 'Breathwork',
      sessions: 5,
      average_mood_change: 1.8,
      average_rating: 8.5,
      rated_sessions: 2,
      sentence: 'Box Breathing lifts your mood by 1.8 points on average over 5 sessions.',
    },
    {
      practice_id: 'p2',
      practice_name: 'Body Scan',
      category_name: 'Mindfulness',
      sessions: 4,
      average_mood_change: 0,
      average_rating: null,
      rated_sessions: 0,
      sentence: 'Body Scan has not changed your mood on average over 4 sessions.',
    },
    {
      practice_id: 'p3',
      practice_name: 'Mindful Walking',
      category_name: 'Mindfulness',
      sessions: 3,
      average_mood_change: -0.5,
      average_rating: null,
      rated_sessions: 0,
      sentence: 'Mindful Walking lowered your mood by 0.5 points on average over 3 sessions.',
    },
  ],
  categories: [
    {
      category_name: 'Breathwork',
      sessions: 5,
      average_mood_change: 1.8,
      sentence: 'Breathwork practices lift your mood by 1.8 points on average over 5 sessions.',
    },
  ],
  best_time_of_day: {
    time_of_day: 'evening',
    sessions: 6,
    average_mood_change: 1.5,
    sentence:
      'Evening is your best time to practise: your mood lifts by 1.5 points on average over 6 sessions.',
  },
  measured_sessions: 12,
};

function renderWith(props: Partial<Parameters<typeof WhatHelpsYou>[0]>) {
  render(
    <MemoryRouter>
      <WhatHelpsYou
        insights={undefined}
        isPending={false}
        error={null}
        onRetry={() => undefined}
        retrying={false}
        {...props}
      />
    </MemoryRouter>,
  );
  return screen.getByTestId('what-helps-you');
}

describe('WhatHelpsYou', () => {
  it('says how many measured sessions are still needed before any insight', () => {
    const card = renderWith({ insights: { ...nothingYet, measured_sessions: 1 } });
    expect(card.textContent).toContain(
      'Tell us how you feel before and after 3 practices to see what helps you.1 of 3 so far.',
    );
    expect(within(card).getByRole('link', { name: "Start today's plan" }).getAttribute('href')).toBe('/plan');
    cleanup();
    // Enough sessions, but spread so that none of them has three yet.
    const spread = renderWith({ insights: { ...nothingYet, measured_sessions: 4 } });
    expect(spread.textContent).toContain('Keep telling us how you feel before and after your practices.');
    expect(spread.textContent).toContain('4 so far.');
  });

  it('shows each practice with its sentence, average change and sessions, the categories and the best time', () => {
    const card = renderWith({ insights: some });
    const practices = within(within(card).getByRole('region', { name: 'By practice' })).getAllByRole(
      'listitem',
    );
    expect(practices.map((row) => row.textContent)).toEqual([
      'Box BreathingBox Breathing lifts your mood by 1.8 points on average over 5 sessions. You rated it 8.5 out of 10 for helpfulness.+1.85 sessions',
      'Body ScanBody Scan has not changed your mood on average over 4 sessions.0.04 sessions',
      'Mindful WalkingMindful Walking lowered your mood by 0.5 points on average over 3 sessions.−0.53 sessions',
    ]);
    const categories = within(card).getByRole('region', { name: 'By kind of practice' });
    expect(categories.textContent).toContain(
      'Breathwork practices lift your mood by 1.8 points on average over 5 sessions.',
    );
    expect(within(card).getByTestId('best-time-of-day').textContent).toBe(
      'Time of dayEvening is your best time to practise: your mood lifts by 1.5 points on average over 6 sessions.',
    );
    expect(card.textContent).not.toContain('so far');
  });

  it('says where practices will show when only a time of day or a category has enough sessions', () => {
    const card = renderWith({ insights: { ...some, practices: [], categories: [] } });
    expect(card.textContent).toContain(
      'A practice shows here once you have told us how you felt before and after it 3 times.',
    );
    expect(within(card).queryByRole('region', { name: 'By kind of practice' })).toBeNull();
    expect(within(card).getByTestId('best-time-of-day')).toBeTruthy();
  });

  it('shows loading, then a load error with a retry', () => {
    renderWith({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading what helps you...');
    cleanup();
    const onRetry = vi.fn();
    renderWith({ error: new Error('Network error.'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain(
      "We couldn't load your insights on what helps you. Network error.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('writes a change with its sign, a true minus for a drop', () => {
    expect([1.8, 2, 0, -0.5].map(formatMoodChange)).toEqual(['+1.8', '+2.0', '0.0', '−0.5']);
  });
});
