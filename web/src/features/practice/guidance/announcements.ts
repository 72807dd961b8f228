import { useCallback, useEffect, useRef, useState } from 'react';
import { spokenDuration } from '../time-format';

/**
 * Marks of the time left at which a player says how long is left: every whole minute, then `lastMark`
 * seconds (30 over a whole practice; 10 over one step of a guided practice, whose steps are short).
 */
export function timeLeftMarks(totalSeconds: number, lastMark = 30): number[] {
  const marks: number[] = [];
  for (let mark = Math.floor((totalSeconds - 1) / 60) * 60; mark >= 60; mark -= 60) marks.push(mark);
  if (totalSeconds > lastMark) marks.push(lastMark);
  return marks;
}

/**
 * The mark the time left crossed going from `before` to `after` seconds (a jump over several gives the last,
 * so one announcement covers it), or null.
 */
export function timeLeftMarkCrossed(
  totalSeconds: number,
  before: number,
  after: number,
  lastMark = 30,
): number | null {
  let crossed: number | null = null;
  for (const mark of timeLeftMarks(totalSeconds, lastMark))
    if (before > mark && after <= mark) crossed = mark;
  return crossed;
}

export function timeLeftText(seconds: number): string {
  return `${spokenDuration(seconds)} left.`;
}

/** A polite live message; saying the same words twice still announces them (a zero-width change). */
export function useLiveAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (next: string) => setMessage((current) => (current === next ? `${next}\u200b` : next)),
    [],
  );
  return [message, announce];
}

/**
 * What a timed player announces while it runs: the phase as it starts (with the time left), and the time
 * left at each whole minute and at the last mark (30 seconds unless told). Never every second. `remaining`
 * and `totalSeconds` are those of the whole practice, or of the current step when it has its own clock.
 */
export function usePracticeAnnouncements({
  active,
  phaseKey,
  phaseText,
  remaining,
  totalSeconds,
  announce,
  lastMark = 30,
  sayTimeLeft = timeLeftText,
}: {
  /**
   * The practice stage is showing. Paused counts as active: nothing changes while paused, and resuming keeps
   * its 'Resumed.' rather than repeating the phase.
   */
  active: boolean;
  /** Changes when a new phase starts. */
  phaseKey: string;
  phaseText: string;
  remaining: number;
  totalSeconds: number;
  announce: (message: string) => void;
  lastMark?: number;
  sayTimeLeft?: (seconds: number) => string;
}) {
  const lastPhase = useRef<string | null>(null);
  const lastRemaining = useRef(remaining);

  useEffect(() => {
    if (!active) {
      lastPhase.current = null;
      lastRemaining.current = totalSeconds;
      return;
    }
    const before = lastRemaining.current;
    lastRemaining.current = remaining;
    const mark = timeLeftMarkCrossed(totalSeconds, before, remaining, lastMark);
    const timeLeft = mark === null ? null : sayTimeLeft(mark);
    if (lastPhase.current !== phaseKey) {
      lastPhase.current = phaseKey;
      // A phase starting on a whole minute says both in one message, so neither replaces the other.
      announce(timeLeft ? `${phaseText} ${timeLeft}` : phaseText);
    } else if (timeLeft) announce(timeLeft);
  }, [active, phaseKey, phaseText, remaining, totalSeconds, announce, lastMark, sayTimeLeft]);
}
