import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MOOD_LABELS } from '@flowmind/core/mood';
import { MoodScale } from './MoodScale';

afterEach(cleanup);

describe('MoodScale', () => {
  it('offers the ten scores as radios named by score and label, and says which is chosen', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MoodScale legend="How do you feel now?" value={null} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'How do you feel now?' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(
      MOOD_LABELS.map((label, index) => `${index + 1} ${label}`),
    );
    expect(screen.getByText('No mood chosen yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: `8 ${MOOD_LABELS[7]}` }));
    expect(onChange).toHaveBeenCalledWith(8);
    rerender(<MoodScale legend="How do you feel now?" value={8} onChange={onChange} />);
    expect(screen.getByRole('group').textContent).toContain(`You chose 8 · ${MOOD_LABELS[7]}`);
  });

  it('can be disabled while the choice is being saved', () => {
    render(<MoodScale legend="Your mood (1 to 10)" value={3} onChange={() => undefined} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
  });
});
