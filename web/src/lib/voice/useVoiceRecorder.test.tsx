import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as texts from '@flowmind/core/recording';
import { MICROPHONE_CONSTRAINTS } from './microphone';
import { useVoiceRecorder } from './useVoiceRecorder';
import { deferred, installFakeMicrophone, jsonResponse, stubTranscription } from './testing/fake-microphone';
import { elapse, resetRecorderTestsEachTime, SENTENCE } from './testing/recorder-test-setup';

resetRecorderTestsEachTime();

describe('useVoiceRecorder', () => {
  it('records from start to stop, shows it transcribing, and delivers the transcript', async () => {
    const microphone = installFakeMicrophone();
    const answer = deferred<Response>();
    const server = stubTranscription(() => answer.promise);
    const onTranscript = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder({ onTranscript }));
    expect(result.current).toMatchObject({ status: 'idle', supported: true, error: null });

    await act(() => result.current.start());
    expect(microphone.getUserMedia).toHaveBeenCalledWith(MICROPHONE_CONSTRAINTS);
    expect(result.current).toMatchObject({ status: 'recording', elapsedSeconds: 0, permission: 'granted' });
    await elapse(3000);
    expect(result.current.elapsedSeconds).toBe(3);

    let stopping!: Promise<string | null>;
    act(() => void (stopping = result.current.stop()));
    expect(result.current.status).toBe('transcribing');
    await elapse();
    expect(server.uploads.map((file) => file.name)).toEqual(['recording.webm']);
    expect(microphone.track.stop).toHaveBeenCalled();

    answer.resolve(jsonResponse(200, { text: `  ${SENTENCE}  ` }));
    await elapse();
    expect(await stopping).toBe(SENTENCE);
    expect(result.current).toMatchObject({ status: 'idle', transcript: SENTENCE, error: null });
    expect(onTranscript).toHaveBeenCalledExactlyOnceWith(SENTENCE);
  });

  it('says the microphone was denied, without recording or uploading', async () => {
    const microphone = installFakeMicrophone({ denied: true });
    const server = stubTranscription(() => jsonResponse(200, { text: SENTENCE }));
    const { result } = renderHook(() => useVoiceRecorder());

    await act(async () => expect(await result.current.start()).toBe(false));
    expect(result.current).toMatchObject({
      status: 'idle',
      error: texts.MICROPHONE_ACCESS_DENIED,
      errorFromServer: false,
      permission: 'denied',
    });
    expect(microphone.recorders).toHaveLength(0);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('stops by itself after 60 seconds and transcribes what was said', async () => {
    installFakeMicrophone();
    const server = stubTranscription(() => jsonResponse(200, { text: SENTENCE }));
    const onTranscript = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder({ onTranscript }));

    await act(() => result.current.start());
    await elapse(59_000);
    expect(result.current).toMatchObject({ status: 'recording', elapsedSeconds: 59 });
    expect(server.fetch).not.toHaveBeenCalled();
    await elapse(1000);
    await elapse();
    expect(result.current).toMatchObject({ status: 'idle', elapsedSeconds: 60, transcript: SENTENCE });
    expect(server.fetch).toHaveBeenCalledOnce();
    expect(onTranscript).toHaveBeenCalledExactlyOnceWith(SENTENCE);
  });

  it('hands each transcript to the newest onTranscript only', async () => {
    installFakeMicrophone();
    stubTranscription(() => jsonResponse(200, { text: SENTENCE }));
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onTranscript }) => useVoiceRecorder({ onTranscript }), {
      initialProps: { onTranscript: first },
    });
    rerender({ onTranscript: second });

    await act(() => result.current.start());
    await elapse(2500);
    await act(() => result.current.stop());
    expect(second).toHaveBeenCalledExactlyOnceWith(SENTENCE);
    expect(first).not.toHaveBeenCalled();
  });

  it("keeps the server's message for a refused upload, and says so when the upload never got there", async () => {
    installFakeMicrophone();
    const rateLimited = 'Too many voice requests. Please wait a minute and try again.';
    let answer: () => Response | Promise<Response> = () =>
      jsonResponse(429, { error: { code: 'rate_limited', message: rateLimited } });
    stubTranscription(() => answer());
    const { result } = renderHook(() => useVoiceRecorder());

    await act(() => result.current.start());
    await elapse(2500);
    await act(() => result.current.stop());
    expect(result.current).toMatchObject({ status: 'idle', error: rateLimited, errorFromServer: true });

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ error: null, errorFromServer: false });
    await elapse(2500);
    await act(() => result.current.stop());
    expect(result.current).toMatchObject({ error: texts.FAILED_TO_TRANSCRIBE, errorFromServer: false });
  });

  it('abandons a recording when the screen goes away, freeing the microphone for the next one', async () => {
    const microphone = installFakeMicrophone();
    const server = stubTranscription(() => jsonResponse(200, { text: SENTENCE }));
    const leaving = renderHook(() => useVoiceRecorder());
    await act(() => leaving.result.current.start());
    leaving.unmount();
    expect(microphone.track.stop).toHaveBeenCalled();
    await elapse(5000);
    expect(server.fetch).not.toHaveBeenCalled();

    // Only one recording runs in a page at a time: the abandoned one no longer holds the microphone.
    const next = renderHook(() => useVoiceRecorder());
    await act(async () => expect(await next.result.current.start()).toBe(true));
  });

  it('says so where the browser cannot record', async () => {
    installFakeMicrophone({ unsupported: true });
    const { result } = renderHook(() => useVoiceRecorder());
    expect(result.current).toMatchObject({ supported: false, error: texts.SPEECH_RECORDING_NOT_SUPPORTED });
    await act(async () => expect(await result.current.start()).toBe(false));
    expect(result.current.status).toBe('idle');
  });
});
