import { describe, expect, it } from 'vitest';
import {
  MICROPHONE_ACCESS_DENIED,
  NO_MICROPHONE_FOUND,
  SPEECH_RECORDING_NOT_SUPPORTED,
} from '@flowmind/core/recording';
import { initialRecorderSnapshot, recorderReducer, type RecorderSnapshot } from './recorder-state';

describe('state machine', () => {
  const idle = initialRecorderSnapshot(true);
  const run = (events: Parameters<typeof recorderReducer>[1][], from: RecorderSnapshot = idle) =>
    events.reduce(recorderReducer, from);

  it('goes idle -> initializing -> recording (ticking) -> transcribing -> idle with the transcript', () => {
    let state = run([{ type: 'start' }]);
    expect(state.status).toBe('initializing');
    state = run([{ type: 'started' }], state);
    expect(state).toMatchObject({ status: 'recording', elapsedSeconds: 0, permission: 'granted' });
    state = run(
      [
        { type: 'tick', elapsedSeconds: 1 },
        { type: 'tick', elapsedSeconds: 2 },
      ],
      state,
    );
    expect(state.elapsedSeconds).toBe(2);
    state = run([{ type: 'stop' }], state);
    expect(state.status).toBe('transcribing');
    state = run([{ type: 'transcribed', text: 'hello there' }], state);
    expect(state).toMatchObject({ status: 'idle', transcript: 'hello there', error: null });
  });

  it('refuses a second start while one runs and ignores events out of order', () => {
    const recording = run([{ type: 'start' }, { type: 'started' }]);
    expect(recorderReducer(recording, { type: 'start' })).toBe(recording);
    const transcribing = run([{ type: 'stop' }], recording);
    expect(recorderReducer(transcribing, { type: 'start' })).toBe(transcribing);
    expect(recorderReducer(transcribing, { type: 'tick', elapsedSeconds: 9 })).toBe(transcribing);
    expect(recorderReducer(idle, { type: 'stop' })).toBe(idle);
    expect(recorderReducer(idle, { type: 'transcribed', text: 'x' })).toBe(idle);
  });

  it('never counts past the maximum', () => {
    const state = run([{ type: 'start' }, { type: 'started' }, { type: 'tick', elapsedSeconds: 61 }]);
    expect(state.elapsedSeconds).toBe(60);
  });

  it('returns to idle with the error on failure; a denied microphone marks the permission denied', () => {
    const state = run([{ type: 'start' }, { type: 'failed', error: MICROPHONE_ACCESS_DENIED }]);
    expect(state).toMatchObject({ status: 'idle', error: MICROPHONE_ACCESS_DENIED, permission: 'denied' });
    // A new attempt clears the old error.
    expect(run([{ type: 'start' }], state)).toMatchObject({ status: 'initializing', error: null });
  });

  it('marks the server’s own message as such until the next attempt or dismissal', () => {
    const refused = run([
      { type: 'start' },
      { type: 'started' },
      { type: 'stop' },
      { type: 'failed', error: 'Too many voice requests.', fromServer: true },
    ]);
    expect(refused).toMatchObject({
      status: 'idle',
      error: 'Too many voice requests.',
      errorFromServer: true,
    });
    expect(run([{ type: 'dismiss' }], refused)).toMatchObject({ error: null, errorFromServer: false });
    expect(run([{ type: 'start' }], refused)).toMatchObject({ error: null, errorFromServer: false });
    // The recorder's own failures are not the server's.
    const local = run([{ type: 'start' }, { type: 'failed', error: NO_MICROPHONE_FOUND }]);
    expect(local.errorFromServer).toBe(false);
  });

  it('hides an error when dismissed, and a denial once the microphone is allowed again', () => {
    const failed = run([{ type: 'start' }, { type: 'failed', error: NO_MICROPHONE_FOUND }]);
    expect(run([{ type: 'dismiss' }], failed).error).toBeNull();
    const denied = run([{ type: 'start' }, { type: 'failed', error: MICROPHONE_ACCESS_DENIED }]);
    expect(run([{ type: 'permission', permission: 'granted' }], denied)).toMatchObject({
      permission: 'granted',
      error: null,
    });
  });

  it('stays idle with the not-supported text where the browser cannot record', () => {
    const unsupported = initialRecorderSnapshot(false);
    expect(unsupported.error).toBe(SPEECH_RECORDING_NOT_SUPPORTED);
    expect(run([{ type: 'start' }], unsupported)).toMatchObject({
      status: 'idle',
      error: SPEECH_RECORDING_NOT_SUPPORTED,
    });
    // It keeps saying so.
    expect(run([{ type: 'dismiss' }], unsupported).error).toBe(SPEECH_RECORDING_NOT_SUPPORTED);
  });
});
