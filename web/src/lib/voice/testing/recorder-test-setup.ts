import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { removeFakeMicrophone } from './fake-microphone';

/** What the stubbed transcription endpoint hears in the recorder's tests. */
export const SENTENCE = 'had he married a more amiable woman';

/** Lets the recorder's promises (microphone, upload) settle, and moves the clock on by `ms`. */
export async function elapse(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Each test runs on fake timers; afterwards the page, the clock, the globals and the microphone are reset. */
export function resetRecorderTestsEachTime() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    removeFakeMicrophone();
  });
}
