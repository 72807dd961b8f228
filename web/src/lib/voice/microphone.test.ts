import { afterEach, describe, expect, it, vi } from 'vitest';
import { MICROPHONE_CONSTRAINTS, browserRecorderEnvironment, chooseRecordingMimeType } from './microphone';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('format choice', () => {
  it('takes the first supported format of webm/opus, webm, mp4, wav', () => {
    expect(chooseRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(chooseRecordingMimeType((type) => type === 'audio/webm' || type === 'audio/mp4')).toBe(
      'audio/webm',
    );
    // Safari records mp4 only.
    expect(chooseRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(chooseRecordingMimeType((type) => type === 'audio/wav')).toBe('audio/wav');
  });

  it('leaves the choice to the browser when it supports none or cannot say', () => {
    expect(chooseRecordingMimeType(() => false)).toBe('');
    expect(chooseRecordingMimeType(undefined)).toBe('');
    expect(
      chooseRecordingMimeType(() => {
        throw new Error('boom');
      }),
    ).toBe('');
  });

  it('asks for mono 48 kHz with echo cancellation and noise suppression', () => {
    expect(MICROPHONE_CONSTRAINTS).toEqual({
      audio: { channelCount: 1, sampleRate: 48000, echoCancellation: true, noiseSuppression: true },
    });
  });
});

describe('the page', () => {
  it('records where MediaRecorder and getUserMedia exist, asking MediaRecorder which formats it supports', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', {});
    expect(browserRecorderEnvironment().supported()).toBe(false);

    const isTypeSupported = vi.fn((type: string) => type === 'audio/mp4');
    const MediaRecorder = Object.assign(function MediaRecorder() {}, { isTypeSupported });
    vi.stubGlobal('window', { MediaRecorder });
    vi.stubGlobal('MediaRecorder', MediaRecorder);
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn() } });
    const env = browserRecorderEnvironment();
    expect(env.supported()).toBe(true);
    expect(env.isTypeSupported!('audio/mp4')).toBe(true);
    expect(env.isTypeSupported!('audio/webm')).toBe(false);
    // No Permissions API: getUserMedia asks instead.
    expect(env.queryPermission).toBeUndefined();
  });
});
