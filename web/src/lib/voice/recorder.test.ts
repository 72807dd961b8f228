import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  CHAT_RECORDING_TOO_SHORT,
  FAILED_TO_TRANSCRIBE,
  INVALID_AUDIO_FORMAT,
  MICROPHONE_ACCESS_DENIED,
  NO_AUDIO_DATA,
  NO_MICROPHONE_FOUND,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_TOO_LONG,
  SPEECH_RECORDING_NOT_SUPPORTED,
  VOICE_AUTHENTICATION_FAILED,
} from '@flowmind/core/recording';
import {
  MICROPHONE_CONSTRAINTS,
  VoiceRecorder,
  chooseRecordingMimeType,
  initialRecorderSnapshot,
  microphoneErrorMessage,
  recorderReducer,
  recordingProblem,
  transcriptionErrorMessage,
  type RecorderEnvironment,
  type RecorderLike,
  type RecorderSnapshot,
} from './recorder';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

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

describe('error texts', () => {
  it('maps microphone failures to the spec texts', () => {
    expect(microphoneErrorMessage(domError('NotAllowedError', 'Permission denied'))).toBe(
      MICROPHONE_ACCESS_DENIED,
    );
    expect(microphoneErrorMessage(domError('SecurityError'))).toBe(MICROPHONE_ACCESS_DENIED);
    expect(microphoneErrorMessage(domError('NotFoundError', 'Requested device not found'))).toBe(
      NO_MICROPHONE_FOUND,
    );
    expect(microphoneErrorMessage(domError('NotReadableError', 'Device in use'))).toBe(
      'Failed to access microphone: Device in use',
    );
    expect(microphoneErrorMessage(domError('AbortError'))).toBe('Failed to access microphone: AbortError');
    expect(microphoneErrorMessage(null)).toBe('Failed to access microphone: unknown error');
  });

  it("shows the server's text for its refusals", () => {
    // What POST /api/v1/voice/transcribe answers, code and message as the server sends them.
    const refusals: Array<[number, string, string]> = [
      [401, 'unauthorized', VOICE_AUTHENTICATION_FAILED],
      [413, 'audio_too_large', AUDIO_FILE_TOO_LARGE],
      [415, 'invalid_audio_format', INVALID_AUDIO_FORMAT],
      [400, 'invalid_audio_format', INVALID_AUDIO_FORMAT],
      [422, 'no_speech_detected', NO_SPEECH_IN_AUDIO],
      [400, 'recording_too_short', RECORD_AT_LEAST_2_SECONDS],
      [400, 'audio_too_short_or_quiet', AUDIO_TOO_SHORT_OR_QUIET],
      [400, 'no_audio', NO_AUDIO_DATA],
      [400, 'recording_too_long', RECORDING_TOO_LONG],
      [429, 'rate_limited', 'Too many voice requests. Please wait a minute and try again.'],
      [503, 'speech_to_text_unavailable', 'Speech-to-text is not available on this server: no model'],
    ];
    for (const [status, code, message] of refusals) {
      expect(transcriptionErrorMessage({ status, code, message })).toBe(message);
    }
  });

  it('names an answer that did not come from the server by its status', () => {
    // A proxy's page: no `{ error: { code, message } }` body, so the client made up the code.
    expect(transcriptionErrorMessage({ status: 401, code: 'HTTP_401', message: 'Unauthorized' })).toBe(
      VOICE_AUTHENTICATION_FAILED,
    );
    expect(transcriptionErrorMessage({ status: 413 })).toBe(AUDIO_FILE_TOO_LARGE);
    expect(
      transcriptionErrorMessage({
        status: 415,
        code: 'INVALID_RESPONSE',
        message: 'The server sent an unexpected response.',
      }),
    ).toBe(INVALID_AUDIO_FORMAT);
    expect(transcriptionErrorMessage({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' })).toBe(
      'Bad Gateway',
    );
    expect(transcriptionErrorMessage({ status: 500 })).toBe(FAILED_TO_TRANSCRIBE);
    // A lost connection has no status: the generic text rather than the browser's "Failed to fetch".
    expect(transcriptionErrorMessage({ message: 'Failed to fetch' })).toBe(FAILED_TO_TRANSCRIBE);
    expect(transcriptionErrorMessage(null)).toBe(FAILED_TO_TRANSCRIBE);
  });

  it('checks a recording before upload: empty, too short for its minimum, under 5 KB', () => {
    expect(recordingProblem({ durationMs: 3000, bytes: 0, minSeconds: 2 })).toBe(NO_AUDIO_DATA);
    expect(recordingProblem({ durationMs: 1999, bytes: 20_000, minSeconds: 2 })).toBe(
      RECORD_AT_LEAST_2_SECONDS,
    );
    expect(recordingProblem({ durationMs: 900, bytes: 20_000, minSeconds: 1 })).toBe(
      CHAT_RECORDING_TOO_SHORT,
    );
    expect(recordingProblem({ durationMs: 1500, bytes: 20_000, minSeconds: 1 })).toBeNull();
    expect(recordingProblem({ durationMs: 3000, bytes: 5 * 1024 - 1, minSeconds: 2 })).toBe(
      AUDIO_TOO_SHORT_OR_QUIET,
    );
    expect(recordingProblem({ durationMs: 3000, bytes: 5 * 1024, minSeconds: 2 })).toBeNull();
  });
});

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

// ---------------------------------------------------------------------------------------------
// The service's flow with a fake browser
// ---------------------------------------------------------------------------------------------

class FakeMediaRecorder implements RecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  timeslice: number | undefined;
  constructor(
    readonly mimeType: string,
    readonly audioBitsPerSecond: number,
    private readonly bytes: number,
  ) {}
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      this.ondataavailable?.({ data: new Blob([new Uint8Array(this.bytes)], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

function fakeEnvironment(
  options: {
    bytes?: number;
    getUserMedia?: () => Promise<MediaStream>;
    transcribe?: RecorderEnvironment['transcribe'];
    permission?: PermissionState;
  } = {},
) {
  const tracks = [{ stop: vi.fn() }];
  const recorders: FakeMediaRecorder[] = [];
  const uploads: Array<{ audio: Blob; fileName: string }> = [];
  const permission = { state: options.permission ?? 'prompt', onchange: null } as {
    state: PermissionState;
    onchange: ((this: PermissionStatus, ev: Event) => unknown) | null;
  };
  const env: RecorderEnvironment = {
    supported: () => true,
    getUserMedia:
      options.getUserMedia ?? (() => Promise.resolve({ getTracks: () => tracks } as unknown as MediaStream)),
    createRecorder: (_stream, recorderOptions) => {
      const recorder = new FakeMediaRecorder(
        recorderOptions.mimeType ?? 'audio/webm',
        recorderOptions.audioBitsPerSecond,
        options.bytes ?? 40_000,
      );
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: (type) => type === 'audio/webm;codecs=opus',
    queryPermission: () => Promise.resolve(permission),
    transcribe:
      options.transcribe ??
      ((audio, fileName) => {
        uploads.push({ audio, fileName });
        return Promise.resolve('had he married a more amiable woman');
      }),
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { env, tracks, recorders, uploads, permission };
}

describe('the recording service', () => {
  let recorder: VoiceRecorder | undefined;
  afterEach(() => {
    recorder?.dispose();
    recorder = undefined;
    vi.useRealTimers();
  });

  it('records webm/opus at 128 kbps in 500 ms chunks, ticks each second and uploads recording.webm', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment();
    const transcripts: string[] = [];
    recorder = new VoiceRecorder(fake.env, { onTranscript: (text) => transcripts.push(text) });
    expect(await recorder.start()).toBe(true);
    expect(recorder.getSnapshot().status).toBe('recording');
    expect(fake.recorders[0]).toMatchObject({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 128_000,
      timeslice: 500,
    });

    await vi.advanceTimersByTimeAsync(3000);
    expect(recorder.getSnapshot().elapsedSeconds).toBe(3);

    const stopping = recorder.stop();
    expect(recorder.getSnapshot().status).toBe('transcribing');
    expect(await stopping).toBe('had he married a more amiable woman');
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'idle',
      transcript: 'had he married a more amiable woman',
      error: null,
    });
    expect(transcripts).toEqual(['had he married a more amiable woman']);
    expect(fake.uploads[0]!.fileName).toBe('recording.webm');
    expect(fake.uploads[0]!.audio.size).toBe(40_000);
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
  });

  it('refuses a second recording while one runs, in the same service or another', async () => {
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder(fake.env);
    const other = new VoiceRecorder(fake.env);
    expect(await recorder.start()).toBe(true);
    expect(await recorder.start()).toBe(false);
    expect(await other.start()).toBe(false);
    expect(fake.recorders).toHaveLength(1);
    recorder.cancel();
    expect(await other.start()).toBe(true);
    other.dispose();
  });

  it('stops by itself at 60 seconds', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder(fake.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(recorder.getSnapshot()).toMatchObject({ status: 'recording', elapsedSeconds: 59 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(recorder!.getSnapshot().status).toBe('idle'));
    expect(recorder.getSnapshot()).toMatchObject({ elapsedSeconds: 60 });
    expect(recorder.getSnapshot().transcript).toBeTruthy();
    expect(fake.uploads).toHaveLength(1);
  });

  it('refuses a recording shorter than its minimum without uploading: 2 s by default, 1 s for chat', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder(fake.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(1500);
    expect(await recorder.stop()).toBeNull();
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', error: RECORD_AT_LEAST_2_SECONDS });

    const chat = new VoiceRecorder(fake.env, { minSeconds: 1 });
    await chat.start();
    await vi.advanceTimersByTimeAsync(500);
    await chat.stop();
    expect(chat.getSnapshot().error).toBe(CHAT_RECORDING_TOO_SHORT);
    await chat.start();
    await vi.advanceTimersByTimeAsync(1200);
    expect(await chat.stop()).toBeTruthy();
    chat.dispose();
    expect(fake.uploads).toHaveLength(1);
  });

  it('refuses a near-silent recording under 5 KB', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment({ bytes: 3000 });
    recorder = new VoiceRecorder(fake.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(3000);
    await recorder.stop();
    expect(recorder.getSnapshot().error).toBe(AUDIO_TOO_SHORT_OR_QUIET);
    expect(fake.uploads).toHaveLength(0);
  });

  it('says when the microphone is denied or missing, and follows permission changes', async () => {
    const denied = fakeEnvironment({ getUserMedia: () => Promise.reject(domError('NotAllowedError')) });
    recorder = new VoiceRecorder(denied.env);
    expect(await recorder.start()).toBe(false);
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'idle',
      error: MICROPHONE_ACCESS_DENIED,
      permission: 'denied',
    });
    recorder.dispose();

    const missing = fakeEnvironment({ getUserMedia: () => Promise.reject(domError('NotFoundError')) });
    recorder = new VoiceRecorder(missing.env);
    await recorder.start();
    expect(recorder.getSnapshot().error).toBe(NO_MICROPHONE_FOUND);
    recorder.dispose();

    const watched = fakeEnvironment({ permission: 'prompt' });
    recorder = new VoiceRecorder(watched.env);
    expect(await recorder.watchPermission()).toBe('prompt');
    watched.permission.state = 'granted';
    watched.permission.onchange?.call({} as PermissionStatus, new Event('change'));
    expect(recorder.getSnapshot().permission).toBe('granted');
  });

  it('shows the spec text for an empty transcript and for a server refusal', async () => {
    vi.useFakeTimers();
    const empty = fakeEnvironment({ transcribe: () => Promise.resolve('   ') });
    recorder = new VoiceRecorder(empty.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(2500);
    await recorder.stop();
    expect(recorder.getSnapshot().error).toBe(NO_SPEECH_IN_AUDIO);
    recorder.dispose();

    const expired = fakeEnvironment({
      transcribe: () =>
        Promise.reject(
          Object.assign(new Error(VOICE_AUTHENTICATION_FAILED), { status: 401, code: 'unauthorized' }),
        ),
    });
    recorder = new VoiceRecorder(expired.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(2500);
    await recorder.stop();
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', error: VOICE_AUTHENTICATION_FAILED });
  });

  it('lets go of a microphone granted to a start that was cancelled meanwhile', async () => {
    const grants: Array<(stream: MediaStream) => void> = [];
    const tracks = [{ stop: vi.fn() }];
    const fake = fakeEnvironment({
      getUserMedia: () => new Promise<MediaStream>((resolve) => grants.push(resolve)),
    });
    recorder = new VoiceRecorder(fake.env);
    const first = recorder.start();
    expect(recorder.getSnapshot().status).toBe('initializing');
    recorder.cancel();
    expect(recorder.getSnapshot().status).toBe('idle');
    const second = recorder.start();
    grants[0]!({ getTracks: () => tracks } as unknown as MediaStream);
    expect(await first).toBe(false);
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.recorders).toHaveLength(0);
    grants[1]!({ getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream);
    expect(await second).toBe(true);
    expect(fake.recorders).toHaveLength(1);
  });

  it('transcribes what was said when the browser stops the recording by itself (microphone gone)', async () => {
    vi.useFakeTimers();
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder(fake.env);
    const heard: string[] = [];
    const unsubscribe = recorder.addTranscriptListener((text) => heard.push(text));
    await recorder.toggle();
    await vi.advanceTimersByTimeAsync(3000);
    fake.recorders[0]!.stop();
    await vi.waitFor(() => expect(recorder!.getSnapshot().status).toBe('idle'));
    expect(heard).toEqual(['had he married a more amiable woman']);
    unsubscribe();
  });

  it('toggle() starts, then stops; presses while starting or transcribing are ignored', async () => {
    vi.useFakeTimers();
    let answer: (text: string) => void = () => undefined;
    const fake = fakeEnvironment({
      transcribe: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    recorder = new VoiceRecorder(fake.env);
    await recorder.toggle();
    expect(recorder.getSnapshot().status).toBe('recording');
    await vi.advanceTimersByTimeAsync(2500);
    const stopping = recorder.toggle();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.getSnapshot().status).toBe('transcribing');
    expect(await recorder.toggle()).toBe(false);
    answer('hello');
    await stopping;
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', transcript: 'hello' });
  });

  it('cancelling during transcription drops the answer', async () => {
    vi.useFakeTimers();
    let uploadSignal: AbortSignal | undefined;
    const fake = fakeEnvironment({
      transcribe: (_audio, _name, signal) => {
        uploadSignal = signal;
        return new Promise(() => undefined);
      },
    });
    recorder = new VoiceRecorder(fake.env);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(2500);
    void recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    recorder.cancel();
    expect(uploadSignal?.aborted).toBe(true);
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', transcript: null, error: null });
  });

  it('says so where the browser cannot record', async () => {
    const fake = fakeEnvironment();
    recorder = new VoiceRecorder({ ...fake.env, supported: () => false });
    expect(recorder.getSnapshot().error).toBe(SPEECH_RECORDING_NOT_SUPPORTED);
    expect(await recorder.start()).toBe(false);
    expect(fake.recorders).toHaveLength(0);
  });
});
